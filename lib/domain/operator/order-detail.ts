/**
 * The whole order on one screen (/betrieb/bestellungen/[idfs], issue 43): what operatorOrder answers,
 * and the history's wording. Pure: the server reads the rows, these functions say what happened.
 */
import { formatEuro, formatYyyymmdd } from "../platform/format";
import { ORDER_STATE_LABELS, type LineStatusDto, type OrderState } from "../shop/order-status";
import type { LineChange, StatusSource } from "../shop/order-status-update";
import type { OrderPaymentState } from "../shop/payment-state";
import type { OrderRequestDto } from "../shop/order-requests";

export type OperatorOrderDetailLine = {
  line: number;
  article: string;
  ean: string;
  name: string;
  quantity: number;
  /** Unit price net and the line's net (euros). */
  unitNet: number;
  lineNet: number;
  desiredDeliveryDate: number | null;
  status: LineStatusDto;
};

export type OperatorOrderDetail = {
  idfs: string;
  createdAt: string;
  state: OrderState;
  studio: { name: string; storeNumber: string; slug: string; billingAddress: string[]; phone: string | null; email: string | null };
  placedByName: string | null;
  customerReference: string | null;
  deliveryAddress: string[];
  deliveryContact: { name: string; phone: string; email: string };
  lines: OperatorOrderDetailLine[];
  /** Euros: goods after voucher, shipping, net, VAT, gross as invoiced; then what is owed, paid and open. */
  amounts: {
    goodsNet: number;
    voucher: number;
    shippingNet: number;
    net: number;
    vat: number;
    gross: number;
    due: number;
    paid: number;
    outstanding: number;
  };
  paymentState: OrderPaymentState;
  invoice: { number: string; issuedAt: string } | null;
  creditNotes: { number: string; issuedAt: string; reason: string; gross: number }[];
  payments: { day: string; amount: number; payer: string; reference: string; source: "manual" | "camt"; by: string }[];
  requests: (OrderRequestDto & { photos: { index: number; name: string }[]; decidedByName: string | null })[];
  deliveries: {
    id: string;
    kind: string;
    state: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
    deliveredAt: string | null;
  }[];
  history: HistoryEntry[];
};

/** One line of the order's history: when, who (a person, or an API key by its name), what. */
export type HistoryEntry = { at: string; who: string; what: string };

/** Where a status update came from, as the history names it. */
export const STATUS_SOURCE_LABELS: Record<StatusSource, string> = {
  json: "API (JSON)",
  orderresponse: "openTRANS-Auftragsbestätigung",
  dispatchnotification: "openTRANS-Lieferavis",
  betrieb: "Betrieb",
  storno: "angenommene Stornierung",
};

/** What one status update did to one line, in German ("Pos. 1: bestätigt für 05.12.2026; 2 Stk. versandt mit DHL, Sendung 123"). */
export function lineChangeText(c: LineChange): string {
  const parts: string[] = [];
  if (c.confirmedQuantity) parts.push(`bestätigte Menge ${c.confirmedQuantity.to}`);
  if (c.confirmedDate)
    parts.push(
      c.confirmedDate.from === null
        ? `bestätigt für ${formatYyyymmdd(c.confirmedDate.to)}`
        : `Termin von ${formatYyyymmdd(c.confirmedDate.from)} auf ${formatYyyymmdd(c.confirmedDate.to)} geändert`,
    );
  for (const s of c.shipments ?? [])
    parts.push(`${s.quantity} Stk. versandt mit ${s.carrier}, ${s.trackingNumber ? `Sendung ${s.trackingNumber}` : "ohne Sendungsnummer"}`);
  if (c.changed.includes("delivered")) parts.push("Zustellung gemeldet");
  if (c.changed.includes("cancelled")) parts.push("Stornierung gemeldet");
  const what = parts.length ? parts.join("; ") : "keine Änderung";
  return `Pos. ${c.line}: ${what} (jetzt ${ORDER_STATE_LABELS[c.state]})`;
}

/** A status update as one history entry; null when it changed nothing. */
export function statusUpdateEntry(u: { receivedAt: Date; byName: string; source: string; changes: readonly LineChange[] }): HistoryEntry | null {
  const changed = u.changes.filter((c) => c.changed.length > 0);
  if (changed.length === 0) return null;
  const via = STATUS_SOURCE_LABELS[u.source as StatusSource] ?? u.source;
  return { at: u.receivedAt.toISOString(), who: `${u.byName} (${via})`, what: changed.map(lineChangeText).join(" · ") };
}

/** A booked payment as a history entry. */
export function paymentEntry(p: { at: Date; by: string; amountCents: number; day: string }): HistoryEntry {
  const [y, m, d] = p.day.split("-");
  return { at: p.at.toISOString(), who: p.by, what: `Zahlung über ${formatEuro(p.amountCents)} vom ${d}.${m}.${y} gebucht` };
}

/** The entries newest first; equal times keep their given order. */
export function sortHistory(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.at.localeCompare(a.e.at) || a.i - b.i)
    .map((x) => x.e);
}
