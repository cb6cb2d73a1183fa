import { describe, expect, it } from "vitest";
import { CART_FILL_LABEL, CART_FILL_SOURCES, shopEventSchema } from "./shop-events";

describe("shop events", () => {
  it("accepts a cart fill from each source, each with a German label for the chat", () => {
    for (const source of CART_FILL_SOURCES) {
      expect(shopEventSchema.parse({ event: "cartFilled", source, count: 3 })).toEqual({ event: "cartFilled", source, count: 3 });
      expect(CART_FILL_LABEL[source]).toMatch(/^[A-ZÄÖÜ]/);
    }
  });

  it("refuses an unknown source or event", () => {
    expect(shopEventSchema.safeParse({ event: "cartFilled", source: "wishlist", count: 3 }).success).toBe(false);
    expect(shopEventSchema.safeParse({ event: "shopClosed" }).error?.issues[0].message).toBe("Unbekanntes Ereignis.");
  });
});
