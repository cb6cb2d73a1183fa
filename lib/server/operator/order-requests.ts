import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "@/models/platform/stores";
import {
  alreadyDecidedMessage,
  checkRequest,
  creditNoteReason,
  decisionNews,
  REQUEST_NOT_FOUND,
  type OrderRequestDto,
  type RequestState,
} from "@/lib/domain/shop/order-requests";
import { orderPagePath } from "@/lib/domain/platform/mail-layout";
import { storagePort } from "@/lib/integrations/storage";
import { appUrl } from "@/lib/env";
import { emit } from "@/lib/server/jobs/queue";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { mailSignature } from "../platform/seller";
import { lineStatuses } from "../shop/order-status";
import {
  factsOf,
  lockedRequest,
  orderIdOfRequest,
  photosOfRequest,
  requestsWithOrder,
  saveRequestDecision,
  toRequestDto,
} from "../shop/order-requests";
import { lockedOrderById } from "../shop/order-lookups";
import { issueCreditNoteIn } from "../shop/credit-notes";
import { applyOrderStatusUpdateIn } from "./status-intake";

/**
 * The operator's side of cancellations and returns (docs/order-requests.md): the studio asks in the
 * shop (lib/server/shop/order-requests.ts), the operator lists the requests, sees their photos and
 * decides (orderRequestDecide).
 */

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
    const orderId = await orderIdOfRequest(tx, input.requestId);
    if (!orderId) throw new AppError("not_found", REQUEST_NOT_FOUND, "requestId");
    const order = (await lockedOrderById(tx, orderId))!;
    const request = await lockedRequest(tx, input.requestId);
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
    const saved = await saveRequestDecision(tx, request.id, {
      state,
      operatorMessage: input.message,
      decidedByName: by.name,
      decidedAt: now,
      creditNoteNumber,
    });
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
  const rows = await requestsWithOrder(db, state, state === "open" ? 200 : 50);
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
  const photo = (await photosOfRequest(db, requestId))?.[index];
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
