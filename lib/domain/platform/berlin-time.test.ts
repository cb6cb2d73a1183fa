import { afterEach, describe, expect, it } from "vitest";
import {
  berlinClock,
  berlinCompactDay,
  berlinDateText,
  berlinDateTimeText,
  berlinDayBounds,
  berlinIsoDay,
  berlinTimeText,
  berlinToday,
  berlinYear,
  inBerlin,
} from "./berlin-time";

const at = (iso: string) => new Date(iso);
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe("Berlin time", () => {
  it("puts New Year's Eve 23:30 Berlin in the old year and 00:30 in the new one", () => {
    expect(berlinYear(at("2026-12-31T22:30:00Z"))).toBe(2026);
    expect(berlinIsoDay(at("2026-12-31T22:30:00Z"))).toBe("2026-12-31");
    expect(berlinYear(at("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(berlinIsoDay(at("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(berlinCompactDay(at("2026-12-31T23:30:00Z"))).toBe("20270101");
    expect(berlinDateText(at("2025-12-31T23:30:00Z"))).toBe("01.01.2026");
  });

  it("reads the wall clock one hour ahead of UTC in winter and two in summer", () => {
    expect(berlinClock(at("2026-01-15T07:05:00Z"))).toEqual({ day: "2026-01-15", hour: 8, minute: 5 });
    expect(berlinClock(at("2026-07-15T06:05:00Z"))).toEqual({ day: "2026-07-15", hour: 8, minute: 5 });
    expect(berlinTimeText(at("2026-07-15T06:05:00Z"))).toBe("08:05");
    expect(berlinDateTimeText("2026-07-15T21:59:00Z")).toBe("15.07.2026 23:59");
    expect(berlinDateTimeText("2026-07-15T22:00:00Z")).toBe("16.07.2026 00:00");
  });

  it("jumps from 1:59 to 3:00 when summer time starts and repeats 2:00-2:59 when it ends", () => {
    expect(berlinTimeText(at("2026-03-29T00:59:00Z"))).toBe("01:59");
    expect(berlinTimeText(at("2026-03-29T01:00:00Z"))).toBe("03:00");
    expect(berlinTimeText(at("2026-10-25T00:30:00Z"))).toBe("02:30");
    expect(berlinTimeText(at("2026-10-25T01:30:00Z"))).toBe("02:30");
    expect(berlinTimeText(at("2026-10-25T02:00:00Z"))).toBe("03:00");
  });

  it("gives the day the clocks change 23 and 25 hours", () => {
    const spring = berlinDayBounds("2026-03-29");
    expect(spring.start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    const autumn = berlinDayBounds("2026-10-25");
    expect(autumn.start.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(autumn.end.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    const newYear = berlinDayBounds("2026-12-31");
    expect(newYear.end.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("counts the Berlin day whatever time zone the process runs in", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(berlinIsoDay(at("2026-06-30T22:01:00Z"))).toBe("2026-07-01");
    expect(berlinToday(at("2026-12-31T23:30:00Z"))).toEqual(new Date(2027, 0, 1));
    expect(berlinDayBounds("2026-03-29").start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    process.env.TZ = "Asia/Tokyo";
    expect(berlinToday(at("2026-06-30T21:59:00Z"))).toEqual(new Date(2026, 5, 30));
    expect(berlinClock(at("2026-11-24T23:30:00Z"))).toEqual({ day: "2026-11-25", hour: 0, minute: 30 });
  });

  it("answers empty texts and null for what is no moment", () => {
    expect(berlinDateText(null)).toBe("");
    expect(berlinDateText("kein Datum")).toBe("");
    expect(berlinDateTimeText(undefined)).toBe("");
    expect(inBerlin("kein Datum")).toBeNull();
    expect(() => berlinIsoDay("kein Datum")).toThrow(RangeError);
  });
});
