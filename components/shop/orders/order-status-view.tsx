import { clsx } from "clsx";
import { formatYyyymmdd } from "@/lib/domain/platform/format";
import {
  confirmedLater,
  dtoQuantities,
  latenessText,
  ORDER_STATE_LABELS,
  type LineLateness,
  type LineStatusDto,
  type OrderState,
} from "@/lib/domain/shop/order-status";
import { lineQuantityText } from "@/lib/domain/shop/order-quantities";
import { ShipmentLinks } from "./shipment-links";

const BADGE: Record<OrderState, string> = {
  received: "bg-surface text-ink",
  partially_confirmed: "bg-amber-100 text-ink",
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

/** "3 Werktage überfällig" in red beside an order's or a line's state; nothing when on time. */
export function LateNote({ late }: { late: LineLateness | undefined }) {
  const text = late ? latenessText(late) : "";
  if (!text) return null;
  return (
    <span className="whitespace-nowrap font-semibold text-danger" data-testid="late-note">
      {text}
    </span>
  );
}

/**
 * What the supplier reported on one line: its state, the confirmed date beside the desired one
 * (highlighted, and said in words, when it is later), how many of the ordered units it covers and what
 * is still open ("2 von 3 bestätigt für den 15.02.2027 – 1 noch offen", lib/domain/shop/order-quantities.ts),
 * how late it is, and the shipments with tracking links.
 */
export function LineStatusText({
  status: s,
  ordered,
  desiredDeliveryDate,
  late,
}: {
  status: LineStatusDto;
  ordered: number;
  desiredDeliveryDate: number | null;
  late?: LineLateness;
}) {
  const later = confirmedLater(desiredDeliveryDate, s.confirmedDate);
  const units = lineQuantityText(dtoQuantities(ordered, s));
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
        <LateNote late={late} />
      </p>
      {units ? <p data-testid="line-quantities">{units}</p> : null}
      <ShipmentLinks shipments={s.shipments} />
    </div>
  );
}
