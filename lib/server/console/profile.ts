import "server-only";
import { actorOf, recordAudit } from "../platform/audit";
import { eq, inArray } from "drizzle-orm";
import { crmPicklists, stores, type Store } from "@/models/platform/stores";
import type { StoreCrm } from "@/models/platform/crm-types";
import { AppError } from "../platform/errors";
import { openingHoursError, splitList, type StoreDbTree, type StoreProfileTree } from "@/lib/domain/console/profile-form";
import { MEDIA_FIELDS } from "@/lib/domain/platform/media-list";
import { getDb } from "../platform/db";
import { enqueueCrm } from "../platform/deliveries";
import { recordMedia } from "../platform/media";
import { accessibleStoreByCrmId, type Viewer } from "../platform/access";

/** The picklists of the profile form (SPEC 7 sfAccountPicklists), in a fixed order. */
export const PICKLIST_NAMES = ["Suppliers__c", "Furniture_Suppliers__c", "Association__c", "Planning_System__c"] as const;
export type PicklistName = (typeof PICKLIST_NAMES)[number];
export type PicklistDto = { name: PicklistName; picklistValues: { label: string; value: string }[] };

export async function accountPicklists(): Promise<PicklistDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(crmPicklists)
    .where(inArray(crmPicklists.name, [...PICKLIST_NAMES]));
  return PICKLIST_NAMES.map((name) => ({ name, picklistValues: rows.find((r) => r.name === name)?.values ?? [] }));
}

/**
 * crmUpdate type Store: saves the profile fields to stores.crm and queues the push to the CRM. The
 * merged record is checked as a whole (opening-hour order spans fields), so nothing is half-saved.
 */
export async function updateStoreProfile(store: Store, tree: StoreProfileTree): Promise<{ crm: StoreCrm }> {
  // SPEC 6: a master shows the company name only, it has no short name to edit.
  if (store.isMaster && tree.Name !== undefined)
    throw new AppError("bad_input", "Für Unternehmensdaten wird nur der Firmenname geführt.", "tree.Name");
  const picklists = await accountPicklists();
  for (const list of picklists) {
    const value = tree[list.name];
    if (typeof value !== "string" || list.picklistValues.length === 0) continue;
    const allowed = new Set(list.picklistValues.map((v) => v.value));
    const unknown = splitList(value).find((v) => !allowed.has(v));
    if (unknown) throw new AppError("bad_input", `tree.${list.name}: „${unknown}“ ist kein gültiger Wert.`, `tree.${list.name}`);
  }
  const merged = { ...store.crm, ...tree } as StoreCrm;
  const hoursError = openingHoursError(merged as Record<string, unknown>);
  if (hoursError) throw new AppError("bad_input", `tree.${hoursError.field}: ${hoursError.message}`, `tree.${hoursError.field}`);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({ crm: merged, ...(typeof tree.Name === "string" ? { name: tree.Name } : {}), updatedAt: new Date() })
      .where(eq(stores.id, store.id));
    await enqueueCrm(tx, "Account", store.crmId, tree);
  });
  return { crm: merged };
}

/** dbUpdate type Store shopClientMarginPercentage (SPEC 5: 0..200, validated by the endpoint schema). */
export async function updateStoreMargin(store: Store, percent: number): Promise<{ shopClientMarginPercentage: number }> {
  const db = await getDb();
  await db.update(stores).set({ shopClientMarginPercentage: percent, updatedAt: new Date() }).where(eq(stores.id, store.id));
  return { shopClientMarginPercentage: percent };
}

/** A profile save in the studio's audit log (who did what), with the names of the changed fields. */
async function auditProfileSave(viewer: Viewer, store: Store, fields: string[]) {
  await recordAudit(await getDb(), { storeId: store.id, action: "profile_save", actor: actorOf(viewer), subject: fields.join(", ").slice(0, 200) });
}

/** dbUpdate type Store: media lists or the shop margin of a store the viewer may act on. */
export async function storeDbUpdate(viewer: Viewer, input: { crmId: string; tree: StoreDbTree }) {
  const store = await accessibleStoreByCrmId(viewer, input.crmId);
  const result = await saveStoreDbTree(store, input.tree);
  // Logged once the save went through: a refused save is no change.
  await auditProfileSave(viewer, store, Object.keys(input.tree));
  return result;
}

async function saveStoreDbTree(store: Store, tree: StoreDbTree) {
  if (tree.shopClientMarginPercentage !== undefined) return updateStoreMargin(store, tree.shopClientMarginPercentage);
  for (const field of MEDIA_FIELDS) {
    const list = tree[field];
    if (list) return { [field]: await recordMedia(store.id, field, list) };
  }
  throw new AppError("bad_input", "Bitte ändern Sie genau ein Feld pro Aufruf.", "tree");
}

/** crmUpdate type Store: the profile fields ("Ihr Profil wurde gespeichert"). */
export async function storeCrmUpdate(viewer: Viewer, input: { crmId: string; tree: StoreProfileTree }) {
  const store = await accessibleStoreByCrmId(viewer, input.crmId);
  const result = await updateStoreProfile(store, input.tree);
  await auditProfileSave(viewer, store, Object.keys(input.tree));
  return result;
}
