import { describe, expect, it } from "vitest";
import { ratedNewestFirst, ratingSummary, todoSummary, type RatingRow } from "./ratings-summary";

const r = (
  o: Partial<{ rating: number | null; stage: string; opp: string; status: RatingRow["status"]; unlocked: boolean; edited: string | null }>,
): RatingRow => ({
  status: o.status ?? "appointmentSearch",
  unlocked: o.unlocked ?? false,
  storeEditedStatus: o.edited ?? null,
  crm: { Stage__c: o.stage ?? "Received", Proposal_Rating__c: o.rating ?? null },
  opportunity: { crm: { StageName: o.opp ?? "Store Negotiation" } },
});

describe("ratingSummary", () => {
  it("counts, averages to one decimal and distributes by stars", () => {
    const s = ratingSummary([r({ rating: 5 }), r({ rating: 4 }), r({ rating: 4 }), r({})]);
    expect(s.count).toBe(3);
    expect(s.average).toBe(4.3);
    expect(s.distribution).toEqual({ 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 });
  });
  it("no ratings", () => expect(ratingSummary([r({})]).average).toBeNull());
});

describe("todoSummary", () => {
  it("counts open requests, pending plannings and missing outcomes", () => {
    const s = todoSummary([
      r({ stage: "Requested" }),
      r({ stage: "Requested", opp: "Closed" }),
      r({ stage: "Awaiting" }),
      r({ status: "negotiation", unlocked: true }),
      r({ status: "appointmentSet", unlocked: true, edited: "sold" }),
      r({ status: "appointmentSet", unlocked: false }),
    ]);
    expect(s).toEqual({ unanswered: 1, pending: 1, outcomeMissing: 1 });
  });
});

describe("ratedNewestFirst", () => {
  const rated = (id: string, modified: string, rating: number | null) => ({ id, crm: { LastModifiedDate: modified, Proposal_Rating__c: rating } });
  it("only rated offers, the newest first", () => {
    const rows = [
      rated("a", "2026-03-01T10:00:00Z", 4),
      rated("b", "2026-05-20T08:00:00Z", 5),
      rated("c", "2026-06-01T08:00:00Z", null),
      rated("d", "2026-04-11T08:00:00Z", 2),
      rated("e", "2026-05-20T08:00:00Z", 3),
    ];
    expect(ratedNewestFirst(rows).map((r) => r.id)).toEqual(["b", "e", "d", "a"]);
  });
});
