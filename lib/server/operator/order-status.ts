import "server-only";
import { desc, eq, ilike, inArray, or } from "drizzle-orm";
import { orders, products, stores } from "@/models/schema";
import { lineStatusDto, type LineStatusDto, type OrderState } from "@/lib/domain/shop/order-status";
import { getDb } from "../platform/db";
import { lineStatuses, stateOf } from "../shop/order-status";

/** How many orders /betrieb → Bestellungen lists for one search. */
export const OPERATOR_ORDERS_LIMIT = 20;

export type OperatorOrderLine = {
  line: number;
  /** The supplier's article number (SUPPLIER_PID of the ORDER). */
  article: string;
  ean: string;
  name: string;
  quantity: number;
  desiredDeliveryDate: number | null;
  status: LineStatusDto;
};

export type OperatorOrder = {
  idfs: string;
  createdAt: string;
  studio: { name: string; storeNumber: string };
  state: OrderState;
  lines: OperatorOrderLine[];
};

/**
 * operatorOrders: the newest orders of every studio, or those whose number, studio name or studio number
 * contains `search`, each with its lines' status, for setting states by hand in /betrieb.
 */
export async function operatorOrders(search = ""): Promise<{ orders: OperatorOrder[] }> {
  const db = await getDb();
  const term = search.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ order: orders, storeName: stores.name, storeNumber: stores.storeNumber })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(term ? or(ilike(orders.idfs, pattern), ilike(stores.name, pattern), ilike(stores.storeNumber, pattern)) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.idf))
    .limit(OPERATOR_ORDERS_LIMIT);
  const statuses = await lineStatuses(
    db,
    rows.map((r) => r.order),
  );
  const productIds = [...new Set(rows.flatMap((r) => r.order.items.map((i) => i.id)))];
  const producerRows = productIds.length
    ? await db.select({ id: products.id, producerId: products.producerId }).from(products).where(inArray(products.id, productIds))
    : [];
  const producerIds = new Map(producerRows.map((p) => [p.id, p.producerId]));
  return {
    orders: rows.map(({ order, storeName, storeNumber }) => {
      const lines = statuses.get(order.id)!;
      return {
        idfs: order.idfs,
        createdAt: order.createdAt.toISOString(),
        studio: { name: storeName, storeNumber },
        state: stateOf(lines),
        lines: order.items.map((item, i) => ({
          line: i + 1,
          article: producerIds.get(item.id) ?? item.ean,
          ean: item.ean,
          name: item.name,
          quantity: item.quantity,
          desiredDeliveryDate: item.desiredDeliveryDate ?? null,
          status: lineStatusDto(lines[i]),
        })),
      };
    }),
  };
}
