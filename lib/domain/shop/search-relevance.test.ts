import { describe, expect, it } from "vitest";
import { isRelevant, ndcgAt, precisionAt, summarize, type Judgement } from "./search-relevance";

const sink = {
  name: "Blanco Einbauspüle ZEROX 500-F Silgranit Anthrazit – Modell 1234567",
  ean: "4000000000017",
  categorySlugs: ["spuelen", "einbauspuelen"],
  brandSlug: "blanco",
};
const kit = {
  name: "Blanco Pflegeset LEGRA für Silgranit – Modell 7654321",
  ean: "4000000000024",
  categorySlugs: ["zubehoer", "reinigung-pflege"],
  brandSlug: "blanco",
};

describe("isRelevant", () => {
  it("needs every condition: category or subcategory, brand, name words", () => {
    const j: Judgement = {
      query: "Blanco Silgranit Spüle",
      kind: "Marke + Typ",
      categories: ["einbauspuelen"],
      brands: ["blanco"],
      nameIncludes: ["silgranit"],
    };
    expect(isRelevant(j, sink)).toBe(true);
    expect(isRelevant(j, kit)).toBe(false);
    expect(isRelevant({ query: "Spülen", kind: "Kategorie", categories: ["spuelen"] }, sink)).toBe(true);
  });
  it("matches one product by EAN", () => {
    expect(isRelevant({ query: sink.ean, kind: "EAN", ean: sink.ean }, sink)).toBe(true);
    expect(isRelevant({ query: sink.ean, kind: "EAN", ean: sink.ean }, kit)).toBe(false);
  });
});

describe("precision@5 and nDCG@10", () => {
  it("counts right answers among the first five", () => {
    expect(precisionAt(5, [true, true, false, true, true, true], 100)).toBe(0.8);
    expect(precisionAt(5, [], 100)).toBe(0);
  });
  it("does not punish a query with fewer right products than places", () => {
    expect(precisionAt(5, [true], 1)).toBe(1);
    expect(precisionAt(5, [false, true], 1)).toBe(1);
    expect(precisionAt(5, [false, false, false, false, false, true], 1)).toBe(0);
  });
  it("rewards right answers near the top", () => {
    expect(ndcgAt(10, [true, true, true], 3)).toBeCloseTo(1, 6);
    expect(ndcgAt(10, [false, true], 1)).toBeCloseTo(1 / Math.log2(3), 6);
    expect(ndcgAt(10, [true, false], 2)).toBeLessThan(ndcgAt(10, [true, true], 2));
  });
});

describe("summarize", () => {
  it("averages over the queries and names must-find queries without results", () => {
    const s = summarize([
      { judgement: { query: "Spülen", kind: "Kategorie" }, right: [true, true, true, true, true], relevantTotal: 50, count: 50 },
      { judgement: { query: "Zubehör", kind: "Kategorie" }, right: [], relevantTotal: 50, count: 0 },
      { judgement: { query: "xyz", kind: "Tippfehler" }, right: [], relevantTotal: 0, count: 0 },
      { judgement: { query: "Miele", kind: "Marke" }, right: [true, false, true, false, true], relevantTotal: 50, count: 9 },
    ]);
    expect(s.queries).toBe(4);
    expect(s.precisionAt5).toBeCloseTo((1 + 0 + 0 + 0.6) / 4, 6);
    expect(s.zeroResultRate).toBe(0.5);
    expect(s.zeroMustFind).toEqual(["Zubehör"]);
  });
});
