import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApiScope } from "@/lib/domain/operator/api-keys";
import { user } from "../platform/auth";

/**
 * The operator's people (role `betrieb`, DECISIONS.md "The operator"): users without a studio, named
 * here. A user without a studio who is not listed here may sign in but reaches nothing.
 */
export const operators = pgTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * API keys of the operator's integrations: only the SHA-256 of the whole key and its visible prefix
 * are stored, so a copy of the database cannot call the API. Revoked keys stay listed.
 */
export const apiKeys = pgTable("api_keys", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** `kp_` and 8 characters: shown in the list, so a key can be recognised without its secret. */
  prefix: text("prefix").notNull().unique(),
  secretHash: text("secret_hash").notNull().unique(),
  scopes: text("scopes").array().$type<ApiScope[]>().notNull(),
  createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
  createdByName: text("created_by_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  revokedByName: text("revoked_by_name"),
});

/**
 * Every request made with a key (the audit log of machine access): which key, which endpoint, the
 * answer's status. The rows of the last minute are also the key's throttle count.
 */
export const apiKeyUses = pgTable(
  "api_key_uses",
  {
    id: serial("id").primaryKey(),
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    endpoint: text("endpoint").notNull(),
    status: integer("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("api_key_uses_key_created_idx").on(t.keyId, t.createdAt)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
export type ApiKeyUse = typeof apiKeyUses.$inferSelect;
