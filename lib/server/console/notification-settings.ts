import "server-only";
import { and, desc, eq, isNull, notInArray } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { calendarTokens } from "@/models/console/calendar-feed";
import { stores, type Store } from "@/models/platform/stores";
import { userNotificationSettings } from "@/models/console/notification-settings";
import type { Tx } from "@/models/platform/db";
import { appUrl } from "@/lib/env";
import { roleMay, type Role } from "@/lib/domain/platform/roles";
import type { Viewer } from "../platform/access";
import { getDb } from "../platform/db";

export type NotificationSettingsDto = {
  reminderMails: boolean;
  dailySummary: boolean;
  /** The studio's reminder threshold in hours (one setting per studio). */
  reminderHours: number;
  /** When the current private calendar URL was made; null without one. The URL itself is shown only once. */
  calendarSince: string | null;
};

/** The signed-in person's switches (both on until changed) and the studio's threshold. */
export async function notificationSettings(viewer: Viewer, store: Store): Promise<NotificationSettingsDto> {
  const db = await getDb();
  const [[own], [token]] = await Promise.all([
    db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, viewer.userId)),
    db
      .select({ createdAt: calendarTokens.createdAt })
      .from(calendarTokens)
      .where(and(eq(calendarTokens.userId, viewer.userId), eq(calendarTokens.storeId, store.id), isNull(calendarTokens.revokedAt)))
      .orderBy(desc(calendarTokens.createdAt))
      .limit(1),
  ]);
  return {
    reminderMails: own?.reminderMails ?? true,
    dailySummary: own?.dailySummary ?? true,
    reminderHours: store.reminderHours,
    calendarSince: token ? token.createdAt.toISOString() : null,
  };
}

export async function saveNotificationSettings(
  viewer: Viewer,
  store: Store,
  input: { reminderMails: boolean; dailySummary: boolean; reminderHours: number },
): Promise<NotificationSettingsDto> {
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(userNotificationSettings)
      .values({ userId: viewer.userId, reminderMails: input.reminderMails, dailySummary: input.dailySummary, updatedAt: now })
      .onConflictDoUpdate({
        target: userNotificationSettings.userId,
        set: { reminderMails: input.reminderMails, dailySummary: input.dailySummary, updatedAt: now },
      });
    await tx.update(stores).set({ reminderHours: input.reminderHours }).where(eq(stores.id, store.id));
  });
  return notificationSettings(viewer, { ...store, reminderHours: input.reminderHours });
}

/** Only the hash of a feed secret is stored; the URL carries the secret itself. */
export function hashCalendarToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const liveTokens = (viewer: Viewer, store: Store) =>
  and(eq(calendarTokens.userId, viewer.userId), eq(calendarTokens.storeId, store.id), isNull(calendarTokens.revokedAt));

/**
 * A new private calendar URL of the signed-in person for this studio (the old one stops working). The
 * secret is 32 random bytes, shown once in this answer and never stored.
 */
export async function createCalendarToken(viewer: Viewer, store: Store): Promise<{ url: string; calendarSince: string }> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(calendarTokens).set({ revokedAt: now }).where(liveTokens(viewer, store));
    await tx.insert(calendarTokens).values({ userId: viewer.userId, storeId: store.id, tokenHash: hashCalendarToken(token), createdAt: now });
  });
  return { url: `${appUrl()}/calendar/${token}.ics`, calendarSince: now.toISOString() };
}

/** Revokes the person's calendar URL for this studio: the feed then answers 404. */
export async function revokeCalendarToken(viewer: Viewer, store: Store): Promise<{ calendarSince: null }> {
  const db = await getDb();
  await db.update(calendarTokens).set({ revokedAt: new Date() }).where(liveTokens(viewer, store));
  return { calendarSince: null };
}

/**
 * Revokes the member's calendar URLs that their changed membership no longer covers (issue 30,
 * finding 8): every one when the role loses the console or the member is deactivated, those of
 * children outside a narrowed selection. Revoked stays revoked: giving the role back does not revive an
 * old URL (the feed's own check in lib/server/console/calendar-feed.ts refuses meanwhile too); the member makes
 * a new one.
 */
export async function revokeLostCalendarTokens(
  tx: Tx,
  member: { id: string; storeId: string; role: Role; active: boolean; childScope: "all" | "selected"; childStoreIds: readonly string[] },
): Promise<void> {
  const now = new Date();
  const live = and(eq(calendarTokens.userId, member.id), isNull(calendarTokens.revokedAt));
  if (!member.active || !roleMay(member.role, "console")) {
    await tx.update(calendarTokens).set({ revokedAt: now }).where(live);
  } else if (member.childScope === "selected") {
    await tx
      .update(calendarTokens)
      .set({ revokedAt: now })
      .where(and(live, notInArray(calendarTokens.storeId, [member.storeId, ...member.childStoreIds])));
  }
}
