/**
 * Berlin's working days, where the shop's supplier and the studios' orders are handled: Monday to
 * Friday except Berlin's public holidays (feiertagejs, "BE": the nationwide ones and the Frauentag on
 * 8 March). Counts how late a delivery is (late-delivery.ts).
 */
import { addDays, isSaturday, isSunday } from "date-fns";
import { getHolidays } from "feiertagejs";
import { formatPattern } from "./date-pattern";

const berlinByYear = new Map<number, Set<string>>();

/** Berlin's public holidays of a year ("YYYY-MM-DD"): the nationwide ones and the Frauentag (8 March). */
function berlinHolidaysOf(year: number): Set<string> {
  let days = berlinByYear.get(year);
  if (!days) {
    days = new Set(getHolidays(year, "BE").map((h) => h.date.toISOString().slice(0, 10)));
    berlinByYear.set(year, days);
  }
  return days;
}

const dayOf = (yyyymmdd: number) => new Date(Math.floor(yyyymmdd / 10000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100);

/** Monday to Friday and not a public holiday in Berlin, where the shop's supplier and the studios' orders are handled. */
export function isBerlinWorkingDay(day: Date): boolean {
  return !isSaturday(day) && !isSunday(day) && !berlinHolidaysOf(day.getFullYear()).has(formatPattern(day, "yyyy-MM-dd"));
}

/**
 * Berlin working days after `from` up to and including `to` (both YYYYMMDD): from a Friday to the next
 * Monday is 1, from a day to itself 0, and 0 when `to` is not after `from`.
 */
export function berlinWorkingDaysBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const end = dayOf(to);
  let n = 0;
  for (let d = addDays(dayOf(from), 1); d <= end; d = addDays(d, 1)) if (isBerlinWorkingDay(d)) n += 1;
  return n;
}
