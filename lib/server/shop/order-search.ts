import "server-only";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { orders, type Order } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { berlinDayBounds } from "@/lib/domain/platform/berlin-time";

// The orders of every studio searched by their columns, newest first (the back office's order list and
// its export, lib/server/operator/order-list.ts).

/** The filters that are columns: search, studio and the days ordered (YYYY-MM-DD, Europe/Berlin). */
type OrderColumnFilters = { search?: string; studio?: string; from?: string; to?: string };

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: OrderColumnFilters): SQL | undefined {
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

const matching = (db: Db, f: OrderColumnFilters) =>
  db.select({ id: orders.id, items: orders.items }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where(f));

/** One page of the ids of the matching orders, newest first, and how many match in all. */
export async function matchingOrderPage(
  db: Db,
  f: OrderColumnFilters,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    matching(db, f).orderBy(desc(orders.createdAt), desc(orders.idf)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where(f)),
  ]);
  return { ids: rows.map((r) => r.id), total: n };
}

/** Every matching order (its id and lines), newest first: the candidates of the filters that are no column. */
export async function matchingOrders(db: Db, f: OrderColumnFilters): Promise<Pick<Order, "id" | "items">[]> {
  return matching(db, f).orderBy(desc(orders.createdAt), desc(orders.idf));
}

/** The orders of these ids with their studio's name and number, newest first. */
export async function ordersWithStudio(db: Db, ids: string[]): Promise<{ order: Order; storeName: string; storeNumber: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ order: orders, storeName: stores.name, storeNumber: stores.storeNumber })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(inArray(orders.id, ids))
    .orderBy(desc(orders.createdAt), desc(orders.idf));
}
