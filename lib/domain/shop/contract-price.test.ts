import { describe, expect, it } from "vitest";
import { appliedPrice, priceChangeOf, priceTiers, productUnitCents, unitPriceAt, type PriceListLineInput } from "./contract-price";

const own = (p: Partial<PriceListLineInput>): PriceListLineInput => ({
  listId: "own",
  listName: "Studio",
  priceNetCents: 9_000,
  fromQuantity: 1,
  validFrom: null,
  validTo: null,
  ...p,
});
const master = (p: Partial<PriceListLineInput>): PriceListLineInput => ({ ...own(p), listId: "master", listName: "Zentrale", ...p });
const DAY = "2026-11-26";

describe("which price a studio pays", () => {
  it("without any list line the list price applies, tier 1", () => {
    expect(appliedPrice({ own: [], master: [], listPriceCents: 10_000 }, 3, DAY)).toEqual({
      unitNetCents: 10_000,
      source: "list",
      listId: null,
      listName: null,
      fromQuantity: 1,
    });
  });

  it("the studio's own line beats its master's and the list price", () => {
    const r = appliedPrice({ own: [own({ priceNetCents: 8_000 })], master: [master({ priceNetCents: 8_500 })], listPriceCents: 10_000 }, 1, DAY);
    expect(r).toMatchObject({ unitNetCents: 8_000, source: "own", listName: "Studio" });
  });

  it("a child without a line of its own pays its master's price", () => {
    const r = appliedPrice({ own: [], master: [master({ priceNetCents: 8_500 })], listPriceCents: 10_000 }, 1, DAY);
    expect(r).toMatchObject({ unitNetCents: 8_500, source: "master", listName: "Zentrale" });
  });

  it("the highest tier whose fromQuantity is at most the quantity applies", () => {
    const lines = [own({ priceNetCents: 9_000 }), own({ fromQuantity: 5, priceNetCents: 8_000 }), own({ fromQuantity: 10, priceNetCents: 7_000 })];
    const c = { own: lines, master: [], listPriceCents: 10_000 };
    expect(appliedPrice(c, 4, DAY)).toMatchObject({ unitNetCents: 9_000, fromQuantity: 1 });
    expect(appliedPrice(c, 5, DAY)).toMatchObject({ unitNetCents: 8_000, fromQuantity: 5 });
    expect(appliedPrice(c, 999, DAY)).toMatchObject({ unitNetCents: 7_000, fromQuantity: 10 });
  });

  it("validity is inclusive on both Berlin days; before and after it the next source applies", () => {
    const c = { own: [own({ validFrom: "2026-11-01", validTo: "2026-11-30", priceNetCents: 8_000 })], master: [], listPriceCents: 10_000 };
    expect(appliedPrice(c, 1, "2026-11-01").unitNetCents).toBe(8_000);
    expect(appliedPrice(c, 1, "2026-11-30").unitNetCents).toBe(8_000);
    expect(appliedPrice(c, 1, "2026-10-31")).toMatchObject({ unitNetCents: 10_000, source: "list" });
    expect(appliedPrice(c, 1, "2026-12-01")).toMatchObject({ unitNetCents: 10_000, source: "list" });
  });

  it("an expired own line falls back to the master's, not to the list price", () => {
    const c = { own: [own({ validTo: "2026-11-25", priceNetCents: 7_000 })], master: [master({ priceNetCents: 8_500 })], listPriceCents: 10_000 };
    expect(appliedPrice(c, 1, DAY)).toMatchObject({ unitNetCents: 8_500, source: "master" });
  });

  it("an own tier only from 5 leaves quantities below it to the master's price", () => {
    const c = { own: [own({ fromQuantity: 5, priceNetCents: 7_000 })], master: [master({ priceNetCents: 8_500 })], listPriceCents: 10_000 };
    expect(appliedPrice(c, 4, DAY)).toMatchObject({ unitNetCents: 8_500, source: "master" });
    expect(appliedPrice(c, 5, DAY)).toMatchObject({ unitNetCents: 7_000, source: "own", fromQuantity: 5 });
  });

  it("of two lines of one tier valid on the day, the one that started later wins", () => {
    const c = {
      own: [own({ validFrom: "2026-01-01", priceNetCents: 9_000 }), own({ validFrom: "2026-11-01", priceNetCents: 8_800 })],
      master: [],
      listPriceCents: 10_000,
    };
    expect(appliedPrice(c, 1, DAY).unitNetCents).toBe(8_800);
    expect(appliedPrice(c, 1, "2026-10-15").unitNetCents).toBe(9_000);
  });

  it("the tiers by quantity merge equal neighbours and start at 1", () => {
    const c = {
      own: [own({ fromQuantity: 5, priceNetCents: 8_000 }), own({ fromQuantity: 10, priceNetCents: 8_000 })],
      master: [master({ priceNetCents: 9_000 })],
      listPriceCents: 10_000,
    };
    const tiers = priceTiers(c, DAY);
    expect(tiers).toEqual([
      { fromQuantity: 1, unitNetCents: 9_000 },
      { fromQuantity: 5, unitNetCents: 8_000 },
    ]);
    expect(unitPriceAt(tiers, 4)).toBe(9_000);
    expect(unitPriceAt(tiers, 12)).toBe(8_000);
    expect(priceTiers({ own: [], master: [], listPriceCents: 10_000 }, DAY)).toEqual([{ fromQuantity: 1, unitNetCents: 10_000 }]);
  });

  it("the browser's unit price of a product follows its tiers, else its price", () => {
    expect(productUnitCents({ priceKaNet: 99.99 }, 7)).toBe(9_999);
    const p = {
      priceKaNet: 90,
      priceTiers: [
        { fromQuantity: 1, priceKaNet: 90 },
        { fromQuantity: 5, priceKaNet: 80.1 },
      ],
    };
    expect(productUnitCents(p, 4)).toBe(9_000);
    expect(productUnitCents(p, 5)).toBe(8_010);
  });
});

describe("Preis geändert", () => {
  const product = {
    priceKaNet: 90,
    priceTiers: [
      { fromQuantity: 1, priceKaNet: 90 },
      { fromQuantity: 5, priceKaNet: 80 },
    ],
  };
  it("is null while the price the cart showed is today's price at the line's quantity", () => {
    expect(priceChangeOf({ quantity: 5, priceSeenCents: 8_000 }, product)).toBeNull();
    expect(priceChangeOf({ quantity: 2 }, product)).toBeNull();
  });
  it("names the price before and now when they differ", () => {
    expect(priceChangeOf({ quantity: 2, priceSeenCents: 9_500 }, product)).toEqual({ beforeCents: 9_500, nowCents: 9_000 });
  });
});
