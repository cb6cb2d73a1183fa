"use client";

import { useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { LayoutGrid, Search } from "lucide-react";
import { listParamsToQuery, MAX_SEARCH_LENGTH } from "@/lib/domain/shop/list-params";
import type { CategorySuggestionDto, SuggestionDto } from "@/lib/domain/shop/product-dto";
import { moveHighlight } from "@/lib/domain/shop/suggestion-nav";
import { useSearchSuggestions, useShopEvent } from "./use-shop-data";

export const SEARCH_PLACEHOLDER = "Suche nach Artikeln …";

type Option = { kind: "category"; c: CategorySuggestionDto } | { kind: "product"; p: SuggestionDto };

/**
 * The product search with suggestions (SPEC.md 2.4): Arrow Up/Down move the highlight (starting at
 * -1), Enter opens the list with the highlighted product's id or with the typed text, a click opens
 * it with ids and referrer=suggestions and notifies the shop chat channel. Categories the search names
 * (issue 17, "in Spülen") are suggestions of their own and open the list of that category with the
 * typed search.
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
  const categories: CategorySuggestionDto[] = debounced.length >= 2 ? (query.data?.categories ?? []) : [];
  const products: SuggestionDto[] = debounced.length >= 2 ? (query.data?.products ?? []) : [];
  // Categories the words name come first; one inferred from the suggested products comes last.
  const asOption = (c: CategorySuggestionDto) => ({ kind: "category" as const, c });
  const suggestions: Option[] = [
    ...categories.filter((c) => c.via === "name").map(asOption),
    ...products.map((p) => ({ kind: "product" as const, p })),
    ...categories.filter((c) => c.via !== "name").map(asOption),
  ];
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

  function openCategory(c: CategorySuggestionDto) {
    go(`${base}${listParamsToQuery({ categoryId: c.categoryId, subCategoryId: c.subCategoryId ?? undefined, search: debounced })}`);
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const chosen = highlight >= 0 ? suggestions[highlight] : undefined;
    if (chosen?.kind === "category") return openCategory(chosen.c);
    if (chosen) return openSuggestion(chosen.p.id, false);
    const q = text.trim();
    go(q ? `${base}?search=${encodeURIComponent(q)}` : base);
  }

  return (
    <form
      role="search"
      aria-label={large ? "Suche auf der Startseite" : "Suche im Shop"}
      onSubmit={onSubmit}
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
        <ul
          id={listId}
          role="listbox"
          aria-label="Suchvorschläge"
          className="absolute z-50 mt-1 w-full overflow-hidden rounded border border-line bg-white shadow-lg"
        >
          {suggestions.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">Keine Ergebnisse für „{debounced}“</li>
          ) : (
            suggestions.map((s, i) => (
              <li
                key={s.kind === "category" ? `c${s.c.subCategoryId ?? s.c.categoryId}` : s.p.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === highlight}
                data-testid={s.kind === "category" ? "category-suggestion" : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => (s.kind === "category" ? openCategory(s.c) : openSuggestion(s.p.id, true))}
                onMouseEnter={() => setHighlight(i)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === highlight ? "bg-brand-light" : ""} ${s.kind === "category" ? (s.c.via === "name" ? "border-b border-line" : "border-t border-line") : ""}`}
              >
                {s.kind === "category" ? (
                  <>
                    <LayoutGrid size={18} aria-hidden className="mx-1.5 shrink-0 text-muted" />
                    <span className="line-clamp-1">
                      <span className="text-muted">„{debounced}“ </span>
                      in <strong className="font-semibold">{s.c.name}</strong>
                    </span>
                  </>
                ) : (
                  <>
                    {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs */}
                    <img src={s.p.images.s} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
                    <span className="line-clamp-1">{s.p.name}</span>
                  </>
                )}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </form>
  );
}
