import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { accessLog } from "@/models/console/access-log";
import { financeRequests, leads, notifications, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { leadDeclines } from "@/models/console/declines";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { PHONE_KEY_SQL_PATTERN, type PrivacyQuery } from "@/lib/domain/platform/privacy-query";

// One end customer's records in the console's tables (issue 34, docs/deletion-concept.md "Auskunft und
// Löschung auf Antrag"): found by e-mail, phone or customer number, read and erased for the back
// office's DSGVO requests (lib/server/operator/privacy-data.ts).

/** A request (lead) as stored. */
export type { Lead } from "@/models/console/requests";

/** The comparable phone of a stored column, by the same rule as phoneKey (lib/domain/platform/privacy-query.ts). */
const phoneKeyOf = (column: ReturnType<typeof sql>) =>
  sql`regexp_replace(regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9+]', '', 'g'), ${PHONE_KEY_SQL_PATTERN}, ''), '[^0-9]', '', 'g')`;

/**
 * The requests (leads) and finance requests that match the search. An anonymised request is not found:
 * nothing about the person is left in it. E-mail and phone are compared case- and format-blind.
 */
export async function requestsOfPerson(db: Db, q: PrivacyQuery): Promise<{ leadIds: string[]; financeIds: string[] }> {
  let leadMatch;
  let financeMatch;
  if (q.kind === "email") {
    leadMatch = sql`exists (select 1 from ${proposals} p where p.lead_id = l.id and lower(p.crm->>'Customer_Email__c') = ${q.value})`;
    financeMatch = sql`lower(f.email) = ${q.value}`;
  } else if (q.kind === "phone") {
    leadMatch = sql`(${phoneKeyOf(sql`l.crm->>'Phone'`)} = ${q.value}
      or exists (select 1 from ${proposals} p where p.lead_id = l.id and ${phoneKeyOf(sql`p.crm->>'Phone__c'`)} = ${q.value}))`;
    financeMatch = sql`${phoneKeyOf(sql`f.phone`)} = ${q.value}`;
  } else {
    leadMatch = sql`(l.crm->>'Customer_Number__c' = ${q.value}
      or exists (select 1 from ${opportunities} o where o.lead_id = l.id and o.crm->>'Customer_Number__c' = ${q.value}))`;
    financeMatch = sql`false`;
  }
  const leadRows = await sqlRows<{ id: string }>(
    db,
    sql`select l.id from ${leads} l where l.anonymized_at is null and ${leadMatch} order by l.created_at, l.id`,
  );
  const financeRows = await sqlRows<{ id: string }>(db, sql`select f.id from ${financeRequests} f where ${financeMatch} order by f.created_at, f.id`);
  return { leadIds: leadRows.map((r) => r.id), financeIds: financeRows.map((r) => r.id) };
}

/** The requests of these ids not anonymised (since), oldest first. */
export async function liveLeads(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(leads)
    .where(and(inArray(leads.id, ids), isNull(leads.anonymizedAt)))
    .orderBy(asc(leads.createdAt));
}

/** The finance requests of these ids. */
export async function financeRequestsById(db: Db, ids: string[]) {
  return ids.length ? db.select().from(financeRequests).where(inArray(financeRequests.id, ids)) : [];
}

/** What the lead pool holds about these requests: proposals with their opportunities and comments, declines, notifications, accesses. */
export async function recordsOfLeads(db: Db, leadIds: string[]) {
  const props = leadIds.length
    ? await db
        .select({ p: proposals, o: opportunities })
        .from(proposals)
        .innerJoin(opportunities, eq(opportunities.id, proposals.opportunityId))
        .where(inArray(proposals.leadId, leadIds))
        .orderBy(asc(proposals.requestedAt), asc(proposals.id))
    : [];
  const comments = props.length
    ? await db
        .select()
        .from(proposalComments)
        .where(
          inArray(
            proposalComments.proposalId,
            props.map((r) => r.p.id),
          ),
        )
        .orderBy(asc(proposalComments.createdAt))
    : [];
  const declines = leadIds.length
    ? await db.select().from(leadDeclines).where(inArray(leadDeclines.leadId, leadIds)).orderBy(asc(leadDeclines.createdAt))
    : [];
  const notes = leadIds.length
    ? await db.select().from(notifications).where(inArray(notifications.leadId, leadIds)).orderBy(asc(notifications.createdAt))
    : [];
  const accesses = leadIds.length
    ? await db.select().from(accessLog).where(inArray(accessLog.leadId, leadIds)).orderBy(asc(accessLog.createdAt))
    : [];
  return { props, comments, declines, notes, accesses };
}

/** Deletes the finance requests of these ids; answers how many there were. */
export async function deleteFinanceRequests(db: Db, ids: string[]): Promise<number> {
  return (await db.delete(financeRequests).where(inArray(financeRequests.id, ids)).returning({ id: financeRequests.id })).length;
}
