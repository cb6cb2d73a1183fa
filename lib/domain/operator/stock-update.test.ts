import { describe, expect, it } from "vitest";
import { parseStockCsv, stockUpdateSchema } from "./stock-update";

describe("the CSV stock delta", () => {
  it("reads article, stock, lieferbar and restock date; column order and case are free", () => {
    const csv =
      "\uFEFFLieferbar;Artikelnummer;Bestand;Wieder ab\r\nja;4242005123456;3;\r\nnein;SMV4HCX48E;0;15.01.2027\r\n;AB-1;;2027-02-01\r\n;AB-2;0;\r\n";
    expect(parseStockCsv(csv)).toEqual({
      ok: true,
      lines: [
        { article: "4242005123456", available: true, quantity: 3, restockDate: null, line: 2, field: "csv" },
        { article: "SMV4HCX48E", available: false, quantity: 0, restockDate: "2027-01-15", line: 3, field: "csv" },
        { article: "AB-1", available: true, quantity: null, restockDate: "2027-02-01", line: 4, field: "csv" },
        { article: "AB-2", available: false, quantity: 0, restockDate: null, line: 5, field: "csv" },
      ],
    });
  });

  it("names the first wrong line in German", () => {
    expect(parseStockCsv("Bestand;Lieferbar\n3;ja")).toMatchObject({ ok: false, message: "Zeile 1: Die Spalte „Artikelnummer“ fehlt." });
    expect(parseStockCsv("Artikelnummer;Bestand\nA-1;3\nA-2;drei")).toMatchObject({
      ok: false,
      line: 3,
      message: "Zeile 3: Der Bestand „drei“ ist keine ganze Zahl ab 0.",
    });
    expect(parseStockCsv("Artikelnummer;Lieferbar\nA-1;vielleicht")).toMatchObject({ message: "Zeile 2: „Lieferbar“ muss „ja“ oder „nein“ sein." });
    expect(parseStockCsv("Artikelnummer;Bestand;Wieder ab\nA-1;0;31.02.2027")).toMatchObject({
      message: "Zeile 2: „Wieder ab“ muss ein Datum wie 15.01.2027 sein.",
    });
    expect(parseStockCsv("Artikelnummer;Bestand\n")).toMatchObject({ ok: false, message: "Die Datei enthält keine Zeilen mit Artikeln." });
  });

  it("the endpoint takes either lines or csv", () => {
    expect(stockUpdateSchema.safeParse({ lines: [{ article: "A", available: true }] }).success).toBe(true);
    expect(stockUpdateSchema.safeParse({ csv: "Artikelnummer;Bestand\nA;1" }).success).toBe(true);
    expect(stockUpdateSchema.safeParse({}).success).toBe(false);
    expect(stockUpdateSchema.safeParse({ lines: [{ article: "A", available: true }], csv: "x" }).success).toBe(false);
    expect(stockUpdateSchema.safeParse({ lines: [{ article: "A", available: true, restockDate: "2027-02-30" }] }).success).toBe(false);
  });
});
