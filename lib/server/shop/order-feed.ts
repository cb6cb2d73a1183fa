import "server-only";
import { and, asc, gt, lt, sql } from "drizzle-orm";
import { orders, type Order } from "@/models/shop/orders";
import type { Db } from "@/models/platform/db";

/**
 * The orders placed after the sequence number `after`, oldest first, at most `limit`; only those at
 * least `settleSeconds` old (the back office's order feed, lib/server/operator/orders-out.ts, so an order
 * still being committed is not overtaken).
 */
export async function ordersPlacedAfter(db: Db, after: number, settleSeconds: number, limit: number): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(gt(orders.idf, after), lt(orders.createdAt, sql`now() - make_interval(secs => ${settleSeconds})`)))
    .orderBy(asc(orders.idf))
    .limit(limit);
}
