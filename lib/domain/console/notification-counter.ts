/** A notification is unseen when it is newer than the store's last check (or there was none). */
export function isUnseen(createdAt: Date | string, lastCheck: Date | string | null | undefined): boolean {
  if (!lastCheck) return true;
  return new Date(createdAt).getTime() > new Date(lastCheck).getTime();
}
