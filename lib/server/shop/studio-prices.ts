import "server-only";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import { priceListLines, priceLists, priceListStores } from "@/models/shop/price-lists";
import { products } from "@/models/shop/catalog";
import { type Store } from "@/models/platform/stores";
import type { Db, Tx } from "@/models/platform/db";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { centsToEuros, customerPrice } from "@/lib/domain/platform/money";
import { appliedPrice, priceTiers, type AppliedPrice, type PriceCandidates, type PriceListLineInput } from "@/lib/domain/shop/contract-price";
import type { ProductPriceFields } from "@/lib/domain/shop/product-dto";
import { getDb } from "../platform/db";

export type PricedStore = Pick<Store, "id" | "parentId" | "shopClientMarginPercentage">;

/** The lists a studio's prices come from: its own and its master's (either may be absent). */
export type StudioLists = { own: { id: string; name: string } | null; master: { id: string; name: string } | null };

const NO_LISTS: StudioLists = { own: null, master: null };

/**
 * The studio's own list and its master's, one primary-key lookup on price_list_stores (the studio and
 * its parent). A studio without a list costs this one indexed lookup and nothing more.
 */
export async function studioLists(store: Pick<Store, "id" | "parentId">, w?: Db | Tx): Promise<StudioLists> {
  const db = w ?? (await getDb());
  const ids = store.parentId ? [store.id, store.parentId] : [store.id];
  const rows = await db
    .select({ storeId: priceListStores.storeId, id: priceLists.id, name: priceLists.name })
    .from(priceListStores)
    .innerJoin(priceLists, sql`${priceLists.id} = ${priceListStores.priceListId}`)
    .where(inArray(priceListStores.storeId, ids));
  if (rows.length === 0) return NO_LISTS;
  const pick = (id: string | null) => {
    const r = rows.find((x) => x.storeId === id);
    return r ? { id: r.id, name: r.name } : null;
  };
  return { own: pick(store.id), master: pick(store.parentId) };
}

/**
 * The candidates of "which price applies" for these products: the lines of the studio's own list and
 * of its master's, read in one query (index price_list_lines_list_product_idx), and the list price.
 * Without any list, no query at all.
 */
export async function priceCandidates(
  lists: StudioLists,
  listPrices: ReadonlyMap<number, number>,
  w?: Db | Tx,
): Promise<Map<number, PriceCandidates>> {
  const out = new Map<number, PriceCandidates>();
  for (const [id, listPriceCents] of listPrices) out.set(id, { own: [], master: [], listPriceCents });
  const listIds = [lists.own?.id, lists.master?.id].filter((x): x is string => !!x);
  if (listIds.length === 0 || listPrices.size === 0) return out;
  const db = w ?? (await getDb());
  const rows = await db
    .select({
      listId: priceListLines.priceListId,
      productId: priceListLines.productId,
      priceNetCents: priceListLines.priceNetCents,
      fromQuantity: priceListLines.fromQuantity,
      validFrom: priceListLines.validFrom,
      validTo: priceListLines.validTo,
    })
    .from(priceListLines)
    .where(and(inArray(priceListLines.priceListId, [...new Set(listIds)]), inArray(priceListLines.productId, [...listPrices.keys()])));
  for (const r of rows) {
    const c = out.get(r.productId)!;
    const own = r.listId === lists.own?.id;
    const line: PriceListLineInput = { ...r, listName: own ? lists.own!.name : lists.master!.name };
    (own ? (c.own as PriceListLineInput[]) : (c.master as PriceListLineInput[])).push(line);
  }
  return out;
}

/**
 * The studio's price at quantity 1 as SQL, for sorting and filtering the list by the price it shows:
 * its own list's line valid today, else its master's, else the list price (the same rule as
 * appliedPrice; of two lines of the tier valid today the later start wins). Null when the studio has no
 * list: then the plain indexed column is used and nothing changes.
 */
export function studioPriceSql(lists: StudioLists, now = new Date()): SQL | null {
  const day = priceDay(now);
  const line = (listId: string) =>
    sql`(select l.price_net_cents from ${priceListLines} l where l.price_list_id = ${listId} and l.product_id = ${products.id} and l.from_quantity = 1 and (l.valid_from is null or l.valid_from <= ${day}::date) and (l.valid_to is null or l.valid_to >= ${day}::date) order by l.valid_from desc nulls last limit 1)`;
  const ids = [lists.own?.id, lists.master?.id].filter((x): x is string => !!x);
  if (ids.length === 0) return null;
  return sql`coalesce(${sql.join(
    ids.map((id) => line(id)),
    sql`, `,
  )}, ${products.priceKaNetCents})`;
}

/** Today as the price rules count days: the calendar day in Europe/Berlin. */
export function priceDay(now = new Date()): string {
  return berlinIsoDay(now);
}

/**
 * The price fields of a product as the studio sees them (ProductDto): its price at quantity 1, the
 * customer price from it, and — when a price list gives this article a price — the list price and
 * the quantity tiers.
 */
export function priceFieldsOf(c: PriceCandidates, marginPercent: number, day: string): ProductPriceFields {
  const tiers = priceTiers(c, day);
  const unit = tiers[0]!.unitNetCents;
  const contract = c.own.length + c.master.length > 0 && (tiers.length > 1 || unit !== c.listPriceCents);
  return {
    priceKaNet: centsToEuros(unit),
    priceCustomer: centsToEuros(customerPrice(unit, marginPercent)),
    ...(contract ? { listPriceKaNet: centsToEuros(c.listPriceCents) } : {}),
    ...(tiers.length > 1 ? { priceTiers: tiers.map((t) => ({ fromQuantity: t.fromQuantity, priceKaNet: centsToEuros(t.unitNetCents) })) } : {}),
  };
}

/** Price fields for many products at once (list, search, cart, wish lists, quick order). */
export async function studioPriceFields(
  store: PricedStore,
  listPrices: ReadonlyMap<number, number>,
  w?: Db | Tx,
  now = new Date(),
  lists?: StudioLists,
): Promise<Map<number, ProductPriceFields>> {
  const candidates = await priceCandidates(lists ?? (await studioLists(store, w)), listPrices, w);
  const day = priceDay(now);
  return new Map([...candidates].map(([id, c]) => [id, priceFieldsOf(c, store.shopClientMarginPercentage, day)]));
}

/** What the studio pays per unit for each line at its quantity (cart, voucher check, order). */
export async function studioLinePrices(
  store: Pick<Store, "id" | "parentId">,
  lines: readonly { id: number; quantity: number; listPriceCents: number }[],
  w?: Db | Tx,
  now = new Date(),
): Promise<Map<number, AppliedPrice>> {
  return linePricesFrom(await studioLists(store, w), lines, w, now);
}

/** studioLinePrices with the studio's lists already read (the cart save reads them beside its other reads). */
export async function linePricesFrom(
  lists: StudioLists,
  lines: readonly { id: number; quantity: number; listPriceCents: number }[],
  w?: Db | Tx,
  now = new Date(),
): Promise<Map<number, AppliedPrice>> {
  const candidates = await priceCandidates(lists, new Map(lines.map((l) => [l.id, l.listPriceCents])), w);
  const day = priceDay(now);
  return new Map(lines.map((l) => [l.id, appliedPrice(candidates.get(l.id)!, l.quantity, day)]));
}
