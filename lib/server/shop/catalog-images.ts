import "server-only";
import { catalogImageKeyOfFile } from "@/lib/domain/shop/catalog-images";
import { storagePort } from "@/lib/integrations/storage";
import { and, eq, inArray } from "drizzle-orm";
import { productMedia } from "@/models/shop/product-details";
import { getDb } from "../platform/db";

/** The bytes of a served catalog image (public, like the demo drawings), or null for any other name. */
export async function catalogImageOf(file: string): Promise<Buffer | null> {
  const key = catalogImageKeyOfFile(file);
  if (!key) return null;
  const object = await storagePort().get(key);
  return object && object.contentType === "image/webp" ? object.body : null;
}

/**
 * The first stored supplier image (issue 32) of each of a page's products, read after the page's LIMIT
 * (issue 47): as a subquery in the page's select list PostgreSQL computed it for every row it sorted,
 * 29,106 times for one broad search at 1,000,000 articles. Products without one are not in the map
 * (the demo drawing is shown).
 */
export async function storedImagesOf(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([productMedia.productId], { id: productMedia.productId, key: productMedia.storedKey })
    .from(productMedia)
    .where(and(inArray(productMedia.productId, ids), eq(productMedia.fetchState, "stored")))
    .orderBy(productMedia.productId, productMedia.position);
  return new Map(rows.flatMap((r) => (r.key ? [[r.id, r.key] as [number, string]] : [])));
}
