import { describe, expect, it } from "vitest";
import { addToCartItems, cartCount } from "./cart-items";
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
