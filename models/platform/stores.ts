import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, date, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { MediaFile } from "../../lib/domain/platform/media-list";
import type { PersonInCharge, StoreCrm, StoreStats } from "./crm-types";

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    storeNumber: text("store_number").notNull().unique(),
    profileSlug: text("profile_slug").notNull().unique(),
    crmId: text("crm_id").notNull().unique(),
    name: text("name").notNull(),
    isMaster: boolean("is_master").notNull().default(false),
    parentId: uuid("parent_id").references((): AnyPgColumn => stores.id, { onDelete: "set null" }),
    isTest: boolean("is_test").notNull().default(false),
    leadpoolActive: boolean("leadpool_active").notNull().default(false),
    shopActive: boolean("shop_active").notNull().default(false),
    shopClientMarginPercentage: integer("shop_client_margin_percentage").notNull().default(0),
    crm: jsonb("crm").$type<StoreCrm>().notNull(),
    stats: jsonb("stats").$type<StoreStats>().notNull().default({}),
    personInCharge: jsonb("person_in_charge").$type<PersonInCharge | null>(),
    mediaPictures: jsonb("media_pictures").$type<MediaFile[]>().notNull().default([]),
    mediaVideos: jsonb("media_videos").$type<MediaFile[]>().notNull().default([]),
    profilePictures: jsonb("profile_pictures").$type<MediaFile[]>().notNull().default([]),
    lastNotificationsCheck: timestamp("last_notifications_check", { withTimezone: true }),
    /** Hours before a response timer runs out at which the studio is reminded (SPEC 9 responsiveness). */
    reminderHours: integer("reminder_hours").notNull().default(4),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stores_parent_idx").on(t.parentId)],
);

export const vacations = pgTable(
  "vacations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    crmId: text("crm_id")
      .notNull()
      .unique()
      .default(sql`'a0V' || replace(gen_random_uuid()::text, '-', '')`),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vacations_store_idx").on(t.storeId, t.startDate)],
);

export const advisors = pgTable(
  "advisors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    crmId: text("crm_id")
      .notNull()
      .unique()
      .default(sql`'003' || replace(gen_random_uuid()::text, '-', '')`),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    salutation: text("salutation").$type<"Frau" | "Herr">().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("advisors_store_idx").on(t.storeId, t.position)],
);

/** Salesforce picklists mirrored for the profile form (sfAccountPicklists). */
export const crmPicklists = pgTable("crm_picklists", {
  name: text("name").primaryKey(),
  values: jsonb("values").$type<{ label: string; value: string }[]>().notNull(),
});

export type Store = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
export type Vacation = typeof vacations.$inferSelect;
export type Advisor = typeof advisors.$inferSelect;
