import "server-only";
import { asc, eq } from "drizzle-orm";
import { stores, type Store } from "@/models/platform/stores";
import { mayActOnChild, type ChildScope } from "@/lib/domain/platform/roles";
import { getDb } from "./db";

export type ChildStoreDto = { _id: string; slug: string; crm: { Name: string; StoreSlug__c: string } };

/** A master's child as the screens and statistics name it. */
export type ChildRef = { id: string; slug: string; name: string; crm: Pick<Store["crm"], "Name" | "StoreSlug__c"> };

/**
 * A master's children that the member may act on (all, or the selected ones: a member given selected
 * children sees only those, as if the others did not exist), by name. The one place that says so.
 */
export async function actableChildren(master: Pick<Store, "id">, scope: ChildScope): Promise<ChildRef[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: stores.id, slug: stores.slug, name: stores.name, crm: stores.crm })
    .from(stores)
    .where(eq(stores.parentId, master.id))
    .orderBy(asc(stores.name));
  return rows.filter((c) => mayActOnChild(scope, c.id)).map((c) => ({ ...c, crm: { Name: c.crm.Name, StoreSlug__c: c.crm.StoreSlug__c } }));
}

/** A master's children that the member may act on, as the store's DTO lists them. */
export async function childStoresOf(store: Pick<Store, "id" | "isMaster">, scope: ChildScope): Promise<ChildStoreDto[]> {
  if (!store.isMaster) return [];
  return (await actableChildren(store, scope)).map((c) => ({ _id: c.id, slug: c.slug, crm: c.crm }));
}

/** The ids of a master's children (all of them, whatever a member may act on). */
export async function childIdsOf(store: Pick<Store, "id" | "isMaster">): Promise<string[]> {
  if (!store.isMaster) return [];
  const db = await getDb();
  return (await db.select({ id: stores.id }).from(stores).where(eq(stores.parentId, store.id))).map((c) => c.id);
}
