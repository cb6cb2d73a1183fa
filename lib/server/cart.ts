import "server-only";
import { eq, inArray } from "drizzle-orm";
import { carts, products, type Store } from "@/models/schema";
import type { CartDraft } from "@/models/types";
import { AppError } from "./errors";
import { EMPTY_CART } from "@/lib/domain/cart-items";
import type { Db, Tx } from "@/models/db";
import { getDb } from "./db";

export async function loadCart(store: Pick<Store, "id">, w?: Db | Tx): Promise<CartDraft> {
  const db = w ?? (await getDb());
  const [row] = await db.select().from(carts).where(eq(carts.storeId, store.id));
  return row?.draft ?? { ...EMPTY_CART };
}

/** Every product of the cart must exist; a line naming an unknown product is refused, nothing saved. */
export async function assertProductsExist(ids: number[], w?: Db | Tx) {
  if (ids.length === 0) return;
  const db = w ?? (await getDb());
  const unique = [...new Set(ids)];
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  const known = new Set(found.map((p) => p.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw new AppError("bad_input", `Unbekannter Artikel: ${ids[index]}`, `shopCart.items.${index}.id`);
}

/** Saves the whole draft (the browser sends it after every change) and returns what was stored. */
export async function saveCart(store: Pick<Store, "id">, draft: CartDraft): Promise<CartDraft> {
  const db = await getDb();
  await assertProductsExist(draft.items.map((i) => i.id), db);
  await db
    .insert(carts)
    .values({ storeId: store.id, draft, updatedAt: new Date() })
    .onConflictDoUpdate({ target: carts.storeId, set: { draft, updatedAt: new Date() } });
  return draft;
}
