import { describe, expect, it } from "vitest";
import { parsePriceListText, priceListText } from "./price-list-text";

describe("price list lines as text", () => {
  it("reads article, price, tier and validity; German and ISO dates; comma and point", () => {
    const { lines, errors } = parsePriceListText(
      "# Artikel; Preis\n4006501234567; 1.234,50\nSP-100;99.9;5;01.12.2026;31.12.2026\n\nSP-100\t80;10;2026-12-01;",
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { article: "4006501234567", priceNet: 1234.5, fromQuantity: 1, validFrom: null, validTo: null },
      { article: "SP-100", priceNet: 99.9, fromQuantity: 5, validFrom: "2026-12-01", validTo: "2026-12-31" },
      { article: "SP-100", priceNet: 80, fromQuantity: 10, validFrom: "2026-12-01", validTo: null },
    ]);
  });

  it("names the row of each mistake", () => {
    expect(parsePriceListText("SP-1; zehn\n; 5\nSP-2; 5; 0\nSP-3; 5; 1; 2026/12/01\nSP-4").errors).toEqual([
      "Zeile 1: „zehn“ ist kein Preis.",
      "Zeile 2: Bitte eine Artikelnummer oder EAN angeben.",
      "Zeile 3: „0“ ist keine Staffelmenge.",
      "Zeile 4: Bitte Datumsangaben als TT.MM.JJJJ schreiben.",
      "Zeile 5: Bitte einen Preis angeben.",
    ]);
  });

  it("writes lines back so that reading them gives the same lines", () => {
    const lines = [
      { article: "SP-100", priceNet: 1234.5, fromQuantity: 1, validFrom: null, validTo: null },
      { article: "4006501234567", priceNet: 80, fromQuantity: 10, validFrom: "2026-12-01", validTo: "2026-12-31" },
    ];
    const text = priceListText(lines);
    expect(text).toBe("SP-100; 1234,50; 1\n4006501234567; 80,00; 10; 01.12.2026; 31.12.2026");
    expect(parsePriceListText(text).lines).toEqual(lines);
  });
});
