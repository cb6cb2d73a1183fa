"use client";

import { useEffect, useState } from "react";
import { FileDown } from "lucide-react";
import { subDays, subYears } from "date-fns";
import { DataTable, ExpandIcon, type DataTableColumn } from "@/components/ui/data-table";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatEuro, formatYyyymmdd, isoDay } from "@/lib/domain/platform/format";
import { eurosToCents } from "@/lib/domain/platform/money";
import { SHIPPING_DISCOUNT_LABEL } from "@/lib/domain/shop/pricing";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { ReorderButton } from "../quick-order/reorder-button";
import { AvailabilityNote } from "../availability/availability-note";
import { WITHDRAWN } from "@/lib/domain/shop/availability";
import { useOrders } from "./use-orders";
import { CreditNotesList } from "./credit-notes";
import { OrderPayment } from "./order-payment";
import type { BankDetails } from "@/lib/domain/platform/payment";
import { OrderRequestButtons, OrderRequestsList } from "./order-requests";
import { LateNote, OrderStateBadge, LineStatusText } from "./order-status-view";

export const ORDERS_EMPTY = "Sobald Sie Ihre erste Bestellung aufgegeben haben, können Sie diese hier einsehen.";
const eur = (euros: number) => formatEuro(eurosToCents(euros));

const COLUMNS: DataTableColumn<OrderDto>[] = [
  {
    id: "idfs",
    header: "BESTELLNUMMER",
    meta: { opensRow: true },
    cell: ({ row }) => (
      <>
        <button
          type="button"
          className="inline-flex min-h-6 items-center gap-1 font-medium"
          aria-expanded={row.getIsExpanded()}
          onClick={() => row.toggleExpanded()}
        >
          <ExpandIcon open={row.getIsExpanded()} /> {row.original.idfs}
        </button>
        {/* Phones: date and reference of the hidden columns under the number ("Erneut bestellen" is in the details). */}
        <span className="block pl-5 text-xs text-muted md:hidden">
          {formatDate(row.original.createdAt)}
          {row.original.customerReference ? ` · ${row.original.customerReference}` : ""}
        </span>
      </>
    ),
  },
  { id: "createdAt", header: "BESTELLDATUM", meta: { wide: true }, cell: ({ row }) => formatDate(row.original.createdAt) },
  { id: "reference", header: "KUNDE / AUFTRAGSREFERENZ", meta: { wide: true }, cell: ({ row }) => row.original.customerReference ?? "–" },
  // Issue 33: what the supplier reported, as one state per order.
  {
    id: "state",
    header: "STATUS",
    cell: ({ row }) =>
      row.original.state ? (
        <span className="flex flex-col items-start gap-0.5">
          <OrderStateBadge state={row.original.state} />
          <LateNote late={row.original.late} />
        </span>
      ) : (
        "–"
      ),
  },
  // Who did what (issue 19): the team member who placed the order.
  { id: "placedBy", header: "BESTELLT VON", meta: { wide: true }, cell: ({ row }) => row.original.placedByName ?? "–" },
  {
    id: "total",
    header: "GESAMTPREIS NETTO",
    meta: { align: "right" },
    cell: ({ row }) => <span className="whitespace-nowrap">{eur(row.original.totalPricing.priceKaNetWithShipping)}</span>,
  },
  { id: "reorder", header: "", meta: { align: "right", wide: true }, cell: ({ row }) => <ReorderButton order={row.original} /> },
];

/** Bestellungen (SPEC.md 2.4 "Orders"): search, date window (30 days), expandable rows, invoices. */
export function OrdersPage({ storeSlug, openOrderId, bank }: { storeSlug: string; openOrderId?: string; bank: BankDetails }) {
  // Opened from a mail's link (lib/domain/platform/mail-layout.ts orderPagePath): that order, however old.
  const [search, setSearch] = useState(openOrderId ?? "");
  const [range, setRange] = useState(() => ({ from: openOrderId ? subYears(new Date(), 2) : subDays(new Date(), 30), to: new Date() }));
  const query = useOrders(storeSlug, { search: search.trim(), startDate: isoDay(range.from), endDate: isoDay(range.to) });
  // Opened from navigation state (the confirmation's button): scroll to the order's hash.
  useEffect(() => {
    if (!openOrderId || !query.data) return;
    document.getElementById(openOrderId)?.scrollIntoView({ block: "start" });
  }, [openOrderId, query.data]);

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Bestellungen</h1>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <input
          type="search"
          aria-label="Alle Bestellungen durchsuchen"
          placeholder="Alle Bestellungen durchsuchen"
          className="w-full max-w-72 rounded border border-line px-3 py-2"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <DateRangePicker label="Zeitraum" value={range} onChange={setRange} id="orders-range" />
      </div>
      {query.isPending ? (
        <Spinner label="Bestellungen werden geladen …" />
      ) : query.isError ? (
        <p className="text-danger">{query.error.message}</p>
      ) : (
        <DataTable
          look="plain"
          data={query.data}
          columns={COLUMNS}
          getRowId={(o) => o.idfs}
          empty={search.trim() ? `Keine Bestellungen für „${search.trim()}“ in diesem Zeitraum.` : ORDERS_EMPTY}
          emptyAs="box"
          rowProps={(o) => ({ id: o.idfs, className: "scroll-mt-4", "data-testid": "order-row" })}
          renderExpanded={(o) => <OrderDetails storeSlug={storeSlug} order={o} bank={bank} />}
          singleExpanded
          initialExpanded={openOrderId ? [openOrderId] : []}
        />
      )}
    </div>
  );
}

function OrderDetails({ storeSlug, order: o, bank }: { storeSlug: string; order: OrderDto; bank: BankDetails }) {
  const a = o.deliveryAddress;
  const p = o.totalPricing;
  const providers = [...new Set(o.items.map((i) => i.provider))];
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_280px]" data-testid="order-details">
      <div>
        <h2 className="mb-2 font-semibold">Bestelldetails</h2>
        {providers.map((provider, n) => (
          <div key={provider} className="mb-3">
            <h3 className="text-xs font-semibold text-muted">
              Lieferung {n + 1}: {provider}
            </h3>
            <ul className="list-disc pl-5">
              {o.items
                .filter((i) => i.provider === provider)
                .map((i) => (
                  <li key={i.id} data-testid="order-line">
                    {i.quantity} × {i.name} à {eur(i.priceKaNet)} –{" "}
                    {i.desiredDeliveryDate ? `Wunschtermin ${formatYyyymmdd(i.desiredDeliveryDate)}` : "so schnell wie möglich"}
                    {i.comment ? ` – Kommentar: ${i.comment}` : ""}
                    {i.status ? (
                      <LineStatusText status={i.status} ordered={i.quantity} desiredDeliveryDate={i.desiredDeliveryDate ?? null} late={i.late} />
                    ) : null}
                    {i.withdrawn ? <AvailabilityNote availability={WITHDRAWN} className="text-sm" /> : null}
                  </li>
                ))}
            </ul>
          </div>
        ))}
        <h3 className="mt-2 text-xs font-semibold text-muted">Lieferadresse</h3>
        <p>
          {a.mode === "studio" ? a.companyName : `${a.firstName} ${a.lastName}`}
          {a.toAttention ? `, z. Hd. ${a.toAttention}` : ""}, {a.addressStreet}, {a.addressZip} {a.addressCity}, {a.addressCountry}
        </p>
        <div className="mt-3">
          <ReorderButton order={o} align="start" />
        </div>
        <OrderRequestButtons storeSlug={storeSlug} order={o} />
        <a
          className="mt-3 inline-flex items-center gap-1 text-brand underline"
          href={`/stores/${storeSlug}/shop/orders/${encodeURIComponent(o.idfs)}/invoice`}
          download
        >
          <FileDown size={16} aria-hidden /> Rechnung herunterladen (PDF)
        </a>
        <a
          className="ml-4 mt-3 inline-flex items-center gap-1 text-brand underline"
          href={`/stores/${storeSlug}/shop/orders/${encodeURIComponent(o.idfs)}/invoice?format=xrechnung`}
          download
        >
          <FileDown size={16} aria-hidden /> E-Rechnung (XML)
        </a>
        <OrderRequestsList order={o} />
        <CreditNotesList storeSlug={storeSlug} order={o} />
        <OrderPayment order={o} bank={bank} />
      </div>
      <dl className="flex flex-col gap-1 rounded border border-line bg-white p-3">
        <Row label="Warenwert netto" value={eur(p.priceKaNetPreDiscount)} />
        {p.priceDiscountCode > 0 ? <Row label={`Gutschein ${o.discountCode?.code ?? ""}`} value={`−${eur(p.priceDiscountCode)}`} /> : null}
        <Row label="Lieferkosten netto" value={eur(p.priceShippingNetPreDiscount)} />
        {p.priceShippingNetDiscount > 0 ? <Row label={SHIPPING_DISCOUNT_LABEL} value={`−${eur(p.priceShippingNetDiscount)}`} /> : null}
        <Row label="Gesamt netto" value={eur(p.priceKaNetWithShipping)} />
        <Row label="zzgl. 19% MwSt." value={eur(p.priceKaVatAmount)} />
        <Row label="Gesamt brutto" value={eur(p.priceKaGrossWithShipping)} />
      </dl>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
