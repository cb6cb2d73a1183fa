import { z } from "zod";
import { cartDraftSchema, documentVersionSchema } from "@/lib/domain/cart-schema";
import { loadVersionedCart, saveCart } from "@/lib/server/cart";
import { endpoint } from "../define";

export const cartEndpoints = [
  endpoint({
    name: "asStoreCart",
    method: "GET",
    access: "store",
    capability: "shop",
    handler: async ({ store }) => loadVersionedCart(store),
  }),
  endpoint({
    // The whole draft after every change (SPEC 4), with the version it is based on: a save based on
    // an older version is refused with 409 (issue 19); the browser reloads and applies its change again.
    name: "asStoreCart",
    method: "POST",
    access: "store",
    capability: "shop",
    input: z.object({ shopCart: cartDraftSchema, version: documentVersionSchema }),
    handler: async ({ store, input }) => saveCart(store, input.shopCart, input.version),
  }),
] as const;
