import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../platform/auth";
import { stores } from "../platform/stores";

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
