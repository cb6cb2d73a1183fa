import "server-only";
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { priceListLines, priceLists, priceListStores, type PriceList } from "@/models/shop/price-lists";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";

// The studios' price lists as the back office reads them: the lists, their studios and their lines.

/** Every list by name, each list's number of lines, and the studios each list is assigned to (by studio name). */
export function priceListsWithStudios(db: Db) {
  return Promise.all([
    db.select().from(priceLists).orderBy(asc(priceLists.name)),
    db.select({ id: priceListLines.priceListId, n: count() }).from(priceListLines).groupBy(priceListLines.priceListId),
    db
      .select({
        listId: priceListStores.priceListId,
        id: stores.id,
        slug: stores.slug,
        name: stores.name,
        storeNumber: stores.storeNumber,
        isMaster: stores.isMaster,
      })
      .from(priceListStores)
      .innerJoin(stores, eq(stores.id, priceListStores.storeId))
      .orderBy(asc(stores.name)),
  ]);
}

/** One list, or undefined. */
export async function priceListById(db: Db, id: string): Promise<PriceList | undefined> {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  return list;
}

/**
 * A page of one list's lines with their products, by article number, product, quantity and validity,
 * and the number of lines; `pattern` (an ILIKE pattern) matches the article number, EAN or name.
 */
export async function priceListLinesPage(db: Db, q: { id: string; pattern: string | null; offset: number; limit: number }) {
  const where = and(
    eq(priceListLines.priceListId, q.id),
    q.pattern ? or(ilike(products.producerId, q.pattern), ilike(products.ean, q.pattern), ilike(products.name, q.pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        article: products.producerId,
        ean: products.ean,
        productName: products.name,
        listPrice: products.priceKaNetCents,
        price: priceListLines.priceNetCents,
        fromQuantity: priceListLines.fromQuantity,
        validFrom: priceListLines.validFrom,
        validTo: priceListLines.validTo,
      })
      .from(priceListLines)
      .innerJoin(products, eq(products.id, priceListLines.productId))
      .where(where)
      .orderBy(asc(products.producerId), asc(products.id), asc(priceListLines.fromQuantity), asc(priceListLines.validFrom))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(priceListLines).innerJoin(products, eq(products.id, priceListLines.productId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The products whose EAN or supplier article number is one of `keys` (one array parameter, however many). */
export function productsByArticleKeys(db: Db, keys: string[]) {
  return db
    .select({ id: products.id, ean: products.ean, producerId: products.producerId })
    .from(products)
    .where(or(sql`${products.ean} = any(${sql.param(keys)}::text[])`, sql`${products.producerId} = any(${sql.param(keys)}::text[])`));
}

/** The list price (net cents) of each of these products, by product id. */
export async function listPricesOf(db: Db, productIds: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: products.id, list: products.priceKaNetCents }).from(products).where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, r.list]));
}

/** Every line of any list for one product, with its list's name, by list name, quantity and validity. */
export function priceListLinesOfProduct(db: Db, productId: number) {
  return db
    .select({
      listId: priceListLines.priceListId,
      name: priceLists.name,
      fromQuantity: priceListLines.fromQuantity,
      priceNetCents: priceListLines.priceNetCents,
      validFrom: priceListLines.validFrom,
      validTo: priceListLines.validTo,
    })
    .from(priceListLines)
    .innerJoin(priceLists, eq(priceLists.id, priceListLines.priceListId))
    .where(eq(priceListLines.productId, productId))
    .orderBy(asc(priceLists.name), asc(priceListLines.fromQuantity), asc(priceListLines.validFrom));
}

/** The studios these lists are assigned to directly. */
export async function studiosAssignedTo(db: Db, listIds: string[]): Promise<string[]> {
  const direct = await db.select({ storeId: priceListStores.storeId }).from(priceListStores).where(inArray(priceListStores.priceListId, listIds));
  return direct.map((d) => d.storeId);
}

/** These studios and their children, each with its own list (null without one). */
export function studiosAndChildrenWithList(db: Db, storeIds: string[]) {
  return db
    .select({ id: stores.id, name: stores.name, parentId: stores.parentId, listId: priceListStores.priceListId })
    .from(stores)
    .leftJoin(priceListStores, eq(priceListStores.storeId, stores.id))
    .where(or(inArray(stores.id, storeIds), inArray(stores.parentId, storeIds)));
}
