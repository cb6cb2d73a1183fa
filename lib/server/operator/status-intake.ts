import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "@/models/platform/stores";
import type { Tx } from "@/models/platform/db";
import { lineState, type LineStatus, type OrderState } from "@/lib/domain/shop/order-status";
import {
  applyStatusUpdate,
  contentKeyedUpdate,
  isContentKeyed,
  worthTelling,
  type LineChange,
  type ResolvedLine,
  type StatusSource,
  type StatusUpdateInput,
} from "@/lib/domain/shop/order-status-update";
import { statusNews } from "@/lib/domain/shop/order-status-news";
import { berlinCompactDay } from "@/lib/domain/platform/berlin-time";
import { orderPagePath } from "@/lib/domain/platform/mail-layout";
import { appUrl } from "@/lib/env";
import { emit } from "@/lib/server/jobs/queue";
import { lineStatuses, stateOf } from "../shop/order-lines";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { mailSignature } from "../platform/seller";
import { assertTrackingNumbers, carrierLinksOf } from "../shop/carriers";
import type { Order } from "../shop/orders";
import { lockedOrderByIdfs } from "../shop/order-lookups";
import { producerIdsOf } from "../shop/producer-ids";
import { recordStatusUpdate, statusUpdateById, statusUpdatesFrom, writeLineStatuses, type StoredStatusUpdate } from "../shop/status-updates";

/**
 * The supplier's status intake (issue 33 "Status comes back", docs/order-status.md): one report on the
 * lines of one order (orderStatusUpdate by API, an openTRANS ORDERRESPONSE or DISPATCHNOTIFICATION, the
 * operator's actions in /betrieb, an accepted cancellation) checked against the order and written to
 * the shop's status tables, which the shop reads (lib/server/shop/order-status.ts). The reports reach
 * the operator's endpoints, so the intake is the operator's.
 */

export type StatusLineAnswer = {
  line: number;
  article: string;
  /** "changed" with the fields, or "unchanged" (a repeat, or only older news than what is known). */
  result: "changed" | "unchanged";
  changed: LineChange["changed"];
  state: OrderState;
};

export type StatusUpdateAnswer = {
  idfs: string;
  updateId: string;
  /** True when this updateId was applied before: nothing changed now. */
  repeated: boolean;
  issuedAt: string;
  state: OrderState;
  lines: StatusLineAnswer[];
};

const answerLines = (changes: readonly LineChange[], lines: readonly LineStatus[], repeated: boolean): StatusLineAnswer[] =>
  changes.map((c) => ({
    line: c.line,
    article: c.article,
    result: !repeated && c.changed.length ? "changed" : "unchanged",
    changed: repeated ? [] : c.changed,
    state: lineState(lines[c.line - 1]),
  }));

/** Matches each reported line to its order line: by position when given, else by article number or EAN. */
function resolveLines(order: Order, producerIds: Map<number, string>, input: StatusUpdateInput): ResolvedLine[] {
  const matches = (i: number, article: string) => {
    const item = order.items[i];
    return producerIds.get(item.id) === article || item.ean === article;
  };
  return input.lines.map((u, n) => {
    if (u.line !== undefined) {
      if (u.line > order.items.length)
        throw new AppError("rule", `Die Position ${u.line} gibt es in der Bestellung ${order.idfs} nicht.`, `lines.${n}.line`);
      if (!matches(u.line - 1, u.article)) {
        throw new AppError(
          "rule",
          `Den Artikel ${u.article} gibt es in Position ${u.line} der Bestellung ${order.idfs} nicht.`,
          `lines.${n}.article`,
        );
      }
      return { ...u, lineNo: u.line };
    }
    const found = order.items.flatMap((_, i) => (matches(i, u.article) ? [i + 1] : []));
    if (found.length === 0)
      throw new AppError("rule", `Den Artikel ${u.article} gibt es in der Bestellung ${order.idfs} nicht.`, `lines.${n}.article`);
    if (found.length > 1) {
      throw new AppError(
        "rule",
        `Der Artikel ${u.article} steht mehrmals in der Bestellung ${order.idfs}. Bitte geben Sie die Position (line) an.`,
        `lines.${n}.line`,
      );
    }
    return { ...u, lineNo: found[0] };
  });
}

/**
 * orderStatusUpdate: applies one report to one order in one transaction. The order row is locked first,
 * so two reports on one order are applied one after the other; a repeated updateId is answered from the
 * stored update and changes nothing. A confirmed or changed date and every shipment is told as the
 * event `order.status_changed`, committed with the change: the shop mails the delivery contact, the
 * console rings the studio's bell.
 */
export async function applyOrderStatusUpdate(
  input: StatusUpdateInput,
  by: { source: StatusSource; name: string },
  now = new Date(),
): Promise<StatusUpdateAnswer> {
  const db = await getDb();
  return db.transaction((tx) => applyOrderStatusUpdateIn(tx, input, by, now));
}

/** applyOrderStatusUpdate inside the caller's transaction (an accepted cancellation records its units with it). */
export async function applyOrderStatusUpdateIn(
  tx: Tx,
  input: StatusUpdateInput,
  by: { source: StatusSource; name: string },
  now = new Date(),
): Promise<StatusUpdateAnswer> {
  const order = await lockedOrderByIdfs(tx, input.idfs);
  if (!order) throw new AppError("rule", `Die Bestellung ${input.idfs} gibt es nicht.`, "idfs");
  const current = (await lineStatuses(tx, [order])).get(order.id)!;
  const { seen, updateId } = await earlierUpdate(tx, order.id, input, by.source);
  if (seen) {
    return {
      idfs: order.idfs,
      updateId: seen.updateId,
      repeated: true,
      issuedAt: seen.issuedAt.toISOString(),
      state: stateOf(current),
      lines: answerLines(seen.changes, current, true),
    };
  }
  const productIds = [...new Set(order.items.map((i) => i.id))];
  const resolved = resolveLines(order, await producerIdsOf(tx, productIds), input);
  const issuedAt = input.issuedAt ? new Date(input.issuedAt) : now;
  await assertTrackingNumbers(tx, input);
  const result = applyStatusUpdate(current, resolved, issuedAt, Number(berlinCompactDay(issuedAt)));
  if (!result.ok) throw new AppError("rule", result.message, result.field);

  await writeLineStatuses(tx, order.id, result.lines, new Set(resolved.map((r) => r.lineNo)), now);
  await recordStatusUpdate(tx, {
    orderId: order.id,
    updateId,
    source: by.source,
    issuedAt,
    receivedAt: now,
    byName: by.name,
    changes: result.changes,
  });
  if (worthTelling(result.changes, result.lines)) await tellNews(tx, order, result.changes, result.lines, now);
  return {
    idfs: order.idfs,
    updateId,
    repeated: false,
    issuedAt: issuedAt.toISOString(),
    state: stateOf(result.lines),
    lines: answerLines(result.changes, result.lines, false),
  };
}

/**
 * The update this report repeats, if any, and the id it is stored under. An ORDERRESPONSE without
 * sequence id is a repeat only when it says what the last one said (issue 45).
 */
async function earlierUpdate(
  tx: Tx,
  orderId: string,
  input: StatusUpdateInput,
  source: StatusSource,
): Promise<{ seen: StoredStatusUpdate | undefined; updateId: string }> {
  if (source === "orderresponse" && isContentKeyed(input.updateId)) {
    const applied = await statusUpdatesFrom(tx, orderId, "orderresponse");
    const keyed = contentKeyedUpdate(input.updateId, applied);
    return keyed.repeatOf === null
      ? { seen: undefined, updateId: keyed.storeAs }
      : { seen: applied.find((a) => a.updateId === keyed.repeatOf), updateId: input.updateId };
  }
  const seen = await statusUpdateById(tx, orderId, input.updateId);
  return { seen, updateId: input.updateId };
}

/** A confirmed or changed date or a shipment, told as `order.status_changed` in the change's transaction. */
async function tellNews(tx: Tx, order: Order, changes: readonly LineChange[], lines: readonly LineStatus[], now: Date) {
  const [store] = await tx.select({ slug: stores.slug }).from(stores).where(eq(stores.id, order.storeId));
  const news = statusNews({
    idfs: order.idfs,
    contact: order.deliveryContact,
    lines: order.items.map((i) => ({ name: i.name, quantity: i.quantity, desiredDeliveryDate: i.desiredDeliveryDate ?? null })),
    changes,
    statuses: lines,
    links: await carrierLinksOf(tx),
    orderUrl: `${appUrl()}${orderPagePath(store.slug, order.idfs)}`,
    signature: mailSignature(),
  });
  if (!news) return;
  await emit(tx, "order.status_changed", {
    orderId: order.id,
    storeId: order.storeId,
    idfs: order.idfs,
    at: now.toISOString(),
    news: { to: order.deliveryContact.email, ...news },
  });
}
