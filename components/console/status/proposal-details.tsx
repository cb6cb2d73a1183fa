"use client";

import { declineReasonText, proposalStateText } from "@/lib/domain/console/decline-state";
import { DeclineUndoNotice } from "../decline/decline-undo";
import Link from "next/link";
import { formatDate } from "@/lib/domain/platform/format";
import { customerName } from "@/lib/domain/console/console-views";
import { ProposalComments } from "./proposal-comments";
import type { AccessScreen } from "@/lib/domain/console/access-screens";
import { ProposalFacts } from "./proposal-facts";
import { type ProposalRow } from "../shell/use-console-data";

/** The expanded row and the detail view (SPEC 2.3 item 2); edits only for unlocked rows (SPEC 4). */
export function ProposalDetails({
  row,
  storeSlug,
  narrow,
  showDetailLink = true,
  screen = "status",
}: {
  row: ProposalRow;
  storeSlug: string;
  narrow: boolean;
  showDetailLink?: boolean;
  /** Where the details are shown, for the access log of a revealed phone number or e-mail. */
  screen?: AccessScreen;
}) {
  const name = customerName(row);
  return (
    <div className="flex flex-col gap-4" data-testid="proposal-details">
      {row.decline ? (
        <p className="text-sm" data-testid="declined-state">
          <strong>{proposalStateText(row.status, row.decline)}</strong>
          {row.storeDeclinedAt ? ` am ${formatDate(row.storeDeclinedAt)}` : ""}
          {row.decline.byName ? ` von ${row.decline.byName}` : ""}
        </p>
      ) : null}
      {row.decline ? (
        <DeclineUndoNotice
          storeSlug={storeSlug}
          decline={{
            target: { crmId: row.crm.Id },
            label: name ? `${row.opportunity.crm.Customer_Number__c} (${name})` : row.opportunity.crm.Customer_Number__c,
            reasonText: declineReasonText(row.decline.reason, row.decline.text),
            undoUntil: row.decline.undoUntil,
          }}
        />
      ) : null}
      <ProposalFacts row={row} storeSlug={storeSlug} narrow={narrow} screen={screen} />
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">Kommentare</h3>
        <ProposalComments row={row} storeSlug={storeSlug} />
      </div>
      {showDetailLink ? (
        <Link
          href={`/stores/${storeSlug}/leads/${encodeURIComponent(row.leadSlug)}/proposals/${encodeURIComponent(row.crm.Id)}`}
          className="self-start text-sm text-brand underline"
        >
          Detailansicht öffnen
        </Link>
      ) : null}
    </div>
  );
}
