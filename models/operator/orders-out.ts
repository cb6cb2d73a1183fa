import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Where submitted orders go out (issue 33): the supplier system's webhook URL and its signing secret.
 * One row (`id = 'default'`). The secret is kept encrypted with a key derived from AUTH_SECRET
 * (lib/server/operator/orders-out-secret.ts), since it must be usable for signing; it is shown once.
 */
export const orderWebhooks = pgTable("order_webhooks", {
  id: text("id").primaryKey().default("default"),
  url: text("url").notNull(),
  /** AES-256-GCM: base64url of iv (12 bytes) + tag (16 bytes) + ciphertext. */
  secretEncrypted: text("secret_encrypted").notNull(),
  /** The secret's first characters (`whsec_xxxx`), shown so it can be recognised. */
  secretPrefix: text("secret_prefix").notNull(),
  updatedByName: text("updated_by_name").notNull(),
  secretCreatedAt: timestamp("secret_created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrderWebhook = typeof orderWebhooks.$inferSelect;
