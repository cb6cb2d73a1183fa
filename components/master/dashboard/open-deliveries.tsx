"use client";

import { useState } from "react";
import { latenessText, ORDER_STATE_LABELS } from "@/lib/domain/shop/order-state";
import { formatDate, formatYyyymmdd } from "@/lib/domain/platform/format";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { useChildOpenDeliveries } from "./use-dashboard-stats";

type Props = { masterSlug: string; childSlugs: string[] };
type Row = NonNullable<ReturnType<typeof useChildOpenDeliveries>["data"]>["orders"][number];

/**
 * „Offene Lieferungen“ (issue 33): the children's orders not yet delivered or cancelled, for the studios
 * of the dashboard's filter, optionally only the late ones (past the desired date, or confirmed for later:
 * lib/domain/shop/late-delivery.ts), each saying by how many working days. A table from 768 px on,
 * one card per order on phones (like the cart), so state and dates are never off-screen.
 * Loaded by open-deliveries-section.tsx when the section comes near the screen.
 */
export function OpenDeliveries({ masterSlug, childSlugs }: Props) {
  const [lateOnly, setLateOnly] = useState(false);
  const phone = useMediaQuery("(max-width: 767px)");
  const query = useChildOpenDeliveries(masterSlug, childSlugs, lateOnly, true);
  const rows = query.data?.orders ?? [];
  return (
    <>
      <label className="mb-3 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={lateOnly} onChange={(e) => setLateOnly(e.target.checked)} />
        nur verspätete
      </label>
      {query.isPending ? <p className="text-sm text-muted">Wird geladen …</p> : null}
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {query.error.message}
        </p>
      ) : null}
      {query.data && rows.length === 0 ? (
        <p className="text-sm text-muted">{lateOnly ? "Keine verspäteten offenen Lieferungen." : "Keine offenen Lieferungen."}</p>
      ) : null}
      {rows.length ? phone ? <DeliveryCards rows={rows} busy={query.isFetching} /> : <DeliveryTable rows={rows} busy={query.isFetching} /> : null}
      {query.data?.more ? <p className="mt-2 text-xs text-muted">Es werden die neuesten {rows.length} offenen Bestellungen gezeigt.</p> : null}
    </>
  );
}

/** The confirmed date, red with „(später als gewünscht)“ when the supplier confirmed it for later. */
function ConfirmedDate({ o }: { o: Row }) {
  const later = o.confirmedLater;
  return (
    <span className={later ? "font-semibold text-danger" : undefined}>
      {formatYyyymmdd(o.earliestConfirmed) || "–"}
      {later ? " (später als gewünscht)" : null}
    </span>
  );
}

function Lateness({ o }: { o: Row }) {
  const text = latenessText({ workingDays: o.lateWorkingDays, why: o.lateWhy });
  return text ? <span className="font-semibold text-danger">{text}</span> : <span className="text-muted">pünktlich</span>;
}

function DeliveryTable({ rows, busy }: { rows: Row[]; busy: boolean }) {
  return (
    <SidewaysScrollFrame labelledBy="open-deliveries-heading">
      <table className="w-full text-left text-sm" data-testid="open-deliveries-table" aria-busy={busy}>
        <thead>
          <tr className="border-b border-line">
            <th className="py-1 pr-3">Bestellnummer</th>
            <th className="py-1 pr-3">Studio</th>
            <th className="py-1 pr-3">Bestellt am</th>
            <th className="py-1 pr-3">Status</th>
            <th className="py-1 pr-3">Wunschtermin</th>
            <th className="py-1 pr-3">Bestätigter Liefertermin</th>
            <th className="py-1">Verspätung</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.idfs} className="border-b border-line last:border-0" data-testid="open-delivery-row" data-idfs={o.idfs}>
              <td className="py-1 pr-3 font-medium">{o.idfs}</td>
              <td className="py-1 pr-3">{o.child.name}</td>
              <td className="py-1 pr-3">{formatDate(o.orderedAt)}</td>
              <td className="py-1 pr-3">{ORDER_STATE_LABELS[o.state]}</td>
              <td className="py-1 pr-3">{formatYyyymmdd(o.earliestDesired) || "–"}</td>
              <td className="py-1 pr-3">
                <ConfirmedDate o={o} />
              </td>
              <td className="py-1">
                <Lateness o={o} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScrollFrame>
  );
}

/** Phones: one card per order, every field labelled, nothing to scroll sideways. */
function DeliveryCards({ rows, busy }: { rows: Row[]; busy: boolean }) {
  return (
    <ul className="flex flex-col gap-3" aria-labelledby="open-deliveries-heading" aria-busy={busy} data-testid="open-deliveries-cards">
      {rows.map((o) => (
        <li key={o.idfs} className="rounded border border-line p-3 text-sm" data-testid="open-delivery-row" data-idfs={o.idfs}>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{o.idfs}</span>
            <span>{o.child.name}</span>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">Status</dt>
            <dd>{ORDER_STATE_LABELS[o.state]}</dd>
            <dt className="text-muted">Bestellt am</dt>
            <dd>{formatDate(o.orderedAt)}</dd>
            <dt className="text-muted">Wunschtermin</dt>
            <dd>{formatYyyymmdd(o.earliestDesired) || "–"}</dd>
            <dt className="text-muted">Bestätigt für</dt>
            <dd>
              <ConfirmedDate o={o} />
            </dd>
            <dt className="text-muted">Verspätung</dt>
            <dd>
              <Lateness o={o} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
