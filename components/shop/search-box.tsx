"use client";

import { useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Search } from "lucide-react";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/list-params";
import { moveHighlight } from "@/lib/domain/suggestion-nav";
import { useSearchSuggestions, useShopEvent } from "./use-shop-data";

export const SEARCH_PLACEHOLDER = "Suche nach Artikeln …";

/**
 * The product search with suggestions (SPEC.md 2.4): Arrow Up/Down move the highlight (starting at
 * -1), Enter opens the list with the highlighted product's id or with the typed text, a click opens
 * it with ids and referrer=suggestions and notifies the shop chat channel.
 */
export function SearchBox({ storeSlug, initial = "", large = false }: { storeSlug: string; initial?: string; large?: boolean }) {
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const base = `/stores/${storeSlug}/shop/products`;

  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 150);
    return () => clearTimeout(t);
  }, [text]);

  const query = useSearchSuggestions(storeSlug, debounced);
  const shopEvent = useShopEvent(storeSlug);
  const suggestions = debounced.length >= 2 ? (query.data?.products ?? []) : [];
  const showList = open && debounced.length >= 2 && (suggestions.length > 0 || query.isFetched);

  function go(url: string) {
    setOpen(false);
    setHighlight(-1);
    router.push(url);
  }

  function openSuggestion(id: number, clicked: boolean) {
    if (clicked) {
      shopEvent({ event: "suggestionClicked", productId: id }).catch(() => {});
      go(`${base}?ids=${id}&referrer=suggestions`);
    } else go(`${base}?ids=${id}`);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setHighlight((h) => moveHighlight(h, e.key === "ArrowDown" ? 1 : -1, suggestions.length));
    } else if (e.key === "Escape") {
      setOpen(false);
      setHighlight(-1);
    }
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const chosen = highlight >= 0 ? suggestions[highlight] : undefined;
    if (chosen) return openSuggestion(chosen.id, false);
    const q = text.trim();
    go(q ? `${base}?search=${encodeURIComponent(q)}` : base);
  }

  return (
    <form role="search" onSubmit={onSubmit} className={`relative w-full ${large ? "max-w-2xl" : "max-w-md"}`}>
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
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className={`w-full rounded border border-line bg-white pr-10 pl-3 outline-none focus:border-brand ${large ? "py-3 text-base" : "py-2 text-sm"}`}
      />
      <button type="submit" aria-label="Suchen" className="absolute inset-y-0 right-0 px-3 text-muted">
        <Search size={18} aria-hidden />
      </button>
      {showList ? (
        <ul id={listId} role="listbox" aria-label="Suchvorschläge" className="absolute z-40 mt-1 w-full overflow-hidden rounded border border-line bg-white shadow-lg">
          {suggestions.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">Keine Ergebnisse für „{debounced}“</li>
          ) : (
            suggestions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === highlight}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => openSuggestion(s.id, true)}
                onMouseEnter={() => setHighlight(i)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === highlight ? "bg-brand-light" : ""}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs */}
                <img src={s.images.s} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
                <span className="line-clamp-1">{s.name}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </form>
  );
}
