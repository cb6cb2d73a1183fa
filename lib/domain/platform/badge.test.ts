import { describe, it, expect } from "vitest";
import { badgeLevel, badgeMessage, badgeRating, describeBadge } from "./badge";
import { badgeRange, badgeStatsOf } from "./badge-range";

describe("SPEC 9 badge rating: provided badgeRating", () => {
  it("uses the provided rating over the counts", () => {
    expect(badgeRating({ badgeRating: 73, counts: { timeoutReplyCount: 10, onTimeReplyCount: 0 } })).toBe(73);
  });

  it("uses a provided rating of 0", () => {
    expect(badgeRating({ badgeRating: 0 })).toBe(0);
  });
});

describe("SPEC 9 badge rating: 100 minus the rounded percentage of late replies and uploads", () => {
  it("counts replies and uploads together", () => {
    // late 1 + 2 = 3 of 3 + 5 + 4 = 12 -> 25% late -> 75
    expect(badgeRating({ counts: { timeoutReplyCount: 1, timeoutUploadCount: 2, onTimeReplyCount: 5, onTimeUploadCount: 4 } })).toBe(75);
  });

  it("rounds the late percentage", () => {
    // 1 of 3 late = 33.3% -> 33 -> 67; 2 of 3 late = 66.7% -> 67 -> 33
    expect(badgeRating({ counts: { timeoutReplyCount: 1, onTimeReplyCount: 2 } })).toBe(67);
    expect(badgeRating({ counts: { timeoutReplyCount: 2, onTimeReplyCount: 1 } })).toBe(33);
  });

  it("defaults to 100 without counts", () => {
    expect(badgeRating(null)).toBe(100);
    expect(badgeRating({ counts: {} })).toBe(100);
    expect(badgeRating({ badgeRating: null, counts: { timeoutReplyCount: 0 } })).toBe(100);
  });
});

describe("SPEC 9 badge image: under 60 lowest, 60 to 89 middle, 90 and above top", () => {
  it("chooses the level at the boundaries", () => {
    expect(badgeLevel(59)).toBe("low");
    expect(badgeLevel(60)).toBe("middle");
    expect(badgeLevel(89)).toBe("middle");
    expect(badgeLevel(90)).toBe("top");
  });
});

describe("SPEC 9 badge message", () => {
  it("at 90 or more congratulates", () => {
    const message = badgeMessage(90);
    expect(message.first).toBe("Sie haben 90% Ihrer Anfragen in der vorgegebenen Zeit beantwortet.");
    expect(message.second).toBe("Glückwunsch! Momentan sind Sie für den Bonus qualifiziert.");
    expect(message.text).toBe(
      "Sie haben 90% Ihrer Anfragen in der vorgegebenen Zeit beantwortet. Glückwunsch! Momentan sind Sie für den Bonus qualifiziert.",
    );
  });

  it("below 90 names the missing percentage 90 minus the rating", () => {
    expect(badgeMessage(75).text).toBe(
      "Sie haben 75% Ihrer Anfragen in der vorgegebenen Zeit beantwortet. Um den Bonus zu erhalten, fehlen Ihnen noch 15%.",
    );
    expect(badgeMessage(89).second).toBe("Um den Bonus zu erhalten, fehlen Ihnen noch 1%.");
  });

  it("describes a store from its stats", () => {
    expect(describeBadge({ counts: { timeoutUploadCount: 1, onTimeUploadCount: 1 } })).toMatchObject({ rating: 50, level: "low" });
  });
});

describe("issue 29: the badge counts what the dashboard counts", () => {
  it("counts the dashboard's default range: Berlin's 1 January to Berlin's today", () => {
    expect(badgeRange(new Date("2026-11-26T10:00:00Z"))).toEqual({ startDay: "2026-01-01", endDay: "2026-11-26" });
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(badgeRange(new Date("2026-12-31T23:30:00Z"))).toEqual({ startDay: "2027-01-01", endDay: "2027-01-01" });
  });

  it("rates measured stats by the share of replies in time, like the dashboard (197 of 199 is 99 %)", () => {
    const stats = badgeStatsOf(197, 2, { startDay: "2026-01-01", endDay: "2026-11-26" });
    expect(badgeRating(stats)).toBe(99);
    expect(badgeRating(badgeStatsOf(0, 0, stats.range))).toBe(100);
  });
});
