/** SPEC 4 / SPEC 9: the bell shows the number of unseen notifications, capped at "9+". */
export const NOTIFICATION_CAP = 9;

/** Null when there is nothing to show (no unseen notifications, or the panel was opened). */
export function notificationCounter(unseen: number): string | null {
  if (!Number.isFinite(unseen) || unseen <= 0) return null;
  return unseen > NOTIFICATION_CAP ? `${NOTIFICATION_CAP}+` : String(Math.floor(unseen));
}

/** A notification is unseen when it is newer than the store's last check (or there was none). */
export function isUnseen(createdAt: Date | string, lastCheck: Date | string | null | undefined): boolean {
  if (!lastCheck) return true;
  return new Date(createdAt).getTime() > new Date(lastCheck).getTime();
}
