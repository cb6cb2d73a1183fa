"use client";

import { proposalStatusLabel } from "@/lib/domain/console/proposal-status";
import { Stars } from "./stars";
import { formatDate } from "@/lib/domain/platform/format";
import { ratedNewestFirst, ratingSummary, todoSummary } from "@/lib/domain/console/ratings-summary";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { ScreenProps } from "../screen-props";
import { ConsoleData } from "../shell/console-data";
import type { ProposalRow } from "../shell/use-console-data";

const COLUMNS: DataTableColumn<ProposalRow>[] = [
  { id: "customerNumber", header: "KA Nummer", cell: ({ row }) => row.original.opportunity.crm.Customer_Number__c },
  { id: "date", header: "Datum", cell: ({ row }) => formatDate(row.original.crm.LastModifiedDate) },
  { id: "status", header: "Status", cell: ({ row }) => proposalStatusLabel(row.original.status) },
  {
    id: "rating",
    header: "Bewertung",
    cell: ({ row }) => (
      <>
        <Stars value={row.original.crm.Proposal_Rating__c!} /> <span className="sr-only">{row.original.crm.Proposal_Rating__c} von 5</span>
      </>
    ),
  },
];

/** "Kundenbewertungen" with the rating/todo summary (SPEC 2.3 item 6). */
export function RatingsScreen({ store, title }: ScreenProps) {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => {
          const rated = ratedNewestFirst(proposals);
          const summary = ratingSummary(proposals);
          const todo = todoSummary(proposals);
          return (
            <>
              <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="ratings-summary">
                <div className="rounded border border-line p-3">
                  <p className="text-xs uppercase text-muted">Durchschnitt</p>
                  <p className="text-2xl font-semibold">
                    {summary.average === null ? "–" : summary.average.toLocaleString("de-DE", { maximumFractionDigits: 1 })}
                  </p>
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
              <DataTable
                data={rated}
                columns={COLUMNS}
                getRowId={(p) => p.id}
                empty="Noch keine Bewertungen vorhanden."
                emptyAs="box"
                testId="ratings-table"
              />
            </>
          );
        }}
      </ConsoleData>
    </section>
  );
}
