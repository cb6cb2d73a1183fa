import "server-only";
import type { Db } from "@/models/platform/db";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { OPERATOR_ORDERS_EXPORT_MAX, OPERATOR_ORDERS_PAGE, ordersCsv, paymentMatches, type OrderFilters } from "@/lib/domain/operator/order-list";
import { getDb } from "../platform/db";
import { lineStatuses, stateOf } from "../shop/order-status";
import { paymentSummaries } from "../shop/payments";
import { matchingOrderPage, matchingOrders, ordersWithStudio } from "../shop/order-search";
import { toOperatorOrders, type OperatorOrder } from "./order-rows";

/**
 * The ids of the orders matching every filter, newest first. The order and payment states follow from
 * the lines' reports and the payments, not from a column: with such a filter, the candidates of the
 * column filters are read and their states computed (up to `max` matches).
 */
async function matchingIds(db: Db, f: OrderFilters, page: { offset: number; limit: number }): Promise<{ ids: string[]; total: number }> {
  if (!f.state && !f.payment) return matchingOrderPage(db, f, page);
  const candidates = await matchingOrders(db, f);
  const [statuses, payments] = await Promise.all([
    f.state ? lineStatuses(db, candidates) : null,
    f.payment
      ? paymentSummaries(
          db,
          candidates.map((c) => c.id),
        )
      : null,
  ]);
  const matching = candidates.filter(
    (c) => (!statuses || stateOf(statuses.get(c.id)!) === f.state) && (!payments || paymentMatches(payments.get(c.id)?.state, f.payment!)),
  );
  return { ids: matching.slice(page.offset, page.offset + page.limit).map((c) => c.id), total: matching.length };
}

async function ordersOf(db: Db, ids: string[]): Promise<OperatorOrder[]> {
  if (ids.length === 0) return [];
  return toOperatorOrders(db, await ordersWithStudio(db, ids));
}

/** operatorOrders: one page of the orders matching the filters, newest first, with how many match in all. */
export async function operatorOrders(
  f: OrderFilters & { offset: number },
): Promise<{ orders: OperatorOrder[]; total: number; offset: number; limit: number }> {
  const db = await getDb();
  const { ids, total } = await matchingIds(db, f, { offset: f.offset, limit: OPERATOR_ORDERS_PAGE });
  return { orders: await ordersOf(db, ids), total, offset: f.offset, limit: OPERATOR_ORDERS_PAGE };
}

/** operatorOrdersExport: the orders matching the filters as CSV for Excel (up to OPERATOR_ORDERS_EXPORT_MAX). */
export async function operatorOrdersExport(f: OrderFilters, now = new Date()): Promise<Response> {
  const db = await getDb();
  const { ids } = await matchingIds(db, f, { offset: 0, limit: OPERATOR_ORDERS_EXPORT_MAX });
  const list = await ordersOf(db, ids);
  const csv = ordersCsv(
    list.map((o) => ({ ...o, paymentState: o.payment.state, paid: o.payment.paid, outstanding: o.payment.outstanding, lines: o.lines.length })),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="bestellungen-${berlinIsoDay(now)}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
