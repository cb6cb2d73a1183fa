/* eslint-disable max-lines -- the product list, its counts and the search suggestions share the columns, filters and read plans kept here; splitting the count and read-plan helpers into a module of their own is the next step. */
import "server-only";
import { packSizeOf } from "@/lib/domain/shop/pack-size";
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { brands, categories, products } from "@/models/shop/catalog";
import { productFeatures } from "@/models/shop/product-details";
import { productStock } from "@/models/shop/stock";
import { availabilityOf } from "@/lib/domain/shop/availability";
import type { BrandDto, CategoryDto, ProductDto, ProductPriceFields, ProductListDto, SearchSuggestionsDto } from "@/lib/domain/shop/product-dto";
import { centsToEuros } from "@/lib/domain/platform/money";
import { effectiveSort, type ProductQuery } from "@/lib/domain/shop/product-query";
import { decodeCursor, encodeCursor, type KeysetField } from "@/lib/domain/shop/list-cursor";
import type { SortingField } from "@/lib/domain/shop/list-params";
import { COUNT_BOUND, EXACT_COUNT_LIMIT, PAGE_SIZE } from "@/lib/domain/shop/list-params";
import { productImageUrls } from "@/lib/domain/shop/catalog-images";
import { groupFeatureChoices, type FeatureChoice } from "@/lib/domain/shop/feature-filters";
import { parseSearch } from "@/lib/domain/shop/search-query";
import { netBoundForShown } from "@/lib/domain/shop/shop-price";
import { bestsellerWindow } from "@/lib/domain/shop/search-read-plan";
import { getDb } from "../platform/db";
import type { Db } from "@/models/platform/db";
import { broadTiers, planSearch, readTiers, relevanceOrder, searchWhere, tierOrder, tiersByIdsAlone, type SearchPlan } from "./search";
import { categorySuggestions, didYouMean } from "./search-hints";
import { searchWhereByArms } from "./search-arms";
import { catalogStats, estimatedCount, probeMatches } from "./search-probe";
import { measureFound, measureOrder, measureTiers, relaxSearch } from "./search-relax";
import { searchMeasure } from "@/lib/domain/shop/search-measure";
import { studioLists, studioPriceFields, studioPriceSql, type PricedStore, type StudioLists } from "./studio-prices";
import { storedImagesOf } from "./catalog-images";
import { UNMAPPED_CATEGORY_SLUG, offeredToStudios, withdrawnOrHeldAt } from "./offered";

export { firstMatches } from "./search-probe";

const productColumns = {
  id: products.id,
  name: products.name,
  producerId: products.producerId,
  ean: products.ean,
  description: products.description,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  priceKaNetCents: products.priceKaNetCents,
  salesRank: products.salesRank,
  priceShippingNetCents: products.priceShippingNetCents,
  provider: products.provider,
  shippingTimeMinDays: products.shippingTimeMinDays,
  shippingTimeMaxDays: products.shippingTimeMaxDays,
  shippingTimeProvider: products.shippingTimeProvider,
  imageKey: products.imageKey,
  brandId: brands.id,
  brandName: brands.name,
  // Left-joined: null for a product no stock update touched.
  stockAvailable: productStock.available,
  stockQuantity: productStock.quantity,
  restockDate: productStock.restockDate,
  withdrawnAt: withdrawnOrHeldAt().as("withdrawn_at"),
  orderQuantityMin: products.orderQuantityMin,
  orderQuantityInterval: products.orderQuantityInterval,
};
type Col<C> = C extends SQL.Aliased<infer T> ? T : C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
type ProductRow = Omit<{ [K in keyof typeof productColumns]: Col<(typeof productColumns)[K]> }, "stockAvailable"> & {
  stockAvailable: boolean | null;
};

export function productImages(imageKey: string, storedImage: string | null = null) {
  return productImageUrls(imageKey, storedImage);
}

/**
 * Prices in euros (DECISIONS "Money and dates"), the studio's own (its price list, else the list price;
 * lib/server/shop/studio-prices.ts); priceCustomer with the store's margin (SPEC 6).
 */
function toDto(r: ProductRow, prices: ProductPriceFields, storedImage: string | null): ProductDto {
  const packSize = packSizeOf(r);
  return {
    _id: String(r.id),
    id: r.id,
    name: r.name,
    producerId: r.producerId,
    ean: r.ean,
    description: r.description,
    images: productImages(r.imageKey, storedImage),
    ...prices,
    priceShippingNet: centsToEuros(r.priceShippingNetCents),
    provider: r.provider,
    shippingTime: { minDays: r.shippingTimeMinDays, maxDays: r.shippingTimeMaxDays },
    shippingTimeProvider: r.shippingTimeProvider,
    brand: { id: r.brandId, name: r.brandName },
    categoryId: r.categoryId,
    subCategoryId: r.subCategoryId,
    availability: availabilityOf(
      r.stockAvailable === null ? null : { available: r.stockAvailable, quantity: r.stockQuantity, restockDate: r.restockDate },
      r.withdrawnAt,
    ),
    ...(packSize ? { packSize } : {}),
  };
}

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

/** Rows as the studio sees them: its prices and the stored images read for the whole page at once, after its LIMIT. */
async function toDtos(
  store: PricedStore,
  rows: ProductRow[],
  lists?: StudioLists,
  /** The images when they were read beside the rows (a superset of theirs is fine). */
  knownImages?: Awaited<ReturnType<typeof storedImagesOf>>,
): Promise<ProductDto[]> {
  const [prices, images] = await Promise.all([
    studioPriceFields(store, new Map(rows.map((r) => [r.id, r.priceKaNetCents])), undefined, new Date(), lists),
    knownImages ?? storedImagesOf(rows.map((r) => r.id)),
  ]);
  return rows.map((r) => toDto(r, prices.get(r.id)!, images.get(r.id) ?? null));
}

/**
 * Products by id in the order asked for, for the cart and wish lists; unknown ids are left out. The
 * rows, their features, their images and the studio's price lists are read at once, by the ids asked
 * for; only the prices wait for the rows.
 */
export async function productsByIds(store: PricedStore, ids: number[]): Promise<ProductListDto> {
  if (ids.length === 0) return { data: [], meta: { count: 0, brandIds: [], countExact: true, relevanceRanked: true } };
  const db = await getDb();
  const wanted = [...new Set(ids)];
  const [rows, features, lists, images] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(products.brandId, brands.id))
      .leftJoin(productStock, eq(productStock.productId, products.id))
      .where(inArray(products.id, wanted)),
    featuresOf(wanted),
    studioLists(store),
    storedImagesOf(wanted),
  ]);
  const dtos = new Map((await toDtos(store, rows, lists, images)).map((d) => [d.id, d]));
  const data = ids.flatMap((id) => (dtos.has(id) ? [{ ...dtos.get(id)!, features: features.get(id) ?? [] }] : []));
  return {
    data,
    meta: { count: data.length, brandIds: [...new Set(data.map((p) => p.brand.id))].sort((a, b) => a - b), countExact: true, relevanceRanked: true },
  };
}

/** The features of products (BMEcat FEATURE) in the file's order, for the product page's „Technische Daten“. */
async function featuresOf(ids: number[]): Promise<Map<number, { name: string; value: string; unit: string | null }[]>> {
  const out = new Map<number, { name: string; value: string; unit: string | null }[]>();
  if (ids.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ productId: productFeatures.productId, name: productFeatures.name, value: productFeatures.value, unit: productFeatures.unit })
    .from(productFeatures)
    .where(inArray(productFeatures.productId, ids))
    .orderBy(asc(productFeatures.productId), asc(productFeatures.position));
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), { name: r.name, value: r.value, unit: r.unit }]);
  return out;
}

/** Products with one of the values of each chosen feature (values of one feature are alternatives). */
export function featureConditions(choices: FeatureChoice[] | undefined): SQL[] {
  return groupFeatureChoices(choices ?? []).map(
    (g) =>
      sql`exists (select 1 from ${productFeatures} where ${productFeatures.productId} = ${products.id} and ${productFeatures.name} = ${g.name} and ${inArray(productFeatures.value, g.values)})`,
  );
}

type Filters = { base: SQL[]; brand: SQL | undefined };

/** `price`: the studio's price as SQL when it has a price list (lib/server/shop/studio-prices.ts), else the list price column. */
export function filtersOf(q: ProductQuery, margin: number, price: SQL | typeof products.priceKaNetCents = products.priceKaNetCents): Filters {
  const view = q.shopClientView ?? false;
  // Articles a catalog import withdrew ("nicht mehr lieferbar") are neither listed nor found.
  const base: SQL[] = [offeredToStudios()];
  if (q.categoryId) base.push(eq(products.categoryId, q.categoryId));
  if (q.subCategoryId) base.push(eq(products.subCategoryId, q.subCategoryId));
  // The price filter speaks the shown price (net, or the customer price in the Kundenansicht).
  if (q.startPrice !== undefined) base.push(sql`${price} >= ${netBoundForShown(q.startPrice, margin, view, "min")}`);
  if (q.endPrice !== undefined) base.push(sql`${price} <= ${netBoundForShown(q.endPrice, margin, view, "max")}`);
  base.push(...featureConditions(q.features));
  return { base, brand: q.brandIds?.length ? inArray(products.brandId, q.brandIds) : undefined };
}

/**
 * The list's count, exact up to COUNT_BOUND (counted over a LIMIT of one more, so a large category costs
 * at most that many index entries); above it the bound itself with `exact: false` ("über 10.000 Artikel").
 */
export async function boundedCount(where: SQL | undefined, bound = COUNT_BOUND): Promise<{ count: number; exact: boolean }> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(bound + 1)
      .as("m"),
  );
  const n = row?.n ?? 0;
  return n > bound ? { count: bound, exact: false } : { count: n, exact: true };
}

/** Brands present under the filters (one index probe per brand), for the brand options. */
async function brandIdsWhere(where: SQL | undefined): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(sql`exists (select 1 from ${products} where ${products.brandId} = ${brands.id}${where ? sql` and ${where}` : sql``})`)
    .orderBy(asc(brands.id));
  return rows.map((r) => r.id);
}

/**
 * Searches count exactly up to this many matches. Above it the count is PostgreSQL's own estimate
 * (from the tsvector statistics, within a few percent), the brand options come from the first
 * matches, and "relevance" orders by bestseller: ranking or counting every one of thousands of
 * matches of a broad word ("Schwarz", "Siemens") costs a pass over all of them, while walking the
 * sales-rank index stops after one page. Nobody pages through thousands of results.
 */
export const EXACT_MATCHES = EXACT_COUNT_LIMIT;

async function catalogSize(): Promise<number> {
  return (await catalogStats()).n;
}

/**
 * The products a tier of a broad search is read from: the first `window` bestsellers when walking them
 * is cheaper than collecting every match (lib/domain/shop/search-read-plan.ts), else the whole catalog. In
 * the window PostgreSQL walks the sales-rank index and stops at the page's last row.
 */
async function bestsellers(window: number) {
  const db = await getDb();
  // Named like the table, so the columns of the query around it read from the window.
  return db.select().from(products).orderBy(asc(products.salesRank), asc(products.id)).limit(window).as("products");
}
type Source = Awaited<ReturnType<typeof bestsellers>>;

/**
 * Reads a tier through the bestseller window when there is one. The window holds the tier's first
 * `limit` rows in sales-rank order whenever it yields `limit` rows (every row after it ranks lower);
 * when it yields fewer, the tier is rare among the bestsellers and is read from the whole catalog.
 */
async function walkOrCollect<T>(
  matches: number,
  limit: number,
  read: (from: Source | null, limit: number, collect: boolean) => Promise<T[]>,
  collectWhenAbsent = true,
): Promise<T[]> {
  const window = bestsellerWindow(matches, await catalogSize(), limit);
  let absent = false;
  if (window !== null) {
    const rows = await read(await bestsellers(window), limit, false);
    if (rows.length >= limit) return rows;
    absent = rows.length === 0;
  }
  // A tier with none of the window's bestsellers is rare: collecting its matches is the cheaper read, while
  // PostgreSQL, estimating the tier far too high, would walk the whole sales-rank index for a page it never
  // fills (800 ms against 85 ms at 1,000,000 articles). Not for a tier that tests a subquery per row (a
  // kept measure, lib/server/shop/search-relax.ts): collecting tests it for every match, the walk only
  // until the page is full. Otherwise PostgreSQL chooses.
  return read(null, limit, absent && collectWhenAbsent);
}

/**
 * Count and brand options of a search (see EXACT_MATCHES). Above the bound `count` is the bound (the
 * list says "über 1.000 Artikel"); `matches` is the estimate of all matches that plans how the page is read.
 */
async function searchCount(
  q: ProductQuery,
  where: SQL | undefined,
  withoutBrand: SQL | undefined,
): Promise<{ count: number; brandIds: number[]; exact: boolean; matches: number }> {
  const { rows: probe, matches } = await probeMatches<{ brandId: number }>(sql`${products.brandId} as "brandId"`, withoutBrand, EXACT_MATCHES + 1);
  const brandIds = [...new Set(probe.map((r) => r.brandId))].sort((a, b) => a - b);
  if (probe.length <= EXACT_MATCHES) {
    const n = probe.filter((r) => !q.brandIds || q.brandIds.includes(r.brandId)).length;
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

  let count: number;
  let brandIds: number[];
  let exact: boolean;
  let matches: number;
  let ranked = true;
  if (plan) {
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

  const sort = effectiveSort(q.sortingField, q.sortingDir, !!plan);
  // A relaxed answer ordered by relevance keeps the typed measure as a preference ("Backofen 60 cm": 60 cm first, 45 cm last).
  const kept = q.relaxedFrom && sort.field === "relevance" && plan ? searchMeasure(q.relaxedFrom) : null;
  // Whether any match carries the kept measure: the notice says so, and a broad read skips the tiers of
  // products carrying it when none does (each empty tier costs a pass over every match).
  const found = kept ? await measureFound(where, kept) : false;
  const order = listOrder(sort, ranked ? plan : null, kept, price);
  const keyset = plan ? null : keysetOf(sort, price, q.after);
  const page = (cond: SQL | undefined, ordered: SQL[], limit: number, offset: number, from: Source | null = null) =>
    productPage(db, and(where, cond), ordered, limit, offset, from);
  const limit = q.limit ?? PAGE_SIZE;
  // Too many matches to rank each: best tiers first, bestsellers within (lib/server/shop/search.ts).
  const rows =
    sort.field === "relevance" && plan && !ranked
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

/** One page of products with their brand and stock, read from `from` (a tier's rows) or the table. */
function productPage(db: Db, where: SQL | undefined, ordered: SQL[], limit: number, offset: number, from: Source | null = null) {
  return db
    .select(productColumns)
    .from(from ?? products)
    .innerJoin(brands, eq(products.brandId, brands.id))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(where)
    .orderBy(...ordered)
    .limit(limit)
    .offset(offset);
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

/**
 * Keyset paging for a list without a search in an order an index of live articles holds (bestseller,
 * list price, name; not the studio's own price from a price list): the condition that starts after
 * the cursor `after` (undefined without one: the offset applies) and the cursor after a page's last row.
 */
/**
 * The page's order. Relevance only for a search that is ranked (`plan`); price and name break ties by id
 * in their own direction, so one index (…, value, id) walked either way gives the page, and a deep page
 * continues after the last row shown (lib/domain/shop/list-cursor.ts).
 */
function listOrder(
  sort: { field: SortingField; dir: "asc" | "desc" },
  plan: SearchPlan | null,
  kept: ReturnType<typeof searchMeasure>,
  price: SQL | typeof products.priceKaNetCents,
): SQL[] {
  const dir = sort.dir === "asc" ? asc : desc;
  if (sort.field === "relevance" && plan)
    return [...(kept ? [measureOrder(kept)] : []), ...relevanceOrder(plan), asc(products.salesRank), asc(products.id)];
  if (sort.field === "priceKaNet") return [dir(price), dir(products.id)];
  if (sort.field === "name") return [dir(products.name), dir(products.id)];
  return [asc(products.salesRank), asc(products.id)];
}

function keysetOf(sort: { field: SortingField; dir: "asc" | "desc" }, price: SQL | typeof products.priceKaNetCents, after: string | undefined) {
  const field: KeysetField | null =
    sort.field === "bestseller" || sort.field === "name" || (sort.field === "priceKaNet" && price === products.priceKaNetCents) ? sort.field : null;
  if (!field) return null;
  const column = field === "bestseller" ? products.salesRank : field === "name" ? products.name : products.priceKaNetCents;
  const cursor = decodeCursor(after, field);
  const desc = field !== "bestseller" && sort.dir === "desc";
  return {
    after: cursor
      ? desc
        ? sql`(${column}, ${products.id}) < (${cursor.value}, ${cursor.id})`
        : sql`(${column}, ${products.id}) > (${cursor.value}, ${cursor.id})`
      : undefined,
    next: (r: ProductRow) => encodeCursor({ value: field === "bestseller" ? r.salesRank : field === "name" ? r.name : r.priceKaNetCents, id: r.id }),
  };
}

const suggestionColumns = {
  id: products.id,
  name: products.name,
  imageKey: products.imageKey,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
};

/** Suggestions are ranked by relevance when a search has at most this many matches. */
const SUGGEST_RANKED = 300;

/**
 * SPEC 2.4 suggestions while typing: a few products, best match first. A broad prefix ("s", "Bosch")
 * has thousands of matches; then the bestsellers among them are suggested, found by walking the
 * sales-rank index, instead of ranking them all on every keystroke.
 */
export async function searchSuggestions(raw: string, limit = 8): Promise<SearchSuggestionsDto> {
  const parsed = parseSearch(raw);
  if (!parsed) return { products: [], categories: [] };
  const db = await getDb();
  const plan = await planSearch(parsed);
  const where = and(searchWhere(plan), offeredToStudios())!;
  // Where the first matches are collected from the indexes, through the condition written as alternatives an
  // index reads each (search-arms.ts): a search with no match is then known empty from the indexes.
  const { rows: probe, matches } = await probeMatches<{ id: number; categoryId: number; subCategoryId: number | null }>(
    sql`${products.id} as id, ${products.categoryId} as "categoryId", ${products.subCategoryId} as "subCategoryId"`,
    where,
    SUGGEST_RANKED + 1,
    and(searchWhereByArms(plan), offeredToStudios()),
  );
  const rows =
    probe.length <= SUGGEST_RANKED
      ? probe.length === 0
        ? []
        : await db
            .select(suggestionColumns)
            .from(products)
            .where(
              inArray(
                products.id,
                probe.map((r) => r.id),
              ),
            )
            .orderBy(...relevanceOrder(plan), asc(products.salesRank), asc(products.id))
            .limit(limit)
      : await readBroadSuggestions(plan, where, matches, limit);
  // The matched categories as suggestions of their own ("in Spülen"), see lib/server/shop/search-hints.ts.
  const [cats, images] = await Promise.all([
    categorySuggestions(plan, probe, probe.length <= SUGGEST_RANKED, rows),
    storedImagesOf(rows.map((r) => r.id)),
  ]);
  return {
    products: rows.map((r) => ({ _id: String(r.id), id: r.id, name: r.name, images: productImages(r.imageKey, images.get(r.id) ?? null) })),
    categories: cats,
  };
}

/** Suggestions for a search with many matches: bestsellers of the best tiers, walked when that is cheaper. */
async function readBroadSuggestions(plan: SearchPlan, where: SQL, matches: number, limit: number) {
  const db = await getDb();
  const tiers = broadTiers(plan);
  const byIds = tiersByIdsAlone(plan);
  // A tier known by ids alone is first asked whether it holds any product (index-only); an empty one is skipped.
  const holdsAny = async (tier: SQL) => {
    const ids = byIds[tiers.indexOf(tier)];
    return (
      !ids ||
      (
        await db
          .select({ one: sql`1` })
          .from(products)
          .where(and(offeredToStudios(), ids))
          .limit(1)
      ).length > 0
    );
  };
  return readTiers(tiers, limit, 0, async (tier, n) =>
    !(await holdsAny(tier))
      ? []
      : walkOrCollect(matches, n, (from, m, collect) =>
          db
            .select(suggestionColumns)
            .from(from ?? products)
            .where(and(where, tier))
            .orderBy(...tierOrder(collect), asc(products.id))
            .limit(m),
        ),
  );
}

/** The product's name for a chat message; null when unknown. */
export async function productName(id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row?.name ?? null;
}
