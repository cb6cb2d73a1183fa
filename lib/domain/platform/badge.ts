/**
 * Responsiveness badge in the console header (SPEC 9): rating, level and wording. What the badge counts
 * (badge-range.ts) stays apart, so the console's header does not bring the Berlin calendar code along.
 */
import type { BadgeRange } from "./badge-range";

export interface BadgeCounts {
  timeoutReplyCount?: number | null;
  timeoutUploadCount?: number | null;
  onTimeReplyCount?: number | null;
  onTimeUploadCount?: number | null;
}

export interface BadgeStats {
  badgeRating?: number | null;
  counts?: BadgeCounts | null;
  /** The days counted, when the stats were measured from the requests (badgeRange). */
  range?: BadgeRange;
}

export type BadgeLevel = "low" | "middle" | "top";

/** Rating from which the bonus is earned and the top badge shows (SPEC 9). */
export const BONUS_THRESHOLD = 90;
/** Ratings below this show the lowest badge (SPEC 9). */
export const MIDDLE_THRESHOLD = 60;

const n = (value: number | null | undefined) => (Number.isFinite(value) ? Math.max(0, value as number) : 0);

/**
 * The provided badgeRating wins; otherwise 100 minus the rounded percentage of late replies and
 * uploads among all replies and uploads; 100 without any counts (nobody is punished for no requests).
 */
export function badgeRating(stats: BadgeStats | null | undefined): number {
  if (stats && typeof stats.badgeRating === "number" && Number.isFinite(stats.badgeRating)) {
    return Math.round(stats.badgeRating);
  }
  const c = stats?.counts ?? {};
  const late = n(c.timeoutReplyCount) + n(c.timeoutUploadCount);
  const total = late + n(c.onTimeReplyCount) + n(c.onTimeUploadCount);
  if (total === 0) return 100;
  return 100 - Math.round((late / total) * 100);
}

/** Under 60 lowest, 60 to 89 middle, 90 and above top. */
export function badgeLevel(rating: number): BadgeLevel {
  if (rating >= BONUS_THRESHOLD) return "top";
  if (rating >= MIDDLE_THRESHOLD) return "middle";
  return "low";
}

export interface BadgeMessage {
  rating: number;
  level: BadgeLevel;
  /** "Sie haben {n}% Ihrer Anfragen in der vorgegebenen Zeit beantwortet." */
  first: string;
  /** The bonus sentence. */
  second: string;
  /** Both sentences, separated by a space. */
  text: string;
}

/** Tooltip text of the badge, exactly as SPEC 9 words it. */
export function badgeMessage(rating: number): BadgeMessage {
  const first = `Sie haben ${rating}% Ihrer Anfragen in der vorgegebenen Zeit beantwortet.`;
  const second =
    rating >= BONUS_THRESHOLD
      ? "Glückwunsch! Momentan sind Sie für den Bonus qualifiziert."
      : `Um den Bonus zu erhalten, fehlen Ihnen noch ${BONUS_THRESHOLD - rating}%.`;
  return { rating, level: badgeLevel(rating), first, second, text: `${first} ${second}` };
}

/** Rating, level and message from the store stats in one call. */
export function describeBadge(stats: BadgeStats | null | undefined): BadgeMessage {
  return badgeMessage(badgeRating(stats));
}
