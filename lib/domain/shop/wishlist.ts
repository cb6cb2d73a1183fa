/**
 * Wish lists (SPEC.md sections 3, 4, 9): a list keeps product ids repeated once per unit. Plain rules
 * without zod, for the wish-list screen and the server; the input schemas are in wishlist-schema.ts.
 */
import { MAX_QUANTITY } from "./cart-items";

/** A wish list as the asWishlists / asWishlistUpsert endpoints answer it. */
export type WishlistDto = {
  _id: string;
  name: string;
  itemIds: number[];
  updatedAt: string;
  /** The member who created or last changed the list (who did what, issue 19); null for lists from before. */
  updatedByName: string | null;
  /** Raised by every save; a save names the version it is based on (issue 19, no lost edits). */
  version: number;
};

/** SPEC 9 / DECISIONS: a wish list keeps product ids repeated once per unit. */
export function wishlistLines(itemIds: number[]): { id: number; quantity: number }[] {
  const lines: { id: number; quantity: number }[] = [];
  for (const id of itemIds) {
    const line = lines.find((l) => l.id === id);
    if (line) line.quantity += 1;
    else lines.push({ id, quantity: 1 });
  }
  return lines;
}

/** Sets the quantity of one product in a wish list's itemIds; 0 removes it. Keeps the order of first appearance. */
export function setWishlistQuantity(itemIds: number[], id: number, quantity: number): number[] {
  const lines = wishlistLines(itemIds);
  const found = lines.some((l) => l.id === id);
  const next = found ? lines.map((l) => (l.id === id ? { ...l, quantity } : l)) : [...lines, { id, quantity }];
  return next.filter((l) => l.quantity > 0).flatMap((l) => Array.from({ length: l.quantity }, () => l.id));
}

/** SPEC 3 / 2.4: the most units one wish list keeps (all products together). */
export const MAX_WISHLIST_UNITS = 2000;

/**
 * Puts `quantity` units of a product on a wish list: a product already there grows by that many,
 * a new one is appended (SPEC 1 "save products on named wish lists").
 */
export function addToWishlistItems(itemIds: number[], id: number, quantity: number): number[] {
  const current = itemIds.filter((x) => x === id).length;
  return setWishlistQuantity(itemIds, id, current + quantity);
}

/** SPEC 9: a wish list's total multiplies each price by its repeat count. Prices in cents. */
export function wishlistTotalCents(itemIds: number[], priceOf: (id: number) => number | undefined): number {
  return itemIds.reduce((sum, id) => sum + (priceOf(id) ?? 0), 0);
}

/**
 * SPEC 9 quantities: each product at most MAX_QUANTITY times in a wish list, as in the cart. The
 * message when a list breaks it, or null.
 */
export function wishlistQuantityError(itemIds: readonly number[]): string | null {
  const counts = new Map<number, number>();
  for (const id of itemIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.values()].some((n) => n > MAX_QUANTITY) ? `Die Menge darf höchstens ${MAX_QUANTITY} sein.` : null;
}
