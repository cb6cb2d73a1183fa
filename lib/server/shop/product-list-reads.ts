import "server-only";
import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { brands, products } from "@/models/shop/catalog";
import { productFeatures } from "@/models/shop/product-details";
import { productStock } from "@/models/shop/stock";
import type { Db } from "@/models/platform/db";
import type { ProductQuery } from "@/lib/domain/shop/product-query";
import { decodeCursor, encodeCursor, type KeysetField } from "@/lib/domain/shop/list-cursor";
import type { SortingField } from "@/lib/domain/shop/list-params";
import { COUNT_BOUND } from "@/lib/domain/shop/list-params";
import { groupFeatureChoices, type FeatureChoice } from "@/lib/domain/shop/feature-filters";
import { netBoundForShown } from "@/lib/domain/shop/shop-price";
import { bestsellerWindow } from "@/lib/domain/shop/search-read-plan";
import { searchMeasure } from "@/lib/domain/shop/search-measure";
import { getDb } from "../platform/db";
import { relevanceOrder, type SearchPlan } from "./search";
import { catalogStats } from "./search-probe";
import { measureOrder } from "./search-relax";
import { offeredToStudios } from "./offered";
import { productColumns, type ProductRow } from "./product-rows";

/**
 * How the product list and the suggestions read the catalog: the filters, the bounded count and the brand
 * options, the page in its order with keyset paging, and the bestseller window a broad search walks.
 */

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
export async function brandIdsWhere(where: SQL | undefined): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(sql`exists (select 1 from ${products} where ${products.brandId} = ${brands.id}${where ? sql` and ${where}` : sql``})`)
    .orderBy(asc(brands.id));
  return rows.map((r) => r.id);
}

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
export type Source = Awaited<ReturnType<typeof bestsellers>>;

/**
 * Reads a tier through the bestseller window when there is one. The window holds the tier's first
 * `limit` rows in sales-rank order whenever it yields `limit` rows (every row after it ranks lower);
 * when it yields fewer, the tier is rare among the bestsellers and is read from the whole catalog.
 */
export async function walkOrCollect<T>(
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

/** One page of products with their brand and stock, read from `from` (a tier's rows) or the table. */
export function productPage(db: Db, where: SQL | undefined, ordered: SQL[], limit: number, offset: number, from: Source | null = null) {
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
 * The page's order. Relevance only for a search that is ranked (`plan`); price and name break ties by id
 * in their own direction, so one index (…, value, id) walked either way gives the page, and a deep page
 * continues after the last row shown (lib/domain/shop/list-cursor.ts).
 */
export function listOrder(
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

/**
 * Keyset paging for a list without a search in an order an index of live articles holds (bestseller,
 * list price, name; not the studio's own price from a price list): the condition that starts after
 * the cursor `after` (undefined without one: the offset applies) and the cursor after a page's last row.
 */
export function keysetOf(
  sort: { field: SortingField; dir: "asc" | "desc" },
  price: SQL | typeof products.priceKaNetCents,
  after: string | undefined,
) {
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
