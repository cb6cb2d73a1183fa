import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { orderRequests, type OrderRequest, type RequestPhoto } from "@/models/shop/order-requests";
import { orders, type Order } from "@/models/shop/orders";
import { stores, type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import {
  available,
  checkRequest,
  isReturnPhotoKey,
  lineFacts,
  returnPhotoPrefix,
  type OrderRequestDto,
  type RequestedLine,
  type RequestKind,
} from "@/lib/domain/shop/order-requests";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { shippedOf } from "@/lib/domain/shop/order-status";
import { extensionFor } from "@/lib/domain/platform/media-list";
import { checkUpload, sniffMime, SNIFF_BYTES, UPLOAD_LIMITS } from "@/lib/domain/platform/uploads";
import { storagePort, type PresignedUpload } from "@/lib/integrations/storage";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { emit } from "@/lib/server/jobs/queue";
import { lineStatuses } from "./order-status";

/**
 * Cancellations and returns of order lines (issue 33, docs/order-requests.md): the studio asks
 * (asOrderCancel, asOrderReturn), the operator decides (orderRequestDecide,
 * lib/server/operator/order-requests.ts). Asking and deciding both
 * lock the order row first, so the units a request may take are counted against every other request
 * and every status update of the order, one after the other.
 */

export function toRequestDto(r: OrderRequest): OrderRequestDto {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    lines: r.lines,
    reason: r.reason,
    comment: r.comment,
    photoCount: r.photos.length,
    message: r.operatorMessage,
    createdAt: r.createdAt.toISOString(),
    createdByName: r.createdByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    creditNoteNumber: r.creditNoteNumber,
  };
}

/** The requests of orders, oldest first, grouped by order id (one query). */
export async function requestsOfOrders(db: Db | Tx, orderIds: string[]): Promise<Map<string, OrderRequest[]>> {
  const byOrder = new Map<string, OrderRequest[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderRequests).where(inArray(orderRequests.orderId, orderIds)).orderBy(asc(orderRequests.createdAt));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/** The order a request belongs to, or undefined when there is no such request. */
export async function orderIdOfRequest(tx: Tx, requestId: string): Promise<string | undefined> {
  const [row] = await tx.select({ orderId: orderRequests.orderId }).from(orderRequests).where(eq(orderRequests.id, requestId));
  return row?.orderId;
}

/** The request, its row locked for the rest of the transaction (lock its order's row first). */
export async function lockedRequest(tx: Tx, requestId: string): Promise<OrderRequest> {
  const [request] = await tx.select().from(orderRequests).where(eq(orderRequests.id, requestId)).for("update");
  return request;
}

/** Stores the operator's decision on a request; answers the request as saved. */
export async function saveRequestDecision(
  tx: Tx,
  requestId: string,
  decision: Pick<OrderRequest, "state" | "operatorMessage" | "decidedByName" | "decidedAt" | "creditNoteNumber">,
): Promise<OrderRequest> {
  const [saved] = await tx.update(orderRequests).set(decision).where(eq(orderRequests.id, requestId)).returning();
  return saved;
}

/**
 * The open requests (oldest first) or the decided ones (latest decision first), at most `limit`, each
 * with its order's number and its studio's name and number.
 */
export async function requestsWithOrder(
  db: Db,
  state: "open" | "decided",
  limit: number,
): Promise<{ request: OrderRequest; idfs: string; storeName: string; storeNumber: string }[]> {
  return db
    .select({ request: orderRequests, idfs: orders.idfs, storeName: stores.name, storeNumber: stores.storeNumber })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .innerJoin(stores, eq(stores.id, orderRequests.storeId))
    .where(state === "open" ? eq(orderRequests.state, "open") : inArray(orderRequests.state, ["accepted", "refused"]))
    .orderBy(state === "open" ? asc(orderRequests.createdAt) : desc(orderRequests.decidedAt))
    .limit(limit);
}

/** A request's photos as stored, or undefined when there is no such request. */
export async function photosOfRequest(db: Db, requestId: string): Promise<RequestPhoto[] | undefined> {
  const [row] = await db.select({ photos: orderRequests.photos }).from(orderRequests).where(eq(orderRequests.id, requestId));
  return row?.photos;
}

/**
 * asOrder/asOrders: each order with its requests, and each line with the units the studio may still
 * cancel or return (the orders page offers its buttons from these; the server checks again). Needs
 * the lines' status (withOrderStatus) first; `byOrder` is requestsOfOrders' answer for the list.
 */
export function withRequests(list: OrderDto[], byOrder: ReadonlyMap<string, OrderRequest[]>): OrderDto[] {
  return list.map((o) => {
    const requests = byOrder.get(o._id) ?? [];
    const facts = lineFacts(
      o.items,
      o.items.map((i) => ({ shipped: i.status?.shipped ?? 0, delivered: i.status?.delivered ?? 0, cancelled: i.status?.cancelled ?? 0 })),
      requests,
    );
    return {
      ...o,
      requests: requests.map(toRequestDto),
      items: o.items.map((item, i) => ({ ...item, requestable: { cancel: available("cancel", facts[i]), return: available("return", facts[i]) } })),
    };
  });
}

/** The facts of a locked order's lines, optionally leaving one request out. */
export async function factsOf(tx: Tx, order: Order, except?: OrderRequest) {
  const status = (await lineStatuses(tx, [order])).get(order.id)!;
  const requests = (await requestsOfOrders(tx, [order.id])).get(order.id) ?? [];
  const left = except ? requests.find((r) => r.id === except.id) : undefined;
  return lineFacts(
    order.items,
    status.map((l) => ({ shipped: shippedOf(l), delivered: l.delivered, cancelled: l.cancelled })),
    requests,
    left,
  );
}

/**
 * The presigned form for one return photo (the console's upload path: the browser posts the file to
 * storage, /media-upload checks its first bytes; the limits are the photos' of SPEC 5).
 */
export async function presignReturnPhoto(store: Store, file: { contentType: string; size: number }): Promise<PresignedUpload & { key: string }> {
  const check = checkUpload("photo", { mime: file.contentType, size: file.size }, 0);
  if (!check.ok) throw new AppError("bad_input", check.message, "contentType");
  const key = `${returnPhotoPrefix(store.storeNumber)}${randomUUID()}.${extensionFor(file.contentType)}`;
  const form = await storagePort().presignUpload(key, { contentType: file.contentType, maxBytes: UPLOAD_LIMITS.photo.maxBytes });
  return { ...form, key };
}

/** A return's photos as stored: each in the store's return folder and, by its content, an allowed image. */
async function inspectPhotos(store: Store, photos: readonly { key: string; name: string }[]): Promise<RequestPhoto[]> {
  const port = storagePort();
  const prefix = returnPhotoPrefix(store.storeNumber);
  const out: RequestPhoto[] = [];
  for (const [n, p] of photos.entries()) {
    if (!p.key.startsWith(prefix) || !isReturnPhotoKey(p.key))
      throw new AppError("bad_input", "Dieses Foto gehört nicht zu Ihrem Studio.", `photos.${n}.key`);
    if (out.some((o) => o.key === p.key)) throw new AppError("bad_input", "Ein Foto ist doppelt aufgeführt.", `photos.${n}.key`);
    const object = await port.get(p.key);
    if (!object) throw new AppError("bad_input", "Das Foto wurde nicht gefunden. Bitte laden Sie es erneut hoch.", `photos.${n}.key`);
    // Type by content, never by name or declared type (SPEC 5, lib/domain/platform/uploads.ts).
    const mime = sniffMime(new Uint8Array(object.body.subarray(0, SNIFF_BYTES)));
    const check = checkUpload("photo", { mime, size: object.body.length }, 0);
    if (!check.ok) {
      await port.delete(p.key).catch((e) => console.error(`[order-requests] ${p.key} konnte nicht entfernt werden`, e));
      throw new AppError("bad_input", check.message, `photos.${n}.key`);
    }
    out.push({ key: p.key, name: p.name.trim().slice(0, 200) || "Foto", size: object.body.length, contentType: mime! });
  }
  return out;
}

export type RequestInput = {
  idfs: string;
  lines: RequestedLine[];
  reason: string;
  comment?: string | null;
  photos?: { key: string; name: string }[];
};

/**
 * asOrderCancel / asOrderReturn: records a request of `store` for lines of one of its orders. Another
 * store's order and an unknown number are the same 404. The quantities are checked against what is
 * shipped, delivered, cancelled and already asked for, under the order's row lock.
 */
export async function submitOrderRequest(
  store: Store,
  by: { userId: string; name: string },
  kind: RequestKind,
  input: RequestInput,
  now = new Date(),
): Promise<OrderRequestDto> {
  const photos = kind === "return" ? await inspectPhotos(store, input.photos ?? []) : [];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.idfs, input.idfs), eq(orders.storeId, store.id)))
      .for("update");
    if (!order) throw new AppError("not_found", `Die Bestellung ${input.idfs} gibt es in Ihrem Studio nicht.`, "idfs");
    const check = checkRequest(kind, order.idfs, await factsOf(tx, order), input.lines);
    if (!check.ok) throw new AppError("rule", check.message, check.field);
    const [row] = await tx
      .insert(orderRequests)
      .values({
        orderId: order.id,
        storeId: store.id,
        kind,
        lines: check.lines,
        reason: input.reason,
        comment: input.comment?.trim() || null,
        photos,
        createdByUserId: by.userId,
        createdByName: by.name,
        createdAt: now,
      })
      .returning();
    await emit(tx, "request.created", { requestId: row.id, orderId: order.id, storeId: store.id, idfs: order.idfs, kind });
    return toRequestDto(row);
  });
}
