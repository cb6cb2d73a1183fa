import "server-only";
import { inArray } from "drizzle-orm";
import { products, type Product } from "@/models/shop/catalog";
import type { Db, Tx } from "@/models/platform/db";

/** The supplier's article numbers of some products, by product id (for the back office's order rows and exports). */
export async function producerIdsOf(db: Db | Tx, productIds: readonly number[]): Promise<Map<number, Product["producerId"]>> {
  const rows = productIds.length
    ? await db
        .select({ id: products.id, producerId: products.producerId })
        .from(products)
        .where(inArray(products.id, [...productIds]))
    : [];
  return new Map(rows.map((p) => [p.id, p.producerId]));
}
