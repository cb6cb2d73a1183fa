/**
 * The cart changes a person makes, as operations that can be applied again to a newer cart (issue 19,
 * no lost edits): when another tab or a colleague saved the cart in between, the browser reloads it
 * and applies the same operations to it, so both people's changes survive. Plain rules, no I/O.
 */
import { addToCartItems, MAX_QUANTITY } from "./cart-items";
import type { CartDraft, CartItem } from "./cart-schema";

type LinePatch = Partial<Pick<CartItem, "quantity" | "desiredDeliveryDate" | "comment">>;
type DraftFields = Omit<CartDraft, "items">;

export type CartOp =
  /** "In den Warenkorb": adds to a line of the same product, else appends one (SPEC 4 "Cart"). */
  | { kind: "add"; lines: { id: number; quantity: number }[] }
  /** Quantity (+/-), desired date or comment of one line; a line removed meanwhile stays removed. */
  | { kind: "setLine"; id: number; patch: LinePatch }
  /** A line as it was added with its own fields (a new line in a whole-draft save). */
  | { kind: "putLine"; item: CartItem }
  | { kind: "remove"; id: number }
  /** Voucher, customer reference, delivery address and contact (checkout step 1). */
  | { kind: "setFields"; patch: Partial<DraftFields> };

const DRAFT_FIELDS = ["discountCode", "customerReference", "deliveryAddress", "deliveryContact"] as const satisfies readonly (keyof DraftFields)[];
const LINE_FIELDS = ["quantity", "desiredDeliveryDate", "comment"] as const satisfies readonly (keyof LinePatch)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function applyCartOp(cart: CartDraft, op: CartOp): CartDraft {
  switch (op.kind) {
    case "add": {
      let items: CartItem[] = cart.items;
      for (const l of op.lines) items = addToCartItems(items, l.id, l.quantity);
      return { ...cart, items };
    }
    case "setLine":
      return { ...cart, items: cart.items.map((i) => (i.id === op.id ? { ...i, ...op.patch } : i)) };
    case "putLine": {
      const existing = cart.items.find((i) => i.id === op.item.id);
      if (!existing) return { ...cart, items: [...cart.items, { ...op.item }] };
      // Both added the same product: the quantities add up, as two "In den Warenkorb" would.
      const quantity = Math.min(existing.quantity + op.item.quantity, MAX_QUANTITY);
      return { ...cart, items: cart.items.map((i) => (i.id === op.item.id ? { ...op.item, ...pickSet(i), quantity } : i)) };
    }
    case "remove":
      return { ...cart, items: cart.items.filter((i) => i.id !== op.id) };
    case "setFields":
      return { ...cart, ...op.patch };
  }
}

/** The fields of a stored line that were set (a comment or date the other side already chose). */
function pickSet(item: CartItem): Partial<CartItem> {
  const out: Partial<CartItem> = {};
  if (item.desiredDeliveryDate !== null) out.desiredDeliveryDate = item.desiredDeliveryDate;
  if (item.comment !== undefined && item.comment !== null) out.comment = item.comment;
  return out;
}

export function applyCartOps(cart: CartDraft, ops: readonly CartOp[]): CartDraft {
  return ops.reduce(applyCartOp, cart);
}

/**
 * The operations that turn `before` into `after`, line by line, for screens that hand over a whole
 * changed draft (cart page, checkout). Applied to `before` they give `after` (up to line order);
 * applied to a newer cart they keep what someone else changed in other lines and fields.
 */
export function cartOpsBetween(before: CartDraft, after: CartDraft): CartOp[] {
  const ops: CartOp[] = [];
  const old = new Map(before.items.map((i) => [i.id, i]));
  const next = new Set(after.items.map((i) => i.id));
  for (const i of before.items) if (!next.has(i.id)) ops.push({ kind: "remove", id: i.id });
  for (const item of after.items) {
    const prev = old.get(item.id);
    if (!prev) {
      ops.push({ kind: "putLine", item });
      continue;
    }
    const patch: LinePatch = {};
    for (const f of LINE_FIELDS) if (!same(prev[f], item[f])) Object.assign(patch, { [f]: item[f] ?? null });
    if (Object.keys(patch).length) ops.push({ kind: "setLine", id: item.id, patch });
  }
  const fields: Partial<DraftFields> = {};
  for (const f of DRAFT_FIELDS) if (!same(before[f], after[f])) Object.assign(fields, { [f]: after[f] ?? null });
  if (Object.keys(fields).length) ops.push({ kind: "setFields", patch: fields });
  return ops;
}
