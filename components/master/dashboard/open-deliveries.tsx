"use client";

import { useState } from "react";
import { ORDER_STATE_LABELS } from "@/lib/domain/platform/order-state";
import { formatDate, formatYyyymmdd } from "@/lib/domain/platform/format";
import { SidewaysScrollFrame } from "@/components/ui/sideways-scroll";
import { useChildOpenDeliveries } from "./use-dashboard-stats";

type Props = { masterSlug: string; childSlugs: string[] };

/**
 * „Offene Lieferungen“ (issue 33): the children's orders not yet delivered or cancelled, for the studios
 * of the dashboard's filter, optionally only those confirmed for later than the studio wished.
 * Loaded by open-deliveries-section.tsx when the section comes near the screen.
 */
export function OpenDeliveries({ masterSlug, childSlugs }: Props) {
  const [lateOnly, setLateOnly] = useState(false);
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
      {rows.length ? (
        <SidewaysScrollFrame labelledBy="open-deliveries-heading">
          <table className="w-full text-left text-sm" data-testid="open-deliveries-table" aria-busy={query.isFetching}>
            <thead>
              <tr className="border-b border-line">
                <th className="py-1 pr-3">Bestellnummer</th>
                <th className="py-1 pr-3">Studio</th>
                <th className="py-1 pr-3">Bestellt am</th>
                <th className="py-1 pr-3">Status</th>
                <th className="py-1 pr-3">Wunschtermin</th>
                <th className="py-1">Bestätigter Liefertermin</th>
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
                  <td className={o.late ? "py-1 font-semibold text-danger" : "py-1"}>
                    {formatYyyymmdd(o.earliestConfirmed) || "–"}
                    {o.late ? " (später als gewünscht)" : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data?.more ? <p className="mt-2 text-xs text-muted">Es werden die neuesten {rows.length} offenen Bestellungen gezeigt.</p> : null}
        </SidewaysScrollFrame>
      ) : null}
    </>
  );
}
