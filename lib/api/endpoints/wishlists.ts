import { z } from "zod";
import { MAX_QUANTITY } from "@/lib/domain/cart-items";
import { accessibleStoreBySlug } from "@/lib/server/access";
import { createWishlist, deleteWishlist, listWishlists, notifyWishlistToCart, updateWishlist } from "@/lib/server/wishlists";
import { AppError } from "../errors";
import { endpoint } from "../define";

const storeSlug = z.string().trim().min(1).max(100);
// SPEC 5: a wish list cannot be saved with an empty name.
const name = z.string({ error: "Bitte einen Namen angeben." }).trim().min(1, "Bitte einen Namen angeben.").max(100, "Der Name darf höchstens 100 Zeichen haben.");
const itemIds = z.array(z.number().int().positive("Unbekannter Artikel.")).max(2000, "Der Merkzettel ist zu groß.");
const id = z.uuid("Unbekannter Merkzettel.");

export const wishlistEndpoints = [
  endpoint({
    name: "asWishlists",
    method: "GET",
    access: "store",
    input: z.object({ storeSlug }),
    handler: async ({ store }) => ({ wishlists: await listWishlists(store) }),
  }),
  endpoint({
    name: "asWishlistUpsert",
    method: "POST",
    access: "viewer",
    // create: storeSlug and name; update: the whole wish list with _id (SPEC 7).
    input: z
      .object({ _id: id.optional(), storeSlug: storeSlug.optional(), name, itemIds: itemIds.optional() })
      .refine((w) => !!w._id || !!w.storeSlug, { message: "Bitte ein Studio angeben.", path: ["storeSlug"] }),
    handler: async ({ viewer, input }) => {
      if (input._id) {
        // SPEC 9 quantities: each product at most 999 times, as in the cart.
        const counts = new Map<number, number>();
        for (const i of input.itemIds ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
        if ([...counts.values()].some((n) => n > MAX_QUANTITY)) throw new AppError("bad_input", `Die Menge darf höchstens ${MAX_QUANTITY} sein.`, "itemIds");
        return updateWishlist(viewer, input._id, { name: input.name, itemIds: input.itemIds ?? [] });
      }
      const store = await accessibleStoreBySlug(viewer, input.storeSlug!);
      return createWishlist(store, input.name, input.itemIds ?? []);
    },
  }),
  endpoint({
    name: "asWishlistDelete",
    method: "POST",
    access: "viewer",
    input: z.object({ _id: id }),
    handler: async ({ viewer, input }) => deleteWishlist(viewer, input._id),
  }),
  endpoint({
    // Chat notice when wish-list items go to the cart (SPEC 7); the cart itself is saved by asStoreCart.
    name: "asWishlistToCartNotice",
    method: "POST",
    access: "store",
    input: z.object({ storeSlug, wishlistName: z.string().trim().min(1).max(100), count: z.number().int().min(1).max(100000) }),
    handler: async ({ store, input }) => {
      await notifyWishlistToCart(store, input.wishlistName, input.count);
      return { ok: true as const };
    },
  }),
] as const;
