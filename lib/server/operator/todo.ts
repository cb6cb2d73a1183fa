import "server-only";
import type { Db } from "@/models/platform/db";
import { env } from "@/lib/env";
import { berlinDayBounds, berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import type { TodoCounts } from "@/lib/domain/operator/todo";
import { deadJobCount } from "@/lib/server/jobs/inspect";
import { getDb } from "@/lib/server/platform/db";
import { shopWaitingCounts } from "@/lib/server/shop/shop-figures";
import { ORDER_PAID_WEBHOOK_QUEUE, ORDER_WEBHOOK_QUEUE } from "./orders-out";

/** The last day (YYYY-MM-DD, Europe/Berlin) an order past its payment reminder was placed: the to-do link's `to`. */
export function overdueTo(now = new Date()): string {
  return berlinIsoDay(new Date(now.getTime() - Math.max(0, env().PAYMENT_REMINDER_DAYS) * 86_400_000));
}

/**
 * What waits for the operator (the Übersicht's to-do list), one query per count. Overdue: orders placed
 * on or before the day PAYMENT_REMINDER_DAYS days before `now` (Europe/Berlin) that still owe something,
 * past their payment reminder; whole Berlin days, as the list the to-do links to filters them (`to` =
 * overdueTo).
 */
export async function operatorTodo(now = new Date(), db?: Db): Promise<TodoCounts> {
  const d = db ?? (await getDb());
  const [shop, deadDeliveries] = await Promise.all([
    shopWaitingCounts(d, berlinDayBounds(overdueTo(now)).end),
    deadJobCount(d, [ORDER_WEBHOOK_QUEUE, ORDER_PAID_WEBHOOK_QUEUE]),
  ]);
  return {
    requests: shop.requests,
    overdue: shop.overdue,
    unmatched: shop.unmatched,
    refundsDue: shop.refundsDue,
    deadDeliveries,
    unmapped: shop.unmapped,
    priceMissing: shop.priceMissing,
  };
}
