import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { stores } from "../platform/stores";
import { products } from "./catalog";

/**
 * Price lists (contract prices, issue 32): a list has a name, the studios that use it and its lines.
 * A master's list covers its children unless a child has a list of its own
 * (lib/domain/shop/contract-price.ts says which price applies).
 */
export const priceLists = pgTable("price_lists", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The list a studio (or a master, for its children) uses: at most one per studio. */
export const priceListStores = pgTable(
  "price_list_stores",
  {
    storeId: uuid("store_id")
      .primaryKey()
      .references(() => stores.id, { onDelete: "cascade" }),
    priceListId: uuid("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
  },
  (t) => [index("price_list_stores_list_idx").on(t.priceListId)],
);

/** One price of a list: an article, its net price from a quantity on, valid between two Berlin days (inclusive). */
export const priceListLines = pgTable(
  "price_list_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    priceListId: uuid("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceNetCents: integer("price_net_cents").notNull(),
    fromQuantity: integer("from_quantity").notNull().default(1),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
  },
  (t) => [
    index("price_list_lines_list_product_idx").on(t.priceListId, t.productId, t.fromQuantity),
    check("price_list_lines_price_ck", sql`${t.priceNetCents} >= 0 and ${t.fromQuantity} >= 1`),
  ],
);

export type PriceList = typeof priceLists.$inferSelect;
export type PriceListLine = typeof priceListLines.$inferSelect;
