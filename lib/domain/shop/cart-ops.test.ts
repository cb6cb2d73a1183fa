import { describe, expect, it } from "vitest";
import { applyCartOp, applyCartOps, cartOpsBetween, type CartOp } from "./cart-ops";
import { EMPTY_CART } from "./cart-items";
import type { CartDraft } from "./cart-schema";
import { applyWishlistOp } from "./wishlist-ops";
import { MAX_SAVE_ATTEMPTS, saveRebased, SaveConflictError, type Versioned } from "../platform/versioned-save";

const line = (id: number, quantity = 1, extra: Partial<CartDraft["items"][number]> = {}) => ({ id, quantity, desiredDeliveryDate: null, ...extra });
const cart = (...items: CartDraft["items"]): CartDraft => ({ ...EMPTY_CART, items });

describe("cart operations applied to a newer cart", () => {
  it("an add lands on the cart another tab saved meanwhile, keeping its lines", () => {
    const fresh = cart(line(1), line(2));
    expect(applyCartOp(fresh, { kind: "add", lines: [{ id: 3, quantity: 2 }] }).items).toEqual([line(1), line(2), line(3, 2)]);
  });

  it("adding a product both tabs added adds up the quantities, capped at 999", () => {
    expect(applyCartOp(cart(line(1, 2)), { kind: "add", lines: [{ id: 1, quantity: 3 }] }).items).toEqual([line(1, 5)]);
    expect(applyCartOp(cart(line(1, 998)), { kind: "add", lines: [{ id: 1, quantity: 5 }] }).items[0].quantity).toBe(999);
  });

  it("a quantity change touches only its line; a line removed meanwhile stays removed", () => {
    const op: CartOp = { kind: "setLine", id: 1, patch: { quantity: 4 } };
    expect(applyCartOp(cart(line(1), line(2, 3)), op).items).toEqual([line(1, 4), line(2, 3)]);
    expect(applyCartOp(cart(line(2, 3)), op).items).toEqual([line(2, 3)]);
  });

  it("a remove removes only its line", () => {
    expect(applyCartOp(cart(line(1), line(2)), { kind: "remove", id: 1 }).items).toEqual([line(2)]);
  });

  it("checkout fields replace only the fields named", () => {
    const fresh = { ...cart(line(1)), customerReference: "Meier" };
    const next = applyCartOp(fresh, { kind: "setFields", patch: { discountCode: { code: "KUECH", amount: 50 } } });
    expect(next).toEqual({ ...fresh, discountCode: { code: "KUECH", amount: 50 } });
  });
});

describe("cartOpsBetween: a whole changed draft as line-by-line operations", () => {
  const before = { ...cart(line(1, 2), line(2), line(3)), customerReference: "alt" };
  const after = { ...cart(line(1, 5), line(3, 1, { comment: "Hahnloch rechts" }), line(4, 2)), customerReference: "neu" };

  it("applied to the draft it came from, gives the changed draft", () => {
    expect(applyCartOps(before, cartOpsBetween(before, after))).toEqual(after);
  });

  it("applied to a cart someone else changed, keeps both people's changes", () => {
    // Meanwhile another tab added product 9 and set a delivery contact.
    const contact = { firstName: "Eva", lastName: "Meier", email: "eva@example.com", phone: "030 1234" } as unknown as CartDraft["deliveryContact"];
    const theirs = { ...before, items: [...before.items, line(9, 1)], deliveryContact: contact };
    const merged = applyCartOps(theirs, cartOpsBetween(before, after));
    expect(merged.items).toEqual([line(1, 5), line(3, 1, { comment: "Hahnloch rechts" }), line(9, 1), line(4, 2)]);
    expect(merged.customerReference).toBe("neu");
    expect(merged.deliveryContact).toEqual(contact);
  });

  it("no change gives no operation", () => {
    expect(cartOpsBetween(before, structuredClone(before))).toEqual([]);
  });

  it("a line both sides added new keeps one line with both quantities", () => {
    const mine = cartOpsBetween(cart(), cart(line(7, 2, { comment: "links" })));
    expect(applyCartOps(cart(line(7, 1)), mine).items).toEqual([line(7, 3, { comment: "links" })]);
  });
});

describe("wish-list operations applied to a newer list", () => {
  const list = { name: "Küche Meier", itemIds: [1, 1, 2] };
  it("a quantity change keeps products someone else added", () => {
    expect(applyWishlistOp({ ...list, itemIds: [1, 1, 2, 5] }, { kind: "setQuantity", id: 1, quantity: 3 }).itemIds).toEqual([1, 1, 1, 2, 5]);
  });
  it("0 removes the product; a product removed meanwhile is not revived by +/-", () => {
    expect(applyWishlistOp(list, { kind: "setQuantity", id: 1, quantity: 0 }).itemIds).toEqual([2]);
    expect(applyWishlistOp({ ...list, itemIds: [2] }, { kind: "setQuantity", id: 1, quantity: 3 }).itemIds).toEqual([2]);
  });
  it("add grows or appends; rename changes only the name", () => {
    expect(applyWishlistOp(list, { kind: "add", id: 2, quantity: 2 }).itemIds).toEqual([1, 1, 2, 2, 2]);
    expect(applyWishlistOp(list, { kind: "add", id: 8, quantity: 1 }).itemIds).toEqual([1, 1, 2, 8]);
    expect(applyWishlistOp({ ...list, itemIds: [4] }, { kind: "rename", name: "Neu" })).toEqual({ name: "Neu", itemIds: [4] });
  });
});

/** A stored document with a version, refusing saves based on an older one, as the server does. */
function fakeServer(doc: number[]) {
  let stored: Versioned<number[]> = { doc, version: 0 };
  const conflict = new Error("409");
  return {
    get: async () => structuredClone(stored),
    save: async (next: number[], base: number) => {
      await Promise.resolve();
      if (base !== stored.version) throw conflict;
      stored = { doc: next, version: stored.version + 1 };
      return structuredClone(stored);
    },
    isConflict: (e: unknown) => e === conflict,
    stored: () => stored,
  };
}

describe("saveRebased", () => {
  it("saves at once when nobody changed the document", async () => {
    const server = fakeServer([]);
    const saved = await saveRebased({
      base: await server.get(),
      change: (d) => [...d, 1],
      save: server.save,
      reload: server.get,
      isConflict: server.isConflict,
    });
    expect(saved).toEqual({ doc: [1], version: 1, attempts: 1 });
  });

  it("twenty writers starting from the same version all end up in the document", async () => {
    const server = fakeServer([]);
    const base = await server.get();
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    await Promise.all(
      ids.map((id) => saveRebased({ base, change: (d) => [...d, id], save: server.save, reload: server.get, isConflict: server.isConflict })),
    );
    expect([...server.stored().doc].sort((a, b) => a - b)).toEqual(ids);
    expect(server.stored().version).toBe(20);
  });

  it("other errors are not retried; endless conflicts stop after the bound", async () => {
    const server = fakeServer([]);
    const refused = new Error("422");
    await expect(
      saveRebased({
        base: await server.get(),
        change: (d) => d,
        save: () => Promise.reject(refused),
        reload: server.get,
        isConflict: server.isConflict,
      }),
    ).rejects.toBe(refused);
    let reloads = 0;
    const always409 = saveRebased({
      base: await server.get(),
      change: (d) => d,
      save: () => Promise.reject(new Error("409")),
      reload: async () => (reloads++, server.get()),
      isConflict: () => true,
    });
    await expect(always409).rejects.toBeInstanceOf(SaveConflictError);
    expect(reloads).toBe(MAX_SAVE_ATTEMPTS - 1);
  });
});
