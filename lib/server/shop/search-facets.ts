import "server-only";
import { and, sql } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { type Store } from "@/models/platform/stores";
import type { CategoryFacetDto, ProductFacetsDto } from "@/lib/domain/shop/product-dto";
import type { ProductQuery } from "@/lib/domain/shop/product-query";
import { parseSearch, type ParsedSearch } from "@/lib/domain/shop/search-query";
import { listCategories } from "./catalog";
import { filtersOf } from "./product-list-reads";
import { firstMatches } from "./search-probe";
import { planSearch, searchWhere } from "./search";
import { relaxSearch } from "./search-relax";

/**
 * The categories of a search's results with their counts (asProductFacets, issue 17), for the list
 * page's category filter. Same condition as asProducts (search, brand and price filters) except the
 * category itself, so every category with results stays one click away. Counted exactly up to
 * FACET_COUNT_LIMIT matches (the page streams them in after the list, so this may read more than the
 * list's own count); a broader search gets the categories of its first matches without counts
 * (`exact: false`), never a guessed number.
 */
export const FACET_COUNT_LIMIT = 5000;

export async function productFacets(store: Pick<Store, "shopClientMarginPercentage">, q: ProductQuery): Promise<ProductFacetsDto> {
  const parsed = parseSearch(q.search);
  if (!parsed || q.ids) return { categories: [], total: 0, exact: true, countedUpTo: FACET_COUNT_LIMIT };
  const { base, brand } = filtersOf({ ...q, categoryId: undefined, subCategoryId: undefined }, store.shopClientMarginPercentage);
  const read = async (search: ParsedSearch) =>
    firstMatches<{ c: number; s: number | null }>(
      sql`${products.categoryId} as c, ${products.subCategoryId} as s`,
      and(...base, brand, searchWhere(await planSearch(search))),
      FACET_COUNT_LIMIT + 1,
    );
  const [first, cats] = await Promise.all([read(parsed), listCategories()]);
  let rows = first;
  if (rows.length === 0) {
    // The list answers a relaxed search then (lib/server/shop/search-relax.ts); its categories are these.
    const relaxed = await relaxSearch(parsed, [...base, ...(brand ? [brand] : [])]);
    const relaxedParsed = relaxed ? parseSearch(relaxed) : null;
    if (relaxedParsed) rows = await read(relaxedParsed);
  }
  const exact = rows.length <= FACET_COUNT_LIMIT;
  const counts = new Map<number, number>();
  for (const r of rows) {
    counts.set(r.c, (counts.get(r.c) ?? 0) + 1);
    if (r.s !== null) counts.set(r.s, (counts.get(r.s) ?? 0) + 1);
  }
  const facets: CategoryFacetDto[] = cats
    .filter((c) => counts.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, parentId: c.parentId, count: exact ? counts.get(c.id)! : 0 }));
  // Most results first (the catalog's order when not counted); subcategories follow their parent.
  const byCount = (a: CategoryFacetDto, b: CategoryFacetDto) => (exact ? b.count - a.count : 0);
  const top = facets.filter((f) => f.parentId === null).sort(byCount);
  const ordered = top.flatMap((t) => [t, ...facets.filter((f) => f.parentId === t.id).sort(byCount)]);
  return { categories: ordered, total: exact ? rows.length : FACET_COUNT_LIMIT + 1, exact, countedUpTo: FACET_COUNT_LIMIT };
}
