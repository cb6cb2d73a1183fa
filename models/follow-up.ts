import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { leads, proposals } from "./console";
import { stores } from "./stores";

// Following up customer requests: declines with their reason, reminders sent before a response timer
// runs out, each person's notification switches, and the private calendar-feed tokens.

/** "Kein Interesse": a studio declined a lead (lead pool) or a received request (proposal), with the reason. */
export const leadDeclines = pgTable(
  "lead_declines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Set when a received request was declined; null for a lead-pool lead. */
    proposalId: uuid("proposal_id").references(() => proposals.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    text: text("text"),
    customerContacted: boolean("customer_contacted").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lead_declines_store_lead_idx").on(t.storeId, t.leadId), index("lead_declines_store_created_idx").on(t.storeId, t.createdAt)],
);

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

/** The private calendar-feed URL of one person for one studio: only the SHA-256 of its secret is kept. */
export const calendarTokens = pgTable(
  "calendar_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("calendar_tokens_user_idx").on(t.userId, t.storeId)],
);

export type LeadDecline = typeof leadDeclines.$inferSelect;
