import "server-only";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { berlinDayBounds } from "@/lib/domain/platform/berlin-time";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { OPERATOR_ORDERS_EXPORT_MAX, OPERATOR_ORDERS_PAGE, ordersCsv, paymentMatches, type OrderFilters } from "@/lib/domain/operator/order-list";
import { getDb } from "../platform/db";
import { lineStatuses, stateOf } from "../shop/order-status";
import { paymentSummaries } from "../shop/payments";
import { toOperatorOrders, type OperatorOrder } from "./order-rows";

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters that are columns: search, studio and the days ordered. */
function where(f: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.search) {
    const p = like(f.search);
    conditions.push(
      or(
        ilike(orders.idfs, p),
        ilike(orders.customerReference, p),
        ilike(stores.name, p),
        ilike(stores.storeNumber, p),
        // An article of the order by the supplier's article number or its EAN.
        sql`exists (select 1 from jsonb_array_elements(${orders.items}) e where e->>'ean' ilike ${p}
          or (e->>'id')::int in (select ${products.id} from ${products} where ${products.producerId} ilike ${p}))`,
      ),
    );
  }
  if (f.studio) conditions.push(or(ilike(stores.name, like(f.studio)), ilike(stores.storeNumber, like(f.studio))));
  if (f.from) conditions.push(gte(orders.createdAt, berlinDayBounds(f.from).start));
  if (f.to) conditions.push(lt(orders.createdAt, berlinDayBounds(f.to).end));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The ids of the orders matching every filter, newest first. The order and payment states follow from
 * the lines' reports and the payments, not from a column: with such a filter, the candidates of the
 * column filters are read and their states computed (up to `max` matches).
 */
async function matchingIds(db: Db, f: OrderFilters, page: { offset: number; limit: number }): Promise<{ ids: string[]; total: number }> {
  const base = db.select({ id: orders.id, items: orders.items }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where(f));
  if (!f.state && !f.payment) {
    const [rows, [{ n }]] = await Promise.all([
      base.orderBy(desc(orders.createdAt), desc(orders.idf)).offset(page.offset).limit(page.limit),
      db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where(f)),
    ]);
    return { ids: rows.map((r) => r.id), total: n };
  }
  const candidates = await base.orderBy(desc(orders.createdAt), desc(orders.idf));
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
  const rows = await db
    .select({ order: orders, storeName: stores.name, storeNumber: stores.storeNumber })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(inArray(orders.id, ids))
    .orderBy(desc(orders.createdAt), desc(orders.idf));
  return toOperatorOrders(db, rows);
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
