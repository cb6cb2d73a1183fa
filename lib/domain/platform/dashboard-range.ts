/**
 * Date ranges of the master dashboard and the partner tables (SPEC 2.2, SPEC 9).
 */
import { addMonths, addYears, isAfter, isBefore, isValid, startOfDay, startOfYear, subMonths } from "date-fns";

export interface DateRange {
  start: Date;
  end: Date;
}

/** Longest range the statistics accept; longer ones would only slow the stats query down. */
export const MAX_RANGE_YEARS = 5;

export const RANGE_MESSAGES = {
  invalid: "Bitte wählen Sie einen gültigen Zeitraum.",
  reversed: "Das Startdatum darf nicht nach dem Enddatum liegen.",
  tooLong: `Der Zeitraum darf höchstens ${MAX_RANGE_YEARS} Jahre umfassen.`,
} as const;

/** Month abbreviations of the chart's x-axis (SPEC 2.2), January first. */
export const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"] as const;

/** Abbreviation of a month index 0..11. */
export function monthAbbreviation(monthIndex: number): string {
  const name = MONTH_ABBREVIATIONS[monthIndex];
  if (name === undefined) throw new RangeError(`month index must be 0..11, got ${monthIndex}`);
  return name;
}

/** SPEC 9: the dashboard range runs from the start of the current year to today. */
export function defaultDashboardRange(today: Date): DateRange {
  return { start: startOfYear(today), end: startOfDay(today) };
}

/** SPEC 9: partner date ranges default to 6 months (received proposals: last 6 months to today). */
export function defaultPastRange(today: Date): DateRange {
  const end = startOfDay(today);
  return { start: subMonths(end, 6), end };
}

/** SPEC 2.3 appointments "Bevorstehende": today to +6 months. */
export function defaultUpcomingRange(today: Date): DateRange {
  const start = startOfDay(today);
  return { start, end: addMonths(start, 6) };
}

/** Null when fine, else the German message. A one-day range (start = end) is fine. */
export function validateDateRange(range: { start: Date | null; end: Date | null }): string | null {
  const { start, end } = range;
  if (!start || !end || !isValid(start) || !isValid(end)) return RANGE_MESSAGES.invalid;
  if (isAfter(startOfDay(start), startOfDay(end))) return RANGE_MESSAGES.reversed;
  if (isBefore(addYears(startOfDay(start), MAX_RANGE_YEARS), startOfDay(end))) return RANGE_MESSAGES.tooLong;
  return null;
}
