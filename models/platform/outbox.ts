import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { OutboxPayload } from "./outbox-types";

/**
 * Deliveries to outside services (mail, chat, CRM), written in the same transaction as the user's
 * action and delivered afterwards with retries, so a failing service never loses what the user did.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<OutboxPayload["kind"]>().notNull(),
    payload: jsonb("payload").$type<OutboxPayload>().notNull(),
    status: text("status").$type<"pending" | "done" | "dead">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** What the local chat adapter "sent": kept so people and tests can see the notifications. */
export const chatMessages = pgTable("chat_messages", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  channel: text("channel").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxRow = typeof outbox.$inferSelect;
