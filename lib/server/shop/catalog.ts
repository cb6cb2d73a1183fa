import "server-only";
import { and, asc, ne, isNull, sql, type SQL } from "drizzle-orm";
import { brands, categories, products } from "@/models/shop/catalog";
import type { BrandDto, CategoryDto, ProductListDto } from "@/lib/domain/shop/product-dto";
import { effectiveSort, type ProductQuery } from "@/lib/domain/shop/product-query";
import { EXACT_COUNT_LIMIT, PAGE_SIZE } from "@/lib/domain/shop/list-params";
import { parseSearch } from "@/lib/domain/shop/search-query";
import { getDb } from "../platform/db";
import { broadTiers, planSearch, readTiers, searchWhere, tierOrder } from "./search";
import { didYouMean } from "./search-hints";
import { estimatedCount, probeCounts } from "./search-probe";
import { measureFound, measureTiers, relaxSearch } from "./search-relax";
import { searchMeasure } from "@/lib/domain/shop/search-measure";
import { studioLists, studioPriceSql, type PricedStore, type StudioLists } from "./studio-prices";
import { UNMAPPED_CATEGORY_SLUG } from "./offered";
import { productsByIds, toDtos } from "./product-rows";
import { boundedCount, brandIdsWhere, filtersOf, keysetOf, listOrder, productPage, walkOrCollect, type Source } from "./product-list-reads";

/**
 * The shop's catalog as a studio browses it: categories and brands, and the product list of SPEC 2.4
 * (filters, search with relevance, sort and paging) with its counts and brand options. The rows and
 * their prices: lib/server/shop/product-rows.ts; how the list reads: lib/server/shop/product-list-reads.ts;
 * the suggestions while typing: lib/server/shop/search-suggestions.ts.
 */

export { firstMatches } from "./search-probe";

export async function listCategories(limit?: number): Promise<CategoryDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(categories)
    .where(ne(categories.slug, UNMAPPED_CATEGORY_SLUG))
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id));
  // `limit` counts top-level categories; their subcategories come along (SPEC 7 "optional limit").
  const top = rows.filter((c) => c.parentId === null).slice(0, limit ?? undefined);
  const keep = new Set(top.map((c) => c.id));
  return rows
    .filter((c) => (c.parentId === null ? keep.has(c.id) : keep.has(c.parentId)))
    .map((c) => ({ _id: String(c.id), id: c.id, name: c.name, slug: c.slug, parentId: c.parentId, position: c.position }));
}

export async function topCategories(): Promise<CategoryDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(categories)
    .where(and(isNull(categories.parentId), ne(categories.slug, UNMAPPED_CATEGORY_SLUG)))
    .orderBy(asc(categories.position));
  return rows.map((c) => ({ _id: String(c.id), id: c.id, name: c.name, slug: c.slug, parentId: null, position: c.position }));
}

export async function listBrands(): Promise<BrandDto[]> {
  const db = await getDb();
  const rows = await db.select().from(brands).orderBy(asc(brands.name));
  return rows.map((b) => ({ _id: String(b.id), id: b.id, name: b.name, isTop: b.isTop, logo: `/images/brands/${encodeURIComponent(b.name)}.svg` }));
}

/**
 * Searches count exactly up to this many matches. Above it the count is PostgreSQL's own estimate
 * (from the tsvector statistics, within a few percent), the brand options come from the first
 * matches, and "relevance" orders by bestseller: ranking or counting every one of thousands of
 * matches of a broad word ("Schwarz", "Siemens") costs a pass over all of them, while walking the
 * sales-rank index stops after one page. Nobody pages through thousands of results.
 */
export const EXACT_MATCHES = EXACT_COUNT_LIMIT;

/**
 * Count and brand options of a search (see EXACT_MATCHES). Above the bound `count` is the bound (the
 * list says "über 1.000 Artikel"); `matches` is the estimate of all matches that plans how the page is read.
 */
async function searchCount(
  q: ProductQuery,
  where: SQL | undefined,
  withoutBrand: SQL | undefined,
): Promise<{ count: number; brandIds: number[]; exact: boolean; matches: number }> {
  // Counted by brand in the database: the brand options and the count of the chosen brands' matches.
  const { counts, found, matches } = await probeCounts<number>(products.brandId, withoutBrand, EXACT_MATCHES + 1);
  const brandIds = [...counts.keys()].sort((a, b) => a - b);
  if (found <= EXACT_MATCHES) {
    const n = q.brandIds ? q.brandIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0) : found;
    return { count: n, brandIds, exact: true, matches: n };
  }
  if (q.brandIds) {
    const { count: n, exact } = await boundedCount(where, EXACT_MATCHES);
    if (exact) return { count: n, brandIds: [...new Set([...brandIds, ...q.brandIds])].sort((a, b) => a - b), exact: true, matches: n };
  }
  // The estimate never falls below what we have already seen.
  // Without a brand filter the probe's estimate is the one asked for.
  return {
    count: EXACT_MATCHES,
    brandIds,
    exact: false,
    matches: Math.max(EXACT_MATCHES + 1, q.brandIds ? await estimatedCount(where) : matches),
  };
}

/** The product list of SPEC 2.4 / `asProducts`: filters, search with relevance, sort and paging. */
export async function queryProducts(store: PricedStore, q: ProductQuery & { relaxedFrom?: string }): Promise<ProductListDto> {
  const margin = store.shopClientMarginPercentage;
  if (q.ids) return productsByIds(store, q.ids);
  const db = await getDb();
  const parsed = parseSearch(q.search);
  const plan = parsed ? await planSearch(parsed) : null;
  // A studio with a price list sorts and filters by the price it is shown; without one, by the indexed column.
  const lists = q.startPrice !== undefined || q.endPrice !== undefined || q.sortingField === "priceKaNet" ? await studioLists(store) : null;
  const price = (lists && studioPriceSql(lists)) ?? products.priceKaNetCents;
  const { base, brand } = filtersOf(q, margin, price);
  const matching = plan ? searchWhere(plan) : undefined;
  const where = and(...base, brand, matching);
  const withoutBrand = and(...base, matching);
  if (!parsed) return listWithoutSearch(store, q, { where, withoutBrand, price, lists });

  const sort = effectiveSort(q.sortingField, q.sortingDir, !!plan);
  const limit = q.limit ?? PAGE_SIZE;
  const page = (cond: SQL | undefined, ordered: SQL[], n: number, offset: number, from: Source | null = null) =>
    productPage(db, and(where, cond), ordered, n, offset, from);
  let count: number;
  let brandIds: number[];
  let exact: boolean;
  let matches: number;
  let ranked = true;
  // The page as an exactly counted search shows it, when it was read beside the count.
  let early: Promise<Awaited<ReturnType<typeof page>>> | null = null;
  if (plan) {
    // PostgreSQL expecting well under EXACT_MATCHES matches, the count will be exact and the page ranked,
    // so that page is read beside the count: one round trip less. Should the count say otherwise, the
    // page is read again as it then must be; the estimate is the one the count's probe plans with.
    if (!q.relaxedFrom && (await estimatedCount(withoutBrand)) <= EXACT_MATCHES / 2) {
      // Sent now (a query builder runs on each `then`); awaited below when used, a count that fails answers for both.
      early = page(undefined, listOrder(sort, plan, null, price), limit, q.offset ?? 0).execute();
      early.catch(() => undefined);
    }
    const c = await searchCount(q, where, withoutBrand);
    ({ count, brandIds, exact, matches } = c);
    ranked = c.exact;
  } else {
    let c: { count: number; exact: boolean };
    [c, brandIds] = await Promise.all([boundedCount(where), brandIdsWhere(withoutBrand)]);
    ({ count, exact } = c);
    matches = count;
  }
  // Not exact means: there are more matches than counted, `count` is the bound they exceed, and a
  // search is ordered by bestseller. The answer says both, so the list never shows an estimate as an
  // exact number nor bestsellers under "Relevanz".
  if (count === 0 && parsed && !q.relaxedFrom) {
    // No product has every word: answer a relaxed search and say so (lib/domain/shop/search-relax.ts).
    const relaxed = await relaxSearch(parsed, [...base, ...(brand ? [brand] : [])]);
    if (relaxed) {
      const answer = await queryProducts(store, { ...q, search: relaxed, relaxedFrom: parsed.text });
      return { ...answer, meta: { ...answer.meta, relaxed: answer.meta.relaxed ?? { from: parsed.text, to: relaxed } } };
    }
  }
  if (count === 0) {
    // "Meinten Sie …?" (lib/server/shop/search-hints.ts), asked only when a search found nothing.
    const hint = parsed ? await didYouMean(parsed, [...base, ...(brand ? [brand] : [])]) : undefined;
    return { data: [], meta: { count: 0, brandIds, countExact: true, relevanceRanked: true, ...(hint ? { didYouMean: hint } : {}) } };
  }

  // A relaxed answer ordered by relevance keeps the typed measure as a preference ("Backofen 60 cm": 60 cm first, 45 cm last).
  const kept = q.relaxedFrom && sort.field === "relevance" && plan ? searchMeasure(q.relaxedFrom) : null;
  // Whether any match carries the kept measure: the notice says so, and a broad read skips the tiers of
  // products carrying it when none does (each empty tier costs a pass over every match).
  const found = kept ? await measureFound(where, kept) : false;
  const order = listOrder(sort, ranked ? plan : null, kept, price);
  const keyset = plan ? null : keysetOf(sort, price, q.after);
  // Too many matches to rank each: best tiers first, bestsellers within (lib/server/shop/search.ts).
  const rows =
    early && ranked
      ? await early
      : sort.field === "relevance" && plan && !ranked
        ? await readTiers(kept ? measureTiers(broadTiers(plan), kept, found) : broadTiers(plan), limit, q.offset ?? 0, (tier, n) =>
            walkOrCollect(matches, n, (from, m, collect) => page(tier, [...tierOrder(collect), asc(products.id)], m, 0, from), !kept),
          )
        : await page(keyset?.after, order, limit, keyset?.after ? 0 : (q.offset ?? 0));
  const next = keyset && rows.length === limit ? keyset.next(rows[rows.length - 1]) : undefined;
  const relaxed = q.relaxedFrom ? { from: q.relaxedFrom, to: parsed!.text, ...(kept ? { measure: { text: kept.text, found } } : {}) } : undefined;
  return {
    data: await toDtos(store, rows),
    meta: {
      count,
      brandIds,
      countExact: exact,
      relevanceRanked: ranked || sort.field !== "relevance",
      ...(relaxed ? { relaxed } : {}),
      ...(next ? { next } : {}),
    },
  };
}

/**
 * A list without a search (a category, a brand, filters): its page does not depend on its count, so the
 * page, the count, the brand facet and the studio's price lists are read at once (issue 47: the list
 * within 1.3 times its statements), then the page's prices and images.
 */
async function listWithoutSearch(
  store: PricedStore,
  q: ProductQuery,
  f: { where: SQL | undefined; withoutBrand: SQL | undefined; price: SQL | typeof products.priceKaNetCents; lists: StudioLists | null },
): Promise<ProductListDto> {
  const db = await getDb();
  const sort = effectiveSort(q.sortingField, q.sortingDir, false);
  const keyset = keysetOf(sort, f.price, q.after);
  const limit = q.limit ?? PAGE_SIZE;
  const [counted, brandIds, rows, lists] = await Promise.all([
    boundedCount(f.where),
    brandIdsWhere(f.withoutBrand),
    productPage(db, and(f.where, keyset?.after), listOrder(sort, null, null, f.price), limit, keyset?.after ? 0 : (q.offset ?? 0)),
    f.lists ?? studioLists(store),
  ]);
  if (counted.count === 0) return { data: [], meta: { count: 0, brandIds, countExact: true, relevanceRanked: true } };
  const next = keyset && rows.length === limit ? keyset.next(rows[rows.length - 1]) : undefined;
  return {
    data: await toDtos(store, rows, lists),
    meta: { count: counted.count, brandIds, countExact: counted.exact, relevanceRanked: true, ...(next ? { next } : {}) },
  };
}
