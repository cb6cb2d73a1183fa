import { z } from "zod";
import { QUICK_ORDER_CODE_MAX, QUICK_ORDER_MAX_LINES } from "@/lib/domain/shop/quick-order";
import { quickOrderSuggestions, recentPurchases, resolveQuickOrder } from "@/lib/server/shop/quick-order";
import { endpoint } from "../../define";

const quickOrderLine = z.object({
  code: z.string({ error: "Bitte eine Artikelnummer oder EAN angeben." }).max(QUICK_ORDER_CODE_MAX, `Höchstens ${QUICK_ORDER_CODE_MAX} Zeichen.`),
  // Any number: a quantity outside 1..999 is answered per line with its reason, not refused as a whole.
  quantity: z.number({ error: "Die Menge muss eine Zahl sein." }),
});

// Schnellbestellung, CSV upload and "Erneut bestellen" (the shop's quick-order page and orders page).
export const quickOrderEndpoints = [
  endpoint({
    name: "asQuickOrderResolve",
    method: "POST",
    access: "store",
    capability: "shop",
    input: z.object({
      lines: z
        .array(quickOrderLine)
        .min(1, "Bitte mindestens eine Zeile angeben.")
        .max(QUICK_ORDER_MAX_LINES, `Höchstens ${QUICK_ORDER_MAX_LINES.toLocaleString("de-DE")} Zeilen auf einmal.`),
      /** While typing: also the products whose number starts with the first line's code. */
      suggest: z.boolean().optional(),
    }),
    handler: async ({ store, input }) => ({
      lines: await resolveQuickOrder(store, input.lines),
      suggestions: input.suggest ? await quickOrderSuggestions(store, input.lines[0].code) : [],
    }),
  }),
  endpoint({
    name: "asRecentPurchases",
    method: "GET",
    access: "store",
    capability: "shop",
    handler: async ({ store }) => ({ products: await recentPurchases(store) }),
  }),
] as const;
