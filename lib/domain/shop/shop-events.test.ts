import { describe, expect, it } from "vitest";
import { CART_FILL_LABEL, CART_FILL_SOURCES } from "./cart-fill";
import { shopEventSchema } from "./shop-events";

describe("shop events", () => {
  it("names every cart-fill source in German", () => {
    for (const source of CART_FILL_SOURCES) expect(CART_FILL_LABEL[source]).toMatch(/^[A-ZÄÖÜ]/);
  });

  it("takes the shop's events and refuses a cart fill claimed by the browser", () => {
    expect(shopEventSchema.safeParse({ event: "shopOpened" }).success).toBe(true);
    expect(shopEventSchema.safeParse({ event: "suggestionClicked", productId: 12 }).success).toBe(true);
    expect(shopEventSchema.safeParse({ event: "suggestionClicked", productId: 2 ** 31 }).success).toBe(false);
    expect(shopEventSchema.safeParse({ event: "cartFilled", source: "quickOrder", count: 5 }).success).toBe(false);
  });
});
