import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./stores";
import { user } from "./auth";

/**
 * Invitations to a studio's team: one-time links sent by mail, valid 7 days. Only the SHA-256 of the
 * token is stored, so a database copy cannot be used to join a team.
 */
export const teamInvites = pgTable(
  "team_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ["inhaber", "verkauf", "einkauf"] }).notNull(),
    childScope: text("child_scope", { enum: ["all", "selected"] })
      .notNull()
      .default("all"),
    childStoreIds: uuid("child_store_ids").array().notNull().default([]),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: text("invited_by_user_id").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_invites_store_idx").on(t.storeId, t.createdAt)],
);

export const AUDIT_ACTIONS = [
  "sign_in",
  "role_change",
  "member_invite",
  "invite_withdraw",
  "member_join",
  "member_deactivate",
  "order",
  "status_change",
  "profile_save",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What happened in a studio and who did it (storeAuditLog, owners only), newest first. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** The member who acted; kept as text so the entry outlives the account. */
    actorUserId: text("actor_user_id"),
    actorName: text("actor_name").notNull(),
    /** A short German description of the subject, e.g. "KS-100001" or "Anna Schmidt: verkauf → einkauf". */
    subject: text("subject").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_store_created_idx").on(t.storeId, t.createdAt.desc(), t.id)],
);

export type TeamInvite = typeof teamInvites.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
