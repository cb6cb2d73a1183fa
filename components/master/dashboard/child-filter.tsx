"use client";

import { ChevronDown } from "lucide-react";
import { PopoverButton } from "@/components/ui/popover-button";

export type ChildOption = { slug: string; name: string };

/** SPEC 2.2: the multi-select child filter, "Alle Studios" when nothing is chosen. */
export function ChildFilter({ options, value, onChange }: { options: ChildOption[]; value: string[]; onChange: (slugs: string[]) => void }) {
  const chosen = options.filter((o) => value.includes(o.slug));
  const label = chosen.length === 0 ? "Alle Studios" : chosen.length === 1 ? chosen[0].name : `${chosen.length} Studios`;
  const toggle = (slug: string) => onChange(value.includes(slug) ? value.filter((s) => s !== slug) : [...value, slug]);

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium" id="child-filter-label">
        Studios
      </span>
      <PopoverButton
        label="Studios auswählen"
        buttonProps={{
          "aria-labelledby": "child-filter-label child-filter-value",
          className: "flex min-w-52 items-center justify-between gap-2 rounded border border-line bg-white px-3 py-2 text-left",
        }}
        className="z-50 w-64 rounded border border-line bg-white p-2 shadow-lg"
        panel={
          <fieldset className="flex flex-col gap-1">
            <legend className="sr-only">Studios auswählen</legend>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-surface">
              <input type="checkbox" checked={value.length === 0} onChange={() => onChange([])} />
              Alle Studios
            </label>
            {options.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted">nicht verfügbar</p> : null}
            {options.map((o) => (
              <label key={o.slug} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-surface">
                <input type="checkbox" checked={value.includes(o.slug)} onChange={() => toggle(o.slug)} />
                {o.name}
              </label>
            ))}
          </fieldset>
        }
      >
        <span id="child-filter-value">{label}</span>
        <ChevronDown size={16} aria-hidden />
      </PopoverButton>
    </div>
  );
}
