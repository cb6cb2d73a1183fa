import { berlinClock } from "../platform/berlin-time";

/**
 * When the console reminds a studio (SPEC 9: the responsiveness rating decides the bonus): before a
 * request's response timer runs out, and every morning with a summary. Pure functions of "now", so
 * the schedule is tested with a fixed clock.
 */
import { remainingTimeText } from "./response-timer";

/** Stages whose response timer runs (SPEC 2.3 item 3: unanswered requests and pending plannings). */
export const REMINDER_STAGES = ["Requested", "Awaiting"] as const;

/** Limits of a studio's reminder threshold, in hours before the timer runs out (the default, 4, is the column's). */
export const MIN_REMINDER_HOURS = 1;
export const MAX_REMINDER_HOURS = 48;

/** The daily summary goes out at 8:00 Berlin time; a server that was down then sends it until noon. */
export const SUMMARY_HOUR = 8;
export const SUMMARY_LATEST_HOUR = 12;

const HOUR_MS = 3_600_000;

/**
 * True while the timer still runs and less than `hours` are left. A timer already expired gets no
 * reminder: it is too late to answer in time, and a reminder then would only be noise.
 */
export function reminderDue(deadline: string | Date | null | undefined, now: Date, hours: number): boolean {
  if (!deadline) return false;
  const end = new Date(deadline).getTime();
  if (!Number.isFinite(end)) return false;
  const left = end - now.getTime();
  return left > 0 && left < hours * HOUR_MS;
}

/** One reminder per request and threshold: changing the threshold may remind once more, never twice at one. */
export function timerReminderKey(proposalId: string, hours: number): string {
  return `timer:${proposalId}:${hours}`;
}

export function dailySummaryKey(userId: string, day: string): string {
  return `daily:${userId}:${day}`;
}

/**
 * The bell's and the mail subject's text with the time really left, as the response timer shows it
 * at that moment: "Noch 2:49 Std. für Anfrage KA-1234" (not the studio's threshold of 4 hours).
 */
export function reminderText(deadline: string | Date, now: Date, customerNumber: string): string {
  return `Noch ${remainingTimeText(deadline, now)} für Anfrage ${customerNumber}`;
}

/** The Berlin day whose summary is due at `now` (from 8:00 until noon Berlin time), else null. */
export function dailySummaryDay(now: Date): string | null {
  const { day, hour } = berlinClock(now);
  return hour >= SUMMARY_HOUR && hour < SUMMARY_LATEST_HOUR ? day : null;
}
