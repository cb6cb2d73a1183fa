/**
 * Wish-list changes as operations that can be applied again to a newer list (issue 19, no lost
 * edits): a save refused because the list changed meanwhile is repeated on the fresh list. Plain
 * rules, no I/O; the itemIds rules themselves are in wishlist.ts.
 */
import { addToWishlistItems, setWishlistQuantity } from "./wishlist";

export type WishlistDoc = { name: string; itemIds: number[] };

export type WishlistOp =
  /** Quantity +/- on the wish-list screen, 0 removes the product (SPEC 4: saved at once). */
  | { kind: "setQuantity"; id: number; quantity: number }
  /** Puts units of a product on the list; a product already there grows by that many. */
  | { kind: "add"; id: number; quantity: number }
  | { kind: "rename"; name: string };

export function applyWishlistOp<W extends WishlistDoc>(list: W, op: WishlistOp): W {
  switch (op.kind) {
    case "setQuantity":
      // A product someone else removed meanwhile stays removed: a +/- click changes a line, never revives it.
      if (op.quantity > 0 && !list.itemIds.includes(op.id)) return list;
      return { ...list, itemIds: setWishlistQuantity(list.itemIds, op.id, op.quantity) };
    case "add":
      return { ...list, itemIds: addToWishlistItems(list.itemIds, op.id, op.quantity) };
    case "rename":
      return { ...list, name: op.name };
  }
}
