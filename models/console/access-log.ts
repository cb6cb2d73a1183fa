import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "../platform/stores";
import { leads } from "./requests";

/** What a person looked at: a detail view, a revealed phone number or e-mail, a customer export. */
export const ACCESS_KINDS = ["detail", "phone", "email", "export"] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/**
 * Access to end customers' data (issue 34, DSGVO Art. 5 (2)): who, when, which customer, on which
 * screen. Owners read it (storeAccessLog); the retention job removes entries after the access-log rule's
 * period (lib/domain/platform/retention-rules.ts).
 */
export const accessLog = pgTable(
  "access_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** The member who looked; kept as text so the entry outlives the account. */
    userId: text("user_id"),
    userName: text("user_name").notNull(),
    kind: text("kind", { enum: ACCESS_KINDS }).notNull(),
    /** The customer (null for an export of many). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The customer number (KA-…) as shown, or the number of rows of an export. */
    customerNumber: text("customer_number").notNull().default(""),
    /** The screen it happened on, e.g. "Leadpool" or "Kunden exportieren". */
    screen: text("screen").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("access_log_store_created_idx").on(t.storeId, t.createdAt.desc(), t.id), index("access_log_created_idx").on(t.createdAt)],
);

export type AccessEntry = typeof accessLog.$inferSelect;
