import { describe, expect, it } from "vitest";
import { findingCode, findingCsvLine, findingsCsvFileName, findingTemplate } from "./import-findings";

describe("import findings", () => {
  it("takes numbers and quoted values out of a message", () => {
    expect(findingTemplate("EAN hat keine gültige Prüfziffer: „4299000000067“")).toBe("EAN hat keine gültige Prüfziffer: „…“");
    expect(findingTemplate("Preis für 3 Einheiten umgerechnet: 10.00 / 3 → 3,33 €")).toBe("Preis für … Einheiten umgerechnet: … / … → … €");
    expect(findingTemplate("1.500 Merkmale: die ersten 300 werden übernommen, 1.200 weitere verworfen")).toBe(
      "… Merkmale: die ersten … werden übernommen, … weitere verworfen",
    );
  });

  it("gives findings of one kind one code, by element and template, or the producer's own", () => {
    const a = findingCode({ element: "EAN", message: "EAN hat keine gültige Prüfziffer: „4299000000067“" });
    expect(findingCode({ element: "EAN", message: "EAN hat keine gültige Prüfziffer: „4299000000081“" })).toBe(a);
    expect(findingCode({ element: "INTERNATIONAL_PID", message: "EAN hat keine gültige Prüfziffer: „4299000000081“" })).not.toBe(a);
    expect(a).toMatch(/^m[0-9a-f]{8}$/);
    expect(findingCode({ code: "ean-taken", element: "INTERNATIONAL_PID", message: "EAN gehört im Shop bereits zum Artikel X-1" })).toBe("ean-taken");
  });

  it("writes a finding as a CSV row for German Excel, formula-safe", () => {
    expect(findingCsvLine("error", { line: 12, element: "EAN", article: "=A1+1", message: "Preis; falsch" })).toBe(
      `Fehler;12;EAN;'=A1+1;"Preis; falsch"\r\n`,
    );
    expect(findingCsvLine("warning", { line: null, element: null, article: null, message: "Hinweis" })).toBe("Warnung;;;;Hinweis\r\n");
    expect(findingsCsvFileName("Preise März.xml", "abc")).toBe("importbericht-Preise-M-rz.csv");
    expect(findingsCsvFileName(null, "0123456789")).toBe("importbericht-01234567.csv");
  });
});
