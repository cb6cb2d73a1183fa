import { describe, expect, it } from "vitest";
import { PAST_ABSENCE_MESSAGE, isCompleteRange, normalizeRange, startsInPast } from "./absence";

describe("absence ranges (SPEC 5)", () => {
  it("swaps a reversed range and keeps a proper one", () => {
    expect(normalizeRange("2030-08-20", "2030-08-01")).toEqual(["2030-08-01", "2030-08-20"]);
    expect(normalizeRange("2030-01-01", "2030-12-31")).toEqual(["2030-01-01", "2030-12-31"]);
    expect(normalizeRange("2029-12-31", "2030-01-01")).toEqual(["2029-12-31", "2030-01-01"]);
  });
  it("is saved only when both dates exist", () => {
    expect(isCompleteRange({ from: new Date(), to: new Date() })).toBe(true);
    expect(isCompleteRange({ from: new Date() })).toBe(false);
    expect(isCompleteRange(undefined)).toBe(false);
  });
});

describe("issue 29: no new absence in the past", () => {
  it("refuses a range that starts before today, whichever way round it was picked", () => {
    expect(startsInPast("2026-11-25", "2026-11-30", "2026-11-26")).toBe(true);
    expect(startsInPast("2026-11-30", "2026-11-25", "2026-11-26")).toBe(true);
    expect(startsInPast("2026-11-26", "2026-11-26", "2026-11-26")).toBe(false);
    expect(PAST_ABSENCE_MESSAGE).toMatch(/^Eine neue Abwesenheit .* Bitte wählen Sie/);
  });
});
