import "server-only";
import { or, sql, type SQL } from "drizzle-orm";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import type { ProductPriceFields } from "@/lib/domain/shop/product-dto";
import {
  codeKey,
  lineProblem,
  QUICK_ORDER_REASONS,
  type QuickOrderLine,
  type QuickOrderProduct,
  type ResolvedLine,
} from "@/lib/domain/shop/quick-order";
import { packSizeOf } from "@/lib/domain/shop/pack-size";
import { getDb } from "../platform/db";
import { productImages } from "./product-rows";
import { sqlRows } from "@/models/platform/sql-rows";
import { studioPriceFields, type PricedStore } from "./studio-prices";
import { offeredToStudios, withdrawnOrHeldAt } from "./offered";

/**
 * The article number as lookups compare it (lib/domain/shop/quick-order.ts `codeKey`), in the C collation
 * so that one btree index (models/shop/catalog.ts `products_producer_key_idx`) serves equality, prefix
 * (LIKE 'X%') and the order of suggestions. The expression must stay exactly the index's.
 */
const producerKey: SQL<string> = sql`(upper(regexp_replace(${products.producerId}, '[[:space:]./-]', '', 'g')) collate "C")`;
/** The EAN in the C collation, for prefix suggestions (index `products_ean_prefix_idx`). */
const eanKey: SQL<string> = sql`(${products.ean} collate "C")`;

const columns = {
  id: products.id,
  name: products.name,
  producerId: products.producerId,
  ean: products.ean,
  imageKey: products.imageKey,
  priceKaNetCents: products.priceKaNetCents,
  orderQuantityMin: products.orderQuantityMin,
  orderQuantityInterval: products.orderQuantityInterval,
  key: sql<string>`${producerKey}`.as("key"),
  withdrawnAt: withdrawnOrHeldAt().as("withdrawn_at"),
};
type Row = {
  id: number;
  name: string;
  producerId: string;
  ean: string;
  imageKey: string;
  priceKaNetCents: number;
  orderQuantityMin?: number;
  orderQuantityInterval?: number;
  key?: string;
  withdrawnAt?: Date | string | null;
};

const SUGGESTIONS = 8;
const CANDIDATES = 5;

function toProduct(r: Row, prices: ReadonlyMap<number, ProductPriceFields>): QuickOrderProduct {
  const packSize = packSizeOf({ orderQuantityMin: Number(r.orderQuantityMin ?? 1), orderQuantityInterval: Number(r.orderQuantityInterval ?? 1) });
  return {
    id: r.id,
    name: r.name,
    producerId: r.producerId,
    ean: r.ean,
    image: productImages(r.imageKey).s,
    ...(packSize ? { packSize } : {}),
    ...prices.get(r.id)!,
  };
}

/** The studio's prices of the rows (lib/server/shop/studio-prices.ts), read at once. */
function pricesOf(store: PricedStore, rows: readonly Row[]) {
  return studioPriceFields(store, new Map(rows.map((r) => [r.id, r.priceKaNetCents])));
}

/**
 * asQuickOrderResolve: each line with its product (today's price from the catalog) or the reason it
 * cannot be ordered. An EAN names one product; an article number may be shared by several makers'
 * products, then the line asks for the EAN and names the candidates. One query for all lines: the
 * keys are looked up through the two indexes (EAN, article-number key).
 */
export async function resolveQuickOrder(store: PricedStore, lines: readonly QuickOrderLine[]): Promise<ResolvedLine[]> {
  const keys = [...new Set(lines.map((l) => codeKey(l.code)).filter((k) => k !== ""))];
  // EANs are digits only, so only such keys are looked up by EAN: half the index probes for article numbers.
  const eans = keys.filter((k) => /^\d{8,14}$/.test(k));
  const db = await getDb();
  // One array parameter each (`= any`), not a list of 1,000 parameters: a third of the time on PGlite.
  const byKey = sql`${producerKey} = any(${sql.param(keys)}::text[])`;
  const where = eans.length ? or(byKey, sql`${products.ean} = any(${sql.param(eans)}::text[])`) : byKey;
  const rows: Row[] = keys.length === 0 ? [] : await db.select(columns).from(products).where(where);
  const byEan = new Map<string, Row>();
  const byProducer = new Map<string, Row[]>();
  for (const r of rows) {
    byEan.set(r.ean, r);
    const key = r.key ?? "";
    byProducer.set(key, [...(byProducer.get(key) ?? []), r]);
  }
  const margin = await pricesOf(store, rows);
  return lines.map((l) => {
    const base = { code: l.code, quantity: l.quantity };
    const problem = lineProblem(l);
    if (problem) return { ...base, product: null, reason: problem, candidates: [] };
    const key = codeKey(l.code);
    const ean = byEan.get(key);
    const all = ean ? [ean] : (byProducer.get(key) ?? []).sort((a, b) => a.id - b.id);
    // A withdrawn article (catalog import) is named, never added (issue 32).
    const matches = all.filter((r) => !r.withdrawnAt);
    if (matches.length === 1) return { ...base, product: toProduct(matches[0], margin), reason: null, candidates: [] };
    if (matches.length === 0 && all.length > 0) {
      return { ...base, product: null, reason: QUICK_ORDER_REASONS.withdrawn(all[0].name), candidates: [], withdrawn: true };
    }
    if (matches.length === 0) return { ...base, product: null, reason: QUICK_ORDER_REASONS.unknown, candidates: [] };
    return {
      ...base,
      product: null,
      reason: QUICK_ORDER_REASONS.ambiguous(matches.length),
      candidates: matches.slice(0, CANDIDATES).map((r) => toProduct(r, margin)),
    };
  });
}

/**
 * Suggestions while a number is typed: products whose article number or EAN starts with it, exact
 * and shortest first. Each half is an ordered range scan of its index that stops after a few rows,
 * so a one-digit prefix is as quick as a whole number.
 */
export async function quickOrderSuggestions(store: PricedStore, code: string): Promise<QuickOrderProduct[]> {
  const key = codeKey(code);
  if (key === "") return [];
  const db = await getDb();
  const pattern = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [byNumber, byEan] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(sql`${producerKey} like ${pattern} and ${offeredToStudios()}`)
      .orderBy(producerKey)
      .limit(SUGGESTIONS),
    /^\d+$/.test(key)
      ? db
          .select(columns)
          .from(products)
          .where(sql`${eanKey} like ${pattern} and ${offeredToStudios()}`)
          .orderBy(eanKey)
          .limit(SUGGESTIONS)
      : Promise.resolve([]),
  ]);
  const seen = new Set<number>();
  const rank = (r: Row) => (r.key === key || r.ean === key ? 0 : 1);
  const found = [...byNumber, ...byEan]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, SUGGESTIONS);
  const prices = await pricesOf(store, found);
  return found.map((r) => toProduct(r, prices));
}

/** `withdrawn`: a catalog import withdrew the article since; shown with „Nicht mehr lieferbar“, not addable. */
export type RecentPurchase = QuickOrderProduct & { lastOrderedAt: string; timesOrdered: number; lastQuantity: number; withdrawn: boolean };

const RECENT_LIMIT = 100;

/**
 * "Zuletzt gekauft": the products the store ordered before that the catalog still has, with when they
 * were last ordered, in how many orders and the quantity of the last order; most recent first.
 */
export async function recentPurchases(store: PricedStore): Promise<RecentPurchase[]> {
  const db = await getDb();
  const rows = await sqlRows<Row & { lastOrderedAt: Date | string; timesOrdered: number; lastQuantity: number }>(
    db,
    sql`with bought as (
          select (li->>'id')::int as product_id,
                 max(o.created_at) as last_ordered_at,
                 count(distinct o.id)::int as times_ordered,
                 (array_agg((li->>'quantity')::int order by o.created_at desc))[1] as last_quantity
            from ${orders} o cross join lateral jsonb_array_elements(o.items) li
           where o.store_id = ${store.id}
           group by 1)
        select p.id, p.name, p.producer_id as "producerId", p.ean, p.image_key as "imageKey", p.price_ka_net_cents as "priceKaNetCents",
               p.order_quantity_min as "orderQuantityMin", p.order_quantity_interval as "orderQuantityInterval",
               p.withdrawn_at as "withdrawnAt", b.last_ordered_at as "lastOrderedAt", b.times_ordered as "timesOrdered", b.last_quantity as "lastQuantity"
          from bought b join ${products} p on p.id = b.product_id
         order by b.last_ordered_at desc, b.times_ordered desc, p.id
         limit ${RECENT_LIMIT}`,
  );
  const prices = await pricesOf(store, rows);
  return rows.map((r) => ({
    ...toProduct(r, prices),
    lastOrderedAt: new Date(r.lastOrderedAt).toISOString(),
    timesOrdered: Number(r.timesOrdered),
    lastQuantity: Number(r.lastQuantity),
    withdrawn: Boolean(r.withdrawnAt),
  }));
}
