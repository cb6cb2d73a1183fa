import { sql, type SQL } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.position)],
);

export const brands = pgTable("brands", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  isTop: boolean("is_top").notNull().default(false),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    producerId: text("producer_id").notNull(),
    ean: text("ean").notNull().unique(),
    /** Segments separated by "~" (SPEC.md section 3). */
    description: text("description").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer("sub_category_id").references(() => categories.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    priceKaNetCents: integer("price_ka_net_cents").notNull(),
    priceShippingNetCents: integer("price_shipping_net_cents").notNull(),
    provider: text("provider").notNull(),
    shippingTimeMinDays: integer("shipping_time_min_days").notNull(),
    shippingTimeMaxDays: integer("shipping_time_max_days").notNull(),
    /** True when the provider's general shipping time applies instead of a product-specific one. */
    shippingTimeProvider: boolean("shipping_time_provider").notNull().default(false),
    /** Lower is sold more often; the "bestseller" sort. */
    salesRank: integer("sales_rank").notNull(),
    imageKey: text("image_key").notNull(),
    /**
     * Set when a catalog import withdrew the article ("nicht mehr lieferbar"): gone from list, search and
     * suggestions, still shown in orders, wish lists and reorder. Never deleted; cleared when it comes back.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /**
     * German full-text of name and codes (weight A) and description (weight C). The description's
     * segment separator "~" becomes a space: the parser would otherwise glue it to the next word
     * ("~nofrost") and no search would find that word.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('german', coalesce(${products.name}, '')), 'A') || setweight(to_tsvector('german', coalesce(${products.producerId}, '') || ' ' || coalesce(${products.ean}, '')), 'A') || setweight(to_tsvector('german', replace(coalesce(${products.description}, ''), '~', ' ')), 'C')`,
    ),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId, t.salesRank),
    index("products_sub_category_idx").on(t.subCategoryId, t.salesRank),
    index("products_brand_idx").on(t.brandId),
    index("products_price_idx").on(t.priceKaNetCents),
    index("products_sales_rank_idx").on(t.salesRank),
    index("products_producer_id_idx").on(t.producerId),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Quick order (lib/server/shop/quick-order.ts): the article number without spaces, dots, dashes and case,
    // and the EAN, each in the C collation so one index serves lookups, prefixes and ordered suggestions.
    index("products_producer_key_idx").on(sql`(upper(regexp_replace(${t.producerId}, '[[:space:]./-]', '', 'g')) collate "C")`),
    index("products_ean_prefix_idx").on(sql`(${t.ean} collate "C")`),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Brand = typeof brands.$inferSelect;
export type Product = typeof products.$inferSelect;
