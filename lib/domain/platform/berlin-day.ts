/**
 * The Berlin calendar day of an instant, "YYYY-MM-DD", through the browser's and Node's own time-zone
 * data (Intl), without @date-fns/tz: small enough for pages that only need the day (the dashboard's
 * range check, the checkout's desired dates). berlin-time.ts, the studios' calendar and clock, answers
 * its berlinIsoDay and berlinToday from here.
 */
const dayParts = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Berlin calendar day of an instant, "YYYY-MM-DD"; throws for an unparseable one. */
export function berlinIsoDay(at: Date | string | number): string {
  const time = at instanceof Date ? at.getTime() : new Date(at).getTime();
  if (Number.isNaN(time)) throw new RangeError(`not a moment in time: ${String(at)}`);
  const parts = dayParts.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/**
 * Today's calendar day in Germany as a midnight of the local calendar (where the date pickers and
 * working-day rules count), so server and browser count from the same day wherever they run.
 */
export function berlinToday(now: Date | string | number): Date {
  const [year, month, day] = berlinIsoDay(now).split("-").map(Number);
  return new Date(year, month - 1, day);
}
