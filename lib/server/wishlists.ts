import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { products, wishlists, type Store, type Wishlist } from "@/models/schema";
import { AppError, forbidden } from "./errors";
import { slackMessage } from "@/lib/domain/slack-text";
import { getDb } from "./db";
import { assertAccessById, type Viewer } from "./access";
import { enqueueChat } from "./outbox";

export type WishlistDto = { _id: string; name: string; itemIds: number[]; updatedAt: string };

const dto = (w: Wishlist): WishlistDto => ({ _id: w.id, name: w.name, itemIds: w.itemIds, updatedAt: w.updatedAt.toISOString() });

export async function listWishlists(store: Pick<Store, "id">): Promise<WishlistDto[]> {
  const db = await getDb();
  const rows = await db.select().from(wishlists).where(eq(wishlists.storeId, store.id)).orderBy(desc(wishlists.updatedAt));
  return rows.map(dto);
}

export async function createWishlist(store: Pick<Store, "id">, name: string, itemIds: number[] = []): Promise<WishlistDto> {
  const db = await getDb();
  await assertItemIds(itemIds);
  const [row] = await db.insert(wishlists).values({ storeId: store.id, name, itemIds }).returning();
  return dto(row);
}

/** A wish list by id, only when the viewer may act on its store; unknown and foreign look the same. */
async function ownWishlist(viewer: Viewer, id: string): Promise<Wishlist> {
  const db = await getDb();
  const [row] = await db.select().from(wishlists).where(eq(wishlists.id, id));
  if (!row) throw forbidden();
  await assertAccessById(viewer, row.storeId);
  return row;
}

/** Every id must name a product; the first unknown one is reported with its position. */
async function assertItemIds(itemIds: number[]) {
  if (itemIds.length === 0) return;
  const db = await getDb();
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, [...new Set(itemIds)]));
  const known = new Set(found.map((p) => p.id));
  const index = itemIds.findIndex((id) => !known.has(id));
  if (index >= 0) throw new AppError("bad_input", `Unbekannter Artikel: ${itemIds[index]}`, `itemIds.${index}`);
}

export async function updateWishlist(viewer: Viewer, id: string, patch: { name: string; itemIds: number[] }): Promise<WishlistDto> {
  const own = await ownWishlist(viewer, id);
  await assertItemIds(patch.itemIds);
  const db = await getDb();
  const [row] = await db
    .update(wishlists)
    .set({ name: patch.name, itemIds: patch.itemIds, updatedAt: new Date() })
    .where(and(eq(wishlists.id, own.id), eq(wishlists.storeId, own.storeId)))
    .returning();
  return dto(row);
}

export async function deleteWishlist(viewer: Viewer, id: string): Promise<{ ok: true }> {
  const own = await ownWishlist(viewer, id);
  const db = await getDb();
  await db.delete(wishlists).where(eq(wishlists.id, own.id));
  return { ok: true };
}

/** SPEC 7 "Chat notifications": wish-list items added to the cart are reported (not for test stores). */
export async function notifyWishlistToCart(store: Store, wishlistName: string, count: number) {
  const db = await getDb();
  await enqueueChat(db, store, "shop", slackMessage`${store.name} (${store.storeNumber}) hat ${count} Artikel vom Merkzettel „${wishlistName}“ in den Warenkorb gelegt.`);
}
