"use client";

import { Suspense, useId } from "react";
import { Search } from "lucide-react";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/shop/search-length";
import { lazyPart } from "@/components/ui/lazy-part";
import { useSearchBox } from "./use-search-box";

// The suggestion list loads when the field first gets focus (it shows only after two typed letters and the
// server's answer), not with the page.
const { Part: SearchSuggestions, preload: preloadSuggestions } = lazyPart(
  () => import("./search-suggestions"),
  (m) => m.SearchSuggestions,
);

export const SEARCH_PLACEHOLDER = "Suche nach Artikeln …";

/**
 * The product search with suggestions (SPEC.md 2.4): Arrow Up/Down move the highlight (starting at
 * -1), Enter opens the list with the highlighted product's id or with the typed text, a click opens
 * it with ids and referrer=suggestions and notifies the shop chat channel. Categories the search names
 * (issue 17, "in Spülen") are suggestions of their own and open the list of that category with the
 * typed search.
 */
export function SearchBox({ storeSlug, initial = "", large = false }: { storeSlug: string; initial?: string; large?: boolean }) {
  const listId = useId();
  const box = useSearchBox(storeSlug, initial);
  const { showList, highlight } = box;

  return (
    <form
      role="search"
      aria-label={large ? "Suche auf der Startseite" : "Suche im Shop"}
      onSubmit={box.onSubmit}
      className={`relative w-full ${large ? "max-w-2xl" : "max-w-md"}`}
    >
      <input
        type="search"
        role="combobox"
        aria-label="Produktsuche"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlight >= 0 && showList ? `${listId}-${highlight}` : undefined}
        placeholder={SEARCH_PLACEHOLDER}
        maxLength={MAX_SEARCH_LENGTH}
        value={box.text}
        onChange={(e) => box.onType(e.target.value)}
        onFocus={() => {
          box.onFocus();
          preloadSuggestions();
        }}
        onBlur={() => setTimeout(() => box.setOpen(false), 150)}
        onKeyDown={box.onKeyDown}
        className={`w-full rounded border border-line bg-white pr-10 pl-3 outline-none focus:border-brand ${large ? "py-3 text-base" : "py-2 text-sm"}`}
      />
      <button type="submit" aria-label="Suchen" className="absolute inset-y-0 right-0 px-3 text-muted">
        <Search size={18} aria-hidden />
      </button>
      {showList ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            listId={listId}
            typed={box.debounced}
            suggestions={box.suggestions}
            highlight={highlight}
            onHighlight={box.setHighlight}
            onOpen={box.openOption}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
