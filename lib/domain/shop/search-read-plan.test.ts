import { describe, expect, it } from "vitest";
import { bestsellerWindow, scanInTableOrder, WALK_MARGIN } from "./search-read-plan";

describe("bestsellerWindow", () => {
  it("walks the bestsellers for a broad search in a large catalog", () => {
    // 21,000 of 1,000,000 match: one in about 48; 20 rows are expected within about 950 bestsellers.
    expect(bestsellerWindow(21_000, 1_000_000, 20)).toBe(Math.ceil((WALK_MARGIN * 20 * 1_000_000) / 21_000));
    expect(bestsellerWindow(21_000, 1_000_000, 20)).toBe(3810);
  });

  it("collects the matches when they are few, since walking to the page's end would cost more", () => {
    expect(bestsellerWindow(2_000, 1_000_000, 20)).toBeNull();
    expect(bestsellerWindow(1_001, 100_000, 20)).toBeNull();
  });

  it("needs a longer walk for a deeper page, and gives up when that no longer pays", () => {
    const first = bestsellerWindow(21_000, 1_000_000, 20)!;
    expect(bestsellerWindow(21_000, 1_000_000, 40)).toBe(2 * first);
    expect(bestsellerWindow(21_000, 1_000_000, 200)).toBeNull();
  });

  it("never walks further than the catalog", () => {
    expect(bestsellerWindow(90_000, 100_000, 20)).toBe(89);
    expect(bestsellerWindow(100_000, 100_000, 1)).toBe(4);
  });

  it("does not walk without a known catalog size or match count", () => {
    expect(bestsellerWindow(21_000, 0, 20)).toBeNull();
    expect(bestsellerWindow(0, 1_000_000, 20)).toBeNull();
    expect(bestsellerWindow(Number.NaN, 1_000_000, 20)).toBeNull();
  });
});

describe("scanInTableOrder", () => {
  it("scans for the first matches of a word that a good part of the catalog matches", () => {
    // "Bosch" at 1,000,000 products: 235,000 matches; 1,001 of them are found after about 4,300 products.
    expect(scanInTableOrder(235_000, 1_000_000, 1001)).toBe(true);
    expect(scanInTableOrder(45_000, 100_000, 1001)).toBe(true);
  });

  it("collects from the index when the matches are fewer", () => {
    expect(scanInTableOrder(26_000, 1_000_000, 1001)).toBe(false);
    expect(scanInTableOrder(20_000, 100_000, 1001)).toBe(false);
    expect(scanInTableOrder(500, 10_000, 1001)).toBe(false);
  });

  it("does not scan without a known catalog size or match count", () => {
    expect(scanInTableOrder(235_000, 0, 1001)).toBe(false);
    expect(scanInTableOrder(0, 1_000_000, 1001)).toBe(false);
  });
});
