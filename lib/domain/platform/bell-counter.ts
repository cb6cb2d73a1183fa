/** SPEC 4 / SPEC 9: a bell shows the number of unseen notifications, capped at "9+" (the studio's and the operator's). */
const NOTIFICATION_CAP = 9;

/** Null when there is nothing to show (no unseen notifications, or the panel was opened). */
export function bellCounter(unseen: number): string | null {
  if (!Number.isFinite(unseen) || unseen <= 0) return null;
  return unseen > NOTIFICATION_CAP ? `${NOTIFICATION_CAP}+` : String(Math.floor(unseen));
}
