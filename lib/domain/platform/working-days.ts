/**
 * Working days for delivery dates: Monday to Friday, except public holidays. Shipping times are quoted
 * in working days ("2–4 Werktage"), and carriers deliver on working days only, so desired dates and
 * shipment dates are counted in them.
 *
 * Holidays come from feiertagejs (German public holidays, Easter-dependent ones included). Only the
 * holidays that apply in every German state count: the delivery form's "Bundesland" is free text, and
 * a holiday of one state only would otherwise block a date everywhere. For deliveries to Austria and
 * Switzerland only weekends are excluded: feiertagejs knows German holidays only.
 */
import { addDays, isSaturday, isSunday, startOfDay } from "date-fns";
import { formatPattern } from "./date-pattern";
import { getHolidays } from "feiertagejs";

/** The country a delivery goes to, as the delivery form names it (lib/domain/shop/delivery-form.ts). */
export const GERMANY = "Deutschland";

/** Holidays of every German state (feiertagejs names). */
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

const byYear = new Map<number, Map<string, string>>();

/** The nationwide holidays of a year by "YYYY-MM-DD", computed once per year (a calendar asks often). */
function holidaysOf(year: number): Map<string, string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const h of getHolidays(year, "ALL")) {
      // feiertagejs gives each holiday as noon UTC of its German calendar day.
      if (NATIONWIDE.has(h.name)) days.set(h.date.toISOString().slice(0, 10), h.translate("de") ?? h.name);
    }
    byYear.set(year, days);
  }
  return days;
}

/** The German name of the public holiday on this calendar day in the country, or null. */
export function publicHolidayName(day: Date, country: string = GERMANY): string | null {
  if (country !== GERMANY) return null;
  return holidaysOf(day.getFullYear()).get(formatPattern(day, "yyyy-MM-dd")) ?? null;
}

/** Monday to Friday and not a public holiday of the delivery country. */
export function isWorkingDay(day: Date, country: string = GERMANY): boolean {
  return !isSaturday(day) && !isSunday(day) && publicHolidayName(day, country) === null;
}

/** The day itself when it is a working day, else the next working day. */
export function nextWorkingDayFrom(day: Date, country: string = GERMANY): Date {
  let d = startOfDay(day);
  while (!isWorkingDay(d, country)) d = addDays(d, 1);
  return d;
}

/**
 * The day `count` working days after `from` (`from` itself not counted): ordered on a Friday with
 * 2 working days, delivered on Tuesday; with 0, the next working day from `from` on.
 */
export function addWorkingDays(from: Date, count: number, country: string = GERMANY): Date {
  let d = startOfDay(from);
  if (count <= 0) return nextWorkingDayFrom(d, country);
  for (let left = count; left > 0;) {
    d = addDays(d, 1);
    if (isWorkingDay(d, country)) left -= 1;
  }
  return d;
}

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
