import "server-only";
import { asc, count, eq, ilike, like, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/models/platform/db";
import { brands, categories, products } from "@/models/shop/catalog";
import { catalogArticles, productPrices } from "@/models/operator/catalog-import";
import { productFeatures, productMedia } from "@/models/shop/product-details";
import { productStock } from "@/models/shop/stock";
import { availabilityOf } from "@/lib/domain/shop/availability";
import { productImageUrls, STORED_NAME } from "@/lib/domain/shop/catalog-images";
import {
  isImageMedia,
  OPERATOR_PRODUCTS_PAGE,
  type OperatorProductDetail,
  type OperatorProductList,
  type OperatorProductRow,
} from "@/lib/domain/operator/products";
import { notFound } from "../platform/errors";
import { getDb } from "../platform/db";
import { priceDay } from "../shop/studio-prices";
import { productPriceLists } from "./product-price-lists";

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

type Row = {
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

function toRow(r: Row): OperatorProductRow {
  return {
    id: r.id,
    name: r.name,
    producerId: r.producerId,
    ean: r.ean,
    brand: r.brand,
    withdrawn: r.withdrawnAt !== null,
    priceKaNetCents: r.priceKaNetCents,
    availability: availabilityOf(
      r.stockAvailable === null ? null : { available: r.stockAvailable, quantity: r.stockQuantity, restockDate: r.restockDate },
    ),
  };
}

/** LIKE pattern text with its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The Produkte screen's search: part of the name, or the start of the article number or EAN; withdrawn
 * articles included (their state says so). Ordered by name, a page at a time.
 */
export async function searchOperatorProducts(q: string, offset: number): Promise<OperatorProductList> {
  const db = await getDb();
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
      .limit(OPERATOR_PRODUCTS_PAGE)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(toRow), count: total?.n ?? 0, offset, pageSize: OPERATOR_PRODUCTS_PAGE };
}

/** Every price of a product, by type, lower bound and the file's order. */
function productPricesOf(db: Db, id: number) {
  return db
    .select({
      priceType: productPrices.priceType,
      amountCents: productPrices.amountCents,
      currency: productPrices.currency,
      lowerBound: productPrices.lowerBound,
      validFrom: productPrices.validFrom,
      validTo: productPrices.validTo,
    })
    .from(productPrices)
    .where(eq(productPrices.productId, id))
    .orderBy(asc(productPrices.priceType), asc(productPrices.lowerBound), asc(productPrices.position));
}

/** A product's media references with their fetch state. */
async function productMediaOf(db: Db, id: number): Promise<OperatorProductDetail["media"]> {
  const media = await db
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
  return media.map((m) => ({
    source: m.source,
    purpose: m.purpose,
    mimeType: m.mimeType,
    state: !isImageMedia(m.mimeType) ? "document" : (m.fetchState ?? "waiting"),
    reason: m.fetchState === "failed" ? m.fetchError : null,
    thumbnail: m.fetchState === "stored" && m.storedKey && STORED_NAME.test(m.storedKey) ? productImageUrls("", m.storedKey).s : null,
  }));
}

/** One product with its BMEcat data (features, every price, media references) and its stock; 404 when unknown. */
export async function operatorProduct(id: number): Promise<OperatorProductDetail> {
  const db = await getDb();
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
      supplierPid: catalogArticles.supplierPid,
      stockUpdatedAt: productStock.updatedAt,
      stockUpdatedBy: productStock.updatedByName,
    })
    .from(products)
    .innerJoin(brands, eq(products.brandId, brands.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(sub, eq(products.subCategoryId, sub.id))
    .leftJoin(catalogArticles, eq(catalogArticles.productId, products.id))
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(eq(products.id, id));
  if (!p) throw notFound("Das Produkt");
  const [features, prices, media, priceLists] = await Promise.all([
    db
      .select({ name: productFeatures.name, value: productFeatures.value, unit: productFeatures.unit })
      .from(productFeatures)
      .where(eq(productFeatures.productId, id))
      .orderBy(asc(productFeatures.position)),
    productPricesOf(db, id),
    productMediaOf(db, id),
    productPriceLists(db, id, priceDay()),
  ]);
  return {
    ...toRow(p),
    description: p.description,
    category: p.category,
    subCategory: p.subCategory,
    provider: p.provider,
    shippingTime: { minDays: p.minDays, maxDays: p.maxDays },
    priceShippingNetCents: p.priceShippingNetCents,
    withdrawnAt: p.withdrawnAt ? p.withdrawnAt.toISOString() : null,
    supplierPid: p.supplierPid,
    features,
    prices,
    media,
    priceLists,
    stock:
      p.stockAvailable === null
        ? null
        : {
            available: p.stockAvailable,
            quantity: p.stockQuantity,
            restockDate: p.restockDate,
            updatedAt: (p.stockUpdatedAt as Date).toISOString(),
            updatedByName: p.stockUpdatedBy,
          },
  };
}
