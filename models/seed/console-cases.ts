/**
 * Builds leads, opportunities and proposals for one "case" each: a kind that lands on a given
 * displayed status and unlock rule of SPEC.md section 4. Rows are collected in memory and inserted in
 * bulk by the caller, so ids are generated here (deterministically) instead of by the database.
 */
import type { leads, notifications, opportunities, proposalComments, proposals } from "../console/requests";
import type { ProposalCrm } from "../console/lead-crm-types";
import { CUSTOMER_PLACES, PLATFORM_ADVISORS, emailFor, mobilePhone, randomPerson, type Person } from "./people";
import { slugOf } from "../../lib/domain/platform/slug";
import type { Rng } from "./random";
import type { SeededStore } from "./seed-stores";
import { addDays, addHours, atHour, isoDate, minDate, ymdNumber } from "./time";

export type CaseKind =
  | "soldWinner"
  | "soldOther"
  | "closed"
  | "closedLost"
  | "storeEditedSold"
  | "storeEditedLost"
  | "negotiation"
  | "pecCompleted"
  | "awaitingProposal"
  | "appointment"
  | "search"
  | "directToStore"
  | "openRequested"
  | "openAwaiting";

/** Opportunity StageName per kind; the status rules of SPEC.md section 4 read it. */
export const OPPORTUNITY_STAGE: Record<CaseKind, string> = {
  soldWinner: "Sold",
  soldOther: "Sold",
  closed: "Closed",
  closedLost: "Closed Lost",
  storeEditedSold: "Store Negotiation",
  storeEditedLost: "Store Negotiation",
  negotiation: "Store Negotiation",
  pecCompleted: "PEC completed",
  awaitingProposal: "Awaiting Proposal",
  appointment: "Store Visit Scheduled",
  search: "Appointment Search",
  directToStore: "Appointment Search",
  openRequested: "Proposal Requested",
  openAwaiting: "Planning",
};

const PAST_VISIT: CaseKind[] = ["soldWinner", "soldOther", "closed", "storeEditedSold", "storeEditedLost", "negotiation"];

export type CaseOptions = {
  /** When the proposal was requested; defaults per kind. */
  requestedAt?: Date;
  /** Open requests: hours from now until Response_Timeout__c (negative = expired). */
  timeoutInHours?: number;
  /** Appointment kind: the confirmed visit date. */
  visitAt?: Date;
  /** soldOther: the studio whose proposal won. */
  competitor?: SeededStore;
  comments?: number;
};

export type CaseResult = { customerNumber: string; leadId: string; proposalId: string; kind: CaseKind };

type LeadRow = typeof leads.$inferInsert;
type ProposalRow = typeof proposals.$inferInsert;

const COMMENTS = [
  "Kundin wünscht eine Kochinsel, Planung mit Bora-Kochfeld angepasst.",
  "Rückruf vereinbart, Kunde ist vormittags erreichbar.",
  "Aufmaß vor Ort erledigt, Wasseranschluss muss versetzt werden.",
  "Angebot nachgereicht, Geräte auf Siemens iQ700 umgestellt.",
  "Kunde vergleicht noch mit einem Möbelhaus, Nachfassen in zwei Wochen.",
  "Zweiter Beratungstermin mit Ehepartner vereinbart.",
  "Finanzierung über 36 Monate angefragt.",
  "Arbeitsplatte in Keramik gewünscht, Muster mitgegeben.",
  "Liefertermin mit dem Bauträger abgestimmt.",
  "Kundin hat sich für die grifflose Variante entschieden.",
];

export class ConsoleBuilder {
  readonly leads: LeadRow[] = [];
  readonly opportunities: (typeof opportunities.$inferInsert)[] = [];
  readonly proposals: ProposalRow[] = [];
  readonly comments: (typeof proposalComments.$inferInsert)[] = [];
  readonly notifications: (typeof notifications.$inferInsert)[] = [];
  private customerNumber = 204300;

  constructor(
    readonly rng: Rng,
    readonly now: Date,
  ) {}

  /** A new end customer with a unique customer number ("KA-204311") and slug. */
  newLead(store: SeededStore, createdAt: Date, extra: Partial<LeadRow> = {}): { row: LeadRow; person: Person; email: string; zip: string } {
    const rng = this.rng;
    this.customerNumber += rng.int(1, 9);
    const number = String(this.customerNumber);
    const person = randomPerson(rng);
    const slug = `${slugOf(person.firstName)}-${slugOf(person.lastName)}-${number}`;
    const phone = mobilePhone(rng);
    const [zip] = rng.pick(CUSTOMER_PLACES[store.def.region]);
    const row: LeadRow = {
      id: rng.uuid(),
      leadNumber: number,
      personalizedLink: `https://planer.kuechenportal.example/p/${slug}`,
      crm: { FirstName: person.firstName, LastName: person.lastName, Phone: phone, CustomerSlug__c: slug, Customer_Number__c: `KA-${number}` },
      createdAt,
      ...extra,
    };
    this.leads.push(row);
    return { row, person, email: emailFor(person, rng.pick(["web.example", "gmx.example", "t-online.example", "mail.example"])), zip };
  }

  addCase(store: SeededStore, kind: CaseKind, opts: CaseOptions = {}): CaseResult {
    const { rng, now } = this;
    const requestedAt = this.requestedAtFor(kind, opts);
    const lead = this.newLead(store, addHours(requestedAt, -rng.int(2, 72)));
    const oppId = rng.uuid();
    const oppCrmId = rng.sfId("006");
    const proposal = this.proposal(store, kind, lead, oppId, requestedAt, opts);
    let winner: string | null = kind === "soldWinner" ? proposal.crmId : null;
    if (kind === "soldOther" && opts.competitor) {
      winner = this.proposal(opts.competitor, "soldWinner", lead, oppId, requestedAt, {}).crmId;
    } else if (kind === "soldOther") {
      winner = rng.sfId("a0P");
    }
    const soldAt = this.proposals.find((p) => p.crmId === winner)?.soldAt ?? null;
    this.opportunities.push({
      id: oppId,
      crmId: oppCrmId,
      leadId: lead.row.id!,
      crm: {
        Id: oppCrmId,
        StageName: OPPORTUNITY_STAGE[kind],
        Winning_Proposal__c: winner,
        Customer_Number__c: `KA-${lead.row.leadNumber}`,
        Name: `${lead.person.lastName}, ${lead.person.firstName} – Küchenplanung`,
        Direct_to_Store__c: kind === "directToStore",
        Installation_Date__c: soldAt && rng.chance(0.8) ? isoDate(addDays(soldAt, rng.int(30, 75))) : null,
      },
      ownerName: rng.pick(PLATFORM_ADVISORS),
    });
    const comments = opts.comments ?? (rng.chance(0.25) ? rng.int(1, 2) : 0);
    for (let i = 0; i < comments; i++) {
      const at = new Date(requestedAt.getTime() + (now.getTime() - requestedAt.getTime()) * ((i + 1) / (comments + 1)));
      this.comments.push({ id: rng.uuid(), proposalId: proposal.id!, date: ymdNumber(at), value: rng.pick(COMMENTS), createdAt: at });
    }
    return { customerNumber: `KA-${lead.row.leadNumber}`, leadId: lead.row.id!, proposalId: proposal.id!, kind };
  }

  private requestedAtFor(kind: CaseKind, opts: CaseOptions): Date {
    const { rng, now } = this;
    // A request is never created in the future: a timer longer than the usual 48 hours (the CRM's
    // Response_Timeout__c says so) belongs to a request made just now.
    if (kind === "openRequested") return addHours(now, Math.min((opts.timeoutInHours ?? 24) - 48, -0.25));
    if (kind === "openAwaiting") return addHours(now, Math.min((opts.timeoutInHours ?? 24) - 72 - rng.int(2, 20), -0.25));
    if (opts.requestedAt) return opts.requestedAt;
    if (PAST_VISIT.includes(kind)) return addHours(now, -24 * rng.int(30, 150) - rng.int(0, 23));
    return addHours(now, -24 * rng.int(3, 25) - rng.int(0, 23));
  }

  private proposal(
    store: SeededStore,
    kind: CaseKind,
    lead: ReturnType<ConsoleBuilder["newLead"]>,
    oppId: string,
    requestedAt: Date,
    opts: CaseOptions,
  ): ProposalRow {
    const { rng, now } = this;
    const crmId = rng.sfId("a0P");
    const open = kind === "openRequested" || kind === "openAwaiting";
    const stage: ProposalCrm["Stage__c"] = kind === "openRequested" ? "Requested" : kind === "openAwaiting" ? "Awaiting" : "Received";
    const acceptedAt = stage === "Received" ? addHours(requestedAt, rng.int(2, 40)) : null;
    let visit: Date | null = null;
    if (PAST_VISIT.includes(kind) && acceptedAt) {
      visit = minDate(atHour(addDays(acceptedAt, rng.int(3, 14)), rng.int(9, 17)), atHour(addDays(now, -1), 11));
    } else if (kind === "appointment") {
      visit = opts.visitAt ?? atHour(addDays(now, rng.int(1, 60)), rng.int(9, 17));
    }
    const priceEuros = open ? null : rng.int(60, 450) * 100 - (rng.chance(0.5) ? 10 : 0);
    const soldAt = kind === "soldWinner" && visit ? minDate(addDays(visit, rng.int(2, 25)), addHours(now, -rng.int(3, 30))) : null;
    const editedAt =
      kind === "storeEditedSold" || kind === "storeEditedLost" ? minDate(addDays(visit ?? requestedAt, rng.int(1, 10)), addHours(now, -2)) : null;
    const timeout = open ? addHours(now, opts.timeoutInHours ?? 24) : addHours(requestedAt, 48);
    const lastModified = [requestedAt, acceptedAt, visit && visit < now ? visit : null, soldAt, editedAt]
      .filter((d): d is Date => !!d)
      .reduce((a, b) => (a > b ? a : b));
    const rating =
      kind === "soldWinner"
        ? rng.chance(0.8)
          ? rng.int(4, 5)
          : null
        : ["closed", "negotiation", "storeEditedSold", "soldOther"].includes(kind) && rng.chance(0.35)
          ? rng.int(1, 5)
          : null;
    const row: ProposalRow = {
      id: rng.uuid(),
      crmId,
      storeId: store.id,
      opportunityId: oppId,
      leadId: lead.row.id!,
      crm: {
        Id: crmId,
        Stage__c: stage,
        Price__c: priceEuros,
        Customer_Email__c: lead.email,
        Phone__c: lead.row.crm!.Phone,
        CreatedDate: requestedAt.toISOString(),
        LastModifiedDate: lastModified.toISOString(),
        Response_Timeout__c: timeout.toISOString(),
        Confirmed_Store_Visit_Date__c: visit ? visit.toISOString() : null,
        Proposal_Rating__c: rating,
      },
      stage,
      requestedAt,
      acceptedAt,
      appointmentAt: visit,
      soldAt,
      soldPriceCents: soldAt && priceEuros ? Math.round(priceEuros * (1 - rng.int(0, 8) / 100)) * 100 : null,
      // Proposal status keys of lib/domain/console/proposal-status.ts (the lead pool uses its own "status*" ids).
      storeEditedStatus: kind === "storeEditedSold" ? "sold" : kind === "storeEditedLost" ? "notSold" : null,
      storeEditedStatusTimestamp: editedAt,
      storeEditedSoldPriceCents: kind === "storeEditedSold" && priceEuros ? priceEuros * 100 : null,
      billSent: !!soldAt,
      billPaid: !!soldAt && rng.chance(0.5),
      kitchenPlannerName: stage === "Requested" && rng.chance(0.5) ? null : rng.pick(store.advisorNames),
    };
    this.proposals.push(row);
    return row;
  }
}
