import "server-only";
import { isOpenDelivery, lineStatusDto } from "@/lib/domain/shop/order-status";
import { latest, lineLateness } from "@/lib/domain/shop/late-delivery";
import { lineStatuses, stateOf } from "./order-lines";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { berlinCompactDay } from "@/lib/domain/platform/berlin-time";
import type { Db } from "@/models/platform/db";
import { carrierLinksOf } from "./carriers";
import type { LineStatus } from "@/lib/domain/shop/order-state";
import type { CarrierLinks } from "@/lib/domain/platform/carriers";

export { lineStatuses, stateOf };

/**
 * The supplier's reports on order lines as the shop reads them (issue 33 "Status comes back",
 * docs/order-status.md), for asOrder/asOrders and the operator. They are written by the status intake
 * (lib/server/operator/status-intake.ts).
 */

/** What withOrderStatus needs, read at once (two reads in parallel, beside the order list's others). */
export type OrderStatusFacts = { byId: Map<string, LineStatus[]>; links: CarrierLinks };

export async function readOrderStatus(db: Db, list: readonly OrderDto[]): Promise<OrderStatusFacts> {
  const [byId, links] = await Promise.all([
    lineStatuses(
      db,
      list.map((o) => ({ id: o._id, items: o.items })),
    ),
    carrierLinksOf(db),
  ]);
  return { byId, links };
}

/**
 * asOrder/asOrders: each order with its state and each line with its status and how late it is, by the
 * one rule of the master's dashboard (lib/domain/shop/late-delivery.ts), from the facts read for the list.
 */
export function withOrderStatus(list: OrderDto[], { byId, links }: OrderStatusFacts, now = new Date()): OrderDto[] {
  const today = Number(berlinCompactDay(now));
  return list.map((o) => {
    const lines = byId.get(o._id) ?? [];
    const items = o.items.map((item, i) => {
      const status = lineStatusDto(lines[i], links);
      const late = lineLateness({ desired: item.desiredDeliveryDate, confirmed: status.confirmedDate, open: isOpenDelivery(status.state) }, today);
      return { ...item, status, late };
    });
    return { ...o, state: stateOf(lines), items, late: latest(items.map((i) => i.late)) };
  });
}
