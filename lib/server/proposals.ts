import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { leads, opportunities, proposalComments, proposals, type Store } from "@/models/schema";
import type { LeadCrm, OpportunityCrm, ProposalCrm } from "@/models/types";
import { deriveProposalStatus, isWinningProposal, type ProposalStatus } from "@/lib/domain/proposal-status";
import { isUnlocked } from "@/lib/domain/unlock";
import { centsToEuros } from "@/lib/domain/money";
import { getDb } from "./db";

/**
 * One proposal as the console gets it (SPEC.md section 3 field names). A studio may have thousands,
 * so empty values are left out rather than sent as null, false or []: the console reads a missing
 * field as empty, and the answer for 5,000 proposals shrinks by a quarter.
 */
export type ProposalDto = {
  id: string;
  crm: Omit<ProposalCrm, "Customer_Email__c" | "Phone__c"> & { Customer_Email__c?: string | null; Phone__c?: string | null };
  status: ProposalStatus;
  /** Contact data is present only when true; the server strips it otherwise (SPEC.md section 4 "Unlock"). */
  unlocked: boolean;
  storeEditedStatus?: string | null;
  storeEditedStatusTimestamp?: string | null;
  storeEditedSoldPrice?: number | null;
  storeCustomAppointmentDate?: string | null;
  storeComments?: { date: number; value: string }[];
  billSent?: boolean;
  billPaid?: boolean;
  kitchenPlanner?: { crm: { Name: string } } | null;
  opportunity: { crm: Omit<OpportunityCrm, "Name"> & { Name?: string }; owner?: { crm: { Name: string } } | null };
  /**
   * Locked rows carry only the customer number: the customer slug spells the name, so it is dropped
   * with the other contact data. `leadSlug` addresses the detail page either way (slug or lead number).
   */
  lead: { leadNumber: string; personalizedLink: string; crm: Partial<LeadCrm> & Pick<LeadCrm, "Customer_Number__c"> };
  leadSlug: string;
};

/** Same-origin link that redirects to the customer's planning after the access check. */
export function planningRedirect(proposalCrmId: string): string {
  return `/api/proposalPlanningLink?crmId=${encodeURIComponent(proposalCrmId)}`;
}

type Row = {
  p: Pick<
    typeof proposals.$inferSelect,
    | "id"
    | "crmId"
    | "crm"
    | "storeEditedStatus"
    | "storeEditedStatusTimestamp"
    | "storeEditedSoldPriceCents"
    | "storeCustomAppointmentDate"
    | "billSent"
    | "billPaid"
    | "kitchenPlannerName"
  >;
  o: Pick<typeof opportunities.$inferSelect, "crm" | "ownerName">;
  l: Pick<typeof leads.$inferSelect, "leadNumber" | "personalizedLink" | "crm">;
};

/** A CRM document without its empty (null) fields. */
function withoutNulls<T extends object>(doc: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (v !== null && v !== undefined) out[k] = v;
  return out as T;
}

export function toProposalDto({ p, o, l }: Row, comments: { date: number; value: string }[], now: Date): ProposalDto {
  const status = deriveProposalStatus({
    opportunityStage: o.crm.StageName,
    winningProposalId: o.crm.Winning_Proposal__c,
    proposalId: p.crmId,
    storeEditedStatus: p.storeEditedStatus,
    confirmedVisitDate: p.crm.Confirmed_Store_Visit_Date__c,
    now,
  });
  const unlocked = isUnlocked({
    directToStore: o.crm.Direct_to_Store__c,
    status,
    confirmedVisitDate: p.crm.Confirmed_Store_Visit_Date__c,
    isWinner: isWinningProposal({ winningProposalId: o.crm.Winning_Proposal__c, proposalId: p.crmId }),
  });
  const { Customer_Email__c, Phone__c, ...proposalCrm } = p.crm;
  const { Name, ...opportunityCrm } = o.crm;
  const { FirstName, LastName, Phone, CustomerSlug__c, Customer_Number__c } = l.crm;
  const dto: ProposalDto = {
    id: p.id,
    crm: withoutNulls(unlocked ? { ...proposalCrm, Customer_Email__c, Phone__c } : proposalCrm),
    status,
    unlocked,
    opportunity: { crm: withoutNulls(unlocked ? { ...opportunityCrm, Name } : opportunityCrm) },
    lead: {
      leadNumber: l.leadNumber,
      // The planner's link spells the customer's name; locked rows get a redirect that resolves it on
      // the server only when the studio opens it ("Planung öffnen", SPEC 2.3 item 3).
      personalizedLink: unlocked ? l.personalizedLink : planningRedirect(p.crmId),
      crm: unlocked ? withoutNulls({ FirstName, LastName, Phone, CustomerSlug__c, Customer_Number__c }) : { Customer_Number__c },
    },
    leadSlug: unlocked ? CustomerSlug__c : l.leadNumber,
  };
  if (o.ownerName) dto.opportunity.owner = { crm: { Name: o.ownerName } };
  if (p.storeEditedStatus) dto.storeEditedStatus = p.storeEditedStatus;
  if (p.storeEditedStatusTimestamp) dto.storeEditedStatusTimestamp = p.storeEditedStatusTimestamp.toISOString();
  if (p.storeEditedSoldPriceCents != null) dto.storeEditedSoldPrice = centsToEuros(p.storeEditedSoldPriceCents);
  if (p.storeCustomAppointmentDate) dto.storeCustomAppointmentDate = p.storeCustomAppointmentDate;
  if (comments.length) dto.storeComments = comments;
  if (p.billSent) dto.billSent = true;
  if (p.billPaid) dto.billPaid = true;
  if (p.kitchenPlannerName) dto.kitchenPlanner = { crm: { Name: p.kitchenPlannerName } };
  return dto;
}

/**
 * Only the columns the DTO reads, straight from the driver: for thousands of rows the ORM's per-cell
 * mapping cost more than the query itself (about 20 ms for 5,000 proposals). `p` is the proposal,
 * `o` its opportunity, `l` its lead.
 */
type FlatRow = {
  id: string;
  crm_id: string;
  crm: ProposalCrm;
  store_edited_status: string | null;
  store_edited_status_timestamp: Date | string | null;
  store_edited_sold_price_cents: number | null;
  store_custom_appointment_date: string | null;
  bill_sent: boolean;
  bill_paid: boolean;
  kitchen_planner_name: string | null;
  opportunity_crm: OpportunityCrm;
  owner_name: string | null;
  lead_number: string;
  personalized_link: string;
  lead_crm: LeadCrm;
};

const FLAT_COLUMNS = sql.raw(`p.id, p.crm_id, p.crm, p.store_edited_status, p.store_edited_status_timestamp,
  p.store_edited_sold_price_cents, p.store_custom_appointment_date, p.bill_sent, p.bill_paid, p.kitchen_planner_name,
  o.crm as opportunity_crm, o.owner_name, l.lead_number, l.personalized_link, l.crm as lead_crm`);

function rowOf(r: FlatRow): Row {
  return {
    p: {
      id: r.id,
      crmId: r.crm_id,
      crm: r.crm,
      storeEditedStatus: r.store_edited_status,
      storeEditedStatusTimestamp: r.store_edited_status_timestamp == null ? null : new Date(r.store_edited_status_timestamp),
      storeEditedSoldPriceCents: r.store_edited_sold_price_cents,
      storeCustomAppointmentDate: r.store_custom_appointment_date,
      billSent: r.bill_sent,
      billPaid: r.bill_paid,
      kitchenPlannerName: r.kitchen_planner_name,
    },
    o: { crm: r.opportunity_crm, ownerName: r.owner_name },
    l: { leadNumber: r.lead_number, personalizedLink: r.personalized_link, crm: r.lead_crm },
  };
}

/**
 * For a few thousand rows out of a large table the planner's default costs (pages assumed uncached)
 * pick parallel sequential scans of all opportunities and leads plus hash joins; primary-key lookups
 * take about half the database time (5,000 of 100,000 proposals). The settings are transaction-local
 * (`set_config(..., true)`), so no other query sees them.
 */
const PREFER_KEY_LOOKUPS = sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`;

/** All proposals of one store, newest first, with status and unlock applied on the server. */
export async function storeProposals(store: Pick<Store, "id">, now = new Date()): Promise<ProposalDto[]> {
  const db = await getDb();
  const [rows, comments] = await Promise.all([
    db.transaction(async (tx) => {
      await tx.execute(PREFER_KEY_LOOKUPS);
      const result = (await tx.execute(sql`select ${FLAT_COLUMNS}
        from ${proposals} p
        join ${opportunities} o on o.id = p.opportunity_id
        join ${leads} l on l.id = p.lead_id
        where p.store_id = ${store.id}
        order by p.requested_at desc, p.id`)) as unknown as { rows: FlatRow[] }; // id: a stable order for equal times
      return result.rows;
    }),
    db
      .select({ proposalId: proposalComments.proposalId, date: proposalComments.date, value: proposalComments.value })
      .from(proposalComments)
      .innerJoin(proposals, eq(proposals.id, proposalComments.proposalId))
      .where(eq(proposals.storeId, store.id))
      .orderBy(asc(proposalComments.createdAt)),
  ]);
  const byProposal = new Map<string, { date: number; value: string }[]>();
  for (const c of comments) {
    const list = byProposal.get(c.proposalId);
    if (list) list.push({ date: c.date, value: c.value });
    else byProposal.set(c.proposalId, [{ date: c.date, value: c.value }]);
  }
  return rows.map((r) => toProposalDto(rowOf(r), byProposal.get(r.id) ?? [], now));
}
