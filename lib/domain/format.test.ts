import { describe, it, expect } from "vitest";
import {
  dateToYyyymmdd,
  formatDate,
  formatEuro,
  formatPartnerPrice,
  formatYyyymmdd,
  isValidYyyymmdd,
  isoDay,
  toDate,
  yyyymmddToDate,
} from "./format";

describe("DECISIONS: euros in German format (1.299,00 €)", () => {
  it("formats cents as German euros with a plain space", () => {
    expect(formatEuro(129900)).toBe("1.299,00 €");
    expect(formatEuro(5)).toBe("0,05 €");
    expect(formatEuro(25000)).toBe("250,00 €");
    expect(formatEuro(123456789)).toBe("1.234.567,89 €");
  });

  it("formats negative amounts", () => {
    expect(formatEuro(-5000)).toBe("-50,00 €");
  });
});

describe("SPEC 9: partner prices in euros, no decimals, dot as thousands separator", () => {
  it("formats 12500 as 12.500 €", () => {
    expect(formatPartnerPrice(12500)).toBe("12.500 €");
    expect(formatPartnerPrice(1000)).toBe("1.000 €");
    expect(formatPartnerPrice(999)).toBe("999 €");
  });

  it("rounds away the cents", () => {
    expect(formatPartnerPrice(12499.6)).toBe("12.500 €");
  });
});

describe("SPEC 9: dates shown DD.MM.YYYY", () => {
  it("formats a Date", () => {
    expect(formatDate(new Date(2024, 2, 5))).toBe("05.03.2024");
  });

  it("formats a date-only ISO string in the local calendar", () => {
    expect(formatDate("2024-03-05")).toBe("05.03.2024");
  });

  it("formats an ISO date-time", () => {
    expect(formatDate(new Date(2023, 11, 31, 23, 0).toISOString())).toBe("31.12.2023");
  });

  it("is empty for missing or invalid input", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("kein Datum")).toBe("");
    expect(toDate("kein Datum")).toBeNull();
  });
});

describe("DECISIONS: desiredDeliveryDate and comment dates as numbers YYYYMMDD", () => {
  it("converts YYYYMMDD to a local date and back", () => {
    const date = yyyymmddToDate(20240229);
    expect(date.getFullYear()).toBe(2024);
    expect(date.getMonth()).toBe(1);
    expect(date.getDate()).toBe(29);
    expect(date.getHours()).toBe(0);
    expect(dateToYyyymmdd(date)).toBe(20240229);
  });

  it("rejects impossible days", () => {
    expect(isValidYyyymmdd(20230229)).toBe(false);
    expect(isValidYyyymmdd(20241301)).toBe(false);
    expect(isValidYyyymmdd(2024011)).toBe(false);
    expect(isValidYyyymmdd(20241231)).toBe(true);
    expect(() => yyyymmddToDate(20230229)).toThrow(RangeError);
  });

  it("shows a YYYYMMDD number as DD.MM.YYYY", () => {
    expect(formatYyyymmdd(20240105)).toBe("05.01.2024");
    expect(formatYyyymmdd(null)).toBe("");
  });
});

describe("DECISIONS: vacations as YYYY-MM-DD", () => {
  it("formats the local calendar day", () => {
    expect(isoDay(new Date(2024, 0, 9, 23, 59))).toBe("2024-01-09");
  });
});
