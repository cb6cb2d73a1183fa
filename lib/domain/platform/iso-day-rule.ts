// The day's pattern and check without zod, for the browser (the dashboard's range, issue 35); iso-day.ts
// adds the schema the endpoints use.

/**
 * A calendar day as the endpoints exchange it: "YYYY-MM-DD" (DECISIONS "Money and dates"), which sorts
 * as text. One check for every boundary that accepts such a day.
 */
export const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for "YYYY-MM-DD" naming a day that exists (no 30 February, no month 13). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
