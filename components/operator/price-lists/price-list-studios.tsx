"use client";

import { useState } from "react";
import type { EndpointOutput } from "@/lib/api/client";

type Studio = EndpointOutput<"priceLists", "GET">["studios"][number];

/** The studios a price list is for: a search over all studios and a checkbox each. */
export function PriceListStudios({
  studios,
  chosen,
  onChosenChange,
}: {
  studios: Studio[];
  chosen: string[];
  onChosenChange: (update: (c: string[]) => string[]) => void;
}) {
  const [filter, setFilter] = useState("");
  const shown = studios.filter((s) => `${s.name} ${s.slug} ${s.storeNumber}`.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (slug: string, on: boolean) => onChosenChange((c) => (on ? [...c, slug] : c.filter((x) => x !== slug)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Studios ({chosen.length} gewählt)</legend>
      <p className="text-xs text-muted">Eine Zentrale gibt ihre Liste an alle Studios weiter, die keine eigene haben.</p>
      <input
        type="search"
        aria-label="Studios filtern"
        placeholder="Studio suchen …"
        className="rounded border border-line px-3 py-2 text-base"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="max-h-48 overflow-y-auto rounded border border-line p-2">
        {shown.length === 0 ? <p className="text-sm text-muted">Kein Studio passt.</p> : null}
        {shown.map((s) => (
          <label key={s.slug} className="flex items-center gap-2 py-0.5 text-sm">
            <input type="checkbox" className="size-4" checked={chosen.includes(s.slug)} onChange={(e) => toggle(s.slug, e.target.checked)} />
            {s.name}{" "}
            <span className="text-xs text-muted">
              ({s.storeNumber}
              {s.isMaster ? ", Zentrale" : ""})
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
