"use client";

import { useEffect, useState, type FormEvent, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import type { CategorySuggestionDto, SuggestionDto } from "@/lib/domain/shop/product-dto";
import { moveHighlight } from "@/lib/domain/shop/suggestion-nav";
import { useSearchSuggestions, useShopEvent } from "./use-shop-data";

// The list view's query code (lib/domain/shop/list-params.ts) is only needed when a category suggestion
// is opened: loaded then (or from the field's first focus on), not with the shop's home.
const loadListParams = () => import("@/lib/domain/shop/list-params");

export type SearchOption = { kind: "category"; c: CategorySuggestionDto } | { kind: "product"; p: SuggestionDto };

/** The typed text, debounced for the suggestions, which come in the order they are shown. */
function useSuggestions(storeSlug: string, text: string) {
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 150);
    return () => clearTimeout(t);
  }, [text]);

  const query = useSearchSuggestions(storeSlug, debounced);
  const categories: CategorySuggestionDto[] = debounced.length >= 2 ? (query.data?.categories ?? []) : [];
  const products: SuggestionDto[] = debounced.length >= 2 ? (query.data?.products ?? []) : [];
  // Categories the words name come first; one inferred from the suggested products comes last.
  const asOption = (c: CategorySuggestionDto) => ({ kind: "category" as const, c });
  const suggestions: SearchOption[] = [
    ...categories.filter((c) => c.via === "name").map(asOption),
    ...products.map((p) => ({ kind: "product" as const, p })),
    ...categories.filter((c) => c.via !== "name").map(asOption),
  ];
  return { debounced, suggestions, fetched: query.isFetched };
}

/** The product search's state: text, suggestions, the highlighted one, and where Enter or a click leads. */
export function useSearchBox(storeSlug: string, initial: string) {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const base = `/stores/${storeSlug}/shop/products`;
  const { debounced, suggestions, fetched } = useSuggestions(storeSlug, text);
  const shopEvent = useShopEvent(storeSlug);
  const showList = open && debounced.length >= 2 && (suggestions.length > 0 || fetched);

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

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
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
    const params = { categoryId: c.categoryId, subCategoryId: c.subCategoryId ?? undefined, search: debounced };
    void loadListParams().then(({ listParamsToQuery }) => go(`${base}${listParamsToQuery(params)}`));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const chosen = highlight >= 0 ? suggestions[highlight] : undefined;
    if (chosen?.kind === "category") return openCategory(chosen.c);
    if (chosen) return openSuggestion(chosen.p.id, false);
    const q = text.trim();
    go(q ? `${base}?search=${encodeURIComponent(q)}` : base);
  }

  /** The field got focus: the list opens, and the code a chosen category needs starts loading. */
  function onFocus() {
    setOpen(true);
    void loadListParams().catch(() => undefined);
  }

  function onType(value: string) {
    setText(value);
    setOpen(true);
    setHighlight(-1);
  }

  const openOption = (s: SearchOption) => (s.kind === "category" ? openCategory(s.c) : openSuggestion(s.p.id, true));
  return { text, debounced, suggestions, showList, highlight, setHighlight, setOpen, onFocus, onType, onKeyDown, onSubmit, openOption };
}
