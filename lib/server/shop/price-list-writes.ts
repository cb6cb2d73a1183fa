import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { priceListLines, priceLists, priceListStores, type PriceList } from "@/models/shop/price-lists";
import { sqlRows } from "@/models/platform/sql-rows";
import type { Db, Tx } from "@/models/platform/db";

// The studios' price lists as the back office and a buyer's catalog import write them, in the caller's transaction.

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

/**
 * A buyer's list of customer prices (lib/server/operator/catalog-import-apply.ts): the studio's own list, or a
 * new one named `name` (an existing list of that name is taken) assigned to it. Answers the list's id.
 */
export async function buyerPriceListId(tx: Tx, storeId: string, name: string): Promise<string> {
  let [list] = await sqlRows<{ id: string }>(tx, sql`select price_list_id as id from price_list_stores where store_id = ${storeId}::uuid`);
  if (!list) {
    [list] = await sqlRows<{ id: string }>(
      tx,
      sql`insert into price_lists (name) values (${name})
          on conflict (name) do update set updated_at = now() returning id`,
    );
    await tx.execute(sql`insert into price_list_stores (store_id, price_list_id) values (${storeId}::uuid, ${list.id}::uuid)`);
  }
  return list.id;
}

/**
 * Replaces the list's lines of the products `productIds` (a subquery) by the net_customer prices of the
 * staged rows (`staged.from` aliased `a`, with product_id and prices, filtered by `staged.where`: the
 * catalog import's staged articles) and stamps the list when anything changed.
 */
export async function replaceCustomerPriceLines(tx: Tx, listId: string, productIds: SQL, staged: { from: SQL; where: SQL }): Promise<void> {
  const count = async (query: SQL) => {
    const [row] = await sqlRows<{ n: number }>(tx, sql`with changed as (${query} returning 1) select count(*)::int as n from changed`);
    return row?.n ?? 0;
  };
  const removed = await count(sql`delete from price_list_lines where price_list_id = ${listId}::uuid and product_id in ${productIds}`);
  const added = await count(
    sql`insert into price_list_lines (price_list_id, product_id, price_net_cents, from_quantity, valid_from, valid_to)
        select ${listId}::uuid, a.product_id, (pr.v->>'amountCents')::int, greatest(coalesce((pr.v->>'lowerBound')::int, 1), 1),
          (pr.v->>'validFrom')::date, (pr.v->>'validTo')::date
        from ${staged.from} a, jsonb_array_elements(a.prices) as pr(v)
        where ${staged.where} and pr.v->>'priceType' = 'net_customer'`,
  );
  if (removed || added) await tx.execute(sql`update price_lists set updated_at = now() where id = ${listId}::uuid`);
}
