/**
 * Working days for delivery dates: Monday to Friday, except public holidays. Shipping times are quoted
 * in working days ("2–4 Werktage"), and carriers deliver on working days only, so desired dates and
 * shipment dates are counted in them.
 *
 * Only the holidays that apply in every German state count (german-holidays.ts, held equal to feiertagejs
 * by its test): the delivery form's "Bundesland" is free text, and a holiday of one state only would
 * otherwise block a date everywhere. For deliveries to Austria and Switzerland only weekends are
 * excluded. Berlin's own working days (the shop's supplier) are in berlin-working-days.ts.
 */
import { addDays, isSaturday, isSunday, startOfDay } from "date-fns";
import { formatPattern } from "./date-pattern";
import { nationwideHolidays } from "./german-holidays";

/** The country a delivery goes to, as the delivery form names it (lib/domain/shop/delivery-form.ts). */
export const GERMANY = "Deutschland";

const byYear = new Map<number, Map<string, string>>();

/** The nationwide holidays of a year by "YYYY-MM-DD", computed once per year (a calendar asks often). */
function holidaysOf(year: number): Map<string, string> {
  let days = byYear.get(year);
  if (!days) {
    days = nationwideHolidays(year);
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
