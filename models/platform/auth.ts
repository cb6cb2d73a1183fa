import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./stores";

// Tables in the shape Better Auth's Drizzle adapter expects (user, session, account, verification).

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // The studio of a team member; none for the operator's people (role `betrieb`, models/operator).
  storeId: uuid("store_id").references(() => stores.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // The person's membership of their studio (lib/server/platform/access.ts): role, which children of a master
  // they may act on, whether they may sign in at all, and when they last did. Users from before roles
  // existed are owners.
  role: text("role", { enum: ["inhaber", "verkauf", "einkauf"] })
    .notNull()
    .default("inhaber"),
  childScope: text("child_scope", { enum: ["all", "selected"] })
    .notNull()
    .default("all"),
  childStoreIds: uuid("child_store_ids").array().notNull().default([]),
  active: boolean("active").notNull().default(true),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Sign-in failures and reset-mail requests, one row each, counted per account, per client address and
 * per pair (lib/server/platform/sign-in-throttle.ts). In the database, so every instance counts the same.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["sign_in_failure", "reset_request", "api_key_miss"] }).notNull(),
    /** `account:<e-mail>`, `address:<ip>` or `pair:<e-mail>|<ip>`; an API key's miss: `address:<ip>`. */
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_attempts_key_idx").on(t.kind, t.key, t.createdAt)],
);

/** Better Auth's own request rate limiter with database storage (shared by all instances). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The sign-in state's version (issue 47, lib/server/platform/session-cache.ts): one row whose `n` the
 * database raises at the commit of every transaction that changes a session, a user, an account (the
 * password) or a store (triggers in migration 0034). A server keeps verified sessions in memory only
 * while `n` is the one it read them with, so a change ends them on every instance with the next request.
 */
export const authEpoch = pgTable("auth_epoch", {
  id: integer("id").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

export type User = typeof user.$inferSelect;
