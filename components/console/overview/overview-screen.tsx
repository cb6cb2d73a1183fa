"use client";

import { ExternalLink } from "lucide-react";
import { formatDate } from "@/lib/domain/format";
import { openRequests } from "@/lib/domain/console-views";
import type { ScreenProps } from "./screens";
import { ConsoleData } from "./console-data";
import { ResponseTimer } from "./response-timer";
import type { ProposalRow } from "./use-console-data";

function OpenTable({ title, rows, testId }: { title: string; rows: ProposalRow[]; testId: string }) {
  return (
    <section className="mb-8" data-testid={testId}>
      <h2 className="mb-2 text-lg font-semibold">
        {title} <span className="text-muted">({rows.length})</span>
      </h2>
      <div className="overflow-x-auto rounded border border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface">
            <tr>
              <th className="px-3 py-2">KA Nummer</th>
              <th className="px-3 py-2">Zuletzt geändert</th>
              <th className="px-3 py-2">Antwortzeit</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-muted">
                  Keine offenen Einträge.
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-line" data-testid="open-row">
                <td className="px-3 py-2">{r.opportunity.crm.Customer_Number__c}</td>
                <td className="px-3 py-2">{formatDate(r.crm.LastModifiedDate)}</td>
                <td className="px-3 py-2">
                  <ResponseTimer deadline={r.crm.Response_Timeout__c} />
                </td>
                <td className="px-3 py-2 text-right">
                  <a href={r.lead.personalizedLink} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 rounded bg-brand px-3 py-1.5 text-white hover:bg-brand-dark">
                    Planung öffnen <ExternalLink size={14} aria-hidden />
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
              <OpenTable title="Unbeantwortete Anfragen" rows={unanswered} testId="unanswered" />
              <OpenTable title="Ausstehende Planungen" rows={pending} testId="pending" />
            </>
          );
        }}
      </ConsoleData>
    </section>
  );
}
