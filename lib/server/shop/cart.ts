import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { carts, discountCodes } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { productStock } from "@/models/shop/stock";
import { type Store } from "@/models/platform/stores";
import { availabilityOf, type AvailabilityDto } from "@/lib/domain/shop/availability";
import type { CartDraft, CartItem } from "@/lib/domain/shop/cart-schema";
import { EMPTY_CART, firstUnknownProduct, mergeCartLines, unknownProductMessage } from "@/lib/domain/shop/cart-items";
import { centsToEuros } from "@/lib/domain/platform/money";
import { normalizeVoucherInput } from "@/lib/domain/shop/voucher";
import { packQuantityProblem, packSizeOf } from "@/lib/domain/shop/pack-size";
import type { Db, Tx } from "@/models/platform/db";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { linePricesFrom, studioLists, type StudioLists } from "./studio-prices";
import { orderingColumns } from "./product-rows";

export async function loadCart(store: Pick<Store, "id">, w?: Db | Tx): Promise<CartDraft> {
  return (await loadVersionedCart(store, w)).cart;
}

/** The cart with its version (0 while the store has none stored), as asStoreCart answers it. */
export async function loadVersionedCart(store: Pick<Store, "id">, w?: Db | Tx): Promise<{ cart: CartDraft; version: number }> {
  const db = w ?? (await getDb());
  const [row] = await db.select({ draft: carts.draft, version: carts.version }).from(carts).where(eq(carts.storeId, store.id));
  return row ? { cart: row.draft, version: row.version } : { cart: { ...EMPTY_CART }, version: 0 };
}

export const CART_CHANGED = "Der Warenkorb wurde inzwischen an anderer Stelle geändert. Bitte laden Sie ihn neu.";

/**
 * The stored cart an order is made of, with its version, locked until the order's transaction ends, so no
 * save slips in between reading it and emptying it (lib/server/shop/order-submit.ts checks the version).
 */
export async function lockCartForOrder(tx: Tx, store: Pick<Store, "id">): Promise<{ draft: CartDraft; version: number }> {
  const [row] = await tx.select({ draft: carts.draft, version: carts.version }).from(carts).where(eq(carts.storeId, store.id)).for("update");
  return { draft: row?.draft ?? { ...EMPTY_CART }, version: row?.version ?? 0 };
}

/**
 * Every writer of a cart other than asStoreCart (the order submit emptying it) replaces the draft and
 * raises the version, so a browser still holding the old cart gets a 409 instead of overwriting it.
 */
export async function replaceCart(w: Db | Tx, storeId: string, draft: CartDraft, now = new Date()) {
  await w
    .insert(carts)
    .values({ storeId, draft, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: carts.storeId, set: { draft, version: sql`${carts.version} + 1`, updatedAt: now } });
}

/** What an order line copies from the catalog, and what its shipment dates need. */
const lineProductColumns = {
  id: products.id,
  name: products.name,
  ean: products.ean,
  provider: products.provider,
  priceKaNetCents: products.priceKaNetCents,
  priceShippingNetCents: products.priceShippingNetCents,
  minDays: products.shippingTimeMinDays,
  maxDays: products.shippingTimeMaxDays,
  shippingTimeProvider: products.shippingTimeProvider,
  ...orderingColumns,
};

/**
 * The products named by lines of a cart, an order or a wish list, by id, read in one query. A line
 * naming a product the catalog does not know is refused (SPEC.md section 4): a 400 naming the field of
 * that line (`fieldOf(index)`), before anything is saved.
 */
export async function productsOfLines(w: Db | Tx, ids: readonly number[], fieldOf: (index: number) => string) {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await w
          .select(lineProductColumns)
          .from(products)
          .leftJoin(productStock, eq(productStock.productId, products.id))
          .where(inArray(products.id, unique));
  const byId = new Map(
    rows.map(({ stockAvailable, stockQuantity, restockDate, withdrawnAt, ...r }) => {
      const availability: AvailabilityDto = availabilityOf(
        stockAvailable === null ? null : { available: stockAvailable, quantity: stockQuantity, restockDate },
        withdrawnAt,
      );
      return [r.id, { ...r, availability }];
    }),
  );
  const unknown = firstUnknownProduct(ids, (id) => byId.has(id));
  if (unknown) throw new AppError("bad_input", unknownProductMessage(unknown.id), fieldOf(unknown.index));
  return byId;
}

/**
 * The lines of a cart or an order as they are kept: every product known (else a 400 naming
 * `${field}.{index}.id`), lines of the same product merged (lib/domain/shop/cart-items.ts). The cart save
 * and the order submit both go through here.
 */
export async function checkedCartLines<T extends CartItem>(w: Db | Tx, items: readonly T[], field: string) {
  const products = await productsOfLines(
    w,
    items.map((i) => i.id),
    (index) => `${field}.${index}.id`,
  );
  return { items: mergeCartLines(items), products };
}

/**
 * Each line's priceSeenCents (issue 32 "Preis geändert"): kept from the stored line while its quantity
 * stays, else today's price for the studio at the line's quantity. What the browser sent is ignored.
 */
async function withSeenPrices(
  w: Db | Tx,
  lists: StudioLists,
  items: CartItem[],
  byId: Map<number, { priceKaNetCents: number }>,
  stored: readonly CartItem[],
): Promise<CartItem[]> {
  const before = new Map(stored.map((i) => [i.id, i]));
  const fresh = items.filter((i) => {
    const old = before.get(i.id);
    return !old || old.quantity !== i.quantity || old.priceSeenCents === undefined;
  });
  const today =
    fresh.length === 0
      ? new Map<number, { unitNetCents: number }>()
      : await linePricesFrom(
          lists,
          fresh.map((i) => ({ id: i.id, quantity: i.quantity, listPriceCents: byId.get(i.id)!.priceKaNetCents })),
          w,
        );
  return items.map((i) => {
    const line = { ...i };
    delete line.priceSeenCents;
    const seen = today.get(i.id)?.unitNetCents ?? before.get(i.id)?.priceSeenCents;
    return seen === undefined ? line : { ...line, priceSeenCents: seen };
  });
}

/**
 * The cart's voucher as the server knows it (issue 30): the store's active code with its own amount, or
 * none for a code the store does not have. The amount the browser sent is never kept; the minimum order
 * value is checked when the code is redeemed and when the order is submitted.
 */
async function storedVoucher(w: Db | Tx, store: Pick<Store, "id">, sent: CartDraft["discountCode"]): Promise<CartDraft["discountCode"]> {
  if (!sent) return sent ?? null;
  const code = normalizeVoucherInput(sent.code);
  const [known] = await w
    .select({ code: discountCodes.code, amountCents: discountCodes.amountCents })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, store.id), eq(discountCodes.code, code), eq(discountCodes.active, true)));
  return known ? { code: known.code, amount: centsToEuros(known.amountCents) } : null;
}

/**
 * A withdrawn article (catalog import, issue 32) cannot be put into the cart as a new line (422 naming
 * it). A line that was already in the stored cart stays savable: the cart and the checkout show it
 * „Nicht mehr lieferbar“ and the order submit refuses it.
 */
function assertNoNewWithdrawn(
  items: readonly CartItem[],
  byId: ReadonlyMap<number, { name: string; availability: AvailabilityDto }>,
  stored: readonly CartItem[],
) {
  const had = new Set(stored.map((i) => i.id));
  const index = items.findIndex((i) => !had.has(i.id) && byId.get(i.id)?.availability.state === "withdrawn");
  if (index < 0) return;
  const name = byId.get(items[index].id)!.name;
  throw new AppError("rule", `„${name}“ ist nicht mehr lieferbar und kann nicht in den Warenkorb gelegt werden.`, `shopCart.items.${index}.id`);
}

/**
 * Pack sizes (issue 42): a line whose quantity is not one the supplier sells (QUANTITY_MIN, then steps
 * of QUANTITY_INTERVAL) is refused with a German message naming the article. In the cart save only new
 * lines and changed quantities are checked (a line stored before the supplier's pack size came stays
 * savable; the order submit refuses it); `stored` is omitted to check every line.
 */
export function refuseOffPackQuantities(
  items: readonly CartItem[],
  byId: ReadonlyMap<number, { name: string; orderQuantityMin: number; orderQuantityInterval: number }>,
  field: string,
  stored?: readonly CartItem[],
) {
  const before = new Map((stored ?? []).map((i) => [i.id, i.quantity]));
  items.forEach((item, index) => {
    const p = byId.get(item.id);
    if (!p || (stored && before.get(item.id) === item.quantity)) return;
    const problem = packQuantityProblem(p.name, item.quantity, packSizeOf(p));
    if (problem) throw new AppError("rule", problem, `${field}.${index}.quantity`);
  });
}

/**
 * Saves the whole draft (the browser sends it after every change, SPEC 4) when it is based on the
 * stored version: one statement compares and sets (`where version = base`), so of two saves based on
 * the same version exactly one wins and the other gets a 409 (issue 19). Answers what was stored.
 */
export async function saveCart(
  store: Pick<Store, "id" | "parentId">,
  next: CartDraft,
  baseVersion: number,
): Promise<{ cart: CartDraft; version: number }> {
  const db = await getDb();
  // Independent reads at once: the lines' articles, the stored cart and the studio's price lists.
  const [checked, { items: stored }, lists] = await Promise.all([
    checkedCartLines(db, next.items, "shopCart.items"),
    loadCart(store, db),
    studioLists(store, db),
  ]);
  assertNoNewWithdrawn(next.items, checked.products, stored);
  refuseOffPackQuantities(checked.items, checked.products, "shopCart.items", stored);
  const items = await withSeenPrices(db, lists, checked.items, checked.products, stored);
  const draft: CartDraft = {
    ...next,
    items,
    ...(next.discountCode !== undefined ? { discountCode: await storedVoucher(db, store, next.discountCode) } : {}),
  };
  const now = new Date();
  const set = { draft, version: sql<number>`${carts.version} + 1`, updatedAt: now };
  const [saved] =
    baseVersion === 0
      ? // No cart stored yet (version 0): the first save creates it; a legacy row has version 0 too.
        await db
          .insert(carts)
          .values({ storeId: store.id, draft, version: 1, updatedAt: now })
          .onConflictDoUpdate({ target: carts.storeId, set, setWhere: eq(carts.version, 0) })
          .returning({ version: carts.version })
      : await db
          .update(carts)
          .set(set)
          .where(and(eq(carts.storeId, store.id), eq(carts.version, baseVersion)))
          .returning({ version: carts.version });
  if (!saved) throw new AppError("conflict", CART_CHANGED, "version");
  return { cart: draft, version: saved.version };
}
