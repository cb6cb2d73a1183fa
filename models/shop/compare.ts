import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "../platform/stores";
import { user } from "../platform/auth";

/**
 * The products a person compares in one studio's shop („Vergleichen“, at most four, in the order they
 * were chosen): kept per person and studio across pages and visits, gone with the person's account.
 */
export const compareLists = pgTable(
  "compare_lists",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productIds: integer("product_ids").array().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);
