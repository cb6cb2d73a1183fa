import { clsx } from "clsx";
import { formatYyyymmdd } from "@/lib/domain/platform/format";
import { confirmedLater, ORDER_STATE_LABELS, type LineStatusDto, type OrderState } from "@/lib/domain/shop/order-status";
import { ShipmentLinks } from "./shipment-links";

const BADGE: Record<OrderState, string> = {
  received: "bg-surface text-ink",
  confirmed: "bg-brand-light text-ink",
  partially_shipped: "bg-amber-100 text-ink",
  shipped: "bg-amber-100 text-ink",
  delivered: "bg-green-100 text-ink",
  cancelled: "bg-surface text-muted line-through",
};

/** An order's or a line's state in German (issue 33). */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    <span className={clsx("inline-block whitespace-nowrap rounded px-2 py-0.5 text-sm", BADGE[state])} data-testid="order-state">
      {ORDER_STATE_LABELS[state]}
    </span>
  );
}

/**
 * What the supplier reported on one line: its state, the confirmed date beside the desired one
 * (highlighted, and said in words, when it is later), quantities, and the shipments with tracking links.
 */
export function LineStatusText({ status: s, desiredDeliveryDate }: { status: LineStatusDto; desiredDeliveryDate: number | null }) {
  const later = confirmedLater(desiredDeliveryDate, s.confirmedDate);
  return (
    <div className="my-1 flex flex-col gap-0.5 text-sm" data-testid="line-status">
      <p className="flex flex-wrap items-center gap-x-2">
        <OrderStateBadge state={s.state} />
        {s.confirmedDate ? (
          <span className={clsx(later && "font-semibold text-danger")} data-testid="confirmed-date">
            Bestätigter Liefertermin: {formatYyyymmdd(s.confirmedDate)}
            {later ? " (später als gewünscht)" : ""}
          </span>
        ) : null}
        {s.confirmedQuantity !== null ? <span>bestätigte Menge: {s.confirmedQuantity}</span> : null}
        {s.delivered ? <span>zugestellt: {s.delivered}</span> : null}
        {s.cancelled ? <span>storniert: {s.cancelled}</span> : null}
      </p>
      <ShipmentLinks shipments={s.shipments} />
    </div>
  );
}
