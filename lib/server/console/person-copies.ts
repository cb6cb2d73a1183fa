import "server-only";
import { and, eq, inArray, isNull, not, notInArray, or, sql } from "drizzle-orm";
import { leadDeclines } from "@/models/console/declines";
import { notifications, proposalComments, proposals } from "@/models/console/requests";
import type { Db, Tx } from "@/models/platform/db";
import type { PersonTraits } from "@/lib/domain/platform/person-traces";
import { redactColumn } from "../platform/person-redaction";

// What the console's tables hold about an end customer outside the records of their own requests (issue
// 45, finding 3; docs/deletion-concept.md "Kopien in Nachrichten"): bell texts, comments on other
// requests and decline texts that name them, found by `pattern` (tracePattern of their name, phone and
// e-mail), listed by the back office's information export and redacted by its erasure
// (lib/server/operator/privacy-copies.ts).

/** Where the person's own records are (their comments, declines and notifications are the anonymisation's). */
type OwnRecords = { leadIds: string[]; proposalIds: string[] };

/** The notifications, comments on other requests and declines of other requests whose text matches. */
export async function leadPoolCopies(db: Db, pattern: string, own: OwnRecords) {
  const notOwnLead = own.leadIds.length ? or(isNull(notifications.leadId), not(inArray(notifications.leadId, own.leadIds))) : undefined;
  const notes = await db
    .select()
    .from(notifications)
    .where(and(sql`${notifications.message} ~* ${pattern}`, notOwnLead));
  const comments = await db
    .select({ value: proposalComments.value, storeId: proposals.storeId, createdAt: proposalComments.createdAt })
    .from(proposalComments)
    .innerJoin(proposals, eq(proposals.id, proposalComments.proposalId))
    .where(
      and(
        sql`${proposalComments.value} ~* ${pattern}`,
        own.proposalIds.length ? notInArray(proposalComments.proposalId, own.proposalIds) : undefined,
      ),
    );
  const declineNotOwn = own.leadIds.length ? not(inArray(leadDeclines.leadId, own.leadIds)) : undefined;
  const declines = await db
    .select()
    .from(leadDeclines)
    .where(and(sql`${leadDeclines.text} ~* ${pattern}`, declineNotOwn));
  return { notes, comments, declines };
}

/** Redacts the person in every notification, comment and decline text that matches; answers how many. */
export async function redactLeadPoolCopies(tx: Tx, pattern: string, person: PersonTraits): Promise<number> {
  let n = await redactColumn(tx, notifications, notifications.message, pattern, person);
  n += await redactColumn(tx, proposalComments, proposalComments.value, pattern, person);
  n += await redactColumn(tx, leadDeclines, leadDeclines.text, pattern, person);
  return n;
}
