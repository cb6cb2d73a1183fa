import { describe, expect, it } from "vitest";
import {
  appointmentRange,
  appointmentsIn,
  customerName,
  filterProposals,
  lastSixMonths,
  openRequests,
  platformAdvisors,
  type ViewRow,
  EMPTY_FILTER,
} from "./console-views";

const now = new Date("2026-06-15T12:00:00Z");

function row(
  over: Partial<{
    stage: string;
    opp: string;
    created: string;
    visit: string | null;
    custom: string | null;
    status: ViewRow["status"];
    first: string;
    last: string;
    nr: string;
    owner: string;
    planner: string;
  }> = {},
): ViewRow {
  return {
    status: over.status ?? "appointmentSearch",
    crm: {
      Stage__c: over.stage ?? "Received",
      CreatedDate: over.created ?? "2026-05-01T10:00:00Z",
      LastModifiedDate: "2026-05-02T10:00:00Z",
      Confirmed_Store_Visit_Date__c: over.visit ?? null,
    },
    storeCustomAppointmentDate: over.custom ?? null,
    kitchenPlanner: over.planner ? { crm: { Name: over.planner } } : null,
    opportunity: {
      crm: { StageName: over.opp ?? "Appointment Search", Customer_Number__c: over.nr ?? "KA-1" },
      owner: over.owner ? { crm: { Name: over.owner } } : null,
    },
    lead: { crm: { FirstName: over.first, LastName: over.last } },
  };
}

describe("openRequests (SPEC 2.3 item 3)", () => {
  it("splits Requested and Awaiting and drops Received", () => {
    const r = openRequests([row({ stage: "Requested", nr: "A" }), row({ stage: "Awaiting", nr: "B" }), row({ stage: "Received", nr: "C" })]);
    expect(r.unanswered.map((x) => x.opportunity.crm.Customer_Number__c)).toEqual(["A"]);
    expect(r.pending.map((x) => x.opportunity.crm.Customer_Number__c)).toEqual(["B"]);
  });
  it.each(["Closed", "Closed Lost", "Sold"])("excludes opportunities in %s", (opp) => {
    const r = openRequests([row({ stage: "Requested", opp }), row({ stage: "Awaiting", opp })]);
    expect(r.unanswered).toHaveLength(0);
    expect(r.pending).toHaveLength(0);
  });
});

describe("filterProposals (variant B)", () => {
  const rows = [
    row({ nr: "KA-204309", first: "Anna", last: "Schmidt", status: "sold", owner: "Lena Berg", planner: "Tom Koch" }),
    row({ nr: "KA-204400", status: "appointmentSearch", owner: "Max Ulm", created: "2025-01-01T00:00:00Z" }),
    row({ nr: "KA-204500", first: "Jonas", last: "Weber", status: "notSold", owner: "Max Ulm" }),
  ];
  const nrs = (list: ViewRow[]) => list.map((r) => r.opportunity.crm.Customer_Number__c);

  it("no filter shows everything", () => expect(nrs(filterProposals(rows, EMPTY_FILTER))).toHaveLength(3));
  it("status multi-select", () =>
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, statuses: ["sold", "notSold"] }))).toEqual(["KA-204309", "KA-204500"]));
  it("KA Berater multi-select", () =>
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, advisors: ["Max Ulm"] }))).toEqual(["KA-204400", "KA-204500"]));
  it("search by number, name, studio advisor or platform advisor, case-insensitive", () => {
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, search: "4500" }))).toEqual(["KA-204500"]);
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, search: "schmidt" }))).toEqual(["KA-204309"]);
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, search: "tom koch" }))).toEqual(["KA-204309"]);
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, search: "  lena " }))).toEqual(["KA-204309"]);
  });
  it("date range on the creation date (default last 6 months)", () => {
    expect(nrs(filterProposals(rows, { ...EMPTY_FILTER, range: lastSixMonths(now) }))).toEqual(["KA-204309", "KA-204500"]);
  });
  it("filters 5,000 rows in well under 100 ms", () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      row({ nr: `KA-${300000 + i}`, first: "Vorname", last: `Name${i}`, owner: i % 2 ? "A" : "B" }),
    );
    const t = performance.now();
    for (const s of ["K", "KA", "KA-3", "KA-30", "KA-301"])
      filterProposals(many, { ...EMPTY_FILTER, search: s, range: lastSixMonths(now), advisors: ["A"] });
    expect((performance.now() - t) / 5).toBeLessThan(100);
  });
});

describe("appointments (SPEC 2.3 item 4)", () => {
  const rows = [
    row({ nr: "future", visit: "2026-07-01T09:00:00Z" }),
    row({ nr: "soon", visit: "2026-06-16T09:00:00Z" }),
    row({ nr: "past", visit: "2026-05-01T09:00:00Z" }),
    row({ nr: "custom", custom: "2026-06-20" }),
    row({ nr: "far", visit: "2027-06-01T09:00:00Z" }),
    row({ nr: "none" }),
  ];
  const nrs = (list: ViewRow[]) => list.map((r) => r.opportunity.crm.Customer_Number__c);
  it("upcoming: today to +6 months, soonest first; includes dates the studio entered", () => {
    expect(nrs(appointmentsIn(rows, appointmentRange("upcoming", now), ""))).toEqual(["soon", "custom", "future"]);
  });
  it("past: -6 months to today", () => expect(nrs(appointmentsIn(rows, appointmentRange("past", now), ""))).toEqual(["past"]));
  it("past: the latest appointment first", () => {
    const past = [
      row({ nr: "april", visit: "2026-04-02T09:00:00Z" }),
      row({ nr: "june", visit: "2026-06-10T09:00:00Z" }),
      row({ nr: "may", custom: "2026-05-20" }),
      row({ nr: "january", visit: "2026-01-15T09:00:00Z" }),
    ];
    expect(nrs(appointmentsIn(past, appointmentRange("past", now), "", "past"))).toEqual(["june", "may", "april", "january"]);
  });
  it("customer filter", () => expect(nrs(appointmentsIn(rows, appointmentRange("upcoming", now), "fut"))).toEqual(["future"]));
});

describe("helpers", () => {
  it("customerName is empty while locked", () => {
    expect(customerName(row())).toBe("");
    expect(customerName(row({ first: "Anna", last: "Schmidt" }))).toBe("Anna Schmidt");
  });
  it("platformAdvisors lists distinct owners sorted", () => {
    expect(platformAdvisors([row({ owner: "Max" }), row({ owner: "Anna" }), row({ owner: "Max" }), row()])).toEqual(["Anna", "Max"]);
  });
});
