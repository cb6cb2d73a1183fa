import "server-only";
import { inArray } from "drizzle-orm";
import { orderLineStates, orderShipments } from "@/models/shop/order-status";
import type { Db, Tx } from "@/models/platform/db";
import { emptyLineStatus, lineState, orderState, type LineStatus, type OrderState } from "@/lib/domain/shop/order-state";

/**
 * The supplier's reports on order lines as the state rules see them (docs/order-status.md), read by the
 * shop (asOrder/asOrders), the operator and the master's dashboard (its children's open deliveries).
 */

/** The lines of some orders as the rules see them (a line without a row: nothing reported yet). */
export async function lineStatuses(db: Db | Tx, rows: { id: string; items: readonly { quantity: number }[] }[]): Promise<Map<string, LineStatus[]>> {
  const out = new Map<string, LineStatus[]>();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const [states, shipments] = await Promise.all([
    db.select().from(orderLineStates).where(inArray(orderLineStates.orderId, ids)),
    db.select().from(orderShipments).where(inArray(orderShipments.orderId, ids)),
  ]);
  for (const r of rows) {
    const lines = r.items.map((item, i) => emptyLineStatus(i + 1, item.quantity));
    out.set(r.id, lines);
  }
  for (const s of states) {
    const l = out.get(s.orderId)?.[s.lineNo - 1];
    if (!l) continue;
    Object.assign(l, {
      confirmedQuantity: s.confirmedQuantity,
      confirmedQuantityAt: s.confirmedQuantityAt,
      confirmedDate: s.confirmedDate,
      confirmedDateAt: s.confirmedDateAt,
      delivered: s.delivered,
      cancelled: s.cancelled,
    });
  }
  for (const s of shipments) {
    out.get(s.orderId)?.[s.lineNo - 1]?.shipments.push({
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      packageIds: s.packageIds,
      quantity: s.quantity,
      shippedOn: s.shippedOn,
      issuedAt: s.issuedAt,
    });
  }
  return out;
}

/** The order's state from its lines. */
export function stateOf(lines: readonly LineStatus[]): OrderState {
  return orderState(lines.map(lineState));
}
