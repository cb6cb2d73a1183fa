import "server-only";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { orderRequests } from "@/models/shop/order-requests";
import { payments, refunds } from "@/models/shop/payments";
import { products } from "@/models/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import type { Db } from "@/models/platform/db";

// The shop's figures as the back office's overview counts them.

/** How many products and orders there are. */
export async function productAndOrderCounts(db: Db): Promise<{ products: number; orders: number }> {
  const [[p], [o]] = await Promise.all([db.select({ n: count() }).from(products), db.select({ n: count() }).from(orders)]);
  return { products: p.n, orders: o.n };
}

/**
 * Orders placed before `before` that still owe something (invoiced gross less credit notes less booked
 * payments, of which what a credit note pays back counts as not paid). Orders from before payments were
 * tracked (their reminder row says `skipped`) are not counted.
 */
async function overdueOrders(db: Db, before: Date): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o
      where o.created_at < ${before.toISOString()}
        and not exists (select 1 from payment_reminders r where r.order_id = o.id and r.kind = 'skipped')
        and (o.total_pricing->>'priceKaGrossWithShipping')::bigint
          - coalesce((select sum(c.gross_cents - coalesce(c.refund_cents, 0)) from credit_notes c where c.order_id = o.id), 0)
          - coalesce((select sum(p.amount_cents) from payments p where p.order_id = o.id and p.state = 'booked'), 0) > 0`,
  );
  return Number(row.n);
}

/**
 * What of the shop waits for the operator: open cancellation and return requests, orders placed before
 * `overdueBefore` that still owe something, unmatched payments, refunds not done, live products whose
 * class is not mapped or whose price is missing. One query per count.
 */
export async function shopWaitingCounts(
  db: Db,
  overdueBefore: Date,
): Promise<{ requests: number; overdue: number; unmatched: number; refundsDue: number; unmapped: number; priceMissing: number }> {
  const live = isNull(products.withdrawnAt);
  const [[requests], overdue, [unmatched], [refundsDue], [unmapped], [priceMissing]] = await Promise.all([
    db.select({ n: count() }).from(orderRequests).where(eq(orderRequests.state, "open")),
    overdueOrders(db, overdueBefore),
    db.select({ n: count() }).from(payments).where(eq(payments.state, "unmatched")),
    db.select({ n: count() }).from(refunds).where(ne(refunds.state, "done")),
    db
      .select({ n: count() })
      .from(products)
      .where(and(live, eq(products.classUnmapped, true))),
    db
      .select({ n: count() })
      .from(products)
      .where(and(live, eq(products.priceMissing, true))),
  ]);
  return { requests: requests.n, overdue, unmatched: unmatched.n, refundsDue: refundsDue.n, unmapped: unmapped.n, priceMissing: priceMissing.n };
}
