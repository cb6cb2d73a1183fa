/** Date helpers for the demo data; every console date is relative to the seed's "now". */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR);
}

/** YYYY-MM-DD in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYYMMDD as a number (comment dates, desired delivery dates). */
export function ymdNumber(date: Date): number {
  return Number(isoDate(date).replace(/-/g, ""));
}

/** A visit time on a whole hour between 9 and 17 o'clock (UTC) of the given day. */
export function atHour(date: Date, hourOfDay: number): Date {
  const d = new Date(date.getTime());
  d.setUTCHours(hourOfDay, 0, 0, 0);
  return d;
}

export function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
