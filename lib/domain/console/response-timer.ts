/**
 * Response timer of unanswered requests (SPEC 9: days and hours if over a day, otherwise hours and
 * minutes, optionally seconds; "0:00:00" when expired).
 */
import { toDate } from "../platform/format";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Shown once the deadline has passed (SPEC 9). */
export const EXPIRED_TIMER = "0:00:00";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Remaining time until `deadline` (proposal crm.Response_Timeout__c): "2 Tage 3 Std." / "1 Tag 0 Std."
 * above 24 hours, else "H:MM" or "H:MM:SS". Time is cut, not rounded, so a timer never shows more
 * time than is left. An unparseable deadline counts as expired.
 */
export function formatResponseTimer(deadline: Date | string | null | undefined, now: Date, options: { seconds?: boolean } = {}): string {
  const end = deadline ? toDate(deadline) : null;
  const remaining = end ? end.getTime() - now.getTime() : 0;
  if (remaining <= 0) return EXPIRED_TIMER;

  if (remaining > DAY) {
    const days = Math.floor(remaining / DAY);
    const hours = Math.floor((remaining % DAY) / HOUR);
    return `${days} ${days === 1 ? "Tag" : "Tage"} ${hours} Std.`;
  }

  const hours = Math.floor(remaining / HOUR);
  const minutes = Math.floor((remaining % HOUR) / MINUTE);
  if (!options.seconds) return `${hours}:${pad(minutes)}`;
  const seconds = Math.floor((remaining % MINUTE) / SECOND);
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}

/** True once the deadline has passed (the row shows EXPIRED_TIMER). */
export function isResponseExpired(deadline: Date | string | null | undefined, now: Date): boolean {
  return formatResponseTimer(deadline, now, { seconds: true }) === EXPIRED_TIMER;
}

/**
 * The time left in words for notifications and mails, by the timer's own rule (issue 29: the bell
 * said "Noch 4 Std." while the timer showed 2:49): "2:49 Std." under a day, "1 Tag 3 Std." above.
 */
export function remainingTimeText(deadline: Date | string | null | undefined, now: Date): string {
  const timer = formatResponseTimer(deadline, now);
  return timer.endsWith("Std.") ? timer : `${timer} Std.`;
}
