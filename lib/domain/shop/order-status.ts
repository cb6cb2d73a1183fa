/**
 * Order and line states as the supplier reports them back (issue 33 "Status comes back"): pure rules,
 * shared by the server (answers, mails) and the orders page (display only).
 */

/** Who carries a shipment. A freight forwarder ("Spedition") has no public tracking page. */
export const CARRIERS = ["DHL", "DPD", "GLS", "Spedition"] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * The carriers' public tracking pages for one tracking number (DHL Paket Deutschland, DPD Deutschland,
 * GLS Deutschland); null for a freight forwarder or without a number.
 */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const nr = encodeURIComponent(trackingNumber.trim());
  if (!nr) return null;
  switch (carrier) {
    case "DHL":
      return `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${nr}`;
    case "DPD":
      return `https://tracking.dpd.de/status/de_DE/parcel/${nr}`;
    case "GLS":
      return `https://gls-group.com/DE/de/paketverfolgung?match=${nr}`;
    default:
      return null;
  }
}

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

/** A shipment as the studio sees it, with the carrier's tracking page. */
export type ShipmentDto = { carrier: Carrier; trackingNumber: string; quantity: number; shippedOn: number; trackingUrl: string | null };

/** A line's status in asOrder/asOrders (`items[].status`). */
export type LineStatusDto = {
  state: OrderState;
  confirmedQuantity: number | null;
  /** YYYYMMDD */
  confirmedDate: number | null;
  shipped: number;
  delivered: number;
  cancelled: number;
  shipments: ShipmentDto[];
};

export function lineStatusDto(l: LineStatus): LineStatusDto {
  return {
    state: lineState(l),
    confirmedQuantity: l.confirmedQuantity,
    confirmedDate: l.confirmedDate,
    shipped: shippedOf(l),
    delivered: l.delivered,
    cancelled: l.cancelled,
    shipments: [...l.shipments]
      .sort((a, b) => a.shippedOn - b.shippedOn || a.trackingNumber.localeCompare(b.trackingNumber))
      .map((s) => ({
        carrier: s.carrier,
        trackingNumber: s.trackingNumber,
        quantity: s.quantity,
        shippedOn: s.shippedOn,
        trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
      })),
  };
}
