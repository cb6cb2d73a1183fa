import { sql, type SQL } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";

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
    /** The GTIN; "" for an article its file gave none (issue 42: ordered by its article number). Unique when given. */
    ean: text("ean").notNull(),
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
     * Held back from the studios (issue 42): its class (ECLASS, ETIM or the supplier's own) has no shop
     * category yet ("Nicht zugeordnet" in /betrieb), or no file gave it a price yet ("ohne Preis"; then
     * price_ka_net_cents is 0 and means nothing). Visible in /betrieb, neither listed nor orderable.
     */
    classUnmapped: boolean("class_unmapped").notNull().default(false),
    priceMissing: boolean("price_missing").notNull().default(false),
    /**
     * Pack sizes from the supplier (BMEcat QUANTITY_MIN / QUANTITY_INTERVAL, issue 42): a studio orders at
     * least `order_quantity_min` and then steps of `order_quantity_interval` (lib/domain/shop/pack-size.ts).
     */
    orderQuantityMin: integer("order_quantity_min").notNull().default(1),
    orderQuantityInterval: integer("order_quantity_interval").notNull().default(1),
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
    // The weight-A part of search_vector (name and codes) on its own (lib/server/shop/search.ts nameVector):
    // a broad search's tier "every word in the name" is read from it, so an empty one costs nothing.
    index("products_name_search_idx").using("gin", nameVectorOf(t)),
    // The same lexemes tagged with the article's category and subcategory (issue 47, suggestions at 1,000,000
    // articles): whether a category has matches of a search (lib/server/shop/search-hints.ts) is read from
    // the category's own entries, where the full-text index holds every match of the word in the catalog.
    index("products_scoped_search_idx")
      .using("gin", scopedVectorOf(t))
      .where(sql`${t.withdrawnAt} is null and not ${t.classUnmapped} and not ${t.priceMissing}`),
    // Quick order (lib/server/shop/quick-order.ts): the article number without spaces, dots, dashes and case,
    // and the EAN, each in the C collation so one index serves lookups, prefixes and ordered suggestions.
    index("products_producer_key_idx").on(sql`(upper(regexp_replace(${t.producerId}, '[[:space:]./-]', '', 'g')) collate "C")`),
    index("products_ean_prefix_idx").on(sql`(${t.ean} collate "C")`),
    // The shop's lists and brand facet over live articles (issue 47, docs/performance.md): one index per
    // list order (bestseller, price, name) for a category, a subcategory and the whole catalog, each
    // ending in the id that breaks ties, so a page is the first rows of one index walk and a deep
    // page continues from the last row it showed (keyset); the brand facet probes (category, brand).
    ...liveListIndexes(t),
    uniqueIndex("products_ean_given_unique")
      .on(t.ean)
      .where(sql`${t.ean} <> ''`),
  ],
);

/**
 * Name and codes as German full text: the lexemes search_vector holds with weight A (issue 47, "NoFrost"
 * at 1,000,000 articles: a tier of matches with the word in the name, read through the full-text index,
 * rechecked all 39,000 matches of the description to find none). lib/server/shop/search.ts writes the same
 * expression, so PostgreSQL reads it from products_name_search_idx.
 */
export function nameVectorOf(t: { name: AnyPgColumn; producerId: AnyPgColumn; ean: AnyPgColumn }): SQL {
  return sql`(to_tsvector('german', coalesce(${t.name}, '')) || to_tsvector('german', coalesce(${t.producerId}, '') || ' ' || coalesce(${t.ean}, '')))`;
}

/**
 * search_vector's lexemes (without positions and weights), each once as "c<category id>/lexeme" and once as
 * "s<subcategory id>/lexeme" (SQL function scoped_search_vector, migration 0037); scoped_search_query turns a
 * search's tsquery into the one of a category ("c4") or subcategory ("s46"). lib/server/shop/search.ts
 * writes the same expression, so PostgreSQL reads it from products_scoped_search_idx.
 */
export function scopedVectorOf(t: { categoryId: AnyPgColumn; subCategoryId: AnyPgColumn; searchVector: AnyPgColumn }): SQL {
  return sql`scoped_search_vector(${t.categoryId}, ${t.subCategoryId}, ${t.searchVector})`;
}

/**
 * Partial indexes on the articles a list can show (withdrawn_at is null), see the products table. The
 * brand facet's two hold exactly what the studios are offered (lib/server/shop/offered.ts: not withdrawn,
 * not held back), so the facet and the bounded count read them alone (index-only, no table page): at
 * 1,000,000 articles the count of a category fell from a 125 ms scan of the table to 1.3 ms
 * (docs/performance.md "At 10,000, 100,000 and 1,000,000 articles").
 */
function liveListIndexes(t: {
  categoryId: AnyPgColumn;
  subCategoryId: AnyPgColumn;
  brandId: AnyPgColumn;
  salesRank: AnyPgColumn;
  priceKaNetCents: AnyPgColumn;
  name: AnyPgColumn;
  id: AnyPgColumn;
  withdrawnAt: AnyPgColumn;
  classUnmapped: AnyPgColumn;
  priceMissing: AnyPgColumn;
}) {
  const live = sql`${t.withdrawnAt} is null`;
  const offered = sql`${t.withdrawnAt} is null and not ${t.classUnmapped} and not ${t.priceMissing}`;
  const orders = [
    ["rank", t.salesRank],
    ["price", t.priceKaNetCents],
    ["name", t.name],
  ] as const;
  const scopes = [
    ["category_", t.categoryId],
    ["sub_category_", t.subCategoryId],
    ["", null],
  ] as const;
  return [
    ...scopes.flatMap(([scope, first]) =>
      orders.map(([order, col]) =>
        index(`products_live_${scope}${order}_idx`)
          .on(first ?? col, ...(first ? [col, t.id] : [t.id]))
          .where(live),
      ),
    ),
    index("products_offered_category_brand_idx").on(t.categoryId, t.brandId).where(offered),
    index("products_offered_sub_category_brand_idx").on(t.subCategoryId, t.brandId).where(offered),
    // A category check's named category inside another one (search-hints.ts: "Backofen" names Backöfen, checked
    // in Backofenzubehör), and a brand's articles by category (the accessory tiers of a brand search).
    index("products_offered_category_sub_idx").on(t.categoryId, t.subCategoryId).where(offered),
    index("products_offered_brand_category_idx").on(t.brandId, t.categoryId, t.subCategoryId).where(offered),
  ];
}

export type Category = typeof categories.$inferSelect;
export type Brand = typeof brands.$inferSelect;
export type Product = typeof products.$inferSelect;
