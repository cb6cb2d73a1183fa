"use client";

import { useState } from "react";
import Link from "next/link";
import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { formatDate, formatEuros, formatYyyymmdd } from "@/lib/domain/platform/format";
import { PAYMENT_STATE_LABELS } from "@/lib/domain/shop/payment-state";
import { confirmedLater, ORDER_STATE_LABELS } from "@/lib/domain/shop/order-status";
import { ShipmentLinks } from "@/components/shop/orders/shipment-links";
import { LineStatusForm } from "./line-status-form";
import { ordersExportHref, useOperatorOrders } from "./use-operator-orders";
import { NO_FILTERS, OrderFilters, type OrderFilterValues } from "./order-filters";
import { OrderRequestsPanel } from "./order-requests-panel";
import { TrackingUpload } from "./tracking-upload";

/**
 * Bestellungen (issue 33): find an order by number or studio and set its lines' states by hand, for
 * suppliers who send no ORDERRESPONSE or DISPATCHNOTIFICATION. Same operation as orderStatusUpdate.
 * `initial`: the filters of the page's address (a to-do link of the Übersicht).
 */
export function OperatorOrdersScreen({ initial = NO_FILTERS }: { initial?: OrderFilterValues }) {
  const [filters, setFiltersState] = useState<OrderFilterValues>(initial);
  const [offset, setOffset] = useState(0);
  const trimmed = { ...filters, search: filters.search.trim(), studio: filters.studio.trim() };
  const list = useOperatorOrders({ ...trimmed, state: trimmed.state || undefined, payment: trimmed.payment || undefined, offset });
  const [editing, setEditing] = useState<string | null>(null);
  const setFilters = (v: OrderFilterValues) => {
    setFiltersState(v);
    setOffset(0);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Bestellungen</h1>
        <p className="text-sm text-muted">
          Hier setzen Sie den Status einer Bestellung von Hand, wenn der Lieferant keine Auftragsbestätigung oder Lieferavis sendet. Das Studio sieht
          jede Änderung sofort und erhält bei bestätigten oder geänderten Terminen und beim Versand eine E-Mail.
        </p>
      </div>
      <OrderRequestsPanel />
      <TrackingUpload />
      <OrderFilters value={filters} onChange={setFilters} />
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <a href={ordersExportHref(trimmed)} className="text-brand underline" download>
          Bestellungen als CSV exportieren
        </a>
        <span className="text-muted">(die gefilterten Bestellungen, für Excel)</span>
      </p>
      {list.isPending ? (
        <p className="text-sm text-muted">Bestellungen werden geladen …</p>
      ) : list.isError ? (
        <p className="text-sm text-danger" role="alert">
          Die Bestellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : list.data.orders.length === 0 ? (
        <p className="rounded border border-dashed border-line px-4 py-6 text-center text-sm" data-testid="empty-state">
          {filtered ? "Keine Bestellung passt zu diesen Filtern." : "Noch keine Bestellungen."}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.orders.map((o) => (
            <li key={o.idfs} className="rounded border border-line p-3" data-testid="operator-order">
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
                  const s = l.status;
                  return (
                    <li key={key} className="border-t border-line pt-2" data-testid="operator-order-line">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div>
                          <p>
                            <span className="font-medium">
                              Pos. {l.line}: {l.quantity} × {l.name}
                            </span>{" "}
                            <span className="text-sm text-muted">Art.-Nr. {l.article}</span>
                          </p>
                          <p className="text-sm">
                            {ORDER_STATE_LABELS[s.state]} · Wunschtermin{" "}
                            {l.desiredDeliveryDate ? formatYyyymmdd(l.desiredDeliveryDate) : "so schnell wie möglich"}
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
                        {editing === key ? null : (
                          <Button
                            type="button"
                            variant="secondary"
                            onClick={() => setEditing(key)}
                            aria-label={`Status von ${o.idfs} Position ${l.line} setzen`}
                          >
                            Status setzen
                          </Button>
                        )}
                      </div>
                      {editing === key ? <LineStatusForm idfs={o.idfs} line={l} onDone={() => setEditing(null)} /> : null}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > 0 ? (
        <nav aria-label="Seiten der Bestellungen" className="flex items-center gap-3 text-sm">
          <Button type="button" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - list.data.limit))}>
            Vorherige Seite
          </Button>
          <span data-testid="orders-range">
            {offset + 1}–{Math.min(offset + list.data.limit, list.data.total)} von {list.data.total}
          </span>
          <Button
            type="button"
            variant="secondary"
            disabled={offset + list.data.limit >= list.data.total}
            onClick={() => setOffset(offset + list.data.limit)}
          >
            Nächste Seite
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
