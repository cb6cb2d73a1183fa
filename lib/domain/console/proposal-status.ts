/**
 * Displayed proposal status, derived in the order of SPEC 4 "Proposal status".
 */
import { isBefore } from "date-fns";
import { toDate } from "../platform/format";

export const PROPOSAL_STATUS_KEYS = [
  "sold",
  "notSold",
  "negotiation",
  "meetingPending",
  "appointmentSet",
  "appointmentSearch",
  "notAccepted",
  "declined",
] as const;

export type ProposalStatus = (typeof PROPOSAL_STATUS_KEYS)[number];

/** Labels exactly as SPEC 4 names them. */
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  sold: "Kunde hat gekauft",
  notSold: "Nicht verkauft",
  negotiation: "In Verhandlung",
  meetingPending: "Besprechung ausstehend",
  appointmentSet: "Termin vereinbart",
  appointmentSearch: "Terminsuche",
  notAccepted: "Angebot noch nicht angenommen",
  declined: "Abgelehnt",
};

/** Opportunity stages (crm.StageName) that the derivation reads; others fall through. */
export const OPPORTUNITY_STAGES = {
  sold: "Sold",
  closed: "Closed",
  closedLost: "Closed Lost",
  storeNegotiation: "Store Negotiation",
  pecCompleted: "PEC completed",
  awaitingProposal: "Awaiting Proposal",
} as const;

/** Stages in which the opportunity is finished: its requests are no longer open (SPEC 2.3 item 3, SPEC 4 rule 2). */
export const FINISHED_OPPORTUNITY_STAGES: readonly string[] = [OPPORTUNITY_STAGES.closed, OPPORTUNITY_STAGES.closedLost, OPPORTUNITY_STAGES.sold];

/** True when the opportunity (crm.StageName) is finished: bought here or elsewhere, or closed. */
export function isOpportunityFinished(stageName: string | null | undefined): boolean {
  return !!stageName && FINISHED_OPPORTUNITY_STAGES.includes(stageName);
}

export function isProposalStatus(value: unknown): value is ProposalStatus {
  return typeof value === "string" && (PROPOSAL_STATUS_KEYS as readonly string[]).includes(value);
}

export interface ProposalStatusInput {
  /** Opportunity crm.StageName. */
  opportunityStage: string | null | undefined;
  /** Opportunity crm.Winning_Proposal__c. */
  winningProposalId: string | null | undefined;
  /** The proposal's crm.Id, compared with the winning proposal. */
  proposalId: string | null | undefined;
  /** Status the store set by hand (SPEC 4 Unlock), or null. */
  storeEditedStatus: ProposalStatus | string | null | undefined;
  /** Proposal crm.Confirmed_Store_Visit_Date__c (ISO), or null. */
  confirmedVisitDate: string | null | undefined;
  /** The studio declined the request ("Kein Interesse", proposals.store_declined_at). */
  declined?: boolean;
  now: Date;
}

/** True when this proposal is the opportunity's winning proposal. */
export function isWinningProposal(input: Pick<ProposalStatusInput, "winningProposalId" | "proposalId">): boolean {
  return !!input.winningProposalId && !!input.proposalId && input.winningProposalId === input.proposalId;
}

/** SPEC 4 step 4: "the confirmed visit date is valid and in the past". */
export function isVisitDateInPast(confirmedVisitDate: string | null | undefined, now: Date): boolean {
  if (!confirmedVisitDate) return false;
  const date = toDate(confirmedVisitDate);
  return date !== null && isBefore(date, now);
}

/** Derives the displayed status; the first matching rule of SPEC 4 wins. */
export function deriveProposalStatus(input: ProposalStatusInput): ProposalStatus {
  const stage = input.opportunityStage ?? "";
  const winner = isWinningProposal(input);

  // 1. The customer bought from this studio.
  if (stage === OPPORTUNITY_STAGES.sold && winner) return "sold";
  // The studio said "Kein Interesse": finished for it, whatever the marketplace does next.
  if (input.declined) return "declined";
  // 2. Bought elsewhere, or the opportunity is closed: the outcome overrides what the store entered.
  if (isOpportunityFinished(stage)) return "notSold";
  // 3. What the store chose by hand beats the stage-derived guesses below.
  if (isProposalStatus(input.storeEditedStatus)) return input.storeEditedStatus;
  // 4.
  if (stage === OPPORTUNITY_STAGES.storeNegotiation && isVisitDateInPast(input.confirmedVisitDate, input.now)) {
    return "negotiation";
  }
  // 5.
  if (stage === OPPORTUNITY_STAGES.pecCompleted || stage === OPPORTUNITY_STAGES.awaitingProposal) {
    return "meetingPending";
  }
  // 6. Any non-empty date counts as "exists", even one that is not parseable.
  if (input.confirmedVisitDate) return "appointmentSet";
  // 7.
  return "appointmentSearch";
}

/** Label of a status key. */
export function proposalStatusLabel(status: ProposalStatus): string {
  return PROPOSAL_STATUS_LABELS[status];
}
