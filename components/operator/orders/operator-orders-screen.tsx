"use client";

import { useState } from "react";
import { ordersExportHref, useOperatorOrders } from "./use-operator-orders";
import { NO_FILTERS, OrderFilters, type OrderFilterValues } from "./order-filters";
import { OperatorOrderItem } from "./operator-order-item";
import { OrderRequestsPanel } from "./order-requests-panel";
import { OrdersPager } from "./orders-pager";
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
            <OperatorOrderItem key={o.idfs} order={o} editing={editing} onEdit={setEditing} />
          ))}
        </ul>
      )}
      {list.data && list.data.total > 0 ? <OrdersPager offset={offset} limit={list.data.limit} total={list.data.total} onOffset={setOffset} /> : null}
    </section>
  );
}
