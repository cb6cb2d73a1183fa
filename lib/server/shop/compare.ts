import "server-only";
import { and, eq } from "drizzle-orm";
import { compareLists } from "@/models/shop/compare";
import { products } from "@/models/shop/catalog";
import { type Store } from "@/models/platform/stores";
import { COMPARE_MESSAGES, toggledCompare } from "@/lib/domain/shop/compare";
import type { Viewer } from "../platform/access";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { offeredToStudios } from "./offered";

/**
 * „Vergleichen“ (docs/shop.md "Compare"): the products one person compares in one studio's shop, kept
 * across pages and visits. Every read and write is scoped to the signed-in person and the store the
 * access rule admitted, so nobody sees or changes another person's list.
 */

export type CompareListDto = { productIds: number[] };

/** asCompareList: the person's products in this shop, in the order chosen. */
export async function compareList(viewer: Viewer, store: Pick<Store, "id">): Promise<CompareListDto> {
  const db = await getDb();
  const [row] = await db
    .select({ productIds: compareLists.productIds })
    .from(compareLists)
    .where(and(eq(compareLists.userId, viewer.userId), eq(compareLists.storeId, store.id)));
  return { productIds: row?.productIds ?? [] };
}

/**
 * asCompareToggle: adds a product (at the end, once) or takes it out. A fifth product is refused with
 * the German reason (422), an unknown or withdrawn one with 404. The person's row is locked, so two
 * clicks at once both count and the list never passes four.
 */
export async function toggleCompare(viewer: Viewer, store: Pick<Store, "id">, productId: number, on: boolean): Promise<CompareListDto> {
  const db = await getDb();
  if (on) {
    const [found] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), offeredToStudios()));
    if (!found) throw new AppError("not_found", COMPARE_MESSAGES.unknown, "productId");
  }
  return db.transaction(async (tx) => {
    const mine = and(eq(compareLists.userId, viewer.userId), eq(compareLists.storeId, store.id));
    await tx.insert(compareLists).values({ userId: viewer.userId, storeId: store.id }).onConflictDoNothing();
    const [row] = await tx.select({ productIds: compareLists.productIds }).from(compareLists).where(mine).for("update");
    const next = toggledCompare(row.productIds, productId, on);
    if (!next) throw new AppError("rule", COMPARE_MESSAGES.full, "productId");
    await tx.update(compareLists).set({ productIds: next, updatedAt: new Date() }).where(mine);
    return { productIds: next };
  });
}
