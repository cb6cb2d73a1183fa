import "server-only";
import { asc, count, eq, ilike, like, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/models/platform/db";
import { brands, categories, products } from "@/models/shop/catalog";
import { productFeatures, productMedia } from "@/models/shop/product-details";
import { productStock } from "@/models/shop/stock";

// The products as the back office's Produkte screen reads them, withdrawn ones included.

const rowColumns = {
  id: products.id,
  name: products.name,
  producerId: products.producerId,
  ean: products.ean,
  brand: brands.name,
  withdrawnAt: products.withdrawnAt,
  priceKaNetCents: products.priceKaNetCents,
  stockAvailable: productStock.available,
  stockQuantity: productStock.quantity,
  restockDate: productStock.restockDate,
};

/** A product with its brand and stock (null fields without a stock row). */
export type ProductRecordRow = {
  id: number;
  name: string;
  producerId: string;
  ean: string;
  brand: string;
  withdrawnAt: Date | null;
  priceKaNetCents: number;
  stockAvailable: boolean | null;
  stockQuantity: number | null;
  restockDate: string | null;
};

/** LIKE pattern text with its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The products whose name contains `q` or whose article number or EAN starts with it (every product
 * without `q`), by name, `limit` from `offset`, and how many there are.
 */
export async function productRecordsPage(db: Db, q: string, offset: number, limit: number): Promise<{ rows: ProductRecordRow[]; total: number }> {
  const where = q
    ? or(ilike(products.name, `%${literal(q)}%`), ilike(products.producerId, `${literal(q)}%`), like(products.ean, `${literal(q)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(products)
      .innerJoin(brands, eq(products.brandId, brands.id))
      .leftJoin(productStock, eq(productStock.productId, products.id))
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One product with its brand, category, subcategory, delivery data and stock (with who changed it when), or undefined. */
export async function productRecord(db: Db, id: number) {
  const sub = alias(categories, "sub_category");
  const [p] = await db
    .select({
      ...rowColumns,
      description: products.description,
      category: categories.name,
      subCategory: sub.name,
      provider: products.provider,
      minDays: products.shippingTimeMinDays,
      maxDays: products.shippingTimeMaxDays,
      priceShippingNetCents: products.priceShippingNetCents,
      stockUpdatedAt: productStock.updatedAt,
      stockUpdatedBy: productStock.updatedByName,
    })
    .from(products)
    .innerJoin(brands, eq(products.brandId, brands.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(sub, eq(products.subCategoryId, sub.id))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.id, id));
  return p;
}

/** A product's features in their order. */
export function productFeaturesOf(db: Db, id: number) {
  return db
    .select({ name: productFeatures.name, value: productFeatures.value, unit: productFeatures.unit })
    .from(productFeatures)
    .where(eq(productFeatures.productId, id))
    .orderBy(asc(productFeatures.position));
}

/** A product's media references in their order, with their fetch state. */
export function productMediaRowsOf(db: Db, id: number) {
  return db
    .select({
      source: productMedia.source,
      purpose: productMedia.purpose,
      mimeType: productMedia.mimeType,
      fetchState: productMedia.fetchState,
      fetchError: productMedia.fetchError,
      storedKey: productMedia.storedKey,
    })
    .from(productMedia)
    .where(eq(productMedia.productId, id))
    .orderBy(asc(productMedia.position));
}
