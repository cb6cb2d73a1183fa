import "server-only";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { leads, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { type Store } from "@/models/platform/stores";
import type { LeadCrm, OpportunityCrm, ProposalCrm } from "@/models/console/lead-crm-types";
import { deriveProposalStatus, isWinningProposal, type ProposalStatus } from "@/lib/domain/console/proposal-status";
import { isUnlocked } from "@/lib/domain/console/unlock";
import { declineUndoUntil } from "@/lib/domain/console/decline-state";
import { centsToEuros } from "@/lib/domain/platform/money";
import { ANONYMISED_NAME } from "@/lib/domain/platform/retention-rules";
import type { Db } from "@/models/platform/db";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";

/**
 * One proposal as the console gets it (SPEC.md section 3 field names). A studio may have thousands,
 * so the answer carries only what the console shows or sends back, and empty values are left out
 * rather than sent as null, false or []: the console reads a missing field as empty. The inputs of the
 * status and unlock rules that the console does not show (direct-to-store, winning proposal) stay on
 * the server.
 */
export type StoreCommentDto = { date: number; value: string; authorName?: string };

export type ProposalDto = {
  id: string;
  crm: Omit<ProposalCrm, "Customer_Email__c" | "Phone__c"> & { Customer_Email__c?: string | null; Phone__c?: string | null };
  status: ProposalStatus;
  /**
   * Whether the contact data may be seen (SPEC.md section 4 "Unlock"). Phone and e-mail are never in the
   * list: a person chooses "Anzeigen" and the server records it (storeCustomerAccess, issue 34).
   */
  unlocked: boolean;
  /** The person was anonymised by the retention job (docs/deletion-concept.md); the name reads "Anonymisiert". */
  anonymized?: true;
  storeEditedStatus?: string | null;
  storeEditedStatusTimestamp?: string | null;
  storeEditedSoldPrice?: number | null;
  storeCustomAppointmentDate?: string | null;
  /** When the studio declined the request ("Kein Interesse"); it then leaves the open list. */
  storeDeclinedAt?: string | null;
  /** The decline with its reason (status "declined"), and until when it may be taken back ("Rückgängig"). */
  decline?: { reason: string; text: string | null; byName: string | null; undoUntil: string };
  /** Each comment with the team member who wrote it (absent for comments from before team members). */
  storeComments?: StoreCommentDto[];
  /** The team member who last set storeEditedStatus. */
  storeEditedStatusByName?: string | null;
  billSent?: boolean;
  billPaid?: boolean;
  kitchenPlanner?: { crm: { Name: string } } | null;
  opportunity: {
    crm: Pick<OpportunityCrm, "Id" | "StageName" | "Customer_Number__c"> & { Name?: string; Installation_Date__c?: string | null };
    owner?: { crm: { Name: string } } | null;
  };
  /**
   * The customer's name only on unlocked rows: the customer slug and the planner's link spell it, so
   * locked rows carry neither. `leadSlug` addresses the detail page either way (slug or lead number).
   */
  lead: { leadNumber: string; personalizedLink: string; crm: Partial<Pick<LeadCrm, "FirstName" | "LastName">> };
  leadSlug: string;
};

/** Same-origin link that redirects to the customer's planning after the access check. */
export function planningRedirect(proposalCrmId: string): string {
  return `/api/proposalPlanningLink?crmId=${encodeURIComponent(proposalCrmId)}`;
}

/**
 * A proposal with its opportunity and lead as one flat row: the CRM fields the console needs are read
 * out of the CRM documents by the database (`->>`), so the server parses no JSON and reads no field it
 * drops again. For thousands of rows this halves the time from query to answer.
 */
export type ProposalRow = {
  id: string;
  store_id: string;
  crm_id: string;
  stage: ProposalCrm["Stage__c"];
  price: number | null;
  email: string | null;
  phone: string | null;
  created: string;
  modified: string;
  response_timeout: string | null;
  visit: string | null;
  rating: number | null;
  store_edited_status: string | null;
  store_edited_status_timestamp: Date | string | null;
  store_edited_status_by_name?: string | null;
  store_edited_sold_price_cents: number | null;
  store_custom_appointment_date: string | null;
  store_declined_at: Date | string | null;
  bill_sent: boolean;
  bill_paid: boolean;
  kitchen_planner_name: string | null;
  opportunity_crm_id: string;
  opportunity_stage: string;
  opportunity_name: string | null;
  customer_number: string;
  direct_to_store: boolean | null;
  winning_proposal: string | null;
  installation_date: string | null;
  owner_name: string | null;
  lead_number: string;
  personalized_link: string;
  customer_slug: string;
  first_name: string | null;
  last_name: string | null;
  anonymized: boolean;
  /** The studio's decline of a declined proposal (json; text in PGlite, an object in node-postgres). */
  decline: string | { reason: string; text: string | null; byName: string | null } | null;
};

/** The rows of `proposals p` that match `where`, joined with their opportunity `o` and lead `l`. */
export async function proposalRows(db: Pick<Db, "execute">, where: SQL, orderBy: SQL = sql``): Promise<ProposalRow[]> {
  return sqlRows<ProposalRow>(
    db,
    sql`select p.id, p.store_id, p.crm_id, p.crm->>'Stage__c' as stage, (p.crm->>'Price__c')::float8 as price,
      p.crm->>'Customer_Email__c' as email, p.crm->>'Phone__c' as phone, p.crm->>'CreatedDate' as created,
      p.crm->>'LastModifiedDate' as modified, p.crm->>'Response_Timeout__c' as response_timeout,
      p.crm->>'Confirmed_Store_Visit_Date__c' as visit, (p.crm->>'Proposal_Rating__c')::float8 as rating,
      p.store_edited_status, p.store_edited_status_timestamp, p.store_edited_status_by_name, p.store_edited_sold_price_cents,
      p.store_custom_appointment_date, p.store_declined_at, p.bill_sent, p.bill_paid, p.kitchen_planner_name,
      o.crm_id as opportunity_crm_id, o.crm->>'StageName' as opportunity_stage, o.crm->>'Name' as opportunity_name,
      o.crm->>'Customer_Number__c' as customer_number, (o.crm->>'Direct_to_Store__c')::boolean as direct_to_store,
      o.crm->>'Winning_Proposal__c' as winning_proposal, o.crm->>'Installation_Date__c' as installation_date, o.owner_name,
      l.lead_number, l.personalized_link, l.crm->>'CustomerSlug__c' as customer_slug,
      l.crm->>'FirstName' as first_name, l.crm->>'LastName' as last_name, l.anonymized_at is not null as anonymized,
      case when p.store_declined_at is not null then (
        select json_build_object('reason', d.reason, 'text', d.text, 'byName', u.name)
        from lead_declines d left join "user" u on u.id = d.user_id
        where d.store_id = p.store_id and d.lead_id = p.lead_id) end as decline
    from ${proposals} p
    join ${opportunities} o on o.id = p.opportunity_id
    join ${leads} l on l.id = p.lead_id
    where ${where} ${orderBy}`,
  );
}

export function toProposalDto(r: ProposalRow, comments: StoreCommentDto[], now: Date, opts: { withContact?: boolean } = {}): ProposalDto {
  const status = deriveProposalStatus({
    opportunityStage: r.opportunity_stage,
    winningProposalId: r.winning_proposal,
    proposalId: r.crm_id,
    storeEditedStatus: r.store_edited_status,
    confirmedVisitDate: r.visit,
    declined: r.store_declined_at != null,
    now,
  });
  const unlocked = isUnlocked({
    directToStore: r.direct_to_store ?? undefined,
    status,
    confirmedVisitDate: r.visit,
    isWinner: isWinningProposal({ winningProposalId: r.winning_proposal, proposalId: r.crm_id }),
  });
  const crm: ProposalDto["crm"] = { Id: r.crm_id, Stage__c: r.stage, CreatedDate: r.created, LastModifiedDate: r.modified };
  if (r.price != null) crm.Price__c = r.price;
  if (r.response_timeout != null) crm.Response_Timeout__c = r.response_timeout;
  if (r.visit != null) crm.Confirmed_Store_Visit_Date__c = r.visit;
  if (r.rating != null) crm.Proposal_Rating__c = r.rating;
  const opportunityCrm: ProposalDto["opportunity"]["crm"] = {
    Id: r.opportunity_crm_id,
    StageName: r.opportunity_stage,
    Customer_Number__c: r.customer_number,
  };
  if (r.installation_date != null) opportunityCrm.Installation_Date__c = r.installation_date;
  const name: ProposalDto["lead"]["crm"] = {};
  if (unlocked && opts.withContact) {
    if (r.email != null) crm.Customer_Email__c = r.email;
    if (r.phone != null) crm.Phone__c = r.phone;
  }
  if (r.anonymized) {
    // Nothing personal is left; the mark shows wherever the name was, locked or not.
    opportunityCrm.Name = ANONYMISED_NAME;
    name.LastName = ANONYMISED_NAME;
  } else if (unlocked) {
    if (r.opportunity_name != null) opportunityCrm.Name = r.opportunity_name;
    if (r.first_name != null) name.FirstName = r.first_name;
    if (r.last_name != null) name.LastName = r.last_name;
  }
  const dto: ProposalDto = {
    id: r.id,
    crm,
    status,
    unlocked,
    opportunity: { crm: opportunityCrm },
    lead: {
      leadNumber: r.lead_number,
      // The planner's link spells the customer's name; locked rows get a redirect that resolves it on
      // the server only when the studio opens it ("Planung öffnen", SPEC 2.3 item 3).
      personalizedLink: unlocked && r.personalized_link ? r.personalized_link : planningRedirect(r.crm_id),
      crm: name,
    },
    leadSlug: unlocked && !r.anonymized ? r.customer_slug : r.lead_number,
  };
  if (r.anonymized) dto.anonymized = true;
  if (r.owner_name) dto.opportunity.owner = { crm: { Name: r.owner_name } };
  if (r.store_edited_status) dto.storeEditedStatus = r.store_edited_status;
  if (r.store_edited_status_timestamp) dto.storeEditedStatusTimestamp = new Date(r.store_edited_status_timestamp).toISOString();
  if (r.store_edited_status_by_name) dto.storeEditedStatusByName = r.store_edited_status_by_name;
  if (r.store_edited_sold_price_cents != null) dto.storeEditedSoldPrice = centsToEuros(r.store_edited_sold_price_cents);
  if (r.store_custom_appointment_date) dto.storeCustomAppointmentDate = r.store_custom_appointment_date;
  if (r.store_declined_at) {
    dto.storeDeclinedAt = new Date(r.store_declined_at).toISOString();
    const d = typeof r.decline === "string" ? (JSON.parse(r.decline) as Exclude<ProposalRow["decline"], string>) : r.decline;
    if (d) dto.decline = { reason: d.reason, text: d.text, byName: d.byName, undoUntil: declineUndoUntil(r.store_declined_at).toISOString() };
  }
  if (comments.length) dto.storeComments = comments;
  if (r.bill_sent) dto.billSent = true;
  if (r.bill_paid) dto.billPaid = true;
  if (r.kitchen_planner_name) dto.kitchenPlanner = { crm: { Name: r.kitchen_planner_name } };
  return dto;
}

/**
 * For a few thousand rows out of a large table the planner's default costs (pages assumed uncached)
 * pick parallel sequential scans of all opportunities and leads plus hash joins; primary-key lookups
 * take about half the database time (5,000 of 100,000 proposals). The settings are transaction-local
 * (`set_config(..., true)`), so no other query sees them.
 */
const PREFER_KEY_LOOKUPS = sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`;

/** A comment as the console shows it: with its author's name when one was recorded. */
export function commentDto(c: { date: number; value: string; authorName: string | null }): StoreCommentDto {
  return c.authorName ? { date: c.date, value: c.value, authorName: c.authorName } : { date: c.date, value: c.value };
}

/** All proposals of one store, newest first, with status and unlock applied on the server. */
export async function storeProposals(store: Pick<Store, "id">, now = new Date()): Promise<ProposalDto[]> {
  const db = await getDb();
  const [rows, comments] = await Promise.all([
    db.transaction(async (tx) => {
      await tx.execute(PREFER_KEY_LOOKUPS);
      return proposalRows(tx, sql`p.store_id = ${store.id}`, sql`order by p.requested_at desc, p.id`); // id: a stable order for equal times
    }),
    db
      .select({
        proposalId: proposalComments.proposalId,
        date: proposalComments.date,
        value: proposalComments.value,
        authorName: proposalComments.authorName,
      })
      .from(proposalComments)
      .innerJoin(proposals, eq(proposals.id, proposalComments.proposalId))
      .where(eq(proposals.storeId, store.id))
      .orderBy(asc(proposalComments.createdAt)),
  ]);
  const byProposal = new Map<string, StoreCommentDto[]>();
  for (const c of comments) {
    const entry = commentDto(c);
    const list = byProposal.get(c.proposalId);
    if (list) list.push(entry);
    else byProposal.set(c.proposalId, [entry]);
  }
  return rows.map((r) => toProposalDto(r, byProposal.get(r.id) ?? [], now));
}
