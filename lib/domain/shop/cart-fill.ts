import { z } from "zod";

// Issue 30, finding 6: the shop chat hears of a cart filled at once (quick order, reorder, recent
// purchases, a wish list) as a consequence of the cart save that did it. The browser only names where
// the lines came from (`fill` beside asStoreCart's draft); what arrived is counted by the server by
// comparing the stored cart before and after the save. Nothing added, nothing posted.

export const CART_FILL_SOURCES = ["quickOrder", "reorder", "recent"] as const;
export type CartFillSource = (typeof CART_FILL_SOURCES)[number];

/** How the chat notice names the source. */
export const CART_FILL_LABEL: Record<CartFillSource, string> = {
  quickOrder: "Schnellbestellung",
  reorder: "Erneut bestellt",
  recent: "Zuletzt gekauft",
};

export const cartFillSchema = z.discriminatedUnion(
  "source",
  [
    z.object({ source: z.enum(CART_FILL_SOURCES) }),
    z.object({ source: z.literal("wishlist"), wishlistId: z.uuid({ error: "Unbekannter Merkzettel." }) }),
  ],
  { error: "Bitte geben Sie an, woher die Artikel kommen (Schnellbestellung, Nachbestellung, Zuletzt gekauft oder Merkzettel)." },
);
export type CartFill = z.output<typeof cartFillSchema>;

/** The same product may sit on several lines (different delivery dates): units per product. */
function unitsByProduct(items: readonly { id: number; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const i of items) units.set(i.id, (units.get(i.id) ?? 0) + i.quantity);
  return units;
}

/** Units per product that a save added: the increase from `before` to `after`, products that grew only. */
export function addedUnits(
  before: readonly { id: number; quantity: number }[],
  after: readonly { id: number; quantity: number }[],
): Map<number, number> {
  const was = unitsByProduct(before);
  const added = new Map<number, number>();
  for (const [id, n] of unitsByProduct(after)) {
    const more = n - (was.get(id) ?? 0);
    if (more > 0) added.set(id, more);
  }
  return added;
}

/** A fill from the quick order, a reorder or the recent purchases is worth a notice from this many products on. */
export const MIN_FILLED_PRODUCTS = 2;

/**
 * The notice a save is worth, or null: for a quick order, reorder or recent purchases the number of
 * products that arrived (at least MIN_FILLED_PRODUCTS); for a wish list the units that arrived of the
 * products on that list (`wishlistItems`, the stored list; at least one).
 */
export function cartFillNotice(
  fill: CartFill,
  added: ReadonlyMap<number, number>,
  wishlistItems: readonly number[] = [],
): { kind: "cartFilled"; source: CartFillSource; count: number } | { kind: "wishlistToCart"; count: number } | null {
  if (fill.source === "wishlist") {
    const onList = unitsByProduct(wishlistItems.map((id) => ({ id, quantity: 1 })));
    let count = 0;
    for (const [id, n] of added) count += Math.min(n, onList.get(id) ?? 0);
    return count > 0 ? { kind: "wishlistToCart", count } : null;
  }
  return added.size >= MIN_FILLED_PRODUCTS ? { kind: "cartFilled", source: fill.source, count: added.size } : null;
}

/** One chat notice per studio and kind within this window; the rest of a burst is dropped. */
export const NOTICE_WINDOW_MS = 5 * 60 * 1000;

/** Whether a notice may go now, given when the last one of that studio and kind went (or never). */
export function noticeAllowed(lastSentAt: number | undefined, now: number, windowMs = NOTICE_WINDOW_MS): boolean {
  return lastSentAt === undefined || now - lastSentAt >= windowMs;
}
