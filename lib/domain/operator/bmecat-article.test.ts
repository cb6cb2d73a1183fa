import { describe, expect, it } from "vitest";
import {
  checkArticle,
  contentFingerprint,
  emptyRawArticle,
  gtinCheckDigitValid,
  listPriceCents,
  plainDescription,
  priceFingerprint,
  withdrawsMissing,
  type ArticleContext,
  type RawArticle,
  type RawPrice,
} from "./bmecat-article";

const ctx: ArticleContext = { transaction: "T_NEW_CATALOG", currency: "EUR", today: "2026-04-15" };
const price = (over: Partial<RawPrice> = {}): RawPrice => ({
  priceType: "net_list",
  amount: "649.00",
  currency: null,
  lowerBound: "1",
  territories: ["DE"],
  validStart: null,
  validEnd: null,
  ...over,
});
const article = (over: Partial<RawArticle> = {}): RawArticle => ({
  ...emptyRawArticle(12, "new"),
  supplierPid: "NH-IK-6010",
  internationalPids: [{ type: "gtin", value: "4200000000116" }],
  descriptionShort: "Induktionskochfeld 60 cm",
  descriptionLong: "<p>Vier Kochzonen.</p><p>Rahmenlos.</p>",
  manufacturer: "Nordhaus",
  deliveryTime: "2.5",
  prices: [price()],
  features: [{ name: "Breite", values: ["60"], unit: "cm" }],
  mime: [{ source: "bilder/a.jpg", purpose: "normal", type: "image/jpeg" }],
  ...over,
});
const problems = (raw: RawArticle, c = ctx) => {
  const r = checkArticle(raw, c);
  return r.ok ? [] : r.problems.map((p) => p.message);
};

describe("GTIN check digit", () => {
  it("accepts EAN-13, EAN-8, UPC-12 and GTIN-14 with their check digit and refuses a wrong one", () => {
    expect(gtinCheckDigitValid("4006381333931")).toBe(true);
    expect(gtinCheckDigitValid("4006381333932")).toBe(false);
    expect(gtinCheckDigitValid("73513537")).toBe(true);
    expect(gtinCheckDigitValid("036000291452")).toBe(true);
    expect(gtinCheckDigitValid("14006381333938")).toBe(true);
    expect(gtinCheckDigitValid("40063813339a1")).toBe(false);
  });
});

describe("checkArticle", () => {
  it("maps a complete article onto the shop's columns", () => {
    const r = checkArticle(article(), ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.article).toMatchObject({
      mode: "new",
      supplierPid: "NH-IK-6010",
      ean: "4200000000116",
      name: "Induktionskochfeld 60 cm",
      description: "Vier Kochzonen.~Rahmenlos.",
      brand: "Nordhaus",
      brandSlug: "nordhaus",
      listPriceCents: 64900,
      deliveryMinDays: 3,
      deliveryMaxDays: 3,
      features: [{ name: "Breite", value: "60", unit: "cm" }],
      mime: [{ source: "bilder/a.jpg", purpose: "normal", mimeType: "image/jpeg" }],
    });
    expect(r.article.prices).toEqual([
      { priceType: "net_list", amountCents: 64900, currency: "EUR", lowerBound: 1, validFrom: null, validTo: null, territories: ["DE"] },
    ]);
  });

  it("names every problem of an article in German", () => {
    expect(problems(article({ internationalPids: [{ type: "gtin", value: "4200000000118" }] }))).toEqual([
      "EAN hat keine gültige Prüfziffer: „4200000000118“",
    ]);
    expect(problems(article({ internationalPids: [{ type: "gtin", value: "12345" }] }))).toEqual([
      "EAN muss aus 8, 12, 13 oder 14 Ziffern bestehen: „12345“",
    ]);
    // Issue 42: without EAN or price the article comes in with a warning (bmecat-warnings.test.ts).
    expect(problems(article({ internationalPids: [] }))).toEqual([]);
    expect(problems(article({ prices: [] }))).toEqual([]);
    expect(problems(article({ prices: [price({ amount: null })] }))).toEqual(["Preis fehlt"]);
    expect(problems(article({ prices: [price({ amount: "12,5x" })] }))).toEqual(["Preis ist kein gültiger Betrag: „12,5x“"]);
    expect(problems(article({ prices: [price({ priceType: "net_customer" })] }))).toEqual(["Listenpreis (net_list ab Menge 1) fehlt"]);
    expect(problems(article({ prices: [price({ currency: "USD" })] }))).toEqual(["Währung wird nicht unterstützt (nur EUR): „USD“"]);
    expect(problems(article({ prices: [price({ validStart: "2026-13-01" })] }))).toEqual(["Datum ist ungültig (erwartet JJJJ-MM-TT): „2026-13-01“"]);
    expect(problems(article({ prices: [price({ validStart: "2026-05-01", validEnd: "2026-04-01" })] }))).toEqual([
      "Gültigkeit endet vor ihrem Beginn",
    ]);
    expect(problems(article({ supplierPid: "  " }))).toEqual(["Artikelnummer (SUPPLIER_PID) fehlt"]);
    expect(problems(article({ descriptionShort: null, manufacturer: " " }))).toEqual([
      "Kurzbeschreibung (DESCRIPTION_SHORT) fehlt",
      "Hersteller (MANUFACTURER_NAME) fehlt, und der Katalog nennt keinen Lieferanten",
    ]);
    expect(problems(article({ deliveryTime: "bald" }))).toEqual([
      "Lieferzeit (DELIVERY_TIME) ist keine Zahl von Arbeitstagen zwischen 0 und 365: „bald“",
    ]);
    expect(problems(article({ features: [{ name: "Breite", values: [], unit: "cm" }] }))).toEqual(["Merkmalwert (FVALUE) fehlt für „Breite“"]);
  });

  it("reads the article's mode by transaction: T_UPDATE_PRODUCTS needs new, update or delete", () => {
    const delta: ArticleContext = { ...ctx, transaction: "T_UPDATE_PRODUCTS" };
    expect(problems(article({ mode: null }), delta)).toEqual(["Modus (mode) fehlt oder ist unbekannt; erlaubt sind new, update und delete"]);
    const del = checkArticle({ ...emptyRawArticle(3, "delete"), supplierPid: "NH-1" }, delta);
    expect(del).toMatchObject({ ok: true, article: { mode: "delete", supplierPid: "NH-1" } });
    // A price delta needs only the article number and its prices.
    const prices = checkArticle(
      { ...emptyRawArticle(3, null), supplierPid: "NH-1", prices: [price({ amount: "10" })] },
      { ...ctx, transaction: "T_UPDATE_PRICES" },
    );
    expect(prices).toMatchObject({ ok: true, article: { mode: "prices", listPriceCents: 1000 } });
  });

  it("takes the list price from net_list at lower bound 1 valid today; tiers and customer prices stay beside it", () => {
    const r = checkArticle(
      article({
        prices: [
          price({ amount: "700", validEnd: "2026-03-31" }),
          price({ amount: "650", validStart: "2026-04-01" }),
          price({ amount: "600", lowerBound: "5" }),
          price({ priceType: "net_customer", amount: "580" }),
        ],
      }),
      ctx,
    );
    expect(r.ok && r.article.listPriceCents).toBe(65000);
    expect(r.ok && r.article.prices.map((p) => [p.priceType, p.lowerBound, p.amountCents])).toEqual([
      ["net_list", 1, 70000],
      ["net_list", 1, 65000],
      ["net_list", 5, 60000],
      ["net_customer", 1, 58000],
    ]);
    expect(listPriceCents([], "2026-04-15")).toBeNull();
  });
});

describe("fingerprints and the withdrawn rule", () => {
  it("changes the content fingerprint with what a product shows, and the price fingerprint only with prices", () => {
    const a = checkArticle(article(), ctx);
    const b = checkArticle(article({ descriptionShort: "Induktionskochfeld 60 cm, schwarz" }), ctx);
    const c = checkArticle(article({ prices: [price({ amount: "599.00" })] }), ctx);
    const same = checkArticle(article(), ctx);
    if (!a.ok || !b.ok || !c.ok || !same.ok) throw new Error("valid articles expected");
    expect(contentFingerprint(same.article)).toBe(contentFingerprint(a.article));
    expect(priceFingerprint(same.article)).toBe(priceFingerprint(a.article));
    expect(contentFingerprint(b.article)).not.toBe(contentFingerprint(a.article));
    expect(priceFingerprint(b.article)).toBe(priceFingerprint(a.article));
    expect(contentFingerprint(c.article)).toBe(contentFingerprint(a.article));
    expect(priceFingerprint(c.article)).not.toBe(priceFingerprint(a.article));
  });

  it("withdraws what a full load does not name, never on a delta", () => {
    expect(withdrawsMissing("T_NEW_CATALOG")).toBe(true);
    expect(withdrawsMissing("T_UPDATE_PRODUCTS")).toBe(false);
    expect(withdrawsMissing("T_UPDATE_PRICES")).toBe(false);
  });

  it("keeps text of an HTML description as the shop's segments", () => {
    expect(plainDescription("<p>Erste  Zeile</p>\n<ul><li>A</li><li>B</li></ul>")).toBe("Erste Zeile~A~B");
  });
});
