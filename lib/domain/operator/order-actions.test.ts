import { describe, expect, it } from "vitest";
import { openForConfirmation, readTrackingCsv, unshipped } from "./order-actions";

describe("tracking numbers as CSV", () => {
  it("reads `;` or `,` with or without header and BOM, quoted fields, and reports incomplete lines", () => {
    const { rows, problems } = readTrackingCsv(
      '\uFEFFBestellnummer;Artikel;Versanddienst;Sendungsnummer\r\nKS-1;A-1;DHL;123\r\n\r\nKS-2;"A;2";Spedition;\r\nKS-3;A-3\r\n',
    );
    expect(rows).toEqual([
      { row: 2, idfs: "KS-1", article: "A-1", carrier: "DHL", trackingNumber: "123" },
      { row: 3, idfs: "KS-2", article: "A;2", carrier: "Spedition", trackingNumber: "" },
    ]);
    expect(problems).toEqual([{ row: 4, message: "Bitte geben Sie Bestellnummer, Artikel, Versanddienst und Sendungsnummer an (4 Spalten)." }]);
    expect(readTrackingCsv("KS-1,A-1,GLS,9").rows).toEqual([{ row: 1, idfs: "KS-1", article: "A-1", carrier: "GLS", trackingNumber: "9" }]);
  });
});

describe("which lines a whole-order action takes", () => {
  const line = (n: number, state: string, shipped: number, cancelled = 0) => ({
    line: n,
    ean: `E${n}`,
    quantity: 2,
    status: { state: state as never, shipped, cancelled },
  });
  it("confirms lines not yet confirmed, ships lines with units neither shipped nor cancelled", () => {
    const lines = [line(1, "received", 0), line(2, "confirmed", 0), line(3, "partially_shipped", 1), line(4, "cancelled", 0, 2)];
    expect(openForConfirmation(lines).map((l) => l.line)).toEqual([1]);
    expect(unshipped(lines).map((l) => l.line)).toEqual([1, 2, 3]);
  });
});
