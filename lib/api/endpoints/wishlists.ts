import { z } from "zod";
import { wishlistIdSchema, wishlistItemIdsSchema, wishlistNameSchema } from "@/lib/domain/wishlist-schema";
import { deleteWishlist, listWishlists, notifyWishlistToCart, upsertWishlist } from "@/lib/server/wishlists";
import { endpoint, storeSlugSchema } from "../define";

export const wishlistEndpoints = [
  endpoint({
    name: "asWishlists",
    method: "GET",
    access: "store",
    handler: async ({ store }) => ({ wishlists: await listWishlists(store) }),
  }),
  endpoint({
    name: "asWishlistUpsert",
    method: "POST",
    access: "viewer",
    // create: storeSlug and name; update: the whole wish list with _id (SPEC 7).
    input: z
      .object({ _id: wishlistIdSchema.optional(), storeSlug: storeSlugSchema.optional(), name: wishlistNameSchema, itemIds: wishlistItemIdsSchema.optional() })
      .refine((w) => !!w._id || !!w.storeSlug, { message: "Bitte ein Studio angeben.", path: ["storeSlug"] }),
    handler: async ({ viewer, input }) => upsertWishlist(viewer, input),
  }),
  endpoint({
    name: "asWishlistDelete",
    method: "POST",
    access: "viewer",
    input: z.object({ _id: wishlistIdSchema }),
    handler: async ({ viewer, input }) => deleteWishlist(viewer, input._id),
  }),
  endpoint({
    // Chat notice when wish-list items go to the cart (SPEC 7); the cart itself is saved by asStoreCart.
    name: "asWishlistToCartNotice",
    method: "POST",
    access: "store",
    input: z.object({ wishlistName: z.string().trim().min(1).max(100), count: z.number().int().min(1).max(100000) }),
    handler: async ({ store, input }) => {
      await notifyWishlistToCart(store, input.wishlistName, input.count);
      return { ok: true as const };
    },
  }),
] as const;
