import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../platform/auth";
import { leads, proposals } from "./requests";
import { stores } from "../platform/stores";

// Declines: a studio says "Kein Interesse" to a lead or a request, with the reason (reminders and
// notification switches are in ./notification-settings.ts, the calendar-feed tokens in ./calendar-feed.ts).

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

export type LeadDecline = typeof leadDeclines.$inferSelect;
