import "server-only";
import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { productMedia } from "@/models/shop/product-details";
import type { Db } from "@/models/platform/db";

// The products' media references as the catalog-media job and a ZIP of images read and mark them.

/** One image row: the product, its place among the product's media, and the file's source. */
export type MediaRow = { productId: number; position: number; source: string };

/** Rows that name an image (documents such as a PDF data sheet are left alone); a missing type is tried. */
const isImageRow = sql`(${productMedia.mimeType} is null or ${productMedia.mimeType} ilike 'image/%')`;

/** Images not fetched yet whose source is an http(s) URL, at most `limit`, by product and position. */
export function waitingUrlImages(db: Db, limit: number): Promise<MediaRow[]> {
  return db
    .select({ productId: productMedia.productId, position: productMedia.position, source: productMedia.source })
    .from(productMedia)
    .where(and(isNull(productMedia.fetchState), isImageRow, sql`${productMedia.source} ~* '^\\s*https?://'`))
    .orderBy(asc(productMedia.productId), asc(productMedia.position))
    .limit(limit);
}

/** Images not stored yet (waiting or failed) whose source is not a URL: what a ZIP of images may bring. */
export function unstoredFileImages(db: Db): Promise<MediaRow[]> {
  return db
    .select({ productId: productMedia.productId, position: productMedia.position, source: productMedia.source })
    .from(productMedia)
    .where(
      and(or(isNull(productMedia.fetchState), ne(productMedia.fetchState, "stored")), isImageRow, sql`${productMedia.source} !~* '^\\s*https?://'`),
    );
}

/** Marks one image stored (under its stored name) or failed (with the German reason). */
export async function recordImageResult(db: Db, row: { productId: number; position: number }, result: { name: string } | { reason: string }) {
  await db
    .update(productMedia)
    .set(
      "name" in result
        ? { fetchState: "stored", storedKey: result.name, fetchError: null, fetchedAt: sql`now()` }
        : { fetchState: "failed", fetchError: result.reason, fetchedAt: sql`now()` },
    )
    .where(and(eq(productMedia.productId, row.productId), eq(productMedia.position, row.position)));
}
