import { describe, it, expect } from "vitest";
import {
  MONTH_ABBREVIATIONS,
  defaultDashboardRange,
  defaultPastRange,
  defaultUpcomingRange,
  monthAbbreviation,
  validateDateRange,
} from "./dashboard-range";

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const today = new Date(2024, 5, 10, 16, 45);

describe("SPEC 9: the dashboard range runs from the start of the current year to today", () => {
  it("starts on 1 January and ends today", () => {
    expect(defaultDashboardRange(today)).toEqual({ start: day(2024, 1, 1), end: day(2024, 6, 10) });
  });
});

describe("SPEC 9: partner date ranges default to 6 months", () => {
  it("past: last 6 months to today; upcoming: today to +6 months", () => {
    expect(defaultPastRange(today)).toEqual({ start: day(2023, 12, 10), end: day(2024, 6, 10) });
    expect(defaultUpcomingRange(today)).toEqual({ start: day(2024, 6, 10), end: day(2024, 12, 10) });
  });
});

describe("dashboard range validation", () => {
  it("accepts an ordered range and a single day", () => {
    expect(validateDateRange({ start: day(2024, 1, 1), end: day(2024, 6, 10) })).toBeNull();
    expect(validateDateRange({ start: day(2024, 6, 10), end: day(2024, 6, 10) })).toBeNull();
  });

  it("rejects a reversed range", () => {
    expect(validateDateRange({ start: day(2024, 6, 11), end: day(2024, 6, 10) })).toBe("Das Startdatum darf nicht nach dem Enddatum liegen.");
  });

  it("rejects more than 5 years", () => {
    expect(validateDateRange({ start: day(2019, 6, 10), end: day(2024, 6, 10) })).toBeNull();
    expect(validateDateRange({ start: day(2019, 6, 9), end: day(2024, 6, 10) })).toBe("Der Zeitraum darf höchstens 5 Jahre umfassen.");
  });

  it("rejects a missing date", () => {
    expect(validateDateRange({ start: null, end: day(2024, 6, 10) })).toBe("Bitte wählen Sie einen gültigen Zeitraum.");
  });
});

describe("SPEC 2.2: chart x-axis shows month abbreviations", () => {
  it("uses German abbreviations", () => {
    expect(MONTH_ABBREVIATIONS).toEqual(["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]);
    expect(monthAbbreviation(2)).toBe("Mär");
    expect(() => monthAbbreviation(12)).toThrow(RangeError);
  });
});
