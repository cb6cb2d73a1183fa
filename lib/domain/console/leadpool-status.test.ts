import { describe, it, expect } from "vitest";
import { LEADPOOL_STATUS_LABELS, SETTABLE_LEADPOOL_STATUSES, effectiveLeadpoolStatus, leadpoolStatusOptions } from "./leadpool-status";

describe("SPEC 4 lead pool status values", () => {
  it("labels the four statuses exactly", () => {
    expect(LEADPOOL_STATUS_LABELS).toEqual({
      statusBeforeSchedule: "Terminsuche",
      statusSold: "Kunde hat gekauft",
      statusClosedLost: "Nicht verkauft",
      statusNegotiation: "In Verhandlung",
    });
  });
});

describe("SPEC 4 effective lead pool status", () => {
  it("prefers the explicitly passed status", () => {
    expect(effectiveLeadpoolStatus({ passed: "statusSold", storeEdited: "statusClosedLost", leadpool: "statusNegotiation" })).toBe("statusSold");
  });

  it("else the store-edited status", () => {
    expect(effectiveLeadpoolStatus({ passed: null, storeEdited: "statusClosedLost", leadpool: "statusNegotiation" })).toBe("statusClosedLost");
  });

  it("else the lead pool status", () => {
    expect(effectiveLeadpoolStatus({ leadpool: "statusNegotiation" })).toBe("statusNegotiation");
  });

  it("else statusBeforeSchedule", () => {
    expect(effectiveLeadpoolStatus({})).toBe("statusBeforeSchedule");
  });

  it("skips values that are not statuses", () => {
    expect(effectiveLeadpoolStatus({ passed: "", storeEdited: "kaputt", leadpool: "statusSold" })).toBe("statusSold");
  });
});

describe("SPEC 4 lead pool options: wide sold, closed-lost, negotiation; narrow sold and closed-lost", () => {
  it("offers the right options", () => {
    expect(leadpoolStatusOptions(false)).toEqual(["statusSold", "statusClosedLost", "statusNegotiation"]);
    expect(leadpoolStatusOptions(true)).toEqual(["statusSold", "statusClosedLost"]);
    expect(SETTABLE_LEADPOOL_STATUSES).not.toContain("statusBeforeSchedule");
  });
});
