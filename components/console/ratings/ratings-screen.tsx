"use client";

import { proposalStatusLabel } from "@/lib/domain/proposal-status";
import { Star } from "lucide-react";
import { formatDate } from "@/lib/domain/format";
import { ratingSummary, todoSummary } from "@/lib/domain/ratings-summary";
import type { ScreenProps } from "./screens";
import { ConsoleData } from "./console-data";

function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex" aria-label={`${value} von 5 Sternen`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={16} aria-hidden className={i <= Math.round(value) ? "fill-accent text-accent" : "text-line"} />
      ))}
    </span>
  );
}

/** "Kundenbewertungen" with the rating/todo summary (SPEC 2.3 item 6). */
export function RatingsScreen({ store, title }: ScreenProps) {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => {
          const rated = proposals.filter((p) => typeof p.crm.Proposal_Rating__c === "number");
          const summary = ratingSummary(proposals);
          const todo = todoSummary(proposals);
          return (
            <>
              <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="ratings-summary">
                <div className="rounded border border-line p-3">
                  <p className="text-xs uppercase text-muted">Durchschnitt</p>
                  <p className="text-2xl font-semibold">{summary.average === null ? "–" : summary.average.toLocaleString("de-DE")}</p>
                  {summary.average !== null ? <Stars value={summary.average} /> : null}
                  <p className="text-sm text-muted">{summary.count} Bewertungen</p>
                </div>
                <div className="rounded border border-line p-3">
                  <p className="text-xs uppercase text-muted">Unbeantwortete Anfragen</p>
                  <p className="text-2xl font-semibold">{todo.unanswered}</p>
                </div>
                <div className="rounded border border-line p-3">
                  <p className="text-xs uppercase text-muted">Ausstehende Planungen</p>
                  <p className="text-2xl font-semibold">{todo.pending}</p>
                </div>
                <div className="rounded border border-line p-3">
                  <p className="text-xs uppercase text-muted">Ergebnis noch eintragen</p>
                  <p className="text-2xl font-semibold">{todo.outcomeMissing}</p>
                </div>
              </div>
              {rated.length === 0 ? (
                <p className="rounded border border-line bg-surface p-6 text-muted">Noch keine Bewertungen vorhanden.</p>
              ) : (
                <div className="overflow-x-auto rounded border border-line">
                  <table className="w-full text-left text-sm" data-testid="ratings-table">
                    <thead className="bg-surface">
                      <tr>
                        <th className="px-3 py-2">KA Nummer</th>
                        <th className="px-3 py-2">Datum</th>
                        <th className="px-3 py-2">Status</th>
                        <th className="px-3 py-2">Bewertung</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rated.map((p) => (
                        <tr key={p.id} className="border-t border-line">
                          <td className="px-3 py-2">{p.opportunity.crm.Customer_Number__c}</td>
                          <td className="px-3 py-2">{formatDate(p.crm.LastModifiedDate)}</td>
                          <td className="px-3 py-2">{proposalStatusLabel(p.status)}</td>
                          <td className="px-3 py-2">
                            <Stars value={p.crm.Proposal_Rating__c!} /> <span className="sr-only">{p.crm.Proposal_Rating__c} von 5</span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </ConsoleData>
    </section>
  );
}
