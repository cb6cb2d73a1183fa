import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { berlinIsoDay } from "./berlin-day";

/** The day as @date-fns/tz reads Berlin's calendar (what berlinIsoDay answered before it used Intl). */
const tzDay = (iso: string) => {
  const d = new TZDate(new Date(iso).getTime(), "Europe/Berlin");
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

describe("berlinIsoDay (Intl)", () => {
  it("answers the day @date-fns/tz answers around midnight, New Year and both clock changes", () => {
    const instants = [
      "2026-12-31T22:59:59Z",
      "2026-12-31T23:00:00Z",
      "2026-03-28T22:59:00Z",
      "2026-03-28T23:00:00Z",
      "2026-03-29T01:30:00Z",
      "2026-10-24T21:59:00Z",
      "2026-10-24T22:00:00Z",
      "2026-10-25T00:30:00Z",
      "2026-10-25T01:30:00Z",
      "2026-07-15T21:59:59Z",
      "2026-07-15T22:00:00Z",
    ];
    for (const iso of instants) expect(berlinIsoDay(iso), iso).toBe(tzDay(iso));
    expect(berlinIsoDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(berlinIsoDay(Date.parse("2026-07-15T22:00:00Z"))).toBe("2026-07-16");
  });

  it("refuses what is no moment in time", () => {
    expect(() => berlinIsoDay("kein Datum")).toThrow(RangeError);
  });
});
