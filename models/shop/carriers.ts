import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * The carriers the operator keeps (issue 43, /betrieb/versanddienste): the operator's screens offer them,
 * and a shipment's tracking link is built by the pattern of the carrier of its name (any case;
 * lib/domain/platform/carriers.ts). A shipment keeps the carrier its sender named, also one not kept here.
 * Seeded by the migration with DHL, DPD, GLS, UPS, Hermes and Spedition.
 */
export const carriers = pgTable(
  "carriers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** http(s) address with the placeholder {nummer}; null: no tracking page (the number shows as text). */
    trackingUrlPattern: text("tracking_url_pattern"),
    /** A shipment with this carrier must name a tracking number. */
    needsTrackingNumber: boolean("needs_tracking_number").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carriers_name_uq").on(sql`lower(${t.name})`)],
);

export type CarrierRow = typeof carriers.$inferSelect;
