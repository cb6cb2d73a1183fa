import "server-only";
import { inArray, or } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { productStock } from "@/models/shop/stock";
import type { StockRecord } from "@/lib/domain/shop/availability";
import type { Db, Tx } from "@/models/platform/db";

// The products' stock as the back office's stock update reads and writes it.

/** The products whose EAN or supplier article number is one of `articles` (withdrawn ones included). */
export function productsByEanOrNumber(db: Db, articles: string[]) {
  return db
    .select({ id: products.id, name: products.name, producerId: products.producerId, ean: products.ean })
    .from(products)
    .where(or(inArray(products.ean, articles), inArray(products.producerId, articles)));
}

/** The stock rows of these products, locked for the caller's transaction. */
export function lockedStockOf(tx: Tx, productIds: number[]) {
  return tx.select().from(productStock).where(inArray(productStock.productId, productIds)).for("update");
}

/** Writes one product's stock (a new row or over the old one), with when and by whom. */
export async function writeStock(tx: Tx, productId: number, next: StockRecord, updatedAt: Date, updatedByName: string): Promise<void> {
  await tx
    .insert(productStock)
    .values({ productId, ...next, updatedAt, updatedByName })
    .onConflictDoUpdate({ target: productStock.productId, set: { ...next, updatedAt, updatedByName } });
}
