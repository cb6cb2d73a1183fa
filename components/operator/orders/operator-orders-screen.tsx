"use client";

import { useState } from "react";
import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { formatDate, formatYyyymmdd } from "@/lib/domain/platform/format";
import { confirmedLater, ORDER_STATE_LABELS } from "@/lib/domain/shop/order-status";
import { ShipmentLinks } from "@/components/shop/orders/shipment-links";
import { LineStatusForm } from "./line-status-form";
import { useOperatorOrders } from "./use-operator-orders";
import { OrderRequestsPanel } from "./order-requests-panel";

/**
 * Bestellungen (issue 33): find an order by number or studio and set its lines' states by hand, for
 * suppliers who send no ORDERRESPONSE or DISPATCHNOTIFICATION. Same operation as orderStatusUpdate.
 */
export function OperatorOrdersScreen() {
  const [search, setSearch] = useState("");
  const list = useOperatorOrders(search.trim());
  const [editing, setEditing] = useState<string | null>(null);

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
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor="operator-orders-search" className="text-sm font-medium">
          Bestellnummer, Studio oder Studionummer
        </label>
        <input
          id="operator-orders-search"
          type="search"
          className="rounded border border-line px-3 py-2"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {list.isPending ? (
        <p className="text-sm text-muted">Bestellungen werden geladen …</p>
      ) : list.isError ? (
        <p className="text-sm text-danger" role="alert">
          Die Bestellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : list.data.orders.length === 0 ? (
        <p className="rounded border border-dashed border-line px-4 py-6 text-center text-sm" data-testid="empty-state">
          {search.trim() ? `Keine Bestellung zu „${search.trim()}“.` : "Noch keine Bestellungen."}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.orders.map((o) => (
            <li key={o.idfs} className="rounded border border-line p-3" data-testid="operator-order">
              <h2 className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
                {o.idfs}
                <span className="text-sm font-normal">
                  {o.studio.name} ({o.studio.storeNumber}) · bestellt am {formatDate(o.createdAt)}
                </span>
                <span className="rounded bg-surface px-2 py-0.5 text-sm" data-testid="order-state">
                  {ORDER_STATE_LABELS[o.state]}
                </span>
              </h2>
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
    </section>
  );
}
