// Plain cart rules without zod, so client components (header badge, cart, wish list) can use them
// without loading the validation library. The schema of the cart lives in cart-schema.ts.

/** Quantities are whole numbers 1..999 (SPEC.md section 3 "Cart"). */
export const MAX_QUANTITY = 999;

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
