import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { wishlists, type Wishlist } from "@/models/shop/orders";
import { type Store } from "@/models/platform/stores";
import { AppError, forbidden } from "../platform/errors";
import { addToWishlistItems, MAX_WISHLIST_UNITS, wishlistQuantityError, type WishlistDto } from "@/lib/domain/shop/wishlist";
import { WISHLIST_TOO_LARGE } from "@/lib/domain/shop/wishlist-schema";
import { getDb } from "../platform/db";
import { accessibleStoreBySlug, assertAccessById, type Viewer } from "../platform/access";
import { productsOfLines } from "./cart";

const dto = (w: Wishlist): WishlistDto => ({
  _id: w.id,
  name: w.name,
  itemIds: w.itemIds,
  updatedAt: w.updatedAt.toISOString(),
  updatedByName: w.updatedByName,
  version: w.version,
});

export const WISHLIST_CHANGED = "Der Merkzettel wurde inzwischen an anderer Stelle geändert. Bitte laden Sie ihn neu.";

export async function listWishlists(store: Pick<Store, "id">): Promise<WishlistDto[]> {
  const db = await getDb();
  const rows = await db.select().from(wishlists).where(eq(wishlists.storeId, store.id)).orderBy(desc(wishlists.updatedAt));
  return rows.map(dto);
}

export async function createWishlist(
  viewer: Pick<Viewer, "userId" | "name">,
  store: Pick<Store, "id">,
  name: string,
  itemIds: number[] = [],
): Promise<WishlistDto> {
  const db = await getDb();
  await assertItemIds(itemIds);
  const [row] = await db
    .insert(wishlists)
    .values({ storeId: store.id, name, itemIds, updatedByUserId: viewer.userId, updatedByName: viewer.name })
    .returning();
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
  await productsOfLines(await getDb(), itemIds, (index) => `itemIds.${index}`);
}

/**
 * asWishlistUpsert: with `_id` the whole list is saved (name and items), without it a new list is
 * created in `storeSlug` (the endpoint's schema requires one of the two).
 */
export async function upsertWishlist(
  viewer: Viewer,
  input: { _id?: string; storeSlug?: string; name: string; itemIds?: number[]; version?: number },
): Promise<WishlistDto> {
  if (input._id) return updateWishlist(viewer, input._id, { name: input.name, itemIds: input.itemIds ?? [] }, input.version ?? 0);
  const store = await accessibleStoreBySlug(viewer, input.storeSlug ?? "");
  return createWishlist(viewer, store, input.name, input.itemIds ?? []);
}

/**
 * Saves a whole list when it is based on the stored version (compare-and-set in one statement): of
 * two saves based on the same version exactly one wins, the other gets a 409 (issue 19).
 */
export async function updateWishlist(
  viewer: Viewer,
  id: string,
  patch: { name: string; itemIds: number[] },
  baseVersion: number,
): Promise<WishlistDto> {
  // SPEC 9 quantities, checked before the list is looked up (a bad input is a 400 whoever sends it).
  const tooMany = wishlistQuantityError(patch.itemIds);
  if (tooMany) throw new AppError("bad_input", tooMany, "itemIds");
  const own = await ownWishlist(viewer, id);
  await assertItemIds(patch.itemIds);
  const db = await getDb();
  const [row] = await db
    .update(wishlists)
    .set({
      name: patch.name,
      itemIds: patch.itemIds,
      version: sql`${wishlists.version} + 1`,
      updatedAt: new Date(),
      updatedByUserId: viewer.userId,
      updatedByName: viewer.name,
    })
    .where(and(eq(wishlists.id, own.id), eq(wishlists.storeId, own.storeId), eq(wishlists.version, baseVersion)))
    .returning();
  if (!row) throw new AppError("conflict", WISHLIST_CHANGED, "version");
  return dto(row);
}

/**
 * asWishlistAddItem: puts `quantity` units of a product on one of the viewer's wish lists, from a
 * product card, the product page or a cart line; a product already there grows by that many. The
 * list is read and written under a row lock, so two quick adds both count.
 */
export async function addToWishlist(viewer: Viewer, id: string, productId: number, quantity: number): Promise<WishlistDto> {
  const own = await ownWishlist(viewer, id);
  const db = await getDb();
  await productsOfLines(db, [productId], () => "productId");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(wishlists).where(eq(wishlists.id, own.id)).for("update");
    if (!row) throw forbidden();
    const itemIds = addToWishlistItems(row.itemIds, productId, quantity);
    const tooMany = wishlistQuantityError(itemIds);
    if (tooMany) throw new AppError("rule", tooMany, "quantity");
    if (itemIds.length > MAX_WISHLIST_UNITS) throw new AppError("rule", WISHLIST_TOO_LARGE, "quantity");
    // The version rises, so a tab saving the list it loaded before gets a 409 and adds its change to this.
    const [saved] = await tx
      .update(wishlists)
      .set({ itemIds, version: sql`${wishlists.version} + 1`, updatedAt: new Date(), updatedByUserId: viewer.userId, updatedByName: viewer.name })
      .where(eq(wishlists.id, row.id))
      .returning();
    return dto(saved);
  });
}

export async function deleteWishlist(viewer: Viewer, id: string): Promise<{ ok: true }> {
  const own = await ownWishlist(viewer, id);
  const db = await getDb();
  await db.delete(wishlists).where(eq(wishlists.id, own.id));
  return { ok: true };
}
