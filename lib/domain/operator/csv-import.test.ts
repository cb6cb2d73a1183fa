import { describe, expect, it } from "vitest";
import {
  csvAmount,
  csvColumnOf,
  csvDeliveryDays,
  csvHeaders,
  csvMappingParamSchema,
  csvMessage,
  DEFAULT_CSV_MAPPING,
  detectDelimiter,
  featureOfHeader,
  prefilledMapping,
} from "./csv-import";

describe("CSV values", () => {
  it("reads German and international prices, refusing what could be misread", () => {
    expect(csvAmount("1.299,00")).toBe("1299.00");
    expect(csvAmount("1299,00")).toBe("1299.00");
    expect(csvAmount("1299.00")).toBe("1299.00");
    expect(csvAmount("1,049.50")).toBe("1049.50");
    expect(csvAmount("1,04.50")).toBeNull();
    expect(csvAmount("1 299,50 €")).toBe("1299.50");
    expect(csvAmount("12.345.678,9")).toBe("12345678.9");
    expect(csvAmount("329")).toBe("329");
    // A German "1.299" means 1,299 euros: more than two decimals is refused rather than read as 1.30.
    expect(csvAmount("1.299")).toBeNull();
    expect(csvAmount("12,5,0")).toBeNull();
    expect(csvAmount("abc")).toBeNull();
    expect(csvAmount("-5,00")).toBeNull();
  });

  it("reads delivery days as one number or a range", () => {
    expect(csvDeliveryDays("5")).toEqual({ min: 5, max: 5 });
    expect(csvDeliveryDays("3-5")).toEqual({ min: 3, max: 5 });
    expect(csvDeliveryDays("3 – 5")).toEqual({ min: 3, max: 5 });
    expect(csvDeliveryDays("3 bis 5")).toEqual({ min: 3, max: 5 });
    expect(csvDeliveryDays("5-3")).toBeNull();
    expect(csvDeliveryDays("bald")).toBeNull();
    expect(csvDeliveryDays("400")).toBeNull();
  });

  it("takes the delimiter German Excel writes, or a comma when the header has more of them", () => {
    expect(detectDelimiter("Artikelnummer;EAN;Preis netto")).toBe(";");
    expect(detectDelimiter("SKU,GTIN,Title")).toBe(",");
    expect(detectDelimiter('"Nummer, intern";EAN;Preis')).toBe(";");
    expect(detectDelimiter("Artikelnummer")).toBe(";");
  });

  it("reads a feature and its unit from a column header", () => {
    expect(featureOfHeader("Merkmal:Breite (cm)")).toEqual({ name: "Breite", unit: "cm" });
    expect(featureOfHeader("Merkmal:Energieeffizienzklasse")).toEqual({ name: "Energieeffizienzklasse", unit: null });
    expect(featureOfHeader("Width")).toEqual({ name: "Width", unit: null });
  });
});

describe("the column mapping", () => {
  it("is JSON with the article number required and no unknown fields", () => {
    expect(csvMappingParamSchema.parse(JSON.stringify({ article: "SKU", priceNet: "Net price", features: ["Width"] }))).toEqual({
      article: "SKU",
      priceNet: "Net price",
      features: ["Width"],
    });
    const missing = csvMappingParamSchema.safeParse(JSON.stringify({ ean: "GTIN" }));
    expect(missing.success).toBe(false);
    const unknown = csvMappingParamSchema.safeParse(JSON.stringify({ article: "SKU", colour: "Farbe" }));
    expect(unknown.error?.issues[0].message).toBe("Unbekanntes Feld in der Zuordnung: colour");
    expect(csvMappingParamSchema.safeParse("{kaputt").error?.issues[0].message).toBe("Die Zuordnung (mapping) ist kein gültiges JSON");
  });

  it("reads the headers of the first line for the mapping step", () => {
    expect(csvHeaders('\uFEFFArtikelnummer;"Preis; netto";"Merkmal:Breite (cm)"\r\nA-1;1;2')).toEqual([
      "Artikelnummer",
      "Preis; netto",
      "Merkmal:Breite (cm)",
    ]);
    expect(csvHeaders('SKU,"Title ""kurz""",Net price\n')).toEqual(["SKU", 'Title "kurz"', "Net price"]);
  });

  it("prefills the mapping step from the detected headers by the German defaults", () => {
    expect(prefilledMapping(["artikelnummer", "EAN", "Preis netto", "Sonstiges"])).toEqual({
      article: "artikelnummer",
      ean: "EAN",
      priceNet: "Preis netto",
    });
  });

  it("names the CSV column and drops BMEcat element names from reasons", () => {
    expect(csvColumnOf("INTERNATIONAL_PID", DEFAULT_CSV_MAPPING)).toBe("EAN");
    expect(csvColumnOf("PRICE_AMOUNT", { article: "SKU", priceNet: "Net price" })).toBe("Net price");
    expect(csvColumnOf("PRICE_AMOUNT", { article: "SKU" })).toBe("Preis netto");
    expect(csvMessage("Kurzbeschreibung (DESCRIPTION_SHORT) fehlt")).toBe("Kurzbeschreibung fehlt");
    expect(csvMessage("Artikelnummer (SUPPLIER_PID) fehlt")).toBe("Artikelnummer fehlt");
  });
});
