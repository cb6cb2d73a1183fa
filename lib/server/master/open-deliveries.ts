import "server-only";
import { type Store } from "@/models/platform/stores";
import { type ChildScope } from "@/lib/domain/platform/roles";
import type { OrderState } from "@/lib/domain/shop/order-state";
import { openDeliverySummary } from "@/lib/domain/shop/late-delivery";
import { berlinCompactDay } from "@/lib/domain/platform/berlin-time";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { chosenChildren } from "./chosen-children";
import { undeliveredOrders } from "../shop/open-orders";

/** At most this many open orders are answered (newest first); `more` says when there were more. */
export const OPEN_DELIVERIES_LIMIT = 200;

export type OpenDeliveryDto = {
  idfs: string;
  child: { slug: string; name: string };
  /** When the studio ordered (ISO 8601). */
  orderedAt: string;
  state: OrderState;
  /** YYYYMMDD of the lines still to deliver, null when none. */
  earliestConfirmed: number | null;
  earliestDesired: number | null;
  /** A line still to deliver is late: its desired date has passed, or it is confirmed for later (lib/domain/shop/late-delivery.ts). */
  late: boolean;
  /** By how many Berlin working days (0 when on time), and why: "overdue" or "confirmedLater". */
  lateWorkingDays: number;
  lateWhy: "overdue" | "confirmedLater" | null;
  /** A line still to deliver is confirmed for later than wished (the confirmed date shows red). */
  confirmedLater: boolean;
};

export type OpenDeliveriesDto = { orders: OpenDeliveryDto[]; more: boolean };

/**
 * The master's view of its children's orders that are not yet delivered or cancelled (issue 33,
 * docs/order-status.md "Master: open deliveries"), newest first. A member restricted to selected children
 * sees only those; a slug that is not such a child is refused with 403, as in childStoresStats.
 */
export async function childOpenDeliveries(
  master: Store,
  query: { childSlugs: string[]; lateOnly: boolean },
  scope: ChildScope,
  now = new Date(),
): Promise<OpenDeliveriesDto> {
  if (!master.isMaster) throw new AppError("forbidden", "Offene Lieferungen gibt es nur für Master-Studios.");
  const db = await getDb();
  const { chosen } = await chosenChildren(master, query.childSlugs, scope);
  if (chosen.length === 0) return { orders: [], more: false };
  const byId = new Map(chosen.map((c) => [c.id, c]));

  const rows = await undeliveredOrders(
    db,
    chosen.map((c) => c.id),
  );
  const today = Number(berlinCompactDay(now));
  const open: OpenDeliveryDto[] = [];
  for (const r of rows) {
    const summary = openDeliverySummary(
      r.lines,
      r.items.map((item) => item.desiredDeliveryDate),
      today,
    );
    if (!summary || (query.lateOnly && !summary.late)) continue;
    const child = byId.get(r.storeId)!;
    open.push({ idfs: r.idfs, child: { slug: child.slug, name: child.name }, orderedAt: r.createdAt.toISOString(), ...summary });
  }
  return { orders: open.slice(0, OPEN_DELIVERIES_LIMIT), more: open.length > OPEN_DELIVERIES_LIMIT };
}
