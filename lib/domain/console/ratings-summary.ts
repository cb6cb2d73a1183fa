/**
 * "Kundenbewertungen" and the rating/todo summary (SPEC.md 2.3 item 6): the ratings customers gave the
 * studio's offers (Proposal_Rating__c, 1 to 5) and what is still to do.
 */
import { isOpportunityFinished, type ProposalStatus } from "./proposal-status";

export type RatingRow = {
  status: ProposalStatus;
  unlocked: boolean;
  storeEditedStatus?: string | null;
  crm: { Stage__c: string; Proposal_Rating__c?: number | null };
  opportunity: { crm: { StageName: string } };
};

/**
 * The rated offers for "Kundenbewertungen", newest first: by the offer's last change (the date the
 * table shows, when the customer's rating arrived), ties by id so the order is stable.
 */
export function ratedNewestFirst<R extends { id: string; crm: { LastModifiedDate: string; Proposal_Rating__c?: number | null } }>(
  rows: readonly R[],
): R[] {
  return rows
    .filter((r) => typeof r.crm.Proposal_Rating__c === "number" && Number.isFinite(r.crm.Proposal_Rating__c))
    .sort((a, b) => Date.parse(b.crm.LastModifiedDate) - Date.parse(a.crm.LastModifiedDate) || a.id.localeCompare(b.id));
}

export type RatingSummary = { count: number; average: number | null; distribution: Record<1 | 2 | 3 | 4 | 5, number> };

export function ratingSummary(rows: readonly RatingRow[]): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as RatingSummary["distribution"];
  let sum = 0;
  let count = 0;
  for (const r of rows) {
    const v = r.crm.Proposal_Rating__c;
    if (typeof v !== "number" || !Number.isFinite(v)) continue;
    const star = Math.min(5, Math.max(1, Math.round(v))) as 1 | 2 | 3 | 4 | 5;
    distribution[star] += 1;
    sum += v;
    count += 1;
  }
  return { count, average: count ? Math.round((sum / count) * 10) / 10 : null, distribution };
}

export type TodoSummary = { unanswered: number; pending: number; outcomeMissing: number };

/**
 * Unanswered requests, pending plannings, and unlocked offers whose outcome the studio has not entered
 * yet (appointment held or in negotiation, no sold / not sold chosen).
 */
export function todoSummary(rows: readonly RatingRow[]): TodoSummary {
  let unanswered = 0;
  let pending = 0;
  let outcomeMissing = 0;
  for (const r of rows) {
    const finished = isOpportunityFinished(r.opportunity.crm.StageName);
    if (!finished && r.crm.Stage__c === "Requested") unanswered++;
    else if (!finished && r.crm.Stage__c === "Awaiting") pending++;
    else if (r.unlocked && !finished && !r.storeEditedStatus && (r.status === "negotiation" || r.status === "appointmentSet")) outcomeMissing++;
  }
  return { unanswered, pending, outcomeMissing };
}
