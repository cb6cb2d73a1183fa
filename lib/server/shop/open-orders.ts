import "server-only";
import { and, desc, inArray, sql } from "drizzle-orm";
import { orders, type Order } from "@/models/shop/orders";
import type { Db } from "@/models/platform/db";
import type { LineStatus } from "@/lib/domain/shop/order-state";
import { lineStatuses } from "./order-lines";

/** An order still to deliver, as the master's open deliveries read it. */
type UndeliveredOrder = Pick<Order, "id" | "storeId" | "idfs" | "items" | "createdAt"> & { lines: LineStatus[] };

/**
 * The orders of the given studios that are not yet delivered or cancelled, newest first, each with its
 * lines as the state rules see them (docs/order-status.md "Master: open deliveries"). An order is done
 * when every line is delivered or cancelled, i.e. delivered + cancelled reach the ordered quantity
 * (lib/domain/shop/order-state.ts lineState); those stay in the database.
 */
export async function undeliveredOrders(db: Db, storeIds: string[]): Promise<UndeliveredOrder[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({ id: orders.id, storeId: orders.storeId, idfs: orders.idfs, items: orders.items, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        inArray(orders.storeId, storeIds),
        sql`jsonb_array_length(${orders.items}) > (
          select count(*) from order_line_states s
          where s.order_id = ${orders.id}
            and s.delivered + s.cancelled >= ((${orders.items} -> (s.line_no - 1)) ->> 'quantity')::int)`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.idf));
  const lines = await lineStatuses(db, rows);
  return rows.map((r) => ({ ...r, lines: lines.get(r.id) ?? [] }));
}
