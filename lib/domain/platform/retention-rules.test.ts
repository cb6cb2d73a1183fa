import { describe, expect, it } from "vitest";
import { END_CUSTOMER_RULE, RETENTION_RULES, retentionCutoff, retentionMonths } from "./retention-rules";

describe("retention rules", () => {
  it("has unique ids and German texts for every field of the concept", () => {
    expect(new Set(RETENTION_RULES.map((r) => r.id)).size).toBe(RETENTION_RULES.length);
    for (const r of RETENTION_RULES) {
      expect(r.data && r.purpose && r.trigger && r.basis).toBeTruthy();
      expect(r.where.length).toBeGreaterThan(0);
    }
  });

  it("keeps end customers 24 months after the last activity by default", () => {
    expect(retentionMonths(undefined)[END_CUSTOMER_RULE]).toBe(24);
  });

  it("takes overrides for configurable rules only", () => {
    expect(retentionMonths("end-customer-requests=36, access-log=6")).toMatchObject({ [END_CUSTOMER_RULE]: 36, "access-log": 6 });
    expect(() => retentionMonths("accounting=12")).toThrow(/gesetzlich/);
    expect(() => retentionMonths("gibts-nicht=3")).toThrow(/gibt es nicht/);
    expect(() => retentionMonths("access-log=0")).toThrow(/mindestens einen Monat/);
    expect(() => retentionMonths("access-log")).toThrow(/Format/);
  });

  it("counts calendar months back from now", () => {
    expect(retentionCutoff(new Date("2026-11-26T12:00:00Z"), 24).toISOString()).toBe("2024-11-26T12:00:00.000Z");
  });
});
