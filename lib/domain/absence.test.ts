import { describe, expect, it } from "vitest";
import { isCompleteRange, normalizeRange } from "./absence";

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
