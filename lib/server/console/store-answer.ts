import "server-only";
import { asc, eq } from "drizzle-orm";
import { advisors, type Store } from "@/models/platform/stores";
import type { VacationDto } from "@/lib/domain/platform/absence";
import { roleMay, type ChildScope, type Role } from "@/lib/domain/platform/roles";
import type { MeasuredBadgeStats } from "@/lib/domain/platform/badge-range";
import { storeNaming, type StoreNaming } from "@/lib/domain/platform/store-view";
import { getDb } from "../platform/db";
import { actableChildren, childIdsOf, childStoresOf, type ChildStoreDto } from "../platform/stores";
import { listVacations } from "../platform/vacations";
import { measuredBadgeStats } from "./responsiveness";

// The store as the console's screens answer it (SPEC.md section 3 "Store"): the platform's store with the
// console's responsiveness badge, measured from the studio's requests (./responsiveness.ts).

export type StoreDto = StoreNaming & {
  _id: string;
  profileSlug: string;
  /** null for a role without the studio's settings (lib/domain/platform/roles.ts). */
  shopClientMarginPercentage: number | null;
  crm: Store["crm"];
  /** Measured from the requests (lib/server/console/responsiveness.ts), the dashboard's rule and range. */
  stats: MeasuredBadgeStats;
  personInCharge: Store["personInCharge"];
  mediaPictures: Store["mediaPictures"];
  mediaVideos: Store["mediaVideos"];
  profilePictures: Store["profilePictures"];
  vacations: VacationDto[];
  kitchenPlanners: { crm: { Id: string; Salutation: "Frau" | "Herr"; FirstName: string; LastName: string; Email: string; Phone: string } }[];
  childStores: ChildStoreDto[];
};

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
  const ids = [store.id, ...(await childIdsOf(store))];
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
    ...storeNaming(store),
    profileSlug: store.profileSlug,
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
