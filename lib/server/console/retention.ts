import "server-only";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { accessLog } from "@/models/console/access-log";
import { chatMessages } from "@/models/platform/chat-messages";
import { financeRequests, leads, notifications, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { leadDeclines } from "@/models/console/declines";
import type { Db } from "@/models/platform/db";
import { FINISHED_OPPORTUNITY_STAGES } from "@/lib/domain/console/proposal-status";
import {
  ACCESS_LOG_RULE,
  ANONYMISED_NAME,
  END_CUSTOMER_RULE,
  FINANCE_REQUEST_RULE,
  retentionCutoff,
  retentionMonths,
} from "@/lib/domain/platform/retention-rules";
import { storagePort, type StoragePort } from "@/lib/integrations/storage";
import { env } from "@/lib/env";
import { deleteJobsBefore } from "@/lib/server/jobs/inspect";
import { enqueueCrm } from "../platform/deliveries";
import { sqlRows } from "@/models/platform/sql-rows";

// The retention job's work (docs/deletion-concept.md): end customers of closed requests are anonymised
// after the period, their files removed; finance requests, access-log entries and old deliveries are
// deleted. The back office's tables (API key uses, completed DSGVO requests) have their own step,
// lib/server/operator/retention.ts. The rows of proposals stay with their stage, dates and prices, so every count and sum of the
// statistics, rankings and the master's dashboard is the same before and after.

/** A lead the job would anonymise (or did), as the dry run lists it. */
export type DueLead = { leadId: string; leadNumber: string; customerNumber: string; lastActivity: string; proposals: number; files: number };

export type RetentionReport = {
  dryRun: boolean;
  /** Requests whose last activity lies before this moment are due. */
  cutoff: string;
  leads: DueLead[];
  filesRemoved: number;
  financeRequests: number;
  accessLogEntries: number;
  deliveries: number;
};

/** The media folder of a lead's uploaded floor plans and photos. */
export function leadMediaPrefix(leadNumber: string): string {
  return `leads/${leadNumber}/`;
}

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Leads closed for good whose last activity lies before `cutoff`, oldest first (rule
 * end-customer-requests). Closed: every proposal finished (opportunity Closed/Closed Lost/Sold),
 * declined by its studio or marked "Nicht verkauft"; a pool lead without proposals when its status is
 * sold/not sold or its studio declined it.
 */
export async function dueLeads(db: Pick<Db, "execute">, cutoff: Date, limit = 1000): Promise<Omit<DueLead, "files">[]> {
  const finished = textList(FINISHED_OPPORTUNITY_STAGES);
  const rows = await sqlRows<{
    lead_id: string;
    lead_number: string;
    customer_number: string | null;
    last_activity: Date | string;
    proposals: number;
  }>(
    db,
    sql`with activity as (
      select l.id, l.lead_number, l.crm->>'Customer_Number__c' as customer_number,
        (select count(*)::int from ${proposals} p where p.lead_id = l.id) as proposals,
        greatest(l.created_at, l.phone_displayed_at,
          (select max(greatest(p.requested_at, p.accepted_at, p.appointment_at, p.sold_at, p.store_edited_status_timestamp, p.store_declined_at,
             case when p.crm->>'LastModifiedDate' ~ '^\\d{4}-\\d{2}-\\d{2}T' then (p.crm->>'LastModifiedDate')::timestamptz end))
           from ${proposals} p where p.lead_id = l.id),
          (select max(c.created_at) from ${proposalComments} c join ${proposals} p on p.id = c.proposal_id where p.lead_id = l.id),
          (select max(d.created_at) from ${leadDeclines} d where d.lead_id = l.id)) as last_activity
      from ${leads} l
      where l.anonymized_at is null
        and case
          when exists (select 1 from ${proposals} p where p.lead_id = l.id) then not exists (
            select 1 from ${proposals} p join ${opportunities} o on o.id = p.opportunity_id
            where p.lead_id = l.id and coalesce(o.crm->>'StageName', '') not in (${finished})
              and p.store_declined_at is null and coalesce(p.store_edited_status, '') <> 'notSold')
          else coalesce(l.store_edited_status, l.leadpool_status, '') in ('statusClosedLost', 'statusSold')
            or exists (select 1 from ${leadDeclines} d where d.lead_id = l.id)
        end
    )
    select id as lead_id, lead_number, customer_number, last_activity, proposals from activity
    where last_activity < ${cutoff.toISOString()}::timestamptz
    order by last_activity, id
    limit ${limit}`,
  );
  return rows.map((r) => ({
    leadId: r.lead_id,
    leadNumber: r.lead_number,
    customerNumber: r.customer_number ?? "",
    lastActivity: new Date(r.last_activity).toISOString(),
    proposals: Number(r.proposals),
  }));
}

/**
 * Anonymises one person (a lead with its opportunity and every studio's proposal): files first (a failed
 * delete leaves the lead unmarked, so the next run tries again), then names, contact data, comments and
 * notifications in one transaction that also queues the same blanking for Salesforce. Returns how many
 * files were removed; an already anonymised lead is left alone (0).
 */
export async function anonymiseLead(db: Db, leadId: string, opts: { now: Date; storage?: StoragePort }): Promise<number> {
  const storage = opts.storage ?? storagePort();
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead || lead.anonymizedAt) return 0;
  const files = await storage.list(leadMediaPrefix(lead.leadNumber));
  for (const f of files) await storage.delete(f.key);

  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ anonymizedAt: leads.anonymizedAt }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!locked || locked.anonymizedAt) return;
    // The wishes stay (they are statistics); the free-text comment may name the person.
    const raw = { ...lead.userDataRaw };
    delete raw.comment;
    await tx
      .update(leads)
      .set({
        // LastName carries the mark: Salesforce requires it, and any screen that joins first and last name shows "Anonymisiert".
        crm: { ...lead.crm, FirstName: "", LastName: ANONYMISED_NAME, Phone: null, CustomerSlug__c: "" },
        crmLead: lead.crmLead ? { FirstName: "", LastName: ANONYMISED_NAME, CreatedDate: lead.crmLead.CreatedDate, BillingPostalCode: "" } : null,
        personalizedLink: "",
        userData: { ...lead.userData, uploads: [] },
        userDataRaw: raw,
        anonymizedAt: opts.now,
      })
      .where(eq(leads.id, leadId));
    const opps = await tx
      .update(opportunities)
      .set({ crm: sql`${opportunities.crm} || ${JSON.stringify({ Name: ANONYMISED_NAME })}::jsonb` })
      .where(eq(opportunities.leadId, leadId))
      .returning({ crmId: opportunities.crmId });
    const props = await tx
      .update(proposals)
      .set({ crm: sql`${proposals.crm} - 'Customer_Email__c' - 'Phone__c'` })
      .where(eq(proposals.leadId, leadId))
      .returning({ id: proposals.id, crmId: proposals.crmId });
    if (props.length)
      await tx.delete(proposalComments).where(
        inArray(
          proposalComments.proposalId,
          props.map((p) => p.id),
        ),
      );
    await tx.delete(notifications).where(eq(notifications.leadId, leadId));
    await tx.update(leadDeclines).set({ text: null }).where(eq(leadDeclines.leadId, leadId));
    // Salesforce is told through the queue (the job crm-push), committed with the anonymisation or not at all.
    if (lead.crm.Id) await enqueueCrm(tx, "Lead", lead.crm.Id, { FirstName: null, LastName: ANONYMISED_NAME, Phone: null, Email: null });
    for (const o of opps) await enqueueCrm(tx, "Opportunity", o.crmId, { Name: ANONYMISED_NAME });
    for (const p of props) await enqueueCrm(tx, "Proposal__c", p.crmId, { Customer_Email__c: null, Phone__c: null });
  });
  return files.length;
}

/**
 * One run of the deletion concept. `dryRun` lists what is due and counts the rest without changing
 * anything. `months` overrides the periods (default: the rules with RETENTION_MONTHS applied).
 */
export async function runRetention(
  db: Db,
  opts: { now?: Date; dryRun?: boolean; months?: Record<string, number | null>; storage?: StoragePort; shouldStop?: () => boolean } = {},
): Promise<RetentionReport> {
  const now = opts.now ?? new Date();
  const months = opts.months ?? retentionMonths(env().RETENTION_MONTHS);
  const storage = opts.storage ?? storagePort();
  const cutoffOf = (rule: string) => retentionCutoff(now, months[rule] ?? 24);
  const cutoff = cutoffOf(END_CUSTOMER_RULE);
  const due = await dueLeads(db, cutoff);
  const report: RetentionReport = {
    dryRun: !!opts.dryRun,
    cutoff: cutoff.toISOString(),
    leads: [],
    filesRemoved: 0,
    financeRequests: 0,
    accessLogEntries: 0,
    deliveries: 0,
  };
  for (const lead of due) {
    if (opts.shouldStop?.()) break;
    if (opts.dryRun) {
      report.leads.push({ ...lead, files: (await storage.list(leadMediaPrefix(lead.leadNumber))).length });
    } else {
      const files = await anonymiseLead(db, lead.leadId, { now, storage });
      report.filesRemoved += files;
      report.leads.push({ ...lead, files });
    }
  }

  const finance = lt(financeRequests.createdAt, cutoffOf(FINANCE_REQUEST_RULE));
  const access = lt(accessLog.createdAt, cutoffOf(ACCESS_LOG_RULE));
  const deliveriesBefore = cutoffOf("deliveries");
  const chat = lt(chatMessages.createdAt, deliveriesBefore);
  if (opts.dryRun) {
    report.financeRequests = await db.$count(financeRequests, finance);
    report.accessLogEntries = await db.$count(accessLog, access);
    report.deliveries = (await deleteJobsBefore(db, deliveriesBefore, { dryRun: true })) + (await db.$count(chatMessages, chat));
  } else {
    report.financeRequests = (await db.delete(financeRequests).where(finance).returning({ id: financeRequests.id })).length;
    report.accessLogEntries = (await db.delete(accessLog).where(access).returning({ id: accessLog.id })).length;
    report.deliveries =
      (await deleteJobsBefore(db, deliveriesBefore)) + (await db.delete(chatMessages).where(chat).returning({ id: chatMessages.id })).length;
  }
  return report;
}
