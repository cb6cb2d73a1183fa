import { boolean, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";

/**
 * The stock of a product as the supplier's stock updates (stockUpdate, JSON or CSV) or the operator's
 * Produkte screen last set it. A product without a row was never touched and is "lieferbar" with its
 * shipping time (lib/domain/shop/availability.ts), so the demo shop stays as it is.
 */
export const productStock = pgTable("product_stock", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** False: "nicht auf Lager" whatever the quantity. */
  available: boolean("available").notNull(),
  /** Units in stock; null when the supplier names no number. */
  quantity: integer("quantity"),
  /** When an article out of stock is in stock again (YYYY-MM-DD); null when unknown. */
  restockDate: date("restock_date", { mode: "string" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Who set it: the operator's name or the API key's name. */
  updatedByName: text("updated_by_name"),
});

export type ProductStock = typeof productStock.$inferSelect;
