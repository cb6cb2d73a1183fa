/**
 * How many units of an order line a confirmation, a shipment, a delivery or a cancellation covers, told
 * exactly (docs/order-status.md "Quantities"): "2 von 3 × Einbauspüle bestätigt für den 15.02.2027 –
 * 1 noch offen". One wording for the orders page, the mail and the bell, so they never disagree. Pure.
 */
import { formatYyyymmdd } from "../platform/format";

/** What is known of one line's units; `ordered` is what the studio ordered. */
export type LineQuantities = {
  ordered: number;
  confirmedQuantity: number | null;
  /** YYYYMMDD */
  confirmedDate: number | null;
  shipped: number;
  delivered: number;
  cancelled: number;
};

/** Units the supplier confirmed: the confirmed quantity, or every unit not cancelled when it confirmed a date alone. */
export function confirmedUnits(q: LineQuantities): number {
  const active = Math.max(0, q.ordered - q.cancelled);
  if (q.confirmedQuantity !== null) return Math.min(q.confirmedQuantity, active);
  return q.confirmedDate !== null ? active : 0;
}

/** Units nobody has answered for yet: neither confirmed, shipped, delivered nor cancelled ("noch offen"). */
export function openUnits(q: LineQuantities): number {
  return Math.max(0, q.ordered - q.cancelled - Math.max(confirmedUnits(q), q.shipped, q.delivered));
}

type Rest = { alreadyShipped?: number; inTransit?: number; cancelled?: number; open?: number };

/**
 * The one sentence: `units` of `ordered` units of `name`, then what happened to them, then what became
 * of the rest. All units and no rest: "3 × Spüle bestätigt für den 15.02.2027"; fewer: "2 von 3 × Spüle
 * bestätigt für den 15.02.2027 – 1 noch offen" (or "– 1 storniert"). The orders page shows the name
 * above the line and leaves it out: "2 von 3 bestätigt für den 15.02.2027 – 1 noch offen".
 */
export function quantityText(p: { units: number; ordered: number; name?: string; what: string } & Rest): string {
  const rest = [
    p.alreadyShipped ? `${p.alreadyShipped} bereits versandt` : "",
    p.inTransit ? `${p.inTransit} unterwegs` : "",
    p.cancelled ? `${p.cancelled} storniert` : "",
    p.open ? `${p.open} noch offen` : "",
  ].filter(Boolean);
  const whole = p.units === p.ordered && rest.length === 0;
  const head = p.name ? (whole ? `${p.units} × ${p.name}` : `${p.units} von ${p.ordered} × ${p.name}`) : `${p.units} von ${p.ordered}`;
  return `${head} ${p.what}${rest.length ? ` – ${rest.join(", ")}` : ""}`;
}

/** The confirmation: "2 von 3 × Spüle bestätigt für den 15.02.2027 – 1 noch offen". */
export function confirmationText(q: LineQuantities, name?: string): string {
  const units = confirmedUnits(q);
  const what = q.confirmedDate !== null ? `bestätigt für den ${formatYyyymmdd(q.confirmedDate)}` : "bestätigt, Liefertermin folgt";
  return quantityText({ units, ordered: q.ordered, name, what, cancelled: q.cancelled, open: q.ordered - q.cancelled - units });
}

/** One parcel: "1 von 3 × Spüle versandt am 01.12.2026 mit DHL, Sendungsnummer … – 2 noch offen". */
export function shipmentText(
  q: LineQuantities,
  s: { quantity: number; shippedOn: number; carrier: string; trackingNumber: string },
  name?: string,
): string {
  const nr = s.trackingNumber ? `, Sendungsnummer ${s.trackingNumber}` : "";
  return quantityText({
    units: s.quantity,
    ordered: q.ordered,
    name,
    what: `versandt am ${formatYyyymmdd(s.shippedOn)} mit ${s.carrier}${nr}`,
    alreadyShipped: Math.max(0, q.shipped - s.quantity),
    cancelled: q.cancelled,
    open: Math.max(0, q.ordered - q.cancelled - q.shipped),
  });
}

/** Units cancelled: "1 von 3 × Spüle storniert". */
export function cancellationText(q: Pick<LineQuantities, "ordered">, cancelled: number, name?: string): string {
  return quantityText({ units: cancelled, ordered: q.ordered, name, what: "storniert" });
}

/**
 * Where the line stands, for the orders page: the furthest step any unit reached, with the rest
 * (delivered, else shipped, else confirmed, else cancelled); null while nothing is reported.
 */
export function lineQuantityText(q: LineQuantities, name?: string): string | null {
  const notSent = Math.max(0, q.ordered - q.cancelled - q.shipped);
  if (q.delivered > 0) {
    return quantityText({
      units: q.delivered,
      ordered: q.ordered,
      name,
      what: "zugestellt",
      inTransit: Math.max(0, q.shipped - q.delivered),
      cancelled: q.cancelled,
      open: notSent,
    });
  }
  if (q.shipped > 0) return quantityText({ units: q.shipped, ordered: q.ordered, name, what: "versandt", cancelled: q.cancelled, open: notSent });
  if (confirmedUnits(q) > 0) return confirmationText(q, name);
  if (q.cancelled > 0) return cancellationText(q, q.cancelled, name);
  return null;
}
