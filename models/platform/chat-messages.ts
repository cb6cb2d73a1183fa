import { bigserial, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What the local chat adapter "sent": kept so people and tests can see the notifications. */
export const chatMessages = pgTable("chat_messages", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  channel: text("channel").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
