import { describe, expect, it } from "vitest";
import { addWorkingDays, isWorkingDay, nextWorkingDayFrom, publicHolidayName } from "./working-days";

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe("working days: Monday to Friday without the public holidays of the delivery country", () => {
  it("weekends are no working days", () => {
    expect(isWorkingDay(day(2026, 11, 20))).toBe(true); // Friday
    expect(isWorkingDay(day(2026, 11, 21))).toBe(false); // Saturday
    expect(isWorkingDay(day(2026, 11, 22))).toBe(false); // Sunday
    expect(isWorkingDay(day(2026, 11, 23))).toBe(true); // Monday
  });

  it("knows the nationwide German holidays, also those that move with Easter", () => {
    expect(publicHolidayName(day(2027, 1, 1))).toBe("Neujahrstag");
    expect(publicHolidayName(day(2026, 4, 3))).toBe("Karfreitag");
    expect(publicHolidayName(day(2026, 4, 6))).toBe("Ostermontag");
    expect(publicHolidayName(day(2026, 5, 14))).toBe("Christi Himmelfahrt");
    expect(publicHolidayName(day(2026, 10, 3))).toBe("Tag der Deutschen Einheit");
    expect(publicHolidayName(day(2026, 12, 25))).toBe("1. Weihnachtstag");
    expect(publicHolidayName(day(2026, 12, 26))).toBe("2. Weihnachtstag");
    // Easter 2027 is on 28 March.
    expect(publicHolidayName(day(2027, 3, 26))).toBe("Karfreitag");
    expect(publicHolidayName(day(2027, 3, 29))).toBe("Ostermontag");
    for (const d of [day(2027, 1, 1), day(2026, 4, 3), day(2026, 4, 6), day(2026, 5, 14), day(2027, 5, 6), day(2026, 12, 25)])
      expect(isWorkingDay(d)).toBe(false);
  });

  it("holidays of single states do not block a date everywhere", () => {
    expect(publicHolidayName(day(2027, 1, 6))).toBeNull(); // Heilige Drei Könige (BW, BY, ST)
    expect(publicHolidayName(day(2026, 11, 18))).toBeNull(); // Buß- und Bettag (SN)
    expect(isWorkingDay(day(2026, 11, 18))).toBe(true);
  });

  it("German holidays do not apply to deliveries to Austria or Switzerland", () => {
    expect(isWorkingDay(day(2026, 10, 3), "Österreich")).toBe(false); // a Saturday anyway
    expect(isWorkingDay(day(2027, 10, 4), "Schweiz")).toBe(true);
    expect(isWorkingDay(day(2026, 4, 3), "Schweiz")).toBe(true);
    expect(isWorkingDay(day(2026, 4, 3), "Deutschland")).toBe(false);
  });
});

describe("adding working days", () => {
  it("skips the weekend: ordered on Friday with 2 working days, delivered on Tuesday", () => {
    expect(addWorkingDays(day(2026, 11, 20), 2)).toEqual(day(2026, 11, 24));
    expect(addWorkingDays(day(2026, 11, 23), 2)).toEqual(day(2026, 11, 25));
  });

  it("skips Christmas and the year boundary with Neujahr", () => {
    // Wed 23.12.2026: Thu 24 (1), [Fri 25, Sat 26, Sun 27], Mon 28 (2), Tue 29 (3), Wed 30 (4), Thu 31 (5), [Fri 1.1.], Mon 4.1. (6)
    expect(addWorkingDays(day(2026, 12, 23), 2)).toEqual(day(2026, 12, 28));
    expect(addWorkingDays(day(2026, 12, 23), 6)).toEqual(day(2027, 1, 4));
  });

  it("skips Karfreitag and Ostermontag", () => {
    // Thu 2.4.2026 + 1: Fri 3.4. Karfreitag, weekend, Mon 6.4. Ostermontag, so Tue 7.4.
    expect(addWorkingDays(day(2026, 4, 2), 1)).toEqual(day(2026, 4, 7));
  });

  it("skips Christi Himmelfahrt and Tag der Deutschen Einheit", () => {
    expect(addWorkingDays(day(2026, 5, 13), 1)).toEqual(day(2026, 5, 15));
    // Fri 1.10.2027 + 1: weekend, Sun 3.10., Mon 4.10.
    expect(addWorkingDays(day(2027, 10, 1), 1)).toEqual(day(2027, 10, 4));
    // Fri 2.10.2026 + 1: Sat 3.10. is a holiday on a weekend anyway, Mon 5.10.
    expect(addWorkingDays(day(2026, 10, 2), 1)).toEqual(day(2026, 10, 5));
  });

  it("zero days is the next working day from the day on", () => {
    expect(addWorkingDays(day(2026, 12, 25), 0)).toEqual(day(2026, 12, 28));
    expect(nextWorkingDayFrom(day(2026, 12, 22))).toEqual(day(2026, 12, 22));
  });
});
