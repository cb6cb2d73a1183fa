import { describe, expect, it } from "vitest";
import { CSV_BOM, csvEuro, csvField, csvLine } from "./csv";

describe("CSV for German Excel", () => {
  it("starts files with the UTF-8 byte-order mark", () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("separates fields with ';' and ends lines with CRLF", () => {
    expect(csvLine(["KA-1", "Müller", 3])).toBe("KA-1;Müller;3\r\n");
  });

  it("quotes fields holding the separator, quotes or line breaks", () => {
    expect(csvField("Küchen; Bad")).toBe('"Küchen; Bad"');
    expect(csvField('Sagt "ja"')).toBe('"Sagt ""ja"""');
    expect(csvField("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
    expect(csvField("Küchenwelt, Berlin")).toBe("Küchenwelt, Berlin");
  });

  it("neutralises text Excel would run as a formula", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+49 151 123")).toBe("'+49 151 123");
    expect(csvField("@sum")).toBe("'@sum");
  });

  it("writes missing values as empty fields and numbers with a decimal comma", () => {
    expect(csvLine([null, undefined, "", 1.5])).toBe(";;;1,5\r\n");
  });

  it("writes euros so that Excel reads a number", () => {
    expect(csvEuro(1250000)).toBe("12500,00");
    expect(csvEuro(5)).toBe("0,05");
    expect(csvEuro(-1999)).toBe("-19,99");
    expect(csvEuro(null)).toBe("");
  });
});
