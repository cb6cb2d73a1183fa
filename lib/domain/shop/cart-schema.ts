import { z } from "zod";
import { MAX_QUANTITY } from "./cart-items";
import { deliveryAddressSchema, deliveryContactSchema } from "./delivery-schema";
import { INT4_MAX } from "../platform/text-limits";
import { documentText } from "../platform/hostile-text";

// The cart (order draft) as the browser sends it with asStoreCart (SPEC.md section 3 "Cart").
// Quantities are whole numbers 1..999; the server checks that every product exists.
// The plain cart rules (adding, counting, the empty cart) live zod-free in cart-items.ts.

export const quantitySchema = z
  .number({ error: "Die Menge muss eine Zahl sein." })
  .int("Die Menge muss eine ganze Zahl sein.")
  .min(1, "Die Menge muss mindestens 1 sein.")
  .max(MAX_QUANTITY, `Die Menge darf höchstens ${MAX_QUANTITY} sein.`);

/** A catalog product's id (an int4 column): anything else names no product. */
export const productIdSchema = z
  .number({ error: "Bitte geben Sie eine Artikelnummer an." })
  .int("Unbekannter Artikel.")
  .positive("Unbekannter Artikel.")
  .max(INT4_MAX, "Unbekannter Artikel.");

export const cartItemSchema = z.object({
  id: productIdSchema,
  quantity: quantitySchema,
  desiredDeliveryDate: z.number().int().min(20000101).max(29991231).nullable().default(null),
  comment: z.string().max(1000).superRefine(documentText).nullable().optional(),
  /**
   * The studio's net unit price in cents when the line was added or its quantity last changed, set by
   * the server (what the browser sends is ignored): the cart and checkout flag "Preis geändert" when
   * today's price differs (issue 32).
   */
  priceSeenCents: z.number().int().nonnegative().max(INT4_MAX).optional(),
});

export const cartDraftSchema = z.object({
  items: z.array(cartItemSchema).max(200, "Der Warenkorb darf höchstens 200 Positionen enthalten."),
  // The amount is the voucher's own (lib/server/shop/cart.ts sets it from the stored code, issue 30); what the
  // browser sends is ignored, so it may leave it out.
  discountCode: z
    .object({ code: z.string().max(5), amount: z.number().nonnegative().default(0) })
    .nullable()
    .optional(),
  customerReference: z.string().max(200).superRefine(documentText).nullable().optional(),
  // Stored by checkout step 1 only when valid (SPEC 4 "Weiter"), so the draft holds the same rules (SPEC 5).
  deliveryAddress: deliveryAddressSchema.nullable().optional(),
  deliveryContact: deliveryContactSchema.nullable().optional(),
});

/** A cart line as stored (the schema's output): the cart draft and, with the sold data, an order line. */
export type CartItem = z.output<typeof cartItemSchema>;
/** The cart (order draft) as stored in carts.draft and answered by asStoreCart. */
export type CartDraft = z.output<typeof cartDraftSchema>;

/** The version a save of the cart or a wish list is based on, as the last load or save answered it. */
export const documentVersionSchema = z
  .number({ error: "Bitte die Version angeben, auf der die Änderung beruht." })
  .int("Die Version muss eine ganze Zahl sein.")
  .min(0, "Die Version muss eine ganze Zahl sein.")
  .max(INT4_MAX, "Diese Version gibt es nicht. Bitte laden Sie neu.");
