import { z } from "zod";
import { checkDiscountCode, discountCodeExists, storeByNumber } from "@/lib/server/shop/vouchers";
import { endpoint } from "../../define";

const storeNumber = z.string().trim().min(1, "Bitte eine Studionummer angeben.").max(40);

export const voucherEndpoints = [
  endpoint({
    name: "asDiscountCodeExistsForStore",
    method: "GET",
    access: "viewer",
    capability: "shop",
    input: z.object({ storeNumber }),
    handler: async ({ viewer, input }) => ({ exists: await discountCodeExists(await storeByNumber(viewer, input.storeNumber)) }),
  }),
  endpoint({
    name: "asDiscountCodeCheck",
    method: "POST",
    access: "viewer",
    capability: "shop",
    input: z.object({
      storeNumber,
      code: z.string().trim().max(5, "Der Gutscheincode hat höchstens 5 Zeichen."),
      // Sent by the browser (SPEC 7) but not trusted: the server prices the saved cart itself.
      cartPrice: z.number().nonnegative().optional(),
    }),
    handler: async ({ viewer, input }) => checkDiscountCode(await storeByNumber(viewer, input.storeNumber), input.code),
  }),
] as const;
