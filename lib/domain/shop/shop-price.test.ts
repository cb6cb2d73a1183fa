import { describe, expect, it } from "vitest";
import { customerPrice } from "../platform/money";
import { netBoundForShown, shownPriceCents, shownPriceEuros, shownTotalCents, VAT_NOTICE } from "./shop-price";

describe("shop prices (SPEC 1, 6, 9)", () => {
  it("shows net prices by default", () => {
    expect(shownPriceCents(10000, 30, false)).toBe(10000);
  });

  it("shows gross with the store margin in the Kundenansicht", () => {
    // 100 € net * 1.30 margin * 1.19 VAT = 154.70 €
    expect(shownPriceCents(10000, 30, true)).toBe(15470);
    // without margin just the VAT
    expect(shownPriceCents(10000, 0, true)).toBe(11900);
    // rounded once, half up: 0.99 € * 1.19 = 1.1781 €
    expect(shownPriceCents(99, 0, true)).toBe(118);
  });

  it("picks the DTO price of the view", () => {
    expect(shownPriceEuros({ priceKaNet: 10, priceCustomer: 15.47 }, false)).toBe(10);
    expect(shownPriceEuros({ priceKaNet: 10, priceCustomer: 15.47 }, true)).toBe(15.47);
  });

  it("totals unit prices times quantity", () => {
    expect(
      shownTotalCents(
        [
          { netCents: 1000, quantity: 2 },
          { netCents: 99, quantity: 1 },
        ],
        0,
        false,
      ),
    ).toBe(2099);
    expect(shownTotalCents([{ netCents: 1000, quantity: 2 }], 10, true)).toBe(2 * customerPrice(1000, 10));
  });

  it("names the VAT", () => {
    expect(VAT_NOTICE).toBe("Alle Preise zzgl. 19% MwSt.");
  });
});

describe("netBoundForShown", () => {
  it("is the identity for net prices", () => {
    expect(netBoundForShown(12345, 30, false, "min")).toBe(12345);
  });

  it.each([0, 1, 99, 11900, 15470, 15471, 123456])("gives exact bounds for shown price %i at 30%% margin", (shown) => {
    const min = netBoundForShown(shown, 30, true, "min");
    expect(customerPrice(min, 30)).toBeGreaterThanOrEqual(shown);
    if (min > 0) expect(customerPrice(min - 1, 30)).toBeLessThan(shown);
    const max = netBoundForShown(shown, 30, true, "max");
    expect(customerPrice(max, 30)).toBeLessThanOrEqual(shown);
    expect(customerPrice(max + 1, 30)).toBeGreaterThan(shown);
  });
});
