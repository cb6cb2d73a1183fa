import "server-only";
import { carrierLinksOf } from "@/lib/server/shop/carriers";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@/models/platform/team";
import { type Store } from "@/models/platform/stores";
import type { Db } from "@/models/platform/db";
import { lineStatusDto } from "@/lib/domain/shop/order-status";
import { centsToEuros } from "@/lib/domain/platform/money";
import { REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "@/lib/domain/shop/order-requests";
import { paymentEntry, sortHistory, statusUpdateEntry, type HistoryEntry, type OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { lineStatuses, stateOf } from "../shop/order-status";
import { bookedPaymentsOf, paymentSummaries } from "../shop/payments";
import type { Order } from "../shop/orders";
import { orderWithStore } from "../shop/order-lookups";
import { producerIdsOf } from "../shop/producer-ids";
import { invoiceOfOrder } from "../shop/invoice-numbers";
import { statusUpdatesOf } from "../shop/status-updates";
import { creditNotesOfOrders } from "../shop/credit-notes";
import { requestsOfOrders, toRequestDto } from "../shop/order-requests";
import { deliveriesOfOrder } from "./orders-out";

/** The studio's billing address as lines (from its CRM record), empty when the CRM has none. */
function billingLines(store: Store): string[] {
  const c = store.crm;
  const city = [c.BillingPostalCode, c.BillingCity].filter(Boolean).join(" ");
  return [c.BillingStreet, city, c.BillingCountry].filter((x): x is string => Boolean(x && x.trim()));
}

function deliveryLines(order: Order): string[] {
  const a = order.deliveryAddress;
  const person = [a.firstName, a.lastName].filter(Boolean).join(" ");
  return [
    a.companyName,
    a.toAttention ? `z. Hd. ${a.toAttention}` : "",
    person,
    a.addressStreet,
    a.addressAddInfo,
    `${a.addressZip} ${a.addressCity}`,
    a.addressCountry,
    `Tel. ${a.phone}`,
  ].filter((x): x is string => Boolean(x && x.trim()));
}

async function historyOf(db: Db, order: Order, detail: Pick<OperatorOrderDetail, "requests" | "creditNotes">): Promise<HistoryEntry[]> {
  const [audit, updates, booked] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, order.storeId), eq(auditLog.subject, order.idfs))),
    statusUpdatesOf(db, order.id),
    bookedPaymentsOf(db, order.id),
  ]);
  const entries: HistoryEntry[] = [];
  if (!audit.some((a) => a.action === "order"))
    entries.push({ at: order.createdAt.toISOString(), who: order.placedByName ?? "Studio", what: "Bestellung aufgegeben" });
  for (const a of audit)
    entries.push({ at: a.createdAt.toISOString(), who: a.actorName, what: a.action === "order" ? "Bestellung aufgegeben" : a.action });
  for (const u of updates) {
    const e = statusUpdateEntry(u);
    if (e) entries.push(e);
  }
  for (const r of detail.requests) {
    const kind = REQUEST_KIND_LABELS[r.kind];
    entries.push({ at: r.createdAt, who: r.createdByName, what: `${kind} angefragt` });
    if (r.decidedAt)
      entries.push({
        at: r.decidedAt,
        who: r.decidedByName ?? "Betrieb",
        what: `${kind} ${REQUEST_STATE_LABELS[r.state].toLowerCase()}${r.message ? `: ${r.message}` : ""}`,
      });
  }
  for (const n of detail.creditNotes) entries.push({ at: n.issuedAt, who: "Betrieb", what: `Gutschrift ${n.number} ausgestellt` });
  for (const p of booked)
    entries.push(paymentEntry({ at: p.decidedAt ?? p.createdAt, by: p.decidedByName ?? p.recordedByName, amountCents: p.amountCents, day: p.day }));
  return sortHistory(entries);
}

type Detail = OperatorOrderDetail;

/** The ordering studio with its billing address and how to reach it. */
function studioOf(store: Store): Detail["studio"] {
  return {
    name: store.name,
    storeNumber: store.storeNumber,
    slug: store.slug,
    billingAddress: billingLines(store),
    phone: store.crm.Phone ?? null,
    email: store.crm.Store_Email__c ?? null,
  };
}

/** The order's lines with the producer's article number and each line's status. */
function orderLines(
  order: Order,
  lines: Parameters<typeof lineStatusDto>[0][],
  producerIds: Map<number, string | null>,
  links: Parameters<typeof lineStatusDto>[1],
): Detail["lines"] {
  return order.items.map((item, i) => ({
    line: i + 1,
    article: producerIds.get(item.id) ?? item.ean,
    ean: item.ean,
    name: item.name,
    quantity: item.quantity,
    unitNet: centsToEuros(item.priceKaNetCents),
    lineNet: centsToEuros(item.priceKaNetCents * item.quantity),
    desiredDeliveryDate: item.desiredDeliveryDate ?? null,
    status: lineStatusDto(lines[i], links),
  }));
}

/** The order's amounts in euros, with what is due, paid and outstanding. */
function amountsOf(t: Order["totalPricing"], summary: { dueCents: number; paidCents: number; outstandingCents: number }): Detail["amounts"] {
  return {
    goodsNet: centsToEuros(t.priceKaNetPreDiscount),
    voucher: centsToEuros(t.priceDiscountCode),
    shippingNet: centsToEuros(t.priceShippingNet),
    net: centsToEuros(t.priceKaNetWithShipping),
    vat: centsToEuros(t.priceKaVatAmount),
    gross: centsToEuros(t.priceKaGrossWithShipping),
    due: centsToEuros(summary.dueCents),
    paid: centsToEuros(summary.paidCents),
    outstanding: centsToEuros(summary.outstandingCents),
  };
}

/** operatorOrder: one order with everything the operator needs to answer a question about it. */
export async function operatorOrder(idfs: string): Promise<OperatorOrderDetail> {
  const db = await getDb();
  const row = await orderWithStore(db, idfs);
  if (!row) throw new AppError("not_found", `Die Bestellung ${idfs} gibt es nicht.`, "idfs");
  const { order, store } = row;
  const productIds = [...new Set(order.items.map((i) => i.id))];
  const [statuses, producerIds, summaries, notes, requests, invoice, paid, deliveries, links] = await Promise.all([
    lineStatuses(db, [order]),
    producerIdsOf(db, productIds),
    paymentSummaries(db, [order.id]),
    creditNotesOfOrders(db, [order.id]),
    requestsOfOrders(db, [order.id]),
    invoiceOfOrder(db, order.id),
    bookedPaymentsOf(db, order.id),
    deliveriesOfOrder(order.idfs),
    carrierLinksOf(db),
  ]);
  const lines = statuses.get(order.id)!;
  const summary = summaries.get(order.id)!;
  const detail: Omit<OperatorOrderDetail, "history"> = {
    idfs: order.idfs,
    createdAt: order.createdAt.toISOString(),
    state: stateOf(lines),
    studio: studioOf(store),
    placedByName: order.placedByName,
    customerReference: order.customerReference,
    deliveryAddress: deliveryLines(order),
    deliveryContact: {
      name: `${order.deliveryContact.gender} ${order.deliveryContact.firstName} ${order.deliveryContact.lastName}`,
      phone: order.deliveryContact.phone,
      email: order.deliveryContact.email,
    },
    lines: orderLines(order, lines, producerIds, links),
    amounts: amountsOf(order.totalPricing, summary),
    paymentState: summary.state,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() } : null,
    creditNotes: (notes.get(order.id) ?? []).map((n) => ({
      number: n.number,
      issuedAt: n.issuedAt.toISOString(),
      reason: n.reason,
      gross: centsToEuros(n.grossCents),
    })),
    payments: paid.map((p) => ({
      day: p.day,
      amount: centsToEuros(p.amountCents),
      payer: p.payer,
      reference: p.reference,
      source: p.source,
      by: p.decidedByName ?? p.recordedByName,
    })),
    requests: (requests.get(order.id) ?? []).map((r) => ({
      ...toRequestDto(r),
      photos: r.photos.map((p, index) => ({ index, name: p.name })),
      decidedByName: r.decidedByName,
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      kind: d.kind === "order.paid" ? "Zahlungseingang" : "Bestellung",
      state: d.state,
      attempts: d.attempts,
      lastError: d.lastError,
      createdAt: d.createdAt,
      deliveredAt: d.deliveredAt,
    })),
  };
  return { ...detail, history: await historyOf(db, order, detail) };
}
