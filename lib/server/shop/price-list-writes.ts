import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { priceListLines, priceLists, priceListStores, type PriceList } from "@/models/shop/price-lists";
import type { Db, Tx } from "@/models/platform/db";

// The studios' price lists as the back office writes them, in the caller's transaction.

/** The list with this id (or, without one, with this name), and the id of the list with this name (if any). */
export async function priceListsToReplace(tx: Tx, id: string | undefined, name: string): Promise<{ existing?: PriceList; sameNameId?: string }> {
  const [existing] = id
    ? await tx.select().from(priceLists).where(eq(priceLists.id, id))
    : await tx.select().from(priceLists).where(eq(priceLists.name, name));
  const [sameName] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.name, name));
  return { existing, sameNameId: sameName?.id };
}

/** Renames the existing list or makes a new one, stamped `now`. */
export async function savePriceList(tx: Tx, existing: PriceList | undefined, name: string, now: Date): Promise<PriceList> {
  const [list] = existing
    ? await tx.update(priceLists).set({ name, updatedAt: now }).where(eq(priceLists.id, existing.id)).returning()
    : await tx.insert(priceLists).values({ name, createdAt: now, updatedAt: now }).returning();
  return list!;
}

/** The first of these studios that uses another list than `listId`, with that list's name. */
export async function studioOnOtherList(tx: Tx, storeIds: string[], listId: string): Promise<{ storeId: string; listName: string } | undefined> {
  const [taken] = await tx
    .select({ storeId: priceListStores.storeId, listName: priceLists.name })
    .from(priceListStores)
    .innerJoin(priceLists, eq(priceLists.id, priceListStores.priceListId))
    .where(and(inArray(priceListStores.storeId, storeIds), sql`${priceListStores.priceListId} <> ${listId}`));
  return taken;
}

/** The list's studios and lines become these (lines written 2,000 at a time). */
export async function replaceListStudiosAndLines(
  tx: Tx,
  listId: string,
  storeIds: string[],
  lines: Omit<typeof priceListLines.$inferInsert, "priceListId">[],
): Promise<void> {
  await tx.delete(priceListStores).where(eq(priceListStores.priceListId, listId));
  if (storeIds.length > 0) await tx.insert(priceListStores).values(storeIds.map((storeId) => ({ storeId, priceListId: listId })));
  await tx.delete(priceListLines).where(eq(priceListLines.priceListId, listId));
  const rows = lines.map((l) => ({ priceListId: listId, ...l }));
  for (let i = 0; i < rows.length; i += 2_000) await tx.insert(priceListLines).values(rows.slice(i, i + 2_000));
}

/** Deletes a list (its lines and studio assignments go with it); answers whether there was one. */
export async function deletePriceListById(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(priceLists).where(eq(priceLists.id, id)).returning({ id: priceLists.id });
  return gone.length > 0;
}
