"use client";

import { use, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { defaultSort, listParamsToQuery, sortOptions, type ListParams, type SortValue } from "@/lib/domain/shop/list-params";
import type { CategoryFacetDto, ProductFacetsDto } from "@/lib/domain/shop/product-dto";
import { useListNav } from "./use-list-nav";

/**
 * SPEC 9 sort options: relevance with a search, bestseller without. A search too broad to rank says
 * "Bestseller" for what it does.
 */
export function SortSelect({ storeSlug, params, relevanceRanked = true }: { storeSlug: string; params: ListParams; relevanceRanked?: boolean }) {
  const nav = useListNav(storeSlug, params);
  const hasSearch = !!params.search;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>Sortieren nach</span>
      <select
        className="rounded border border-line bg-white px-2 py-1.5"
        value={params.sort ?? defaultSort(hasSearch)}
        onChange={(e) => nav({ sort: e.target.value as SortValue })}
      >
        {sortOptions(hasSearch, relevanceRanked).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function readEuro(text: string): number | undefined | null {
  const t = text.trim();
  if (!t) return undefined;
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(t)) return null;
  return Number(t.replace(",", "."));
}

/** Price range in euros of the shown view; negative or reversed ranges are refused with a message. */
export function PriceFilter({ storeSlug, params }: { storeSlug: string; params: ListParams }) {
  const nav = useListNav(storeSlug, params);
  const [from, setFrom] = useState(params.startPrice?.toString().replace(".", ",") ?? "");
  const [to, setTo] = useState(params.endPrice?.toString().replace(".", ",") ?? "");
  const [error, setError] = useState("");
  return (
    <form
      aria-label="Preis"
      onSubmit={(e) => {
        e.preventDefault();
        const start = readEuro(from);
        const end = readEuro(to);
        if (start === null || end === null) return setError("Bitte geben Sie Preise ab 0 € ein (z. B. 149,90).");
        if (start !== undefined && end !== undefined && end < start) return setError("Der Höchstpreis darf nicht kleiner als der Mindestpreis sein.");
        setError("");
        nav({ startPrice: start, endPrice: end });
      }}
    >
      <h2 className="mb-2 font-semibold">Preis</h2>
      <div className="flex items-center gap-2">
        <input
          aria-label="Preis von"
          inputMode="decimal"
          placeholder="von €"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="w-20 rounded border border-line px-2 py-1"
        />
        <span>–</span>
        <input
          aria-label="Preis bis"
          inputMode="decimal"
          placeholder="bis €"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="w-20 rounded border border-line px-2 py-1"
        />
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button type="submit" className="px-3 py-1">
          Anwenden
        </Button>
        {params.startPrice !== undefined || params.endPrice !== undefined ? (
          <Button
            type="button"
            variant="ghost"
            className="px-2 py-1"
            onClick={() => {
              setFrom("");
              setTo("");
              nav({ startPrice: undefined, endPrice: undefined });
            }}
          >
            Zurücksetzen
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Brand checkboxes; the options are the brands of the current results (meta.brandIds). */
export function BrandFilter({ storeSlug, params, options }: { storeSlug: string; params: ListParams; options: { id: number; name: string }[] }) {
  const nav = useListNav(storeSlug, params);
  // Shown at once; the URL (and with it the results) follows. Re-keyed by the page when the URL changes.
  const [selected, setSelected] = useState(() => new Set(params.brandIds ?? []));
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">Marken</legend>
      <ul className="space-y-1">
        {options.map((b) => (
          <li key={b.id}>
            <label className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                checked={selected.has(b.id)}
                onChange={(e) => {
                  const next = new Set(selected);
                  if (e.target.checked) next.add(b.id);
                  else next.delete(b.id);
                  setSelected(next);
                  nav({ brandIds: next.size ? [...next].sort((x, y) => x - y) : undefined });
                }}
              />
              {b.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Issue 17: the categories of a search's results with their counts (asProductFacets, computed on the
 * server for the same search, brand and price filters). A click narrows the list to that category
 * and keeps the search; "Alle Kategorien" widens it again. Subcategories show for the chosen
 * category, or when the results sit in at most two categories. A search too broad to count lists
 * its categories without numbers and says so.
 */
export function CategoryFacets({ storeSlug, params, facets }: { storeSlug: string; params: ListParams; facets: Promise<ProductFacetsDto | null> }) {
  const data = use(facets);
  if (!data || data.categories.length === 0) return null;
  const list = `/stores/${storeSlug}/shop/products`;
  const href = (categoryId?: number, subCategoryId?: number) => `${list}${listParamsToQuery({ ...params, categoryId, subCategoryId })}`;
  const top = data.categories.filter((c) => c.parentId === null);
  const subsOf = (id: number) => data.categories.filter((c) => c.parentId === id);
  const showSubs = (t: CategoryFacetDto) => t.id === params.categoryId || top.length <= 2;
  const count = (c: { count: number }) =>
    data.exact ? (
      <span className="ml-1 text-xs text-muted" data-testid="facet-count">
        ({c.count.toLocaleString("de-DE")})
      </span>
    ) : null;
  const link = (c: CategoryFacetDto, selected: boolean, to: string, sub: boolean) => (
    <Link
      href={to}
      aria-current={selected ? "true" : undefined}
      className={selected ? "font-semibold text-brand" : sub ? "text-muted hover:text-brand" : "hover:text-brand"}
    >
      {c.name}
      {count(c)}
    </Link>
  );
  return (
    <nav aria-label="Treffer nach Kategorie" data-testid="category-facets">
      <h2 className="mb-2 font-semibold">Treffer nach Kategorie</h2>
      {data.exact ? null : (
        <p className="mb-2 text-xs text-muted">
          Über {data.countedUpTo.toLocaleString("de-DE")} Treffer: Kategorien der ersten Treffer, nicht gezählt.
        </p>
      )}
      <ul className="space-y-1">
        {params.categoryId ? (
          <li>
            <Link href={href(undefined, undefined)} className="hover:text-brand">
              Alle Kategorien
              {count({ count: data.total })}
            </Link>
          </li>
        ) : null}
        {top.map((t) => (
          <li key={t.id}>
            {link(t, t.id === params.categoryId && !params.subCategoryId, href(t.id), false)}
            {showSubs(t) && subsOf(t.id).length > 0 ? (
              <ul className="mt-1 ml-3 space-y-1 border-l border-line pl-3">
                {subsOf(t.id).map((s) => (
                  <li key={s.id}>{link(s, s.id === params.subCategoryId, href(t.id, s.id), true)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
