import { boolean, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { stores } from "../platform/stores";
import type { CartDraft } from "../../lib/domain/shop/cart-schema";
import type { DeliveryAddress, DeliveryContact } from "../../lib/domain/shop/delivery-schema";
import type { OrderDiscount, OrderLine, OrderPricingCents } from "../../lib/domain/shop/order-dto";

/** One cart (order draft) per store, saved after every change (SPEC.md section 4). */
export const carts = pgTable("carts", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  draft: jsonb("draft").$type<CartDraft>().notNull(),
  /** Raised by every write; a save names the version it is based on (compare-and-set, no lost edits). */
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const wishlists = pgTable(
  "wishlists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Product ids, repeated once per unit (SPEC.md section 3). */
    itemIds: jsonb("item_ids").$type<number[]>().notNull().default([]),
    /** Raised by every write; a save names the version it is based on (compare-and-set, no lost edits). */
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The member who last changed the list (who did what). */
    updatedByUserId: text("updated_by_user_id"),
    updatedByName: text("updated_by_name"),
  },
  (t) => [index("wishlists_store_idx").on(t.storeId, t.updatedAt)],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    amountCents: integer("amount_cents").notNull(),
    active: boolean("active").notNull().default(true),
    /** How many orders of the studio may redeem it; null = no limit (set in /betrieb → Gutscheine). */
    maxUses: integer("max_uses"),
    /** First and last day it may be redeemed (YYYY-MM-DD, Europe/Berlin), each null = open. */
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("discount_codes_store_code_uq").on(t.storeId, t.code)],
);

/** Source of the human-readable order numbers; a sequence never hands out a number twice. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    idf: integer("idf").notNull().unique(),
    /** The order number used in routes and shown to people, e.g. "KS-100001". */
    idfs: text("idfs").notNull().unique(),
    /** Chosen by the browser once per checkout; a repeated submit with it returns the same order. */
    submissionId: text("submission_id").notNull(),
    items: jsonb("items").$type<OrderLine[]>().notNull(),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>().notNull(),
    deliveryContact: jsonb("delivery_contact").$type<DeliveryContact>().notNull(),
    customerReference: text("customer_reference"),
    discountCode: jsonb("discount_code").$type<OrderDiscount | null>(),
    totalPricing: jsonb("total_pricing").$type<OrderPricingCents>().notNull(),
    /** The member who placed the order (who did what). */
    placedByUserId: text("placed_by_user_id"),
    placedByName: text("placed_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("orders_store_submission_uq").on(t.storeId, t.submissionId), index("orders_store_created_idx").on(t.storeId, t.createdAt)],
);

/**
 * Invoice numbers: gapless per calendar year (Europe/Berlin) and never reused, a sequence of their own
 * (German bookkeeping). `last` is raised in the transaction that stores the order's invoice row, so a
 * rolled-back assignment gives its number back and two instances never draw the same one (row lock).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** The invoice of an order: its number and date, fixed when the invoice is first rendered. */
export const orderInvoices = pgTable(
  "order_invoices",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    /** As printed, e.g. "RE-2026-00001". */
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("order_invoices_year_seq_uq").on(t.year, t.seq)],
);

export type Cart = typeof carts.$inferSelect;
export type Wishlist = typeof wishlists.$inferSelect;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderInvoice = typeof orderInvoices.$inferSelect;
