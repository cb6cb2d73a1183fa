/**
 * Order and line states (issue 33 "Status comes back", docs/order-status.md): pure rules shared by the
 * shop (the studio's orders, the supplier's updates), the operator and the master's dashboard (its
 * children's open deliveries). The shop re-exports them from lib/domain/shop/order-status.ts.
 */

/** Who carries a shipment. A freight forwarder ("Spedition") has no public tracking page. */
export const CARRIERS = ["DHL", "DPD", "GLS", "Spedition"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** States of a line and of an order, in the order they follow each other. */
export const ORDER_STATES = ["received", "confirmed", "partially_shipped", "shipped", "delivered", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The one place the states get their German names (DECISIONS.md "Language"). */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  received: "Eingegangen",
  confirmed: "Bestätigt",
  partially_shipped: "Teilweise versandt",
  shipped: "Versandt",
  delivered: "Zugestellt",
  cancelled: "Storniert",
};

export type Shipment = {
  carrier: Carrier;
  trackingNumber: string;
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
 * quantity or a date; received before that.
 */
export function lineState(l: LineStatus): OrderState {
  const open = l.quantity - l.cancelled;
  if (open <= 0) return "cancelled";
  if (l.delivered >= open) return "delivered";
  const shipped = shippedOf(l);
  if (shipped >= open) return "shipped";
  if (shipped > 0) return "partially_shipped";
  if (l.confirmedQuantity !== null || l.confirmedDate !== null) return "confirmed";
  return "received";
}

/**
 * The order's state from its lines' states. Cancelled lines do not count unless all are cancelled; the
 * order is as far as its least advanced line, except that one shipped unit makes it "Teilweise versandt".
 */
export function orderState(states: readonly OrderState[]): OrderState {
  const active = states.filter((s) => s !== "cancelled");
  if (active.length === 0) return states.length ? "cancelled" : "received";
  if (active.every((s) => s === "delivered")) return "delivered";
  if (active.every((s) => s === "delivered" || s === "shipped")) return "shipped";
  if (active.some((s) => s === "delivered" || s === "shipped" || s === "partially_shipped")) return "partially_shipped";
  if (active.every((s) => s === "confirmed")) return "confirmed";
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

/** What an open order shows on the master's dashboard: its state, the earliest dates and whether it is late. */
export type OpenDeliverySummary = {
  state: OrderState;
  /** The earliest confirmed date (YYYYMMDD) of its lines still to deliver, null when none is confirmed. */
  earliestConfirmed: number | null;
  /** The earliest desired date (YYYYMMDD) of its lines still to deliver, null when none was asked for. */
  earliestDesired: number | null;
  /** A line still to deliver has a confirmed date after its desired date. */
  late: boolean;
};

/**
 * The summary of an order's lines (`desired` per line, in the order of `lines`), or null when the
 * order is not open (every line delivered or cancelled). Lines already delivered or cancelled do not
 * count for the dates or for "late".
 */
export function openDeliverySummary(lines: readonly LineStatus[], desired: readonly (number | null | undefined)[]): OpenDeliverySummary | null {
  const states = lines.map(lineState);
  const state = orderState(states);
  if (!isOpenDelivery(state)) return null;
  const open = lines.map((l, i) => ({ l, desired: desired[i] ?? null })).filter((_, i) => isOpenDelivery(states[i]));
  const min = (xs: (number | null)[]) => xs.reduce<number | null>((m, x) => (x !== null && (m === null || x < m) ? x : m), null);
  return {
    state,
    earliestConfirmed: min(open.map((x) => x.l.confirmedDate)),
    earliestDesired: min(open.map((x) => x.desired)),
    late: open.some((x) => confirmedLater(x.desired, x.l.confirmedDate)),
  };
}
