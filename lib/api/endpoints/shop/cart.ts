import { z } from "zod";
import { cartDraftSchema, documentVersionSchema } from "@/lib/domain/shop/cart-schema";
import { cartFillSchema } from "@/lib/domain/shop/cart-fill";
import { loadCart, loadVersionedCart, saveCart } from "@/lib/server/shop/cart";
import { noticeCartFill } from "@/lib/server/shop/shop-events";
import { endpoint } from "../../define";

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
    // `fill` names where several lines came from at once (quick order, reorder, recent purchases, a
    // wish list); the shop chat hears of it when this save really added them (lib/server/shop/shop-events.ts).
    input: z.object({ shopCart: cartDraftSchema, version: documentVersionSchema, fill: cartFillSchema.optional() }),
    handler: async ({ store, input }) => {
      const before = input.fill ? await loadCart(store) : null;
      const saved = await saveCart(store, input.shopCart, input.version);
      if (before && input.fill) await noticeCartFill(store, before, saved.cart, input.fill);
      return saved;
    },
  }),
] as const;
