import { getHolidays } from "feiertagejs";
import { describe, expect, it } from "vitest";
import { nationwideHolidays } from "./german-holidays";

/** feiertagejs's holidays of every German state, as working-days.ts counted them before. */
const NATIONWIDE = new Set([
  "NEUJAHRSTAG",
  "KARFREITAG",
  "OSTERMONTAG",
  "TAG_DER_ARBEIT",
  "CHRISTIHIMMELFAHRT",
  "PFINGSTMONTAG",
  "DEUTSCHEEINHEIT",
  "ERSTERWEIHNACHTSFEIERTAG",
  "ZWEITERWEIHNACHTSFEIERTAG",
]);

function fromLibrary(year: number): Map<string, string> {
  const days = new Map<string, string>();
  for (const h of getHolidays(year, "ALL")) {
    if (NATIONWIDE.has(h.name)) days.set(h.date.toISOString().slice(0, 10), h.translate("de") ?? h.name);
  }
  return days;
}

describe("nationwide German holidays", () => {
  it("are feiertagejs's, dates and names, in every year from 1991 to 2200", () => {
    for (let year = 1991; year <= 2200; year++) expect([...nationwideHolidays(year)].sort(), String(year)).toEqual([...fromLibrary(year)].sort());
  });

  it("know Easter's moving days (2026: Karfreitag 3 April, Pfingstmontag 25 May)", () => {
    const days = nationwideHolidays(2026);
    expect(days.get("2026-04-03")).toBe("Karfreitag");
    expect(days.get("2026-04-06")).toBe("Ostermontag");
    expect(days.get("2026-05-14")).toBe("Christi Himmelfahrt");
    expect(days.get("2026-05-25")).toBe("Pfingstmontag");
    expect(days.get("2026-12-25")).toBe("1. Weihnachtstag");
  });
});
