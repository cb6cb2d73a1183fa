import { z } from "zod";

/**
 * What the dealer shop reports for the shop chat channel (SPEC.md section 7): the shop was opened, a
 * search suggestion was clicked, or several lines went to the cart at once, from one of these sources.
 */
export const CART_FILL_SOURCES = ["quickOrder", "reorder", "recent"] as const;
export type CartFillSource = (typeof CART_FILL_SOURCES)[number];

/** How the chat notice names the source. */
export const CART_FILL_LABEL: Record<CartFillSource, string> = { quickOrder: "Schnellbestellung", reorder: "Erneut bestellt", recent: "Zuletzt gekauft" };

export const shopEventSchema = z.discriminatedUnion(
  "event",
  [
    z.object({ event: z.literal("shopOpened") }),
    z.object({ event: z.literal("suggestionClicked"), productId: z.number({ error: "productId muss eine Artikelnummer sein." }).int().positive() }),
    z.object({ event: z.literal("cartFilled"), source: z.enum(CART_FILL_SOURCES), count: z.number().int().min(1).max(100000) }),
  ],
  { error: "Unbekanntes Ereignis." },
);

export type ShopEvent = z.output<typeof shopEventSchema>;
