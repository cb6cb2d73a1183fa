"use client";

import { useMemo, useState } from "react";
import { ExternalLink } from "lucide-react";
import { formatDate } from "@/lib/domain/platform/format";
import { customerName, openRequests } from "@/lib/domain/console/console-views";
import { declineReasonText } from "@/lib/domain/console/decline-state";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { ScreenProps } from "../screen-props";
import { ConsoleData } from "../shell/console-data";
import type { ProposalRow } from "../shell/use-console-data";
import { DeclineButton } from "../decline/decline-dialog";
import { DeclineUndoNotice } from "../decline/decline-undo";
import { ResponseTimer } from "./response-timer";

const columnsFor = (storeSlug: string): DataTableColumn<ProposalRow>[] => [
  {
    id: "customerNumber",
    header: "KA Nummer",
    // Phones: the date of the hidden "Zuletzt geändert" column under the number, so "Planung öffnen" fits.
    cell: ({ row }) => (
      <>
        <span className="whitespace-nowrap">{row.original.opportunity.crm.Customer_Number__c}</span>
        <span className="block text-xs text-muted md:hidden">geändert {formatDate(row.original.crm.LastModifiedDate)}</span>
      </>
    ),
  },
  { id: "modified", header: "Zuletzt geändert", meta: { wide: true }, cell: ({ row }) => formatDate(row.original.crm.LastModifiedDate) },
  { id: "timer", header: "Antwortzeit", cell: ({ row }) => <ResponseTimer deadline={row.original.crm.Response_Timeout__c} /> },
  {
    id: "open",
    header: "",
    meta: { align: "right" },
    cell: ({ row }) => (
      <span className="inline-flex flex-col items-end gap-2 sm:flex-row sm:items-center">
        <DeclineButton
          storeSlug={storeSlug}
          target={{ crmId: row.original.crm.Id }}
          customerNumber={row.original.opportunity.crm.Customer_Number__c}
          customerName={customerName(row.original) || undefined}
        />
        <a
          href={row.original.lead.personalizedLink}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 whitespace-nowrap rounded bg-brand px-3 py-1.5 text-white hover:bg-brand-dark"
        >
          Planung öffnen <ExternalLink size={14} aria-hidden />
        </a>
      </span>
    ),
  },
];

function OpenTable({ title, rows, testId, storeSlug }: { title: string; rows: ProposalRow[]; testId: string; storeSlug: string }) {
  const columns = useMemo(() => columnsFor(storeSlug), [storeSlug]);
  return (
    <section className="mb-8" data-testid={testId}>
      <h2 className="mb-2 text-lg font-semibold">
        {title} <span className="text-muted">({rows.length})</span>
      </h2>
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        empty="Keine offenen Einträge."
        rowProps={() => ({ "data-testid": "open-row" })}
      />
    </section>
  );
}

/**
 * Requests declined in the last ten minutes, each with „Rückgängig“ (the decline's state comes from the
 * server, so it survives a reload); each notice leaves when its ten minutes are over.
 */
function JustDeclined({ rows, storeSlug }: { rows: ProposalRow[]; storeSlug: string }) {
  const [shownAt] = useState(() => Date.now());
  const recent = rows.filter((r) => r.decline && Date.parse(r.decline.undoUntil) > shownAt);
  if (recent.length === 0) return null;
  return (
    <section className="mb-6 flex flex-col gap-2" aria-label="Gerade abgelehnt" role="status" data-testid="just-declined">
      {recent.map((r) => {
        const name = customerName(r);
        return (
          <DeclineUndoNotice
            key={r.id}
            storeSlug={storeSlug}
            decline={{
              target: { crmId: r.crm.Id },
              label: name ? `${r.opportunity.crm.Customer_Number__c} (${name})` : r.opportunity.crm.Customer_Number__c,
              reasonText: declineReasonText(r.decline!.reason, r.decline!.text),
              undoUntil: r.decline!.undoUntil,
            }}
          />
        );
      })}
    </section>
  );
}

/** "Offene Anfragen" (SPEC 2.3 item 3): unanswered requests and pending plannings with live timers. */
export function OverviewScreen({ store, title }: ScreenProps) {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => {
          const { unanswered, pending } = openRequests(proposals);
          return (
            <>
              <JustDeclined rows={proposals} storeSlug={store.slug} />
              <OpenTable title="Unbeantwortete Anfragen" rows={unanswered} testId="unanswered" storeSlug={store.slug} />
              <OpenTable title="Ausstehende Planungen" rows={pending} testId="pending" storeSlug={store.slug} />
            </>
          );
        }}
      </ConsoleData>
    </section>
  );
}
