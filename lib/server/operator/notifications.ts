import "server-only";
import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import { operatorNotifications, operatorNotificationSettings } from "@/models/operator/notifications";
import { operators } from "@/models/operator/operators";
import { user } from "@/models/platform/auth";
import type { Db } from "@/models/platform/db";
import { appUrl } from "@/lib/env";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import {
  inputOfSettings,
  settingsOfInput,
  wants,
  type NoticeKind,
  type NoticeSettingsInput,
  type OperatorNotice,
} from "@/lib/domain/operator/notifications";
import { enqueueMail } from "@/lib/server/platform/deliveries";
import { layoutMail } from "@/lib/server/platform/seller";
import { getDb } from "@/lib/server/platform/db";

// What needs the operator (docs/operator-notifications.md): the line in the bell of /betrieb and the mail
// to each operator person who wants it, written by the job of the event that told it.

/** How many lines the bell lists. */
export const OPERATOR_BELL_LIMIT = 50;

type Session = Extract<OperatorCaller, { kind: "session" }>;

/**
 * Tells the operator's people: the bell's line and, in the same transaction, a mail (the platform's
 * mail delivery) to every operator person who keeps the kind on by mail. The job's id is the line's
 * key: a retried job whose first try committed writes neither the line nor the mails again.
 */
export async function notifyOperators(
  db: Db,
  jobId: string,
  notice: OperatorNotice,
  at = new Date(),
): Promise<{ mails: number } | { skipped: true }> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .insert(operatorNotifications)
      .values({ kind: notice.kind, message: notice.bell, link: notice.link.path, jobId, createdAt: at })
      .onConflictDoNothing({ target: operatorNotifications.jobId })
      .returning({ id: operatorNotifications.id });
    if (!line) return { skipped: true as const };
    const people = await tx
      .select({ email: user.email, name: user.name, mailOff: operatorNotificationSettings.mailOff, bellOff: operatorNotificationSettings.bellOff })
      .from(operators)
      .innerJoin(user, eq(user.id, operators.userId))
      .leftJoin(operatorNotificationSettings, eq(operatorNotificationSettings.userId, operators.userId));
    let mails = 0;
    for (const p of people) {
      if (!wants(p.mailOff ? { mailOff: p.mailOff, bellOff: p.bellOff ?? [] } : null, "mail", notice.kind)) continue;
      await enqueueMail(tx, {
        to: p.email,
        subject: notice.subject,
        text: layoutMail({
          greetingName: p.name,
          body: notice.body,
          link: { label: notice.link.label, url: `${appUrl()}${notice.link.path}` },
          note: `Welche Nachrichten Sie per E-Mail erhalten, stellen Sie im Betrieb unter ${appUrl()}/betrieb/benachrichtigungen ein.`,
        }),
      });
      mails += 1;
    }
    return { mails };
  });
}

async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(operatorNotificationSettings).where(eq(operatorNotificationSettings.userId, userId));
  return row ?? null;
}

export type OperatorNotificationView = { id: string; kind: NoticeKind; message: string; link: string; createdAt: string; unseen: boolean };

/** operatorNotifications: the newest lines of the kinds the person keeps in the bell, and how many are new since they last opened it. */
export async function operatorBell(caller: Session): Promise<{ notifications: OperatorNotificationView[]; unseen: number }> {
  const db = await getDb();
  const own = await settingsOf(db, caller.userId);
  const off = own?.bellOff ?? [];
  const kept = off.length > 0 ? notInArray(operatorNotifications.kind, off) : undefined;
  const checked = own?.bellCheckedAt ?? null;
  const [rows, [count]] = await Promise.all([
    db.select().from(operatorNotifications).where(kept).orderBy(desc(operatorNotifications.createdAt)).limit(OPERATOR_BELL_LIMIT),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(operatorNotifications)
      .where(and(kept, checked ? gt(operatorNotifications.createdAt, checked) : undefined)),
  ]);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      unseen: !checked || r.createdAt > checked,
    })),
    unseen: count.n,
  };
}

/** operatorNotificationsRead: everything up to now counts as seen for this person. */
export async function markOperatorBellRead(caller: Session): Promise<{ checkedAt: string }> {
  const db = await getDb();
  const now = new Date();
  await db
    .insert(operatorNotificationSettings)
    .values({ userId: caller.userId, bellCheckedAt: now })
    .onConflictDoUpdate({ target: operatorNotificationSettings.userId, set: { bellCheckedAt: now } });
  return { checkedAt: now.toISOString() };
}

/** operatorNotificationSettings: per kind whether by mail and whether in the bell (all on until changed). */
export async function operatorNoticeSettings(caller: Session): Promise<NoticeSettingsInput> {
  return inputOfSettings(await settingsOf(await getDb(), caller.userId));
}

export async function saveOperatorNoticeSettings(caller: Session, input: NoticeSettingsInput): Promise<NoticeSettingsInput> {
  const db = await getDb();
  const s = settingsOfInput(input);
  const now = new Date();
  await db
    .insert(operatorNotificationSettings)
    .values({ userId: caller.userId, mailOff: [...s.mailOff], bellOff: [...s.bellOff], updatedAt: now })
    .onConflictDoUpdate({ target: operatorNotificationSettings.userId, set: { mailOff: [...s.mailOff], bellOff: [...s.bellOff], updatedAt: now } });
  return inputOfSettings(s);
}
