import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { brands, categories, productFeatures, products, productStock } from "@/models/schema";
import { availabilityOf } from "@/lib/domain/shop/availability";
import type { BrandDto, CategoryDto, ProductDto, ProductPriceFields, ProductListDto, SearchSuggestionsDto } from "@/lib/domain/shop/product-dto";
import { centsToEuros } from "@/lib/domain/platform/money";
import { effectiveSort, type ProductQuery } from "@/lib/domain/shop/product-query";
import { EXACT_COUNT_LIMIT, PAGE_SIZE } from "@/lib/domain/shop/list-params";
import { productImageUrls } from "@/lib/domain/shop/catalog-images";
import { groupFeatureChoices, type FeatureChoice } from "@/lib/domain/shop/feature-filters";
import { parseSearch } from "@/lib/domain/shop/search-query";
import { netBoundForShown } from "@/lib/domain/shop/shop-price";
import { bestsellerWindow, scanInTableOrder } from "@/lib/domain/shop/search-read-plan";
import { getDb } from "../platform/db";
import { sqlRows } from "../platform/sql-rows";
import { broadTiers, planSearch, readTiers, relevanceOrder, searchWhere, tierOrder, type SearchPlan } from "./search";
import { categorySuggestions, didYouMean } from "./search-hints";
import { relaxSearch } from "./search-relax";
import { studioLists, studioPriceFields, studioPriceSql, type PricedStore } from "./studio-prices";

const productColumns = {
  id: products.id,
  name: products.name,
  producerId: products.producerId,
  ean: products.ean,
  description: products.description,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  priceKaNetCents: products.priceKaNetCents,
  priceShippingNetCents: products.priceShippingNetCents,
  provider: products.provider,
  shippingTimeMinDays: products.shippingTimeMinDays,
  shippingTimeMaxDays: products.shippingTimeMaxDays,
  shippingTimeProvider: products.shippingTimeProvider,
  imageKey: products.imageKey,
  storedImage: storedImageOf(),
  brandId: brands.id,
  brandName: brands.name,
  // Left-joined: null for a product no stock update touched.
  stockAvailable: productStock.available,
  stockQuantity: productStock.quantity,
  restockDate: productStock.restockDate,
  withdrawnAt: products.withdrawnAt,
};
type Col<C> = C extends SQL.Aliased<infer T> ? T : C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
type ProductRow = Omit<{ [K in keyof typeof productColumns]: Col<(typeof productColumns)[K]> }, "stockAvailable"> & {
  stockAvailable: boolean | null;
};

/** The first stored supplier image of the product in the row (issue 32), or null: then the demo drawing is shown. */
function storedImageOf() {
  return sql<
    string | null
  >`(select pm.stored_key from product_media pm where pm.product_id = ${products.id} and pm.fetch_state = 'stored' order by pm.position limit 1)`.as(
    "stored_image",
  );
}

export function productImages(imageKey: string, storedImage: string | null = null) {
  return productImageUrls(imageKey, storedImage);
}

/**
 * Prices in euros (DECISIONS "Money and dates"), the studio's own (its price list, else the list price;
 * lib/server/shop/studio-prices.ts); priceCustomer with the store's margin (SPEC 6).
 */
function toDto(r: ProductRow, prices: ProductPriceFields): ProductDto {
  return {
    _id: String(r.id),
    id: r.id,
    name: r.name,
    producerId: r.producerId,
    ean: r.ean,
    description: r.description,
    images: productImages(r.imageKey, r.storedImage),
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
  };
}

export async function listCategories(limit?: number): Promise<CategoryDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(categories)
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
  const rows = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.position));
  return rows.map((c) => ({ _id: String(c.id), id: c.id, name: c.name, slug: c.slug, parentId: null, position: c.position }));
}

export async function listBrands(): Promise<BrandDto[]> {
  const db = await getDb();
  const rows = await db.select().from(brands).orderBy(asc(brands.name));
  return rows.map((b) => ({ _id: String(b.id), id: b.id, name: b.name, isTop: b.isTop, logo: `/images/brands/${encodeURIComponent(b.name)}.svg` }));
}

/** Rows as the studio sees them: its prices read for the whole page at once. */
async function toDtos(store: PricedStore, rows: ProductRow[]): Promise<ProductDto[]> {
  const prices = await studioPriceFields(store, new Map(rows.map((r) => [r.id, r.priceKaNetCents])));
  return rows.map((r) => toDto(r, prices.get(r.id)!));
}

/** Products by id in the order asked for, for the cart and wish lists; unknown ids are left out. */
export async function productsByIds(store: PricedStore, ids: number[]): Promise<ProductListDto> {
  if (ids.length === 0) return { data: [], meta: { count: 0, brandIds: [], countExact: true, relevanceRanked: true } };
  const db = await getDb();
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(products.brandId, brands.id))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(inArray(products.id, ids));
  const features = await featuresOf(rows.map((r) => r.id));
  const dtos = new Map((await toDtos(store, rows)).map((d) => [d.id, d]));
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
  const base: SQL[] = [isNull(products.withdrawnAt)];
  if (q.categoryId) base.push(eq(products.categoryId, q.categoryId));
  if (q.subCategoryId) base.push(eq(products.subCategoryId, q.subCategoryId));
  // The price filter speaks the shown price (net, or the customer price in the Kundenansicht).
  if (q.startPrice !== undefined) base.push(sql`${price} >= ${netBoundForShown(q.startPrice, margin, view, "min")}`);
  if (q.endPrice !== undefined) base.push(sql`${price} <= ${netBoundForShown(q.endPrice, margin, view, "max")}`);
  base.push(...featureConditions(q.features));
  return { base, brand: q.brandIds?.length ? inArray(products.brandId, q.brandIds) : undefined };
}

async function countWhere(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return row?.n ?? 0;
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

async function estimatedCount(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const rows = await sqlRows(db, sql`explain (format json) select 1 from ${products} where ${where ?? sql`true`}`);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: { "Plan Rows": number } }[];
  return Math.round(plan[0]?.Plan["Plan Rows"] ?? 0);
}

const catalogSizes = new WeakMap<object, { n: number; at: number }>();

/** PostgreSQL's own estimate of the number of products (from its statistics), read at most once a minute per database. */
async function catalogSize(): Promise<number> {
  const db = await getDb();
  const known = catalogSizes.get(db);
  if (known && Date.now() - known.at < 60_000) return known.n;
  const [row] = await sqlRows<{ n: number }>(db, sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'products'::regclass`);
  const n = Number(row?.n ?? 0);
  catalogSizes.set(db, { n, at: Date.now() });
  return n;
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
async function walkOrCollect<T>(matches: number, limit: number, read: (from: Source | null, limit: number) => Promise<T[]>): Promise<T[]> {
  const window = bestsellerWindow(matches, await catalogSize(), limit);
  if (window !== null) {
    const rows = await read(await bestsellers(window), limit);
    if (rows.length >= limit) return rows;
  }
  return read(null, limit);
}

/**
 * The first `limit` products matching a search, in no particular order. Usually read through the
 * search indexes: asked for "the first 1,001 of an estimated 2,500", the planner would rather scan the
 * table from the start and filter (35 ms at 100,000 products); the materialized CTE is planned without
 * the limit, so it combines the index bitmaps (10 ms) and the limit only stops reading. When a good
 * part of the catalog matches (lib/domain/shop/search-read-plan.ts), the scan is the cheaper one: at
 * 1,000,000 products "Schwarz" has 229,000 matches, whose bitmap alone takes 36 ms, while the scan
 * finds 1,001 of them after 4,000 products (6 ms).
 */
export async function firstMatches<T extends Record<string, unknown>>(columns: SQL, where: SQL | undefined, limit: number): Promise<T[]> {
  return (await probeMatches<T>(columns, where, limit)).rows;
}

/** firstMatches with PostgreSQL's estimate of all matches, which chose how to read them (0 without a condition). */
async function probeMatches<T extends Record<string, unknown>>(
  columns: SQL,
  where: SQL | undefined,
  limit: number,
): Promise<{ rows: T[]; matches: number }> {
  const db = await getDb();
  const condition = where ?? sql`true`;
  const [matches, catalog] = where ? await Promise.all([estimatedCount(where), catalogSize()]) : [0, 0];
  const rows = await sqlRows<T>(
    db,
    !where || scanInTableOrder(matches, catalog, limit)
      ? sql`select ${columns} from ${products} where ${condition} limit ${limit}`
      : sql`with m as materialized (select ${columns} from ${products} where ${condition}) select * from m limit ${limit}`,
  );
  return { rows, matches };
}

/** Count and brand options of a search (see EXACT_MATCHES). */
async function searchCount(
  q: ProductQuery,
  where: SQL | undefined,
  withoutBrand: SQL | undefined,
): Promise<{ count: number; brandIds: number[]; exact: boolean }> {
  const db = await getDb();
  const { rows: probe, matches } = await probeMatches<{ brandId: number }>(sql`${products.brandId} as "brandId"`, withoutBrand, EXACT_MATCHES + 1);
  const brandIds = [...new Set(probe.map((r) => r.brandId))].sort((a, b) => a - b);
  if (probe.length <= EXACT_MATCHES) {
    return { count: probe.filter((r) => !q.brandIds || q.brandIds.includes(r.brandId)).length, brandIds, exact: true };
  }
  if (q.brandIds) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(where)
        .limit(EXACT_MATCHES + 1)
        .as("m"),
    );
    if (n <= EXACT_MATCHES) return { count: n, brandIds: [...new Set([...brandIds, ...q.brandIds])].sort((a, b) => a - b), exact: true };
  }
  // The estimate never falls below what we have already seen.
  // Without a brand filter the probe's estimate is the one asked for.
  return { count: Math.max(EXACT_MATCHES + 1, q.brandIds ? await estimatedCount(where) : matches), brandIds, exact: false };
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

  let count: number;
  let brandIds: number[];
  let ranked = true;
  if (plan) {
    const c = await searchCount(q, where, withoutBrand);
    ({ count, brandIds } = c);
    ranked = c.exact;
  } else {
    [count, brandIds] = await Promise.all([countWhere(where), brandIdsWhere(withoutBrand)]);
  }
  // Not ranked means: the count is PostgreSQL's estimate and the order is by bestseller. The answer
  // says both, so the list never shows an estimate as exact nor bestsellers under "Relevanz".
  if (count === 0 && parsed && !q.relaxedFrom) {
    // No product has every word: answer a relaxed search and say so (lib/domain/search-relax.ts).
    const relaxed = await relaxSearch(parsed, [...base, ...(brand ? [brand] : [])]);
    if (relaxed) {
      const answer = await queryProducts(store, { ...q, search: relaxed, relaxedFrom: parsed.text });
      return { ...answer, meta: { ...answer.meta, relaxed: { from: parsed.text, to: relaxed } } };
    }
  }
  if (count === 0) {
    // "Meinten Sie …?" (lib/server/shop/search-hints.ts), asked only when a search found nothing.
    const hint = parsed ? await didYouMean(parsed, [...base, ...(brand ? [brand] : [])]) : undefined;
    return { data: [], meta: { count: 0, brandIds, countExact: true, relevanceRanked: true, ...(hint ? { didYouMean: hint } : {}) } };
  }

  const sort = effectiveSort(q.sortingField, q.sortingDir, !!plan);
  const dir = sort.dir === "asc" ? asc : desc;
  const order: SQL[] =
    sort.field === "relevance" && plan && ranked
      ? [...relevanceOrder(plan), asc(products.salesRank)]
      : sort.field === "priceKaNet"
        ? [dir(price)]
        : sort.field === "name"
          ? [dir(products.name)]
          : [asc(products.salesRank)];
  const page = (cond: SQL | undefined, ordered: SQL[], limit: number, offset: number, from: Source | null = null) =>
    db
      .select(productColumns)
      .from(from ?? products)
      .innerJoin(brands, eq(products.brandId, brands.id))
      .leftJoin(productStock, eq(productStock.productId, products.id))
      .where(and(where, cond))
      .orderBy(...ordered, asc(products.id))
      .limit(limit)
      .offset(offset);
  // Too many matches to rank each: best tiers first, bestsellers within (lib/server/shop/search.ts).
  const rows =
    sort.field === "relevance" && plan && !ranked
      ? await readTiers(broadTiers(plan), q.limit ?? PAGE_SIZE, q.offset ?? 0, (tier, limit) =>
          walkOrCollect(count, limit, (from, n) => page(tier, tierOrder(), n, 0, from)),
        )
      : await page(undefined, order, q.limit ?? PAGE_SIZE, q.offset ?? 0);
  return {
    data: await toDtos(store, rows),
    meta: { count, brandIds, countExact: ranked, relevanceRanked: ranked || sort.field !== "relevance" },
  };
}

const suggestionColumns = {
  id: products.id,
  name: products.name,
  imageKey: products.imageKey,
  storedImage: storedImageOf(),
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
  const where = and(searchWhere(plan), isNull(products.withdrawnAt))!;
  const { rows: probe, matches } = await probeMatches<{ id: number; categoryId: number; subCategoryId: number | null }>(
    sql`${products.id} as id, ${products.categoryId} as "categoryId", ${products.subCategoryId} as "subCategoryId"`,
    where,
    SUGGEST_RANKED + 1,
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
  const cats = await categorySuggestions(plan, probe, probe.length <= SUGGEST_RANKED, rows);
  return {
    products: rows.map((r) => ({ _id: String(r.id), id: r.id, name: r.name, images: productImages(r.imageKey, r.storedImage) })),
    categories: cats,
  };
}

/** Suggestions for a search with many matches: bestsellers of the best tiers, walked when that is cheaper. */
async function readBroadSuggestions(plan: SearchPlan, where: SQL, matches: number, limit: number) {
  const db = await getDb();
  return readTiers(broadTiers(plan), limit, 0, (tier, n) =>
    walkOrCollect(matches, n, (from, m) =>
      db
        .select(suggestionColumns)
        .from(from ?? products)
        .where(and(where, tier))
        .orderBy(...tierOrder(), asc(products.id))
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
