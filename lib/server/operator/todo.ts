import "server-only";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { orderRequests } from "@/models/shop/order-requests";
import { payments, refunds } from "@/models/shop/payments";
import { products } from "@/models/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import type { Db } from "@/models/platform/db";
import { env } from "@/lib/env";
import { berlinDayBounds, berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import type { TodoCounts } from "@/lib/domain/operator/todo";
import { deadJobCount } from "@/lib/server/jobs/inspect";
import { getDb } from "@/lib/server/platform/db";
import { ORDER_PAID_WEBHOOK_QUEUE, ORDER_WEBHOOK_QUEUE } from "./orders-out";

/**
 * Orders placed on or before the day PAYMENT_REMINDER_DAYS days before `now` (Europe/Berlin) that still owe something (invoiced gross less credit
 * notes less booked payments, of which what a credit note pays back counts as not paid): past their
 * payment reminder. Orders from before payments were tracked
 * (their reminder row says `skipped`) are not counted.
 */
async function overdueOrders(db: Db, now: Date): Promise<number> {
  // Whole Berlin days, as the list the to-do links to filters them (`to` = overdueTo).
  const before = berlinDayBounds(overdueTo(now)).end;
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

/** The last day (YYYY-MM-DD, Europe/Berlin) an order past its payment reminder was placed: the to-do link's `to`. */
export function overdueTo(now = new Date()): string {
  return berlinIsoDay(new Date(now.getTime() - Math.max(0, env().PAYMENT_REMINDER_DAYS) * 86_400_000));
}

/** What waits for the operator (the Übersicht's to-do list), one query per count. */
export async function operatorTodo(now = new Date(), db?: Db): Promise<TodoCounts> {
  const d = db ?? (await getDb());
  const live = isNull(products.withdrawnAt);
  const [[requests], overdue, [unmatched], [refundsDue], deadDeliveries, [unmapped], [priceMissing]] = await Promise.all([
    d.select({ n: count() }).from(orderRequests).where(eq(orderRequests.state, "open")),
    overdueOrders(d, now),
    d.select({ n: count() }).from(payments).where(eq(payments.state, "unmatched")),
    d.select({ n: count() }).from(refunds).where(ne(refunds.state, "done")),
    deadJobCount(d, [ORDER_WEBHOOK_QUEUE, ORDER_PAID_WEBHOOK_QUEUE]),
    d
      .select({ n: count() })
      .from(products)
      .where(and(live, eq(products.classUnmapped, true))),
    d
      .select({ n: count() })
      .from(products)
      .where(and(live, eq(products.priceMissing, true))),
  ]);
  return {
    requests: requests.n,
    overdue,
    unmatched: unmatched.n,
    refundsDue: refundsDue.n,
    deadDeliveries,
    unmapped: unmapped.n,
    priceMissing: priceMissing.n,
  };
}
