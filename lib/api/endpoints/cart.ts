import { z } from "zod";
import { cartDraftSchema } from "@/lib/domain/cart-schema";
import { loadCart, saveCart } from "@/lib/server/cart";
import { endpoint } from "../define";

export const cartEndpoints = [
  endpoint({
    name: "asStoreCart",
    method: "GET",
    access: "store",
    handler: async ({ store }) => ({ cart: await loadCart(store) }),
  }),
  endpoint({
    name: "asStoreCart",
    method: "POST",
    access: "store",
    input: z.object({ shopCart: cartDraftSchema }),
    handler: async ({ store, input }) => ({ cart: await saveCart(store, input.shopCart) }),
  }),
] as const;
