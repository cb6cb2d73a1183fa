import { describe, expect, it } from "vitest";
import { addToCartItems, cartCount, firstUnknownProduct, mergeCartLines, unknownProductMessage } from "./cart-items";
import { cartDraftSchema } from "./cart-schema";

describe("cart rules (SPEC 4 Cart)", () => {
  it("adding an existing product increases its quantity by the given amount", () => {
    const items = [{ id: 1, quantity: 2, desiredDeliveryDate: null }];
    expect(addToCartItems(items, 1, 3)).toEqual([{ id: 1, quantity: 5, desiredDeliveryDate: null }]);
    expect(addToCartItems(items, 2)).toEqual([...items, { id: 2, quantity: 1, desiredDeliveryDate: null }]);
  });

  it("the badge counts units, not lines", () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });

  it("rejects quantities of 0, negative, fractional or above 999 with German messages", () => {
    for (const quantity of [0, -1, 1.5, 1000]) {
      const r = cartDraftSchema.safeParse({ items: [{ id: 1, quantity }] });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].path).toEqual(["items", 0, "quantity"]);
      expect(r.error?.issues[0].message).toMatch(/Menge/);
    }
  });
});

describe("cart lines: one line per product, every product known (SPEC 4)", () => {
  it("merges lines of the same product in the place of the first, adding quantities up to 999", () => {
    const merged = mergeCartLines([
      { id: 1, quantity: 2, desiredDeliveryDate: 20300101, comment: "erste" },
      { id: 2, quantity: 1, desiredDeliveryDate: null },
      { id: 1, quantity: 3, desiredDeliveryDate: null, comment: "zweite" },
      { id: 2, quantity: 998, desiredDeliveryDate: null },
    ]);
    expect(merged).toEqual([
      { id: 1, quantity: 5, desiredDeliveryDate: 20300101, comment: "erste" },
      { id: 2, quantity: 999, desiredDeliveryDate: null },
    ]);
  });

  it("adding to the cart never goes above 999", () => {
    expect(addToCartItems([{ id: 1, quantity: 998, desiredDeliveryDate: null }], 1, 5)).toEqual([
      { id: 1, quantity: 999, desiredDeliveryDate: null },
    ]);
  });

  it("names the first unknown product with its position", () => {
    const known = new Set([1, 2]);
    expect(firstUnknownProduct([1, 2, 1], (id) => known.has(id))).toBeNull();
    expect(firstUnknownProduct([1, 9, 2, 8], (id) => known.has(id))).toEqual({ index: 1, id: 9 });
    expect(unknownProductMessage(9)).toBe("Unbekannter Artikel: 9");
  });
});
