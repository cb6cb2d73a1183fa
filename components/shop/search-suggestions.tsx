"use client";

import { LayoutGrid } from "lucide-react";
import type { SearchOption } from "./use-search-box";

type Props = {
  listId: string;
  typed: string;
  suggestions: SearchOption[];
  highlight: number;
  onHighlight: (index: number) => void;
  onOpen: (option: SearchOption) => void;
};

/** The list of search suggestions below the search field (categories and products). */
export function SearchSuggestions({ listId, typed, suggestions, highlight, onHighlight, onOpen }: Props) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suchvorschläge"
      className="absolute z-50 mt-1 w-full overflow-hidden rounded border border-line bg-white shadow-lg"
    >
      {suggestions.length === 0 ? (
        <li className="px-3 py-2 text-sm text-muted">Keine Ergebnisse für „{typed}“</li>
      ) : (
        suggestions.map((s, i) => (
          <li
            key={s.kind === "category" ? `c${s.c.subCategoryId ?? s.c.categoryId}` : s.p.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === highlight}
            data-testid={s.kind === "category" ? "category-suggestion" : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onOpen(s)}
            onMouseEnter={() => onHighlight(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === highlight ? "bg-brand-light" : ""} ${s.kind === "category" ? (s.c.via === "name" ? "border-b border-line" : "border-t border-line") : ""}`}
          >
            <SuggestionContent option={s} typed={typed} />
          </li>
        ))
      )}
    </ul>
  );
}

function SuggestionContent({ option: s, typed }: { option: SearchOption; typed: string }) {
  return s.kind === "category" ? (
    <>
      <LayoutGrid size={18} aria-hidden className="mx-1.5 shrink-0 text-muted" />
      <span className="line-clamp-1">
        <span className="text-muted">„{typed}“ </span>
        in <strong className="font-semibold">{s.c.name}</strong>
      </span>
    </>
  ) : (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs */}
      <img src={s.p.images.s} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
      <span className="line-clamp-1">{s.p.name}</span>
    </>
  );
}
