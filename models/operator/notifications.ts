import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { NoticeKind } from "../../lib/domain/operator/notifications";
import { user } from "../platform/auth";

/**
 * The bell of /betrieb (issue 43): one line per thing that needs the operator (a new order, a studio's
 * request, an unmatched payment, a delivery given up, a failed import), shared by the operator's people;
 * each person's bell shows the kinds they keep on. Written by the event's job: its id is the line's key,
 * so a retried job never writes a line twice.
 */
export const operatorNotifications = pgTable(
  "operator_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<NoticeKind>().notNull(),
    message: text("message").notNull(),
    /** The page of /betrieb the line is about. */
    link: text("link").notNull(),
    jobId: text("job_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_notifications_created_idx").on(t.createdAt), uniqueIndex("operator_notifications_job_idx").on(t.jobId)],
);

/**
 * Each operator person's choice of what reaches them by mail and in the bell (the kinds switched off, so
 * everything is on without a row and a new kind is on too), and when they last opened the bell.
 */
export const operatorNotificationSettings = pgTable("operator_notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  mailOff: text("mail_off").array().$type<NoticeKind[]>().notNull().default([]),
  bellOff: text("bell_off").array().$type<NoticeKind[]>().notNull().default([]),
  bellCheckedAt: timestamp("bell_checked_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OperatorNotification = typeof operatorNotifications.$inferSelect;

/**
 * What the operator's people or keys decided that needs a record beyond the data it changed (issue 43):
 * so far the price warnings confirmed when a price list was saved (`price_warnings_confirmed`, the list's
 * name as subject, the warnings as details). Kept while the shop runs ("who did what").
 */
export const operatorAuditLog = pgTable(
  "operator_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").$type<"price_warnings_confirmed">().notNull(),
    /** The operator person's or the API key's name. */
    actorName: text("actor_name").notNull(),
    actorKind: text("actor_kind").$type<"session" | "key">().notNull(),
    subject: text("subject").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_audit_log_created_idx").on(t.createdAt)],
);
