import { z } from "zod";
import { productIdSchema } from "./cart-schema";

/**
 * What the dealer shop reports for the shop chat channel (SPEC.md section 7) that is an event, not a
 * change: the shop was opened, a search suggestion was clicked. Lines that went to the cart at once are
 * noticed by the cart save itself (lib/domain/shop/cart-fill.ts), never on the browser's say-so.
 */
export const shopEventSchema = z.discriminatedUnion(
  "event",
  [z.object({ event: z.literal("shopOpened") }), z.object({ event: z.literal("suggestionClicked"), productId: productIdSchema })],
  { error: "Unbekanntes Ereignis." },
);

export type ShopEvent = z.output<typeof shopEventSchema>;
