import { describe, it, expect } from "vitest";
import {
  dateToYyyymmdd,
  formatDate,
  formatCount,
  formatEuro,
  formatEuroDeduction,
  formatEuroInput,
  formatEuros,
  formatPartnerPrice,
  formatYyyymmdd,
  isValidYyyymmdd,
  isoDay,
  toDate,
  yyyymmddToDate,
} from "./format";

const NBSP = "\u00a0";

describe("DECISIONS: euros in German format (1.299,00 €)", () => {
  it("formats cents as German euros with a no-break space before €, so the two never part at a line end", () => {
    expect(formatEuro(129900)).toBe(`1.299,00${NBSP}€`);
    expect(formatEuro(5)).toBe(`0,05${NBSP}€`);
    expect(formatEuro(25000)).toBe(`250,00${NBSP}€`);
    expect(formatEuro(123456789)).toBe(`1.234.567,89${NBSP}€`);
  });

  it("formats negative amounts with the minus sign U+2212, never the hyphen", () => {
    expect(formatEuro(-5000)).toBe(`\u221250,00${NBSP}€`);
    expect(formatEuro(-858)).toBe(`\u22128,58${NBSP}€`);
    expect(formatEuro(-5000)).not.toContain("-");
  });

  it("shows a deduction as the same negative amount, whatever sign it is stored with", () => {
    expect(formatEuroDeduction(5000)).toBe(formatEuro(-5000));
    expect(formatEuroDeduction(-5000)).toBe(`\u221250,00${NBSP}€`);
  });

  it("formats euros as the API carries them like cents", () => {
    expect(formatEuros(1299)).toBe(`1.299,00${NBSP}€`);
    expect(formatEuros(1.005)).toBe(`1,01${NBSP}€`);
    expect(formatEuros(-8.58)).toBe(`\u22128,58${NBSP}€`);
  });
});

describe("SPEC 9: partner prices in euros, no decimals, dot as thousands separator", () => {
  it("formats 12500 as 12.500 €", () => {
    expect(formatPartnerPrice(12500)).toBe(`12.500${NBSP}€`);
    expect(formatPartnerPrice(1000)).toBe(`1.000${NBSP}€`);
    expect(formatPartnerPrice(999)).toBe(`999${NBSP}€`);
    expect(formatPartnerPrice(4685604)).toBe(`4.685.604${NBSP}€`);
  });

  it("rounds away the cents", () => {
    expect(formatPartnerPrice(12499.6)).toBe(`12.500${NBSP}€`);
  });

  it("formats a negative partner amount with the minus sign", () => {
    expect(formatPartnerPrice(-1200)).toBe(`\u22121.200${NBSP}€`);
    expect(formatCount(4685604)).toBe("4.685.604");
  });

  it("shows a saved amount in an input in German notation, never a bare 18500", () => {
    expect(formatEuroInput(18500)).toBe("18.500");
    expect(formatEuroInput(12345.5)).toBe("12.345,5");
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
