import { describe, expect, it } from "vitest";
import { PRICE_INDICATOR_MESSAGES, priceIndicatorMessage } from "./price-indicator";

describe("priceIndicatorMessage", () => {
  it("compares with the other studios' offers first", () => {
    expect(priceIndicatorMessage({ price: 11000, competitorPrices: [10000, 10000], ownPrices: [50000] }).message).toBe(
      "Ihr Preis liegt 10 % über dem Durchschnitt der anderen Angebote zu dieser Planung (10.000\u00a0€).",
    );
    expect(priceIndicatorMessage({ price: 9000, competitorPrices: [10000, null], ownPrices: [] }).message).toBe(
      "Ihr Preis liegt 10 % unter dem Durchschnitt der anderen Angebote zu dieser Planung (10.000\u00a0€).",
    );
  });
  it("falls back to the studio's own average", () => {
    expect(priceIndicatorMessage({ price: 20000, competitorPrices: [], ownPrices: [20000, 20000] }).message).toBe(
      "Ihr Preis entspricht dem Durchschnitt Ihrer Angebote (20.000\u00a0€).",
    );
  });
  it("without comparison or without price", () => {
    expect(priceIndicatorMessage({ price: 1000, competitorPrices: [], ownPrices: [] })).toEqual({
      ok: true,
      message: PRICE_INDICATOR_MESSAGES.noComparison,
    });
    expect(priceIndicatorMessage({ price: null, competitorPrices: [1], ownPrices: [] })).toEqual({
      ok: false,
      message: PRICE_INDICATOR_MESSAGES.noPrice,
    });
  });
});
