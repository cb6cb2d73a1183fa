/**
 * What the responsiveness badge (badge.ts, SPEC 9) counts: the Berlin days of the master dashboard's
 * default range and the measured stats. Used by the server; the header only reads the result.
 */
import { defaultDashboardRange } from "./dashboard-range";
import { isoDay } from "./format";
import { berlinToday } from "./berlin-time";

/** The Berlin days whose requests the badge counts: "YYYY-MM-DD", both included. */
export type BadgeRange = { startDay: string; endDay: string };

/**
 * The badge counts the requests of the master dashboard's default range (SPEC 9: start of the year to
 * today, Berlin days), so the badge and the dashboard's "Rechtzeitig beantwortet" show one number.
 */
export function badgeRange(now: Date): BadgeRange {
  const range = defaultDashboardRange(berlinToday(now));
  return { startDay: isoDay(range.start), endDay: isoDay(range.end) };
}

/** Measured stats: replies in time and late (lib/domain/platform/sla.ts), no CRM rating to override them. */
export type MeasuredBadgeStats = {
  badgeRating: null;
  counts: { onTimeReplyCount: number; timeoutReplyCount: number; onTimeUploadCount: number; timeoutUploadCount: number };
  range: BadgeRange;
};

export function badgeStatsOf(onTime: number, late: number, range: BadgeRange): MeasuredBadgeStats {
  return { badgeRating: null, counts: { onTimeReplyCount: onTime, timeoutReplyCount: late, onTimeUploadCount: 0, timeoutUploadCount: 0 }, range };
}
