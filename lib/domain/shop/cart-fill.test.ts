import { describe, expect, it } from "vitest";
import { addedUnits, cartFillNotice, cartFillSchema, noticeAllowed, NOTICE_WINDOW_MS } from "./cart-fill";

describe("addedUnits", () => {
  it("counts only what grew, per product across lines", () => {
    const before = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    const after = [
      { id: 1, quantity: 1 },
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: 5 },
    ];
    expect([...addedUnits(before, after)]).toEqual([
      [1, 2],
      [3, 5],
    ]);
  });

  it("is empty for the same cart, a smaller one, or an emptied one", () => {
    const cart = [{ id: 1, quantity: 2 }];
    expect(addedUnits(cart, cart).size).toBe(0);
    expect(addedUnits(cart, [{ id: 1, quantity: 1 }]).size).toBe(0);
    expect(addedUnits(cart, []).size).toBe(0);
  });
});

describe("cartFillNotice", () => {
  it("a quick order, reorder or recent purchase is worth a notice from two products on, counted by the server", () => {
    expect(cartFillNotice({ source: "quickOrder" }, new Map([[1, 1]]))).toBeNull();
    expect(
      cartFillNotice(
        { source: "reorder" },
        new Map([
          [1, 1],
          [2, 4],
        ]),
      ),
    ).toEqual({ kind: "cartFilled", source: "reorder", count: 2 });
    expect(cartFillNotice({ source: "recent" }, new Map())).toBeNull();
  });

  it("a wish list counts the units that arrived of its own products only", () => {
    const fill = { source: "wishlist" as const, wishlistId: "00000000-0000-4000-8000-000000000000" };
    expect(
      cartFillNotice(
        fill,
        new Map([
          [1, 2],
          [9, 4],
        ]),
        [1, 1, 1, 2],
      ),
    ).toEqual({ kind: "wishlistToCart", count: 2 });
    expect(cartFillNotice(fill, new Map([[1, 5]]), [1, 1])).toEqual({ kind: "wishlistToCart", count: 2 });
    expect(cartFillNotice(fill, new Map([[9, 4]]), [1])).toBeNull();
  });
});

describe("cartFillSchema", () => {
  it("takes the known sources and refuses others in German", () => {
    expect(cartFillSchema.safeParse({ source: "quickOrder" }).success).toBe(true);
    expect(cartFillSchema.safeParse({ source: "wishlist", wishlistId: "00000000-0000-4000-8000-000000000000" }).success).toBe(true);
    const bad = cartFillSchema.safeParse({ source: "irgendwas" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/^Bitte geben Sie an/);
    expect(cartFillSchema.safeParse({ source: "wishlist", wishlistId: "x" }).error?.issues[0].message).toBe("Unbekannter Merkzettel.");
  });
});

describe("noticeAllowed", () => {
  it("lets the first notice go and the next only after the window", () => {
    expect(noticeAllowed(undefined, 1000)).toBe(true);
    expect(noticeAllowed(1000, 1000 + NOTICE_WINDOW_MS - 1)).toBe(false);
    expect(noticeAllowed(1000, 1000 + NOTICE_WINDOW_MS)).toBe(true);
  });
});
