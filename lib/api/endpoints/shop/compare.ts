import { z } from "zod";
import { productIdSchema } from "@/lib/domain/shop/cart-schema";
import { compareList, toggleCompare } from "@/lib/server/shop/compare";
import { endpoint } from "../../define";

/** „Vergleichen“: the signed-in person's compare list in one studio's shop (at most four products). */
export const compareEndpoints = [
  endpoint({
    name: "asCompareList",
    method: "GET",
    access: "store",
    capability: "shop",
    handler: async ({ viewer, store }) => compareList(viewer, store),
  }),
  endpoint({
    name: "asCompareToggle",
    method: "POST",
    access: "store",
    capability: "shop",
    input: z.object({
      productId: productIdSchema,
      on: z.boolean({ error: "Bitte geben Sie an, ob das Produkt in den Vergleich soll (on: true oder false)." }),
    }),
    handler: async ({ viewer, store, input }) => toggleCompare(viewer, store, input.productId, input.on),
  }),
] as const;
