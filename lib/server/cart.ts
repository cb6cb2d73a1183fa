import "server-only";
import { eq, inArray } from "drizzle-orm";
import { carts, products, type Store } from "@/models/schema";
import type { CartDraft, CartItem } from "@/lib/domain/cart-schema";
import { EMPTY_CART, firstUnknownProduct, mergeCartLines, unknownProductMessage } from "@/lib/domain/cart-items";
import type { Db, Tx } from "@/models/db";
import { AppError } from "./errors";
import { getDb } from "./db";

export async function loadCart(store: Pick<Store, "id">, w?: Db | Tx): Promise<CartDraft> {
  const db = w ?? (await getDb());
  const [row] = await db.select().from(carts).where(eq(carts.storeId, store.id));
  return row?.draft ?? { ...EMPTY_CART };
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
};

/**
 * The products named by lines of a cart, an order or a wish list, by id, read in one query. A line
 * naming a product the catalog does not know is refused (SPEC.md section 4): a 400 naming the field of
 * that line (`fieldOf(index)`), before anything is saved.
 */
export async function productsOfLines(w: Db | Tx, ids: readonly number[], fieldOf: (index: number) => string) {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await w.select(lineProductColumns).from(products).where(inArray(products.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = firstUnknownProduct(ids, (id) => byId.has(id));
  if (unknown) throw new AppError("bad_input", unknownProductMessage(unknown.id), fieldOf(unknown.index));
  return byId;
}

/**
 * The lines of a cart or an order as they are kept: every product known (else a 400 naming
 * `${field}.{index}.id`), lines of the same product merged (lib/domain/cart-items.ts). The cart save
 * and the order submit both go through here.
 */
export async function checkedCartLines<T extends CartItem>(w: Db | Tx, items: readonly T[], field: string) {
  const products = await productsOfLines(w, items.map((i) => i.id), (index) => `${field}.${index}.id`);
  return { items: mergeCartLines(items), products };
}

/** Saves the whole draft (the browser sends it after every change) and returns what was stored. */
export async function saveCart(store: Pick<Store, "id">, next: CartDraft): Promise<CartDraft> {
  const db = await getDb();
  const draft: CartDraft = { ...next, items: (await checkedCartLines(db, next.items, "shopCart.items")).items };
  await db
    .insert(carts)
    .values({ storeId: store.id, draft, updatedAt: new Date() })
    .onConflictDoUpdate({ target: carts.storeId, set: { draft, updatedAt: new Date() } });
  return draft;
}
