import { TZDate } from "@date-fns/tz";
import { formatPattern } from "./date-pattern";

/**
 * The studios' calendar and clock: Germany, Europe/Berlin, summer and winter time. The one place that
 * turns an instant into a Berlin day, hour or text, whatever time zone the server or browser runs in
 * (SQL queries that group by Berlin day use BERLIN_TIME_ZONE with `at time zone`).
 */
export const BERLIN_TIME_ZONE = "Europe/Berlin";

type Instant = Date | string | number;

/** The instant as a date whose getters and date-fns read Berlin's wall clock; null when unparseable. */
export function inBerlin(at: Instant): TZDate | null {
  const time = at instanceof Date ? at.getTime() : new Date(at).getTime();
  return Number.isNaN(time) ? null : new TZDate(time, BERLIN_TIME_ZONE);
}

function berlin(at: Instant): TZDate {
  const date = inBerlin(at);
  if (!date) throw new RangeError(`not a moment in time: ${String(at)}`);
  return date;
}

/** The Berlin calendar day of an instant, "YYYY-MM-DD" (the studios' "today", day keys, file names). */
export { berlinIsoDay } from "./berlin-day";

/** The Berlin calendar day as "YYYYMMDD" (e-invoice date format 102). */
export function berlinCompactDay(at: Instant): string {
  return formatPattern(berlin(at), "yyyyMMdd");
}

/** The calendar year in Germany (an invoice issued on New Year's Eve at 23:30 belongs to that year). */
export function berlinYear(at: Instant): number {
  return berlin(at).getFullYear();
}

/** The Berlin wall clock of an instant: day "YYYY-MM-DD", hour 0-23 and minute. */
export function berlinClock(at: Instant): { day: string; hour: number; minute: number } {
  const date = berlin(at);
  return { day: formatPattern(date, "yyyy-MM-dd"), hour: date.getHours(), minute: date.getMinutes() };
}

/** "HH:mm" on the Berlin clock. */
export function berlinTimeText(at: Instant): string {
  return formatPattern(berlin(at), "HH:mm");
}

/** "DD.MM.YYYY" of the Berlin calendar day; empty for missing or unparseable input. */
export function berlinDateText(at: Instant | null | undefined): string {
  if (at === null || at === undefined || at === "") return "";
  const date = inBerlin(at);
  return date ? formatPattern(date, "dd.MM.yyyy") : "";
}

/** "DD.MM.YYYY HH:mm" on the Berlin calendar and clock; empty for missing or unparseable input. */
export function berlinDateTimeText(at: Instant | null | undefined): string {
  if (at === null || at === undefined || at === "") return "";
  const date = inBerlin(at);
  return date ? formatPattern(date, "dd.MM.yyyy HH:mm") : "";
}

/** Start and end (exclusive) of a Berlin day "YYYY-MM-DD" as instants, 23 or 25 hours on the days the clocks change. */
export function berlinDayBounds(day: string): { start: Date; end: Date } {
  const [y, m, d] = day.split("-").map(Number);
  const start = new TZDate(y, m - 1, d, BERLIN_TIME_ZONE);
  const end = new TZDate(y, m - 1, d + 1, BERLIN_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** Today's calendar day in Germany as a midnight of the local calendar (berlin-day.ts). */
export { berlinToday } from "./berlin-day";
