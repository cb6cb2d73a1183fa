/**
 * Order and line states (issue 33 "Status comes back", docs/order-status.md): pure rules shared by the
 * shop (the studio's orders, the supplier's updates), the operator and the master's dashboard (its
 * children's open deliveries). The shop re-exports them from lib/domain/shop/order-status.ts.
 */

/**
 * The parcel services: their shipments always have a tracking number, and an openTRANS deliverer naming
 * one is read as it. The carriers the operator picks from and their tracking links are a table the
 * operator keeps (models/shop/carriers.ts, lib/domain/platform/carriers.ts); a shipment keeps the carrier
 * its sender named, also one not kept there (an openTRANS deliverer such as "Kühne + Nagel").
 */
export const PARCEL_CARRIERS: readonly string[] = ["DHL", "DPD", "GLS", "UPS", "Hermes"];
export type Carrier = string;

/** States of a line and of an order, in the order they follow each other. */
export const ORDER_STATES = ["received", "partially_confirmed", "confirmed", "partially_shipped", "shipped", "delivered", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The one place the states get their German names (DECISIONS.md "Language"). */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  received: "Eingegangen",
  partially_confirmed: "Teilweise bestätigt",
  confirmed: "Bestätigt",
  partially_shipped: "Teilweise versandt",
  shipped: "Versandt",
  delivered: "Zugestellt",
  cancelled: "Storniert",
};

export type Shipment = {
  carrier: Carrier;
  trackingNumber: string;
  /** The parcels' own numbers (openTRANS PACKAGE_ID); none when not sent. */
  packageIds?: string[];
  quantity: number;
  /** YYYYMMDD */
  shippedOn: number;
  /** Issue time of the update that last set it. */
  issuedAt: Date;
};

/** What is known of one order line; `quantity` is what the studio ordered. */
export type LineStatus = {
  lineNo: number;
  quantity: number;
  confirmedQuantity: number | null;
  confirmedQuantityAt: Date | null;
  /** YYYYMMDD */
  confirmedDate: number | null;
  confirmedDateAt: Date | null;
  delivered: number;
  cancelled: number;
  shipments: Shipment[];
};

export function emptyLineStatus(lineNo: number, quantity: number): LineStatus {
  return {
    lineNo,
    quantity,
    confirmedQuantity: null,
    confirmedQuantityAt: null,
    confirmedDate: null,
    confirmedDateAt: null,
    delivered: 0,
    cancelled: 0,
    shipments: [],
  };
}

/** Units on their way or arrived: the shipments' sum, at least what was delivered (a delivery without a reported shipment). */
export function shippedOf(l: Pick<LineStatus, "shipments" | "delivered">): number {
  return Math.max(
    l.shipments.reduce((s, x) => s + x.quantity, 0),
    l.delivered,
  );
}

/**
 * A line's state: cancelled when every unit is; delivered when every unit not cancelled arrived;
 * shipped when all of them left; partly shipped when some did; confirmed once the supplier confirmed a
 * quantity or a date for every unit not cancelled, partly confirmed when it confirmed fewer units
 * ("2 von 3 bestätigt"); received before that.
 */
export function lineState(l: LineStatus): OrderState {
  const open = l.quantity - l.cancelled;
  if (open <= 0) return "cancelled";
  if (l.delivered >= open) return "delivered";
  const shipped = shippedOf(l);
  if (shipped >= open) return "shipped";
  if (shipped > 0) return "partially_shipped";
  if (l.confirmedQuantity !== null && l.confirmedQuantity < open) return "partially_confirmed";
  if (l.confirmedQuantity !== null || l.confirmedDate !== null) return "confirmed";
  return "received";
}

/**
 * The order's state from its lines' states. Cancelled lines do not count unless all are cancelled; the
 * order is as far as its least advanced line, except that one shipped unit makes it "Teilweise versandt"
 * and one confirmed unit "Teilweise bestätigt" (until every unit is confirmed).
 */
export function orderState(states: readonly OrderState[]): OrderState {
  const active = states.filter((s) => s !== "cancelled");
  if (active.length === 0) return states.length ? "cancelled" : "received";
  if (active.every((s) => s === "delivered")) return "delivered";
  if (active.every((s) => s === "delivered" || s === "shipped")) return "shipped";
  if (active.some((s) => s === "delivered" || s === "shipped" || s === "partially_shipped")) return "partially_shipped";
  if (active.every((s) => s === "confirmed")) return "confirmed";
  if (active.some((s) => s === "confirmed" || s === "partially_confirmed")) return "partially_confirmed";
  return "received";
}

/** An order is open for delivery until every line is delivered or cancelled. */
export function isOpenDelivery(state: OrderState): boolean {
  return state !== "delivered" && state !== "cancelled";
}

/** The confirmed date is later than the studio's desired date: the orders page highlights it. */
export function confirmedLater(desired: number | null | undefined, confirmed: number | null | undefined): boolean {
  return desired != null && confirmed != null && confirmed > desired;
}

/** How late a line is (lib/domain/shop/late-delivery.ts computes it). */
export type LineLateness = {
  /** Working days late; 0 when on time. */
  workingDays: number;
  /** "overdue": the desired date has passed and the line is not delivered; "confirmedLater": the supplier confirmed a later date. */
  why: "overdue" | "confirmedLater" | null;
};

export const ON_TIME: LineLateness = { workingDays: 0, why: null };

/** "3 Werktage überfällig", "1 Werktag später als gewünscht"; "" when on time. */
export function latenessText(l: Pick<LineLateness, "workingDays" | "why">): string {
  if (l.workingDays <= 0) return "";
  const days = `${l.workingDays} ${l.workingDays === 1 ? "Werktag" : "Werktage"}`;
  return l.why === "confirmedLater" ? `${days} später als gewünscht` : `${days} überfällig`;
}
