"use client";

import Link from "next/link";
import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import type { EndpointOutput } from "@/lib/api/client";
import { formatDate, formatEuros, formatYyyymmdd } from "@/lib/domain/platform/format";
import { PAYMENT_STATE_LABELS } from "@/lib/domain/shop/payment-state";
import { confirmedLater, ORDER_STATE_LABELS } from "@/lib/domain/shop/order-status";
import { ShipmentLinks } from "@/components/shop/orders/shipment-links";
import { LineStatusForm } from "./line-status-form";

type Order = EndpointOutput<"operatorOrders", "GET">["orders"][number];
type OrderLine = Order["lines"][number];

/** One order of the list: its number, studio, state and payment, and its lines. */
export function OperatorOrderItem({ order: o, editing, onEdit }: { order: Order; editing: string | null; onEdit: (key: string | null) => void }) {
  return (
    <li className="rounded border border-line p-3" data-testid="operator-order">
      <h2 className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
        <Link href={`/betrieb/bestellungen/${encodeURIComponent(o.idfs)}`} className="text-brand underline">
          {o.idfs}
        </Link>
        <span className="text-sm font-normal">
          {o.studio.name} ({o.studio.storeNumber}) · bestellt am {formatDate(o.createdAt)}
        </span>
        <span className="rounded bg-surface px-2 py-0.5 text-sm" data-testid="order-state">
          {ORDER_STATE_LABELS[o.state]}
        </span>
      </h2>
      <p className="mt-1 text-sm" data-testid="order-payment">
        Zahlung: <span className="font-medium">{PAYMENT_STATE_LABELS[o.payment.state]}</span> · brutto {formatEuros(o.gross)} · bezahlt{" "}
        {formatEuros(o.payment.paid)} · offen {formatEuros(o.payment.outstanding)}
        {o.payment.payments.length > 0
          ? ` · eingegangen ${o.payment.payments.map((p) => `${formatDate(p.date)} (${formatEuros(p.amount)})`).join(", ")}`
          : ""}
      </p>
      <ol className="mt-2 flex flex-col gap-3">
        {o.lines.map((l) => {
          const key = `${o.idfs}-${l.line}`;
          return <OperatorOrderLine key={key} idfs={o.idfs} line={l} editing={editing === key} onEdit={(on) => onEdit(on ? key : null)} />;
        })}
      </ol>
    </li>
  );
}

/** One line of an order: what, its state and dates, and the form that sets its status by hand. */
function OperatorOrderLine({ idfs, line: l, editing, onEdit }: { idfs: string; line: OrderLine; editing: boolean; onEdit: (on: boolean) => void }) {
  const s = l.status;
  return (
    <li className="border-t border-line pt-2" data-testid="operator-order-line">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p>
            <span className="font-medium">
              Pos. {l.line}: {l.quantity} × {l.name}
            </span>{" "}
            <span className="text-sm text-muted">Art.-Nr. {l.article}</span>
          </p>
          <p className="text-sm">
            {ORDER_STATE_LABELS[s.state]} · Wunschtermin {l.desiredDeliveryDate ? formatYyyymmdd(l.desiredDeliveryDate) : "so schnell wie möglich"}
            {s.confirmedDate ? (
              <span className={clsx(confirmedLater(l.desiredDeliveryDate, s.confirmedDate) && "font-semibold text-danger")}>
                {" "}
                · bestätigt für {formatYyyymmdd(s.confirmedDate)}
              </span>
            ) : null}
            {s.confirmedQuantity !== null ? ` · bestätigte Menge ${s.confirmedQuantity}` : ""}
            {s.delivered ? ` · zugestellt ${s.delivered}` : ""}
            {s.cancelled ? ` · storniert ${s.cancelled}` : ""}
          </p>
          <ShipmentLinks shipments={s.shipments} />
        </div>
        {editing ? null : (
          <Button type="button" variant="secondary" onClick={() => onEdit(true)} aria-label={`Status von ${idfs} Position ${l.line} setzen`}>
            Status setzen
          </Button>
        )}
      </div>
      {editing ? <LineStatusForm idfs={idfs} line={l} onDone={() => onEdit(false)} /> : null}
    </li>
  );
}
