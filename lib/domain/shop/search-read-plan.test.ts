import { describe, expect, it } from "vitest";
import { bestsellerWindow, boundedProbePages, measuredMatches, PROBE_MARGIN, scanInTableOrder, WALK_MARGIN } from "./search-read-plan";

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
    expect(bestsellerWindow(21_000, 1_000_000, 200)).toBe(38_096);
    expect(bestsellerWindow(21_000, 1_000_000, 400)).toBeNull();
  });

  it("walks where the page is expected within half the matches (issue 47, 1,000,000 articles)", () => {
    // "Edelstahl gebürstet": 6,649 matches; the page is expected after about 3,000 bestsellers, where
    // collecting read 6,472 table pages (110 ms). A window of 12,032 is at most twice the matches.
    expect(bestsellerWindow(6_649, 1_000_000, 20)).toBe(12_032);
    expect(bestsellerWindow(6_000, 1_000_000, 20)).toBeNull();
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

describe("measuredMatches", () => {
  it("is what the probe found when it found fewer than it asked for", () => {
    expect(measuredMatches(734, 1001, 500, 9000)).toBe(734);
    expect(measuredMatches(0, 1001, -1, 9000)).toBe(0);
  });

  it("spreads the density of the pages read over the whole table when the probe stopped at its limit", () => {
    // 1,001 matches within the first 291 of 10,000 pages: about 34,400 in all ("Siemens iQ500" at 1,000,000).
    expect(measuredMatches(1001, 1001, 290, 10_000)).toBe(34_399);
    // The last match on the last page: every match of the table was seen.
    expect(measuredMatches(1001, 1001, 9_999, 10_000)).toBe(1001);
  });

  it("turns a walk the planner's estimate ruled out back on", () => {
    const catalog = 1_000_000;
    expect(bestsellerWindow(4_000, catalog, 20)).toBeNull();
    expect(bestsellerWindow(measuredMatches(1001, 1001, 290, 10_000)!, catalog, 20)).not.toBeNull();
  });

  it("knows nothing without the table's size", () => {
    expect(measuredMatches(1001, 1001, 50, 0)).toBeNull();
  });
});

describe("boundedProbePages", () => {
  const pages = 95_307;
  it("reads the first pages in table order where PostgreSQL expects the bitmap to cost more", () => {
    // "Blanco Spüle" at 1,000,000 articles: 51,200 estimated matches at a cost of 96,300 (a sequential scan
    // 122,087); 1,001 wanted lie in about a fiftieth of the table, four times that is read at most.
    expect(boundedProbePages({ rows: 51_200, cost: 96_300 }, 1_000_000, pages, 1001)).toBe(Math.ceil(((PROBE_MARGIN * 1001) / 51_200) * pages));
    expect(boundedProbePages({ rows: 51_200, cost: 96_300 }, 1_000_000, pages, 1001)).toBe(7454);
    // "Stand-Mikrowellen": 21,068 estimated at 108,526 (a subcategory, a category and a word OR-ed).
    expect(boundedProbePages({ rows: 21_068, cost: 108_526 }, 1_000_000, pages, 1001)).toBe(18_114);
  });

  it("collects from the indexes when scanning the bounded part would cost more", () => {
    // "90 cm Induktion": 4,554 estimated at 64,634; "Edelstahl gebürstet": 2,916 at 10,180.
    expect(boundedProbePages({ rows: 4_554, cost: 64_634 }, 1_000_000, pages, 1001)).toBeNull();
    expect(boundedProbePages({ rows: 2_916, cost: 10_180 }, 1_000_000, pages, 1001)).toBeNull();
    // A single word with 20,000 matches, collected at a cost of 20,000.
    expect(boundedProbePages({ rows: 20_000, cost: 20_000 }, 1_000_000, pages, 1001)).toBeNull();
  });

  it("bounds sooner for fewer wanted rows (the suggestions' 301)", () => {
    expect(boundedProbePages({ rows: 20_000, cost: 20_000 }, 1_000_000, pages, 301)).toBe(5738);
    expect(boundedProbePages({ rows: 21_068, cost: 108_526 }, 1_000_000, pages, 301)).toBe(5447);
  });

  it("never bounds at the whole table, nor without known sizes", () => {
    expect(boundedProbePages({ rows: 3_000, cost: 1e9 }, 10_000, 100, 1001)).toBeNull();
    expect(boundedProbePages({ rows: 51_200, cost: 96_300 }, 0, pages, 1001)).toBeNull();
    expect(boundedProbePages({ rows: 51_200, cost: 96_300 }, 1_000_000, 0, 1001)).toBeNull();
    expect(boundedProbePages({ rows: 0, cost: 96_300 }, 1_000_000, pages, 1001)).toBeNull();
    expect(boundedProbePages({ rows: 51_200, cost: 0 }, 1_000_000, pages, 1001)).toBeNull();
  });
});
