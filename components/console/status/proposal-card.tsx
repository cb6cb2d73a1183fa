"use client";

import { proposalStatusLabel } from "@/lib/domain/console/proposal-status";
import { customerName } from "@/lib/domain/console/console-views";
import type { ProposalRow } from "../shell/use-console-data";
import { ProposalDetails } from "./proposal-details";
import { useRecordDetailView } from "./use-customer-access";
import type { AccessScreen } from "@/lib/domain/console/access-screens";

/** One proposal with its details on a page of its own (the detail view and the customer page). */
export function ProposalCard({ row, storeSlug, narrow, screen }: { row: ProposalRow; storeSlug: string; narrow: boolean; screen: AccessScreen }) {
  // Opening a customer's page is a detail view of an end customer: recorded in the access log (issue 34).
  useRecordDetailView(storeSlug, row.crm.Id, screen);
  return (
    <article className="mb-6 rounded border border-line p-4" data-testid="proposal-card">
      <h2 className="mb-3 text-lg font-semibold">
        {row.opportunity.crm.Customer_Number__c} {customerName(row) ? `– ${customerName(row)}` : null}
        <span className="ml-3 rounded bg-surface px-2 py-0.5 text-sm font-normal">{proposalStatusLabel(row.status)}</span>
      </h2>
      <ProposalDetails row={row} storeSlug={storeSlug} narrow={narrow} showDetailLink={false} screen={screen} />
    </article>
  );
}
