/**
 * Order and line states as the supplier reports them back (issue 33 "Status comes back"): pure rules,
 * shared by the server (answers, mails) and the orders page (display only). The states themselves live
 * in lib/domain/shop/order-state.ts, which the master's dashboard (its children's open deliveries)
 * loads without the rest; they are re-exported here.
 */
import { lineState, shippedOf, type Carrier, type LineStatus, type OrderState } from "./order-state";
import { openUnits, type LineQuantities } from "./order-quantities";
import { shipmentTrackingUrl, type CarrierLinks } from "../platform/carriers";

export * from "./order-state";

/**
 * A shipment as the studio and the operator see it: the tracking page by the kept carrier's pattern
 * (null for a carrier not kept or without one, or without a number), and the parcels' own numbers.
 */
export type ShipmentDto = {
  carrier: Carrier;
  trackingNumber: string;
  packageIds: string[];
  quantity: number;
  shippedOn: number;
  trackingUrl: string | null;
};

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

/** A line's status for asOrder and the operator; `links`: the kept carriers' patterns (lib/server/shop/carriers.ts). */
export function lineStatusDto(l: LineStatus, links: CarrierLinks): LineStatusDto {
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
        packageIds: s.packageIds ?? [],
        quantity: s.quantity,
        shippedOn: s.shippedOn,
        trackingUrl: shipmentTrackingUrl(links, s.carrier, s.trackingNumber),
      })),
  };
}
