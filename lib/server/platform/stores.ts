import "server-only";
import { asc, eq } from "drizzle-orm";
import { advisors, stores, type Store } from "@/models/platform/stores";
import type { VacationDto } from "@/lib/domain/platform/absence";
import { mayActOnChild, roleMay, type ChildScope, type Role } from "@/lib/domain/platform/roles";
import type { MeasuredBadgeStats } from "@/lib/domain/platform/badge-range";
import { getDb } from "./db";
import { measuredBadgeStats } from "./responsiveness";
import { listVacations } from "./vacations";

export type ChildStoreDto = { _id: string; slug: string; crm: { Name: string; StoreSlug__c: string } };

export type StoreDto = {
  _id: string;
  slug: string;
  storeNumber: string;
  profileSlug: string;
  name: string;
  isMaster: boolean;
  parentId: string | null;
  isTest: boolean;
  leadpoolActive: boolean;
  shopActive: boolean;
  /** null for a role without the studio's settings (lib/domain/platform/roles.ts). */
  shopClientMarginPercentage: number | null;
  crm: Store["crm"];
  /** Measured from the requests (lib/server/platform/responsiveness.ts), the dashboard's rule and range. */
  stats: MeasuredBadgeStats;
  personInCharge: Store["personInCharge"];
  mediaPictures: Store["mediaPictures"];
  mediaVideos: Store["mediaVideos"];
  profilePictures: Store["profilePictures"];
  vacations: VacationDto[];
  kitchenPlanners: { crm: { Id: string; Salutation: "Frau" | "Herr"; FirstName: string; LastName: string; Email: string; Phone: string } }[];
  childStores: ChildStoreDto[];
};

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

/** The master's children as the console shell shows them: name in the studio dropdown, name, badge and bell in the header. */
export async function shellChildStores(
  store: Pick<Store, "id" | "isMaster">,
  scope: ChildScope,
): Promise<{ _id: string; slug: string; name: string; stats: MeasuredBadgeStats }[]> {
  if (!store.isMaster) return [];
  const rows = await actableChildren(store, scope);
  const stats = await measuredBadgeStats(new Map(rows.map((c) => [c.id, [c.id]])));
  return rows.map((c) => ({ _id: c.id, slug: c.slug, name: c.name, stats: stats.get(c.id)! }));
}

/**
 * A store's responsiveness badge (SPEC 9), by the dashboard's rule over its requests; a master's
 * covers the requests of all its studios.
 */
export async function storeBadgeStats(store: Pick<Store, "id" | "isMaster">): Promise<MeasuredBadgeStats> {
  const ids = [store.id];
  if (store.isMaster) {
    const db = await getDb();
    ids.push(...(await db.select({ id: stores.id }).from(stores).where(eq(stores.parentId, store.id))).map((c) => c.id));
  }
  return (await measuredBadgeStats(new Map([[store.id, ids]]))).get(store.id)!;
}

/**
 * The store as the screens need it (SPEC.md section 3 "Store"), for a store the caller may see: the
 * children their membership covers, and the shop margin only for a role with the studio's settings.
 */
export async function storeDto(store: Store, viewer: ChildScope & { role: Role }): Promise<StoreDto> {
  const db = await getDb();
  const [vacationRows, advisorRows, childStores, stats] = await Promise.all([
    listVacations(store),
    db.select().from(advisors).where(eq(advisors.storeId, store.id)).orderBy(asc(advisors.position)),
    childStoresOf(store, viewer),
    storeBadgeStats(store),
  ]);
  return {
    _id: store.id,
    slug: store.slug,
    storeNumber: store.storeNumber,
    profileSlug: store.profileSlug,
    name: store.name,
    isMaster: store.isMaster,
    parentId: store.parentId,
    isTest: store.isTest,
    leadpoolActive: store.leadpoolActive,
    shopActive: store.shopActive,
    shopClientMarginPercentage: roleMay(viewer.role, "settings") ? store.shopClientMarginPercentage : null,
    crm: store.crm,
    stats,
    personInCharge: store.personInCharge,
    mediaPictures: store.mediaPictures,
    mediaVideos: store.mediaVideos,
    profilePictures: store.profilePictures,
    vacations: vacationRows,
    kitchenPlanners: advisorRows.map((a) => ({
      crm: { Id: a.crmId, Salutation: a.salutation, FirstName: a.firstName, LastName: a.lastName, Email: a.email, Phone: a.phone },
    })),
    childStores,
  };
}
