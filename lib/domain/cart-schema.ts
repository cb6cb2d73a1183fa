import { z } from "zod";
import { deliveryAddressSchema, deliveryContactSchema } from "./delivery-schema";

// The cart (order draft) as the browser sends it with asStoreCart (SPEC.md section 3 "Cart").
// Quantities are whole numbers 1..999; the server checks that every product exists.

export const MAX_QUANTITY = 999;

export const quantitySchema = z
  .number({ error: "Die Menge muss eine Zahl sein." })
  .int("Die Menge muss eine ganze Zahl sein.")
  .min(1, "Die Menge muss mindestens 1 sein.")
  .max(MAX_QUANTITY, `Die Menge darf höchstens ${MAX_QUANTITY} sein.`);

export const cartItemSchema = z.object({
  id: z.number().int().positive(),
  quantity: quantitySchema,
  desiredDeliveryDate: z.number().int().min(20000101).max(29991231).nullable().default(null),
  comment: z.string().max(1000).nullable().optional(),
});

export const cartDraftSchema = z.object({
  items: z.array(cartItemSchema).max(200, "Der Warenkorb darf höchstens 200 Positionen enthalten."),
  discountCode: z.object({ code: z.string().max(5), amount: z.number().nonnegative() }).nullable().optional(),
  customerReference: z.string().max(200).nullable().optional(),
  // Stored by checkout step 1 only when valid (SPEC 4 "Weiter"), so the draft holds the same rules (SPEC 5).
  deliveryAddress: deliveryAddressSchema.nullable().optional(),
  deliveryContact: deliveryContactSchema.nullable().optional(),
});

export type CartDraftInput = z.input<typeof cartDraftSchema>;

export const EMPTY_CART = { items: [], discountCode: null, customerReference: null, deliveryAddress: null, deliveryContact: null };

/** Adding a product that is already in the cart increases its quantity (SPEC.md section 4 "Cart"). */
export function addToCartItems<T extends { id: number; quantity: number; desiredDeliveryDate: number | null }>(
  items: T[],
  id: number,
  quantity = 1,
): (T | { id: number; quantity: number; desiredDeliveryDate: null })[] {
  const existing = items.find((i) => i.id === id);
  if (!existing) return [...items, { id, quantity, desiredDeliveryDate: null }];
  return items.map((i) => (i.id === id ? { ...i, quantity: Math.min(i.quantity + quantity, MAX_QUANTITY) } : i));
}

/** Total number of units, for the header badge. */
export function cartCount(items: { quantity: number }[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}
