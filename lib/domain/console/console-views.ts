/**
 * Which proposals each console screen shows (SPEC.md 2.3 items 2-4), as pure functions over a minimal
 * row shape so that the screens filter client-side in well under 100 ms for thousands of rows.
 */
import { addMonths, endOfDay, startOfDay } from "date-fns";
import { isOpportunityFinished, type ProposalStatus } from "./proposal-status";

/** The fields of a proposal the filters read (a subset of the storeWithLeads proposal). */
export type ViewRow = {
  status: ProposalStatus;
  crm: { Stage__c: string; CreatedDate: string; LastModifiedDate: string; Confirmed_Store_Visit_Date__c?: string | null };
  storeCustomAppointmentDate?: string | null;
  /** Set when the studio declined the request ("Kein Interesse"). */
  storeDeclinedAt?: string | null;
  kitchenPlanner?: { crm: { Name: string } } | null;
  opportunity: { crm: { StageName: string; Customer_Number__c: string; Name?: string }; owner?: { crm: { Name: string } } | null };
  lead: { crm: { FirstName?: string; LastName?: string } };
};

export type DateRange = { from: Date; to: Date };

/** SPEC 9: partner date ranges default to the last 6 months up to today. */
export function lastSixMonths(now: Date): DateRange {
  return { from: startOfDay(addMonths(now, -6)), to: endOfDay(now) };
}

/** SPEC 2.3 item 4: "Bevorstehende" today to +6 months (default), "Vergangene" -6 months to today. */
export function appointmentRange(mode: "upcoming" | "past", now: Date): DateRange {
  return mode === "upcoming"
    ? { from: startOfDay(now), to: endOfDay(addMonths(now, 6)) }
    : { from: startOfDay(addMonths(now, -6)), to: endOfDay(now) };
}

/** Customer name as shown; empty while locked (the server sent no name). */
export function customerName(row: Pick<ViewRow, "lead">): string {
  return [row.lead.crm.FirstName, row.lead.crm.LastName].filter(Boolean).join(" ");
}

/** "Unbeantwortete Anfragen" (stage Requested) and "Ausstehende Planungen" (stage Awaiting). */
export function openRequests<R extends ViewRow>(rows: readonly R[]): { unanswered: R[]; pending: R[] } {
  const unanswered: R[] = [];
  const pending: R[] = [];
  for (const r of rows) {
    if (isOpportunityFinished(r.opportunity.crm.StageName)) continue;
    if (r.storeDeclinedAt) continue; // declined: no longer open for this studio
    if (r.crm.Stage__c === "Requested") unanswered.push(r);
    else if (r.crm.Stage__c === "Awaiting") pending.push(r);
  }
  return { unanswered, pending };
}

export type TableFilter = {
  statuses: readonly ProposalStatus[];
  /** Platform advisors ("KA Berater", opportunity owner). */
  advisors: readonly string[];
  search: string;
  range: DateRange | null;
};

export const EMPTY_FILTER: TableFilter = { statuses: [], advisors: [], search: "", range: null };

function within(iso: string | null | undefined, range: DateRange): boolean {
  if (!iso) return false;
  const t = Date.parse(iso);
  return t >= range.from.getTime() && t <= range.to.getTime();
}

/**
 * Variant B filters (SPEC 2.3 item 2): status and platform-advisor multi-selects (empty = all), the
 * search over customer number, name and both advisors, and the creation date within the range.
 */
export function filterProposals<R extends ViewRow>(rows: readonly R[], f: TableFilter): R[] {
  const needle = f.search.trim().toLocaleLowerCase("de");
  const statuses = f.statuses.length ? new Set(f.statuses) : null;
  const advisors = f.advisors.length ? new Set(f.advisors) : null;
  return rows.filter((r) => {
    if (statuses && !statuses.has(r.status)) return false;
    if (advisors && !advisors.has(r.opportunity.owner?.crm.Name ?? "")) return false;
    if (f.range && !within(r.crm.CreatedDate, f.range)) return false;
    if (!needle) return true;
    const hay = [r.opportunity.crm.Customer_Number__c, customerName(r), r.kitchenPlanner?.crm.Name ?? "", r.opportunity.owner?.crm.Name ?? ""]
      .join(" ")
      .toLocaleLowerCase("de");
    return hay.includes(needle);
  });
}

/** The on-site appointment: the confirmed visit, else the date the studio entered. */
export function appointmentOf(row: Pick<ViewRow, "crm" | "storeCustomAppointmentDate">): string | null {
  return row.crm.Confirmed_Store_Visit_Date__c || row.storeCustomAppointmentDate || null;
}

/**
 * Appointments in a range with an optional customer filter (number or name). "Bevorstehende" list the
 * soonest first, "Vergangene" the latest first: both start with the appointment nearest to today.
 */
export function appointmentsIn<R extends ViewRow>(
  rows: readonly R[],
  range: DateRange,
  customer: string,
  mode: "upcoming" | "past" = "upcoming",
): R[] {
  const needle = customer.trim().toLocaleLowerCase("de");
  const direction = mode === "past" ? -1 : 1;
  return rows
    .filter((r) => within(appointmentOf(r), range))
    .filter((r) => !needle || `${r.opportunity.crm.Customer_Number__c} ${customerName(r)}`.toLocaleLowerCase("de").includes(needle))
    .sort((a, b) => direction * (Date.parse(appointmentOf(a)!) - Date.parse(appointmentOf(b)!)));
}

/** Distinct platform advisors for the "Filter KA Berater" options, sorted. */
export function platformAdvisors(rows: readonly ViewRow[]): string[] {
  const names = new Set<string>();
  for (const r of rows) if (r.opportunity.owner?.crm.Name) names.add(r.opportunity.owner.crm.Name);
  return [...names].sort((a, b) => a.localeCompare(b, "de"));
}
