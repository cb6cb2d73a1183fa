import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { orderLineStates, orderShipments, orderStatusUpdates } from "@/models/shop/order-status";
import type { Db, Tx } from "@/models/platform/db";
import type { LineStatus } from "@/lib/domain/shop/order-state";

// The shop's status tables as the supplier's status intake writes them (lib/server/operator/status-intake.ts)
// and the back office's order page reads their history: the lines' states and shipments, and every
// update applied, once per updateId.

/** A status update as stored. */
export type StoredStatusUpdate = typeof orderStatusUpdates.$inferSelect;

/** The updates applied to an order, oldest received first. */
export async function statusUpdatesOf(db: Db, orderId: string): Promise<StoredStatusUpdate[]> {
  return db.select().from(orderStatusUpdates).where(eq(orderStatusUpdates.orderId, orderId)).orderBy(asc(orderStatusUpdates.receivedAt));
}

/** The updates of an order from one source (an ORDERRESPONSE without sequence id is compared with them). */
export async function statusUpdatesFrom(tx: Tx, orderId: string, source: string): Promise<StoredStatusUpdate[]> {
  return tx
    .select()
    .from(orderStatusUpdates)
    .where(and(eq(orderStatusUpdates.orderId, orderId), eq(orderStatusUpdates.source, source)));
}

/** The update stored under this id for the order, or undefined. */
export async function statusUpdateById(tx: Tx, orderId: string, updateId: string): Promise<StoredStatusUpdate | undefined> {
  const [seen] = await tx
    .select()
    .from(orderStatusUpdates)
    .where(and(eq(orderStatusUpdates.orderId, orderId), eq(orderStatusUpdates.updateId, updateId)));
  return seen;
}

/** Stores an applied update. */
export async function recordStatusUpdate(tx: Tx, update: typeof orderStatusUpdates.$inferInsert): Promise<void> {
  await tx.insert(orderStatusUpdates).values(update);
}

/** Writes the touched lines' states and their shipments (each upserted by its key). */
export async function writeLineStatuses(tx: Tx, orderId: string, lines: readonly LineStatus[], touched: ReadonlySet<number>, now: Date) {
  for (const l of lines) {
    if (!touched.has(l.lineNo)) continue;
    const values = {
      confirmedQuantity: l.confirmedQuantity,
      confirmedQuantityAt: l.confirmedQuantityAt,
      confirmedDate: l.confirmedDate,
      confirmedDateAt: l.confirmedDateAt,
      delivered: l.delivered,
      cancelled: l.cancelled,
      updatedAt: now,
    };
    await tx
      .insert(orderLineStates)
      .values({ orderId, lineNo: l.lineNo, ...values })
      .onConflictDoUpdate({ target: [orderLineStates.orderId, orderLineStates.lineNo], set: values });
    for (const s of l.shipments) {
      const set = { quantity: s.quantity, shippedOn: s.shippedOn, issuedAt: s.issuedAt, packageIds: s.packageIds ?? [] };
      await tx
        .insert(orderShipments)
        .values({ orderId, lineNo: l.lineNo, carrier: s.carrier, trackingNumber: s.trackingNumber, ...set })
        .onConflictDoUpdate({ target: [orderShipments.orderId, orderShipments.lineNo, orderShipments.carrier, orderShipments.trackingNumber], set });
    }
  }
}
