"use client";

import Link from "next/link";
import { ApiError } from "@/lib/api/client";
import { formatDate, formatEuros } from "@/lib/domain/platform/format";
import { PAYMENT_STATE_LABELS } from "@/lib/domain/shop/payment-state";
import { ORDER_STATE_LABELS } from "@/lib/domain/shop/order-status";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import { useOperatorOrder } from "../use-operator-orders";
import { OrderDetailLines } from "./order-detail-lines";
import { OrderDocuments, OrderPayments, OrderRequests } from "./order-detail-money";
import { OrderDeliveries, OrderHistory } from "./order-detail-history";
import { WholeOrderActions } from "./whole-order-actions";
import { Block } from "./order-detail-block";

function Parties({ o }: { o: OperatorOrderDetail }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Block title="Studio" testId="order-studio">
        <p className="font-medium">
          {o.studio.name} ({o.studio.storeNumber})
        </p>
        {o.studio.billingAddress.map((l) => (
          <p key={l} className="text-sm">
            {l}
          </p>
        ))}
        {o.studio.phone ? <p className="text-sm">Tel. {o.studio.phone}</p> : null}
        {o.studio.email ? <p className="text-sm">{o.studio.email}</p> : null}
        <p className="text-sm">Bestellt von: {o.placedByName ?? "unbekannt"}</p>
        <p className="text-sm">Kundenreferenz: {o.customerReference || "keine"}</p>
      </Block>
      <Block title="Lieferadresse" testId="order-delivery-address">
        {o.deliveryAddress.map((l, i) => (
          <p key={`${i}-${l}`} className="text-sm">
            {l}
          </p>
        ))}
      </Block>
      <Block title="Ansprechpartner für die Lieferung" testId="order-contact">
        <p className="text-sm">{o.deliveryContact.name}</p>
        <p className="text-sm">Tel. {o.deliveryContact.phone}</p>
        <p className="text-sm">
          <a className="text-brand underline" href={`mailto:${o.deliveryContact.email}`}>
            {o.deliveryContact.email}
          </a>
        </p>
      </Block>
    </div>
  );
}

function Amounts({ o }: { o: OperatorOrderDetail }) {
  const a = o.amounts;
  const rows: [string, number][] = [
    ["Waren netto", a.goodsNet],
    ...(a.voucher > 0 ? ([["Gutschein", -a.voucher]] as [string, number][]) : []),
    ["Versand netto", a.shippingNet],
    ["Netto", a.net],
    ["MwSt.", a.vat],
    ["Brutto", a.gross],
    ["Zu zahlen (abzüglich Gutschriften)", a.due],
    ["Bezahlt", a.paid],
    ["Offen", a.outstanding],
  ];
  return (
    <Block title="Beträge" testId="order-amounts">
      <p className="text-sm">
        Zahlungsstatus: <span className="font-medium">{PAYMENT_STATE_LABELS[o.paymentState]}</span>
      </p>
      <dl className="grid max-w-md grid-cols-2 gap-x-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{formatEuros(value)}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

/**
 * The whole order on one screen (issue 43): studio, who ordered, addresses, lines with their status and
 * shipments, amounts and payment, invoice and credit notes, requests, webhook calls and the history.
 */
export function OperatorOrderDetailScreen({ idfs }: { idfs: string }) {
  const order = useOperatorOrder(idfs);
  return (
    <section className="flex max-w-6xl flex-col gap-6">
      <p>
        <Link href="/betrieb/bestellungen" className="text-sm text-brand underline">
          ← Zurück zu den Bestellungen
        </Link>
      </p>
      {order.isPending ? (
        <p className="text-sm text-muted">Die Bestellung wird geladen …</p>
      ) : order.isError ? (
        <p className="text-sm text-danger" role="alert">
          {order.error instanceof ApiError && order.error.status === 404
            ? `Die Bestellung ${idfs} gibt es nicht.`
            : "Die Bestellung konnte nicht geladen werden. Bitte laden Sie die Seite neu."}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <h1 className="flex flex-wrap items-baseline gap-3 text-2xl font-bold">
              Bestellung {order.data.idfs}
              <span className="rounded bg-surface px-2 py-0.5 text-base font-normal" data-testid="order-state">
                {ORDER_STATE_LABELS[order.data.state]}
              </span>
            </h1>
            <p className="text-sm text-muted">bestellt am {formatDate(order.data.createdAt)}</p>
          </div>
          <Parties o={order.data} />
          <WholeOrderActions o={order.data} />
          <OrderDetailLines o={order.data} />
          <Amounts o={order.data} />
          <OrderDocuments o={order.data} />
          <OrderPayments o={order.data} />
          <OrderRequests o={order.data} />
          <OrderDeliveries o={order.data} />
          <OrderHistory o={order.data} />
        </>
      )}
    </section>
  );
}
