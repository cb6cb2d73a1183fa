// Plain cart rules without zod, so client components (header badge, cart, wish list) can use them
// without loading the validation library. The schema of the cart lives in cart-schema.ts and builds on
// these rules, never the other way round.

/** Quantities are whole numbers 1..999 (SPEC.md section 3 "Cart"). */
export const MAX_QUANTITY = 999;

/** A cart with nothing in it: a CartDraft of cart-schema.ts (its lines are of no type, so it fits every cart). */
export const EMPTY_CART = { items: [] as never[], discountCode: null, customerReference: null, deliveryAddress: null, deliveryContact: null };

type Line = { id: number; quantity: number };

/**
 * Lines naming the same product are one line (SPEC.md section 4 "adding an existing product increases
 * its quantity"): the first line keeps its place and its other fields, the quantities add up to at
 * most MAX_QUANTITY. Used by the cart in the browser and by the order submit on the server.
 */
export function mergeCartLines<T extends Line>(items: readonly T[]): T[] {
  const merged = new Map<number, T>();
  for (const item of items) {
    const prev = merged.get(item.id);
    merged.set(item.id, prev ? { ...prev, quantity: Math.min(prev.quantity + item.quantity, MAX_QUANTITY) } : { ...item });
  }
  return [...merged.values()];
}

/** Adding a product that is already in the cart increases its quantity (SPEC.md section 4 "Cart"). */
export function addToCartItems<T extends Line & { desiredDeliveryDate: number | null }>(
  items: T[],
  id: number,
  quantity = 1,
): (T | { id: number; quantity: number; desiredDeliveryDate: null })[] {
  return mergeCartLines<T | { id: number; quantity: number; desiredDeliveryDate: null }>([...items, { id, quantity, desiredDeliveryDate: null }]);
}

/** Total number of units, for the header badge. */
export function cartCount(items: { quantity: number }[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/**
 * Every line of a cart, an order or a wish list must name a product of the catalog (SPEC.md section 4):
 * the first id that does not, with its position, or null when all are known.
 */
export function firstUnknownProduct(ids: readonly number[], isKnown: (id: number) => boolean): { index: number; id: number } | null {
  const index = ids.findIndex((id) => !isKnown(id));
  return index < 0 ? null : { index, id: ids[index] };
}

export const unknownProductMessage = (id: number) => `Unbekannter Artikel: ${id}`;
