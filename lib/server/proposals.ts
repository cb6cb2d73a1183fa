import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { leads, opportunities, proposalComments, proposals, type Store } from "@/models/schema";
import type { LeadCrm, OpportunityCrm, ProposalCrm } from "@/models/types";
import { deriveProposalStatus, isWinningProposal, PROPOSAL_STATUS_LABELS, type ProposalStatus } from "@/lib/domain/proposal-status";
import { isUnlocked } from "@/lib/domain/unlock";
import { centsToEuros } from "@/lib/domain/money";
import { getDb } from "./db";

export type ProposalDto = {
  id: string;
  crm: Omit<ProposalCrm, "Customer_Email__c" | "Phone__c"> & { Customer_Email__c?: string | null; Phone__c?: string | null };
  status: ProposalStatus;
  statusLabel: string;
  /** Contact data is present only when true; the server strips it otherwise (SPEC.md section 4 "Unlock"). */
  unlocked: boolean;
  storeEditedStatus: string | null;
  storeEditedStatusTimestamp: string | null;
  storeEditedSoldPrice: number | null;
  storeCustomAppointmentDate: string | null;
  storeComments: { date: number; value: string }[];
  billSent: boolean;
  billPaid: boolean;
  kitchenPlanner: { crm: { Name: string } } | null;
  opportunity: { crm: Omit<OpportunityCrm, "Name"> & { Name?: string }; owner: { crm: { Name: string } } | null };
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

/** Only the columns the DTO reads: a store may have thousands of proposals (leads carry big jsonb). */
const opportunityColumns = { crm: opportunities.crm, ownerName: opportunities.ownerName };
const leadColumns = { leadNumber: leads.leadNumber, personalizedLink: leads.personalizedLink, crm: leads.crm };

type Row = {
  p: typeof proposals.$inferSelect;
  o: Pick<typeof opportunities.$inferSelect, "crm" | "ownerName">;
  l: Pick<typeof leads.$inferSelect, "leadNumber" | "personalizedLink" | "crm">;
};

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
  return {
    id: p.id,
    crm: unlocked ? { ...proposalCrm, Customer_Email__c, Phone__c } : proposalCrm,
    status,
    statusLabel: PROPOSAL_STATUS_LABELS[status],
    unlocked,
    storeEditedStatus: p.storeEditedStatus,
    storeEditedStatusTimestamp: p.storeEditedStatusTimestamp?.toISOString() ?? null,
    storeEditedSoldPrice: p.storeEditedSoldPriceCents == null ? null : centsToEuros(p.storeEditedSoldPriceCents),
    storeCustomAppointmentDate: p.storeCustomAppointmentDate,
    storeComments: comments,
    billSent: p.billSent,
    billPaid: p.billPaid,
    kitchenPlanner: p.kitchenPlannerName ? { crm: { Name: p.kitchenPlannerName } } : null,
    opportunity: { crm: unlocked ? { ...opportunityCrm, Name } : opportunityCrm, owner: o.ownerName ? { crm: { Name: o.ownerName } } : null },
    lead: {
      leadNumber: l.leadNumber,
      // The planner's link spells the customer's name; locked rows get a redirect that resolves it on
      // the server only when the studio opens it ("Planung öffnen", SPEC 2.3 item 3).
      personalizedLink: unlocked ? l.personalizedLink : planningRedirect(p.crmId),
      crm: unlocked ? { FirstName, LastName, Phone, CustomerSlug__c, Customer_Number__c } : { Customer_Number__c },
    },
    leadSlug: unlocked ? CustomerSlug__c : l.leadNumber,
  };
}

/** All proposals of one store, newest first, with status and unlock applied on the server. */
export async function storeProposals(store: Pick<Store, "id">, now = new Date()): Promise<ProposalDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ p: proposals, o: opportunityColumns, l: leadColumns })
    .from(proposals)
    .innerJoin(opportunities, eq(opportunities.id, proposals.opportunityId))
    .innerJoin(leads, eq(leads.id, proposals.leadId))
    .where(eq(proposals.storeId, store.id))
    .orderBy(desc(proposals.requestedAt));
  const comments = await db
    .select({ proposalId: proposalComments.proposalId, date: proposalComments.date, value: proposalComments.value })
    .from(proposalComments)
    .innerJoin(proposals, eq(proposals.id, proposalComments.proposalId))
    .where(eq(proposals.storeId, store.id))
    .orderBy(asc(proposalComments.createdAt));
  const byProposal = new Map<string, { date: number; value: string }[]>();
  for (const c of comments) {
    const list = byProposal.get(c.proposalId) ?? [];
    list.push({ date: c.date, value: c.value });
    byProposal.set(c.proposalId, list);
  }
  return rows.map((r) => toProposalDto(r, byProposal.get(r.p.id) ?? [], now));
}
