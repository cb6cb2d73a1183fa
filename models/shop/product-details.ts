import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";

// A product's features and media are the shop's (it filters, searches and shows them); the operator's
// catalog import writes them through lib/server/operator (issue 46: each area owns its tables).

/** Features of a product (BMEcat FEATURE: FNAME, FVALUE, FUNIT), e.g. Breite 60 cm. */
export const productFeatures = pgTable(
  "product_features",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    unit: text("unit"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index("product_features_name_idx").on(t.name, t.value),
    // A measure kept from a search ("Backofen 60 cm", lib/server/shop/search-relax.ts): the products carrying
    // it, or any measure of its unit, come from this index as one set instead of a lookup per match.
    // unit and value too, so the set is read from the index alone (index-only: 13 ms for 118,000 at 1,000,000 articles, 32 ms with the table).
    index("product_features_measure_idx").on(sql`lower(${t.unit})`, sql`replace(${t.value}, '.', ',')`, t.productId, t.unit, t.value),
  ],
);

/**
 * Images and documents named by the file (MIME_INFO). An image's source is fetched (an http(s) URL, by
 * the catalog-media job) or read from the ZIP beside the file (a file name), checked by content and
 * stored in the shop's two sizes (lib/server/operator/product-images.ts): `storedKey` names them.
 */
export const productMedia = pgTable(
  "product_media",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    source: text("source").notNull(),
    purpose: text("purpose"),
    mimeType: text("mime_type"),
    /** null while waiting, "stored" or "failed" (with a German reason in fetchError). */
    fetchState: text("fetch_state").$type<"stored" | "failed">(),
    fetchError: text("fetch_error"),
    /** The stored image's name in media, without size and extension (catalog/products/{name}-{s|xl}.webp). */
    storedKey: text("stored_key"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index("product_media_waiting_idx").on(t.fetchState)],
);
