import { z } from "zod";
import { MAX_QUANTITY } from "@/lib/domain/shop/cart-items";
import { documentVersionSchema, productIdSchema } from "@/lib/domain/shop/cart-schema";
import { wishlistIdSchema, wishlistItemIdsSchema, wishlistNameSchema } from "@/lib/domain/shop/wishlist-schema";
import { addToWishlist, deleteWishlist, listWishlists, upsertWishlist } from "@/lib/server/shop/wishlists";
import { endpoint, storeSlugSchema } from "../../define";

export const wishlistEndpoints = [
  endpoint({
    name: "asWishlists",
    method: "GET",
    access: "store",
    capability: "shop",
    handler: async ({ store }) => ({ wishlists: await listWishlists(store) }),
  }),
  endpoint({
    name: "asWishlistUpsert",
    method: "POST",
    access: "viewer",
    capability: "shop",
    // create: storeSlug and name; update: the whole wish list with _id (SPEC 7) and the version it is
    // based on; a save based on an older version is refused with 409 (issue 19).
    input: z
      .object({
        _id: wishlistIdSchema.optional(),
        storeSlug: storeSlugSchema.optional(),
        name: wishlistNameSchema,
        itemIds: wishlistItemIdsSchema.optional(),
        version: documentVersionSchema.optional(),
      })
      .refine((w) => !!w._id || !!w.storeSlug, { message: "Bitte ein Studio angeben.", path: ["storeSlug"] })
      .refine((w) => !w._id || w.version !== undefined, { message: "Bitte die Version angeben, auf der die Änderung beruht.", path: ["version"] }),
    handler: async ({ viewer, input }) => upsertWishlist(viewer, input),
  }),
  endpoint({
    // "Auf den Merkzettel" on a product card, the product page or a cart line (SPEC 1): the server
    // adds to the stored list, so the browser never overwrites a list it has not loaded lately.
    name: "asWishlistAddItem",
    method: "POST",
    access: "viewer",
    capability: "shop",
    input: z.object({
      _id: wishlistIdSchema,
      productId: productIdSchema,
      quantity: z
        .number({ error: "Die Menge muss eine Zahl sein." })
        .int()
        .min(1, "Die Menge muss mindestens 1 sein.")
        .max(MAX_QUANTITY, `Die Menge darf höchstens ${MAX_QUANTITY} sein.`)
        .default(1),
    }),
    handler: async ({ viewer, input }) => addToWishlist(viewer, input._id, input.productId, input.quantity),
  }),
  endpoint({
    name: "asWishlistDelete",
    method: "POST",
    access: "viewer",
    capability: "shop",
    input: z.object({ _id: wishlistIdSchema }),
    handler: async ({ viewer, input }) => deleteWishlist(viewer, input._id),
  }),
] as const;
