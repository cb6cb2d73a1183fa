import "server-only";
import { and, desc, inArray, sql } from "drizzle-orm";
// eslint-disable-next-line import/no-restricted-paths -- issue 46: still reads the shop's table directly; to go through the shop's query functions
import { orders } from "@/models/shop/orders";
import { type Store } from "@/models/platform/stores";
import { type ChildScope } from "@/lib/domain/platform/roles";
import type { OrderState } from "@/lib/domain/platform/order-state";
import { openDeliverySummary } from "@/lib/domain/platform/late-delivery";
import { berlinCompactDay } from "@/lib/domain/platform/berlin-time";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { chosenChildren } from "./chosen-children";
import { lineStatuses } from "../platform/order-lines";

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
  /** A line still to deliver is late: its desired date has passed, or it is confirmed for later (lib/domain/platform/late-delivery.ts). */
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

  // An order is done when every line is delivered or cancelled, i.e. delivered + cancelled reach the
  // ordered quantity (lib/domain/platform/order-state.ts lineState); those stay in the database.
  const rows = await db
    .select({ id: orders.id, storeId: orders.storeId, idfs: orders.idfs, items: orders.items, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        inArray(
          orders.storeId,
          chosen.map((c) => c.id),
        ),
        sql`jsonb_array_length(${orders.items}) > (
          select count(*) from order_line_states s
          where s.order_id = ${orders.id}
            and s.delivered + s.cancelled >= ((${orders.items} -> (s.line_no - 1)) ->> 'quantity')::int)`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.idf));
  const lines = await lineStatuses(db, rows);
  const today = Number(berlinCompactDay(now));
  const open: OpenDeliveryDto[] = [];
  for (const r of rows) {
    const summary = openDeliverySummary(
      lines.get(r.id) ?? [],
      r.items.map((item) => item.desiredDeliveryDate),
      today,
    );
    if (!summary || (query.lateOnly && !summary.late)) continue;
    const child = byId.get(r.storeId)!;
    open.push({ idfs: r.idfs, child: { slug: child.slug, name: child.name }, orderedAt: r.createdAt.toISOString(), ...summary });
  }
  return { orders: open.slice(0, OPEN_DELIVERIES_LIMIT), more: open.length > OPEN_DELIVERIES_LIMIT };
}
