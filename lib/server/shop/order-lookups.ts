import "server-only";
import { eq, inArray } from "drizzle-orm";
import { orders, type Order } from "@/models/shop/orders";
import { stores, type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";

// Single orders looked up for another area: the back office's notices, order documents, actions,
// order page, payments, feed and status intake.

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

/** The order with this number and its studio, or undefined. */
export async function orderWithStore(db: Db, idfs: string): Promise<{ order: Order; store: Store } | undefined> {
  const [row] = await db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.idfs, idfs));
  return row;
}

/** The order with this id, its row locked for the rest of the transaction. */
export async function lockedOrderById(tx: Tx, id: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return order;
}

/** The order with this number, its row locked for the rest of the transaction; undefined when there is none. */
export async function lockedOrderByIdfs(tx: Tx, idfs: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.idfs, idfs)).for("update");
  return order;
}

/** The orders among these numbers that exist, with their studio's name (a payment's reference names them). */
export async function ordersNamed(db: Db | Tx, numbers: readonly string[]): Promise<{ id: string; storeId: string; idfs: string; studio: string }[]> {
  if (numbers.length === 0) return [];
  return db
    .select({ id: orders.id, storeId: orders.storeId, idfs: orders.idfs, studio: stores.name })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(inArray(orders.idfs, [...numbers]));
}
