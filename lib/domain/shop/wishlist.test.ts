import { describe, expect, it } from "vitest";
import { addToWishlistItems, setWishlistQuantity, wishlistLines, wishlistQuantityError, wishlistTotalCents } from "./wishlist";

describe("wish-list items (ids repeated per unit, SPEC 3)", () => {
  it("groups repeated ids into lines in order of first appearance", () => {
    expect(wishlistLines([5, 7, 5, 9, 5])).toEqual([
      { id: 5, quantity: 3 },
      { id: 7, quantity: 1 },
      { id: 9, quantity: 1 },
    ]);
  });
  it("sets a quantity, adds a new product, removes at 0", () => {
    expect(setWishlistQuantity([5, 7, 5], 5, 1)).toEqual([5, 7]);
    expect(setWishlistQuantity([5, 7], 7, 3)).toEqual([5, 7, 7, 7]);
    expect(setWishlistQuantity([5], 8, 2)).toEqual([5, 8, 8]);
    expect(setWishlistQuantity([5, 7, 5], 5, 0)).toEqual([7]);
  });
  it("adding a product already on the list raises its quantity; a new one is appended", () => {
    expect(addToWishlistItems([5, 7, 5], 5, 2)).toEqual([5, 5, 5, 5, 7]);
    expect(addToWishlistItems([5], 8, 1)).toEqual([5, 8]);
    expect(addToWishlistItems([], 8, 3)).toEqual([8, 8, 8]);
  });
  it("the total multiplies each price by its repeat count (SPEC 9); unknown products count 0", () => {
    const prices: Record<number, number> = { 5: 1000, 7: 250 };
    expect(wishlistTotalCents([5, 7, 5, 99], (id) => prices[id])).toBe(2250);
  });
});

describe("wish-list quantities (SPEC 9: at most 999 of a product, as in the cart)", () => {
  it("allows up to 999 units of each product", () => {
    expect(wishlistQuantityError([])).toBeNull();
    expect(wishlistQuantityError([...Array.from({ length: 999 }, () => 5), ...Array.from({ length: 999 }, () => 7)])).toBeNull();
  });
  it("refuses a 1000th unit of one product with the cart's message", () => {
    expect(wishlistQuantityError([7, ...Array.from({ length: 1000 }, () => 5)])).toBe("Die Menge darf höchstens 999 sein.");
  });
});
