import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { brands, products } from "@/models/shop/catalog";
import { productFeatures } from "@/models/shop/product-details";
import { productStock } from "@/models/shop/stock";
import type { SQL } from "drizzle-orm";
import { packSizeOf } from "@/lib/domain/shop/pack-size";
import { availabilityOf } from "@/lib/domain/shop/availability";
import type { ProductDto, ProductPriceFields, ProductListDto } from "@/lib/domain/shop/product-dto";
import { centsToEuros } from "@/lib/domain/platform/money";
import { productImageUrls } from "@/lib/domain/shop/catalog-images";
import { getDb } from "../platform/db";
import { studioLists, studioPriceFields, type PricedStore, type StudioLists } from "./studio-prices";
import { storedImagesOf } from "./catalog-images";
import { withdrawnOrHeldAt } from "./offered";

/**
 * Products as the shop shows them: the columns a list or product page reads, a row turned into what the
 * studio sees (its prices, availability, images), the products by id for the cart, wish lists and the
 * product page, and a product's name.
 */

/**
 * What decides whether and how much of a product can be ordered: its stock (left-joined: null for a product no
 * stock update touched), whether it is withdrawn or held, and its pack size. Read by the list and by the cart.
 */
export const orderingColumns = {
  stockAvailable: productStock.available,
  stockQuantity: productStock.quantity,
  restockDate: productStock.restockDate,
  withdrawnAt: withdrawnOrHeldAt().as("withdrawn_at"),
  orderQuantityMin: products.orderQuantityMin,
  orderQuantityInterval: products.orderQuantityInterval,
};

export const productColumns = {
  id: products.id,
  name: products.name,
  producerId: products.producerId,
  ean: products.ean,
  description: products.description,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  priceKaNetCents: products.priceKaNetCents,
  salesRank: products.salesRank,
  priceShippingNetCents: products.priceShippingNetCents,
  provider: products.provider,
  shippingTimeMinDays: products.shippingTimeMinDays,
  shippingTimeMaxDays: products.shippingTimeMaxDays,
  shippingTimeProvider: products.shippingTimeProvider,
  imageKey: products.imageKey,
  brandId: brands.id,
  brandName: brands.name,
  ...orderingColumns,
};
type Col<C> = C extends SQL.Aliased<infer T> ? T : C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
export type ProductRow = Omit<{ [K in keyof typeof productColumns]: Col<(typeof productColumns)[K]> }, "stockAvailable"> & {
  stockAvailable: boolean | null;
};

export function productImages(imageKey: string, storedImage: string | null = null) {
  return productImageUrls(imageKey, storedImage);
}

/**
 * Prices in euros (DECISIONS "Money and dates"), the studio's own (its price list, else the list price;
 * lib/server/shop/studio-prices.ts); priceCustomer with the store's margin (SPEC 6).
 */
function toDto(r: ProductRow, prices: ProductPriceFields, storedImage: string | null): ProductDto {
  const packSize = packSizeOf(r);
  return {
    _id: String(r.id),
    id: r.id,
    name: r.name,
    producerId: r.producerId,
    ean: r.ean,
    description: r.description,
    images: productImages(r.imageKey, storedImage),
    ...prices,
    priceShippingNet: centsToEuros(r.priceShippingNetCents),
    provider: r.provider,
    shippingTime: { minDays: r.shippingTimeMinDays, maxDays: r.shippingTimeMaxDays },
    shippingTimeProvider: r.shippingTimeProvider,
    brand: { id: r.brandId, name: r.brandName },
    categoryId: r.categoryId,
    subCategoryId: r.subCategoryId,
    availability: availabilityOf(
      r.stockAvailable === null ? null : { available: r.stockAvailable, quantity: r.stockQuantity, restockDate: r.restockDate },
      r.withdrawnAt,
    ),
    ...(packSize ? { packSize } : {}),
  };
}

/** Rows as the studio sees them: its prices and the stored images read for the whole page at once, after its LIMIT. */
export async function toDtos(
  store: PricedStore,
  rows: ProductRow[],
  lists?: StudioLists,
  /** The images when they were read beside the rows (a superset of theirs is fine). */
  knownImages?: Awaited<ReturnType<typeof storedImagesOf>>,
): Promise<ProductDto[]> {
  const [prices, images] = await Promise.all([
    studioPriceFields(store, new Map(rows.map((r) => [r.id, r.priceKaNetCents])), undefined, new Date(), lists),
    knownImages ?? storedImagesOf(rows.map((r) => r.id)),
  ]);
  return rows.map((r) => toDto(r, prices.get(r.id)!, images.get(r.id) ?? null));
}

/**
 * Products by id in the order asked for, for the cart and wish lists; unknown ids are left out. The
 * rows, their features, their images and the studio's price lists are read at once, by the ids asked
 * for; only the prices wait for the rows.
 */
export async function productsByIds(store: PricedStore, ids: number[]): Promise<ProductListDto> {
  if (ids.length === 0) return { data: [], meta: { count: 0, brandIds: [], countExact: true, relevanceRanked: true } };
  const db = await getDb();
  const wanted = [...new Set(ids)];
  const [rows, features, lists, images] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(products.brandId, brands.id))
      .leftJoin(productStock, eq(productStock.productId, products.id))
      .where(inArray(products.id, wanted)),
    featuresOf(wanted),
    studioLists(store),
    storedImagesOf(wanted),
  ]);
  const dtos = new Map((await toDtos(store, rows, lists, images)).map((d) => [d.id, d]));
  const data = ids.flatMap((id) => (dtos.has(id) ? [{ ...dtos.get(id)!, features: features.get(id) ?? [] }] : []));
  return {
    data,
    meta: { count: data.length, brandIds: [...new Set(data.map((p) => p.brand.id))].sort((a, b) => a - b), countExact: true, relevanceRanked: true },
  };
}

/** The features of products (BMEcat FEATURE) in the file's order, for the product page's „Technische Daten“. */
async function featuresOf(ids: number[]): Promise<Map<number, { name: string; value: string; unit: string | null }[]>> {
  const out = new Map<number, { name: string; value: string; unit: string | null }[]>();
  if (ids.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ productId: productFeatures.productId, name: productFeatures.name, value: productFeatures.value, unit: productFeatures.unit })
    .from(productFeatures)
    .where(inArray(productFeatures.productId, ids))
    .orderBy(asc(productFeatures.productId), asc(productFeatures.position));
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), { name: r.name, value: r.value, unit: r.unit }]);
  return out;
}

/** The product's name for a chat message; null when unknown. */
export async function productName(id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row?.name ?? null;
}
