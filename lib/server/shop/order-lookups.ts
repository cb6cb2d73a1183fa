import "server-only";
import { eq } from "drizzle-orm";
import { orders, type Order } from "@/models/shop/orders";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";

// Single orders looked up for another area: the back office's notices, order documents and actions.

/** A placed order's number, its studio's name and the gross it was invoiced with; null when the order is gone. */
export async function placedOrderFacts(db: Db, orderId: string): Promise<{ idfs: string; studio: string; grossCents: number } | null> {
  const [row] = await db
    .select({ idfs: orders.idfs, studio: stores.name, pricing: orders.totalPricing })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row ? { idfs: row.idfs, studio: row.studio, grossCents: row.pricing.priceKaGrossWithShipping } : null;
}

/** The order with this number, or undefined. */
export async function orderByIdfs(db: Db, idfs: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.idfs, idfs));
  return order;
}
