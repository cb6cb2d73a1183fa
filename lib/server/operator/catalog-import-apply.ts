import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/models/platform/db";
import { type BmecatTransaction } from "@/lib/domain/operator/bmecat-article";
import { slugOf } from "@/lib/domain/platform/slug";
import { placeGroups, type BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import { sqlRows } from "@/models/platform/sql-rows";
import { UNMAPPED_CATEGORY_SLUG } from "../shop/offered";
import { allCategories, insertCategory, insertMissingBrands, topCategoryId } from "../shop/catalog-categories";
import { buyerPriceListId, replaceCustomerPriceLines } from "../shop/price-list-writes";
import {
  decideActions,
  recordFingerprints,
  replaceProductDetails,
  replaceProductPrices,
  withdrawArticles,
  writeProducts,
} from "./catalog-import-writes";

export type ApplyCounts = { created: number; updated: number; withdrawn: number; unmapped: number; unchanged: number };
/** The studio a catalog's header names as its buyer (lib/server/operator/catalog-import-stage.ts). */
export type ImportBuyer = { id: string; name: string };
/** Milliseconds per step of the last apply, for the import's log line. */
export type ApplySteps = Record<string, number>;

/**
 * The shop's categories for the file's groups: a group's category and subcategory are found by name
 * (a category at the top, a subcategory under its category) or created. Returns group id -> ids.
 */
async function categoriesForGroups(tx: Tx, groups: BmecatGroup[]): Promise<{ g: string; c: number; s: number | null }[]> {
  const { places } = placeGroups(groups);
  if (places.size === 0) return [];
  const existing = await allCategories(tx);
  const slugs = new Set(existing.map((c) => c.slug));
  const key = (name: string, parentId: number | null) => `${parentId ?? 0}:${name.toLowerCase()}`;
  const byKey = new Map(existing.map((c) => [key(c.name, c.parentId), c.id]));
  // New categories go after their siblings (the shop orders by position).
  const siblings = new Map<number | null, number>();
  for (const c of existing) siblings.set(c.parentId, Math.max(siblings.get(c.parentId) ?? 0, c.position + 1));
  const place = async (name: string, parentId: number | null): Promise<number> => {
    const found = byKey.get(key(name, parentId));
    if (found) return found;
    const base = slugOf(name) || "warengruppe";
    let slug = base;
    for (let i = 2; slugs.has(slug); i++) slug = `${base}-${i}`;
    slugs.add(slug);
    const position = siblings.get(parentId) ?? 0;
    siblings.set(parentId, position + 1);
    const id = await insertCategory(tx, { name, slug, parentId, position });
    byKey.set(key(name, parentId), id);
    return id;
  };
  const out: { g: string; c: number; s: number | null }[] = [];
  for (const [g, p] of places) {
    const c = await place(p.category, null);
    out.push({ g, c, s: p.subcategory ? await place(p.subcategory, c) : null });
  }
  return out;
}

/**
 * Pass 2, inside one transaction: applies the staged articles of a checked file. Only what differs
 * from the shop is written (a re-import creates and updates nothing): products, list prices, delivery
 * times, features, all prices (tiers, customer prices, validity), media references and the group's
 * category. A full load withdraws what it does not name; an article that comes back is active again.
 */
export async function applyStagedImport(
  tx: Tx,
  importId: string,
  transaction: BmecatTransaction,
  groups: BmecatGroup[],
  provider: string,
  steps: ApplySteps = {},
  buyer: ImportBuyer | null = null,
  opts: {
    /** Runs once each article's action is decided, before anything of the shop is written (price changes, before-images). */
    afterActions?: (tx: Tx) => Promise<void>;
    /** A preview (rolled back afterwards): withdrawals are counted, not written (a full load's may be the whole shop). */
    preview?: boolean;
  } = {},
): Promise<ApplyCounts> {
  const { afterActions, preview = false } = opts;
  let last = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - last);
    last = now;
  };
  const staged = sql`catalog_import_articles`;
  const mine = sql`a.import_id = ${importId}`;

  // The file's groups become (or find) categories; remembered for later deltas that name them.
  const places = await categoriesForGroups(tx, groups);
  if (places.length > 0) {
    await tx.execute(sql`
      insert into catalog_groups (group_id, category_id, sub_category_id, updated_at)
      select x.g, x.c, x.s, now() from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as x(g text, c int, s int)
      on conflict (group_id) do update set category_id = excluded.category_id, sub_category_id = excluded.sub_category_id, updated_at = now()
      where (catalog_groups.category_id, catalog_groups.sub_category_id) is distinct from (excluded.category_id, excluded.sub_category_id)`);
  }
  await insertMissingBrands(tx, { from: staged, where: mine });
  lap("groups+brands");

  await decideActions(tx, importId, await unmappedCategoryId(tx, importId));
  lap("actions");
  if (afterActions) {
    await afterActions(tx);
    lap("before-images");
  }
  const { created, updated, repriced } = await writeProducts(tx, importId, provider);
  lap("products");
  const withdrawn = await withdrawArticles(tx, importId, transaction, preview);
  lap("withdrawn");
  await replaceProductDetails(tx, importId);
  lap("features+media");
  await replaceProductPrices(tx, importId);
  lap("prices");
  if (buyer) {
    const repricedIds = sql`(select a.product_id from catalog_import_articles a where a.import_id = ${importId} and a.action in ('create', 'update', 'prices'))`;
    await applyCustomerPrices(tx, importId, buyer, repricedIds);
    lap("customer prices");
  }
  const { unmapped, unchanged } = await recordFingerprints(tx, importId);
  lap("fingerprints");
  return { created, updated: updated + repriced, withdrawn, unmapped, unchanged };
}

/** The name and slug of the shop's hidden category for articles whose class has no mapping yet. */
export const UNMAPPED_CATEGORY = { name: "Nicht zugeordnet", slug: UNMAPPED_CATEGORY_SLUG } as const;

/**
 * The hidden category "Nicht zugeordnet" (created when first needed): where a new article whose class the
 * operator has not mapped yet waits. The shop never lists it, and its articles are held back anyway.
 */
async function unmappedCategoryId(tx: Tx, importId: string): Promise<number | null> {
  const [needed] = await sqlRows<{ n: number }>(
    tx,
    sql`select 1 as n from catalog_import_articles where import_id = ${importId} and classes <> '[]'::jsonb limit 1`,
  );
  if (!needed) return null;
  return topCategoryId(tx, { ...UNMAPPED_CATEGORY, position: 100000 });
}

/**
 * A catalog made for one buyer: its net_customer prices (with their tiers and validity) become the lines
 * of that studio's price list, the one the shop prices it by (lib/server/shop/…price lists). A studio
 * without a list of its own gets one, „Kundenpreise <Studio> (BMEcat)“, which then replaces a master's
 * list it inherited. For every article whose prices the file changed, the list's lines of that article
 * are replaced by the file's customer prices (none: the article is back at the list price); the other
 * lines of the list stay as they are. A re-import changes no prices, so it changes no lines.
 */
async function applyCustomerPrices(tx: Tx, importId: string, buyer: ImportBuyer, repricedIds: ReturnType<typeof sql>) {
  const listId = await buyerPriceListId(tx, buyer.id, `Kundenpreise ${buyer.name} (BMEcat)`);
  await replaceCustomerPriceLines(tx, listId, repricedIds, {
    from: sql`catalog_import_articles`,
    where: sql`a.import_id = ${importId} and a.action in ('create', 'update', 'prices')`,
  });
}
