import { describe, expect, it } from "vitest";
import { checkArticle, emptyRawArticle } from "./bmecat-article";
import { roundedCents, unitPriceCents } from "./bmecat-values";
import { csvAmount } from "./csv-import";

const ctx = { transaction: "T_NEW_CATALOG" as const, currency: "EUR", today: "2026-04-15", supplier: "Spülwerk GmbH" };

describe("one rounding rule for BMEcat and CSV", () => {
  it("rounds half-up on the decimal digits and says when it rounded", () => {
    expect(roundedCents("1.005")).toEqual({ cents: 101, rounded: true });
    expect(roundedCents("12.3449")).toEqual({ cents: 1234, rounded: true });
    expect(roundedCents("12.345")).toEqual({ cents: 1235, rounded: true });
    expect(roundedCents("12.3400")).toEqual({ cents: 1234, rounded: false });
    expect(roundedCents("7")).toEqual({ cents: 700, rounded: false });
  });

  it("reads CSV amounts with more decimals, but never a German thousands point as a decimal point", () => {
    expect(csvAmount("12,3456")).toBe("12.3456");
    expect(csvAmount("1.299,005")).toBe("1299.005");
    expect(csvAmount("1.299")).toBeNull();
  });
});

describe("articles with warnings", () => {
  it("lets an article without price, EAN and manufacturer in, naming each", () => {
    const raw = { ...emptyRawArticle(7, null), supplierPid: "A-1", descriptionShort: "Stopfen" };
    const r = checkArticle(raw, ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.article).toMatchObject({ priceMissing: true, ean: null, brand: "Spülwerk GmbH", listPriceCents: null });
    expect(r.warnings.map((w) => w.element)).toEqual(["PRICE_AMOUNT", "INTERNATIONAL_PID", "MANUFACTURER_NAME"]);
  });

  it("refuses an article without manufacturer when the catalog names no supplier", () => {
    const raw = { ...emptyRawArticle(7, null), supplierPid: "A-1", descriptionShort: "Stopfen" };
    const r = checkArticle(raw, { ...ctx, supplier: null });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      { element: "MANUFACTURER_NAME", message: "Hersteller (MANUFACTURER_NAME) fehlt, und der Katalog nennt keinen Lieferanten" },
    ]);
  });

  it("uses net_customer as the list price only when told so", () => {
    const price = {
      priceType: "net_customer",
      amount: "24.50",
      currency: "EUR",
      lowerBound: null,
      territories: [],
      validStart: null,
      validEnd: null,
    };
    const raw = { ...emptyRawArticle(7, null), supplierPid: "A-1", descriptionShort: "Blech", manufacturer: "Blanco", prices: [price] };
    const asList = checkArticle(raw, { ...ctx, customerAsList: true });
    expect(asList.ok && asList.article.listPriceCents).toBe(2450);
    const forStudio = checkArticle(raw, ctx);
    expect(forStudio.ok).toBe(false);
  });
});

describe("PRICE_QUANTITY divides", () => {
  it("divides exactly in decimals and rounds half-up to cents, saying when it rounded", () => {
    expect(unitPriceCents("12.90", "10")).toEqual({ cents: 129, rounded: false });
    expect(unitPriceCents("12.99", "10")).toEqual({ cents: 130, rounded: true });
    expect(unitPriceCents("10", "3")).toEqual({ cents: 333, rounded: true });
    expect(unitPriceCents("0.05", "2")).toEqual({ cents: 3, rounded: true });
    expect(unitPriceCents("59,50", "0.5")).toEqual({ cents: 11900, rounded: false });
    expect(unitPriceCents("1", "0")).toBeNull();
    expect(unitPriceCents("1", "x")).toBeNull();
  });

  it("gives an article the price of one unit and lists the rounded one with both values", () => {
    const price = {
      priceType: "net_list",
      amount: "12.99",
      quantity: "10",
      currency: "EUR",
      lowerBound: "1",
      territories: [],
      validStart: null,
      validEnd: null,
    };
    const raw = { ...emptyRawArticle(7, null), supplierPid: "S-10", descriptionShort: "Schrauben", priceQuantity: "10", prices: [price] };
    const r = checkArticle(raw, ctx);
    expect(r.ok && r.article.listPriceCents).toBe(130);
    expect(r.ok && r.warnings.filter((w) => w.element === "PRICE_QUANTITY")).toEqual([
      { element: "PRICE_QUANTITY", message: "Preis für 10 Einheiten auf den Stückpreis umgerechnet und auf Cent gerundet: 12.99 / 10 → 1,30 €" },
    ]);
    const bad = checkArticle({ ...raw, priceQuantity: "0" }, ctx);
    expect(bad.ok ? [] : bad.problems.map((p) => p.message)).toEqual(["Preismenge (PRICE_QUANTITY) ist keine positive Zahl: „0“"]);
  });
});
