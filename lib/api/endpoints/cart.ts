import { z } from "zod";
import type { CartDraft } from "@/models/types";
import { cartDraftSchema } from "@/lib/domain/cart-schema";
import { loadCart, saveCart } from "@/lib/server/cart";
import { endpoint } from "../define";

const storeSlug = z.string().trim().min(1).max(100);

export const cartEndpoints = [
  endpoint({
    name: "asStoreCart",
    method: "GET",
    access: "store",
    input: z.object({ storeSlug }),
    handler: async ({ store }) => ({ cart: await loadCart(store) }),
  }),
  endpoint({
    name: "asStoreCart",
    method: "POST",
    access: "store",
    input: z.object({ storeSlug, shopCart: cartDraftSchema }),
    handler: async ({ store, input }) => ({ cart: await saveCart(store, input.shopCart as CartDraft) }),
  }),
] as const;
