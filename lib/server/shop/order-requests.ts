import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { orderRequests, type OrderRequest, type RequestPhoto } from "@/models/shop/order-requests";
import { orders, type Order } from "@/models/shop/orders";
import { stores, type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import {
  alreadyDecidedMessage,
  available,
  checkRequest,
  creditNoteReason,
  decisionNews,
  isReturnPhotoKey,
  lineFacts,
  REQUEST_NOT_FOUND,
  returnPhotoPrefix,
  type OrderRequestDto,
  type RequestedLine,
  type RequestKind,
  type RequestState,
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
import { applyOrderStatusUpdateIn } from "./status-intake";
import { issueCreditNoteIn } from "./credit-notes";
import { appUrl } from "@/lib/env";
import { orderPagePath } from "@/lib/domain/platform/mail-layout";
import { mailSignature } from "../platform/seller";

/**
 * Cancellations and returns of order lines (issue 33, docs/order-requests.md): the studio asks
 * (asOrderCancel, asOrderReturn), the operator decides (orderRequestDecide). Asking and deciding both
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

/**
 * asOrder/asOrders: each order with its requests, and each line with the units the studio may still
 * cancel or return (the orders page offers its buttons from these; the server checks again). Needs
 * the lines' status (withOrderStatus) first.
 */
export async function withRequests(list: OrderDto[]): Promise<OrderDto[]> {
  if (list.length === 0) return list;
  const byOrder = await requestsOfOrders(
    await getDb(),
    list.map((o) => o._id),
  );
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
async function factsOf(tx: Tx, order: Order, except?: OrderRequest) {
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

export type DecideInput = { requestId: string; accept: boolean; message: string };
export type DecideAnswer = { request: OrderRequestDto; idfs: string };

/**
 * orderRequestDecide: accepts or refuses one open request. In one transaction: the order row and then
 * the request row are locked, a request no longer open is a 409; an accepted cancellation records its
 * units as cancelled (applyOrderStatusUpdate, source "storno") and, like an accepted return, gets a
 * credit note (every order is invoiced when it is placed); the decision, the mail and the bell are
 * stored with it. A failure rolls all of it back, so a request never has two credit notes.
 */
export async function decideOrderRequest(input: DecideInput, by: { name: string }, now = new Date()): Promise<DecideAnswer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [first] = await tx.select({ orderId: orderRequests.orderId }).from(orderRequests).where(eq(orderRequests.id, input.requestId));
    if (!first) throw new AppError("not_found", REQUEST_NOT_FOUND, "requestId");
    const [order] = await tx.select().from(orders).where(eq(orders.id, first.orderId)).for("update");
    const [request] = await tx.select().from(orderRequests).where(eq(orderRequests.id, input.requestId)).for("update");
    if (request.state !== "open") throw new AppError("conflict", alreadyDecidedMessage(request.kind, request.state), "requestId");

    let creditNoteNumber: string | null = null;
    if (input.accept) {
      // What happened since it was asked (a shipment, a delivery) may forbid it now.
      const check = checkRequest(
        request.kind,
        order.idfs,
        await factsOf(tx, order, request),
        request.lines.map((l) => ({ article: l.article, line: l.lineNo, quantity: l.quantity })),
      );
      if (!check.ok) throw new AppError("rule", check.message, "requestId");
      if (request.kind === "cancel") {
        const status = (await lineStatuses(tx, [order])).get(order.id)!;
        await applyOrderStatusUpdateIn(
          tx,
          {
            idfs: order.idfs,
            updateId: `storno-${request.id}`,
            lines: request.lines.map((l) => ({
              article: order.items[l.lineNo - 1].ean,
              line: l.lineNo,
              cancelled: status[l.lineNo - 1].cancelled + l.quantity,
            })),
          },
          { source: "storno", name: by.name },
          now,
        );
      }
      const note = await issueCreditNoteIn(
        tx,
        {
          orderNumber: order.idfs,
          lines: request.lines.map((l) => ({ article: l.article, quantity: l.quantity })),
          reason: creditNoteReason(request.kind, request.reason, request.comment),
        },
        now,
      );
      creditNoteNumber = note.number;
    }
    const state: RequestState = input.accept ? "accepted" : "refused";
    const [saved] = await tx
      .update(orderRequests)
      .set({ state, operatorMessage: input.message, decidedByName: by.name, decidedAt: now, creditNoteNumber })
      .where(eq(orderRequests.id, request.id))
      .returning();
    const [{ slug: storeSlug }] = await tx.select({ slug: stores.slug }).from(stores).where(eq(stores.id, order.storeId));
    const news = decisionNews({
      idfs: order.idfs,
      kind: request.kind,
      accepted: input.accept,
      contact: order.deliveryContact,
      lines: request.lines.map((l) => ({ ...l, ordered: order.items[l.lineNo - 1]?.quantity ?? l.quantity })),
      message: input.message,
      creditNoteNumber,
      orderUrl: `${appUrl()}${orderPagePath(storeSlug, order.idfs)}`,
      signature: mailSignature(),
    });
    await emit(tx, "request.decided", {
      requestId: request.id,
      orderId: order.id,
      storeId: order.storeId,
      idfs: order.idfs,
      accepted: input.accept,
      at: now.toISOString(),
      news: { to: order.deliveryContact.email, ...news },
    });
    return { request: toRequestDto(saved), idfs: order.idfs };
  });
}

/** A request as the operator's page lists it: with its order, studio and photos. */
export type OperatorRequestDto = OrderRequestDto & {
  idfs: string;
  storeName: string;
  storeNumber: string;
  photos: { index: number; name: string }[];
  decidedByName: string | null;
};

/** operatorOrderRequests: the open requests (oldest first), or the newest 50 decided ones. */
export async function operatorOrderRequests(state: "open" | "decided"): Promise<{ requests: OperatorRequestDto[] }> {
  const db = await getDb();
  const rows = await db
    .select({ request: orderRequests, idfs: orders.idfs, storeName: stores.name, storeNumber: stores.storeNumber })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .innerJoin(stores, eq(stores.id, orderRequests.storeId))
    .where(state === "open" ? eq(orderRequests.state, "open") : inArray(orderRequests.state, ["accepted", "refused"]))
    .orderBy(state === "open" ? asc(orderRequests.createdAt) : desc(orderRequests.decidedAt))
    .limit(state === "open" ? 200 : 50);
  return {
    requests: rows.map((r) => ({
      ...toRequestDto(r.request),
      idfs: r.idfs,
      storeName: r.storeName,
      storeNumber: r.storeNumber,
      photos: r.request.photos.map((p, index) => ({ index, name: p.name })),
      decidedByName: r.request.decidedByName,
    })),
  };
}

/** orderRequestPhoto: one photo of a request for the operator's page (inline, its sniffed type only). */
export async function orderRequestPhoto(requestId: string, index: number): Promise<Response> {
  const db = await getDb();
  const [row] = await db.select({ photos: orderRequests.photos }).from(orderRequests).where(eq(orderRequests.id, requestId));
  const photo = row?.photos[index];
  const object = photo ? await storagePort().get(photo.key) : null;
  if (!photo || !object) throw new AppError("not_found", "Dieses Foto gibt es nicht.", "index");
  return new Response(new Uint8Array(object.body), {
    headers: {
      "content-type": photo.contentType,
      "content-disposition": "inline",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
