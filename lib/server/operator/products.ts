import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { catalogArticles, productPrices } from "@/models/operator/catalog-import";
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
import { productFeaturesOf, productMediaRowsOf, productRecord, productRecordsPage, type ProductRecordRow } from "../shop/product-records";
import { productPriceLists } from "./product-price-lists";

function toRow(r: ProductRecordRow): OperatorProductRow {
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

/**
 * The Produkte screen's search: part of the name, or the start of the article number or EAN; withdrawn
 * articles included (their state says so). Ordered by name, a page at a time.
 */
export async function searchOperatorProducts(q: string, offset: number): Promise<OperatorProductList> {
  const db = await getDb();
  const { rows, total } = await productRecordsPage(db, q, offset, OPERATOR_PRODUCTS_PAGE);
  return { rows: rows.map(toRow), count: total, offset, pageSize: OPERATOR_PRODUCTS_PAGE };
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
  const media = await productMediaRowsOf(db, id);
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
  const [p, [article]] = await Promise.all([
    productRecord(db, id),
    db.select({ supplierPid: catalogArticles.supplierPid }).from(catalogArticles).where(eq(catalogArticles.productId, id)),
  ]);
  if (!p) throw notFound("Das Produkt");
  const [features, prices, media, priceLists] = await Promise.all([
    productFeaturesOf(db, id),
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
    supplierPid: article?.supplierPid ?? null,
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
