/**
 * Order and line states as the supplier reports them back (issue 33 "Status comes back"): pure rules,
 * shared by the server (answers, mails) and the orders page (display only). The states themselves live
 * in lib/domain/platform/order-state.ts, where the master's dashboard (its children's open deliveries)
 * may read them too; they are re-exported here.
 */
import { lineState, shippedOf, type Carrier, type LineStatus, type OrderState } from "../platform/order-state";
import { openUnits, type LineQuantities } from "./order-quantities";

export * from "../platform/order-state";

/**
 * The carriers' public tracking pages for one tracking number (DHL Paket Deutschland, DPD Deutschland,
 * GLS Deutschland, UPS, Hermes Germany); null for a freight forwarder, another carrier or without a number.
 */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const nr = encodeURIComponent(trackingNumber.trim());
  if (!nr) return null;
  switch (carrier) {
    case "UPS":
      return `https://www.ups.com/track?loc=de_DE&tracknum=${nr}`;
    case "Hermes":
      return `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${nr}`;
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
  /** Units neither confirmed, shipped, delivered nor cancelled (lib/domain/shop/order-quantities.ts). */
  open: number;
  shipments: ShipmentDto[];
};

/** A line's units as the quantity wording reads them (lib/domain/shop/order-quantities.ts). */
export function lineQuantities(l: LineStatus): LineQuantities {
  return {
    ordered: l.quantity,
    confirmedQuantity: l.confirmedQuantity,
    confirmedDate: l.confirmedDate,
    shipped: shippedOf(l),
    delivered: l.delivered,
    cancelled: l.cancelled,
  };
}

/** The same from a line of asOrder: its ordered quantity and its status. */
export function dtoQuantities(ordered: number, s: LineStatusDto): LineQuantities {
  return {
    ordered,
    confirmedQuantity: s.confirmedQuantity,
    confirmedDate: s.confirmedDate,
    shipped: s.shipped,
    delivered: s.delivered,
    cancelled: s.cancelled,
  };
}

export function lineStatusDto(l: LineStatus): LineStatusDto {
  return {
    state: lineState(l),
    confirmedQuantity: l.confirmedQuantity,
    confirmedDate: l.confirmedDate,
    shipped: shippedOf(l),
    delivered: l.delivered,
    cancelled: l.cancelled,
    open: openUnits(lineQuantities(l)),
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
