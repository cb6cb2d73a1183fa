import { describe, expect, it } from "vitest";
import { chartTicks } from "./chart-ticks";

describe("chartTicks", () => {
  it("covers the largest value in round steps from zero", () => {
    expect(chartTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(chartTicks(100)).toEqual([0, 50, 100]);
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(48_250)).toEqual([0, 20_000, 40_000, 60_000]);
  });

  it("keeps whole numbers and a usable axis for small or empty series", () => {
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(1)).toEqual([0, 1]);
    expect(chartTicks(Number.NaN)).toEqual([0, 1]);
  });

  it("never gives more than the asked number of ticks and always ends at or above the maximum", () => {
    for (const max of [1, 2, 7, 9, 11, 99, 101, 999, 1234, 98_765, 1_000_001]) {
      const t = chartTicks(max);
      expect(t.length).toBeLessThanOrEqual(5);
      expect(t[t.length - 1]).toBeGreaterThanOrEqual(max);
      expect(t.every((v) => Number.isInteger(v))).toBe(true);
    }
  });
});
