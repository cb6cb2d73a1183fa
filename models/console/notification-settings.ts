import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../platform/auth";

// Reminders before a response timer runs out and the 8:00 summary: each person's switches, and the
// record of every reminder sent (so each goes out once).

/**
 * One row per reminder that went out: the unique key makes sending exactly once across instances (the
 * row is inserted in the transaction that queues the mails, so a second instance's insert finds it).
 * Keys: `timer:<proposalId>:<hours>` and `daily:<userId>:<YYYY-MM-DD>`.
 */
export const sentReminders = pgTable("sent_reminders", {
  key: text("key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each person's switches for reminder mails and the daily summary (both on without a row). */
export const userNotificationSettings = pgTable("user_notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reminderMails: boolean("reminder_mails").notNull().default(true),
  dailySummary: boolean("daily_summary").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
