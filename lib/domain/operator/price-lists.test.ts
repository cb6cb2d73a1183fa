import { describe, expect, it } from "vitest";
import { priceListUpsertSchema, priceWarnings } from "./price-lists";

describe("price-list warnings (issue 45)", () => {
  it("a price of zero and one above the list price need confirmation; equal and lower ones do not", () => {
    const w = priceWarnings([
      { article: "A-1", priceNetCents: 0, listPriceCents: 10_000 },
      { article: "A-2", priceNetCents: 10_000, listPriceCents: 10_000 },
      { article: "A-3", priceNetCents: 129_901, listPriceCents: 129_900 },
      { article: "A-4", priceNetCents: 9_000, listPriceCents: 10_000 },
    ]);
    expect(w).toEqual([
      {
        line: 1,
        article: "A-1",
        reason: "zero",
        priceNet: 0,
        listPriceNet: 100,
        message: "Zeile 1: „A-1“ kostet 0,00\u00a0€ – der Artikel wäre kostenlos.",
      },
      {
        line: 3,
        article: "A-3",
        reason: "above_list",
        priceNet: 1299.01,
        listPriceNet: 1299,
        message: "Zeile 3: „A-3“ kostet 1.299,01\u00a0€ und damit mehr als der Listenpreis 1.299,00\u00a0€.",
      },
    ]);
  });

  it("confirm is optional and false unless given", () => {
    expect(priceListUpsertSchema.parse({ name: "V", lines: [] }).confirm).toBe(false);
    expect(priceListUpsertSchema.parse({ name: "V", lines: [], confirm: true }).confirm).toBe(true);
    expect(priceListUpsertSchema.safeParse({ name: "V", lines: [], confirm: "ja" }).error?.issues[0].message).toBe(
      "„confirm“ muss true oder false sein.",
    );
  });
});

describe("price-list warnings below half of the list price (issue 43)", () => {
  it("a price below 50 % of the list price needs confirmation; exactly half does not", () => {
    const w = priceWarnings([
      { article: "B-1", priceNetCents: 4_999, listPriceCents: 10_000 },
      { article: "B-2", priceNetCents: 5_000, listPriceCents: 10_000 },
      { article: "B-3", priceNetCents: 8_990, listPriceCents: 89_900 },
    ]);
    expect(w.map((x) => [x.line, x.reason])).toEqual([
      [1, "below_half"],
      [3, "below_half"],
    ]);
    expect(w[1].message).toBe("Zeile 3: „B-3“ kostet 89,90\u00a0€ und damit weniger als die Hälfte des Listenpreises 899,00\u00a0€.");
  });
});
