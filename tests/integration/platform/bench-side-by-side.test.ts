import { describe, expect, it } from "vitest";
import { concurrentLoops, median, medianOfRounds, sidesInRound, speedup } from "@/bench/lib/side-by-side";
import { productsCsv } from "@/bench/lib/vendure-peer";
import { demoArticle } from "@/models/seed/seed-catalog";

// The arithmetic of `npm run bench -- --vendure-vs` (bench/vendure-vs.ts): what its table reports.
describe("side-by-side figures", () => {
  it("takes the median of the rounds' p50 and p95, not of all requests together", () => {
    const rounds = [
      [10, 10, 10, 10, 50],
      [20, 20, 20, 20, 90],
      [12, 12, 12, 12, 60],
    ];
    expect(medianOfRounds(rounds)).toEqual({ p50: 12, p95: 60, roundsP50: [10, 20, 12] });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("reports how many times faster we are and whether the target holds", () => {
    const ours = { p50: 4, p95: 8, roundsP50: [] };
    expect(speedup({ p50: 10, p95: 20, roundsP50: [] }, ours, 2)).toEqual({ ratio: 2.5, met: true });
    expect(speedup({ p50: 11, p95: 20, roundsP50: [] }, ours, 3)).toEqual({ ratio: 2.75, met: false });
  });

  it("alternates which side goes first", () => {
    expect([0, 1, 2].map((r) => sidesInRound(["a", "b"] as const, r))).toEqual([
      ["a", "b"],
      ["b", "a"],
      ["a", "b"],
    ]);
  });

  it("runs the users' loops at once and times every request", async () => {
    let running = 0;
    let most = 0;
    const times = await concurrentLoops(8, 3, async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    });
    expect(times).toHaveLength(24);
    expect(most).toBe(8);
  });
});

describe("Vendure's product CSV", () => {
  it("carries each demo article's name, brand, category, EAN and net price, quoted where needed", () => {
    const [head, first, ...rest] = productsCsv(3).trimEnd().split("\n");
    expect(head.split(",")).toContain("facets");
    expect(rest).toHaveLength(2);
    const a = demoArticle(0);
    expect(first).toContain(`Marke:${a.brand.name}|Kategorie:${a.category.name}|Unterkategorie:${a.subcategory.name}`);
    expect(first).toContain(`,${a.ean},${(a.priceKaNetCents / 100).toFixed(2)},Standard,`);
  });
});
