import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/models/platform/db";
import { withdrawsMissing, type BmecatTransaction } from "@/lib/domain/operator/bmecat-article";
import type { PriceChange } from "@/lib/domain/operator/catalog-import-schema";
import { sqlRows } from "@/models/platform/sql-rows";
import { productFacts, productImage } from "../shop/product-facts";

// What an import changes, seen inside its transaction once each staged article has its action
// (lib/server/operator/catalog-import-apply.ts) and before anything is written: the largest list price
// changes (shown by the preview and the history) and the before-images an undo restores
// (lib/server/operator/catalog-import-undo.ts).

/** How many price changes a preview lists. */
export const LISTED_PRICE_CHANGES = 10;

/** The import's own rows of a product that it replaces, kept whole in the product's before-image (the shop keeps its features and media there). */
export const OWN_IMAGE_TABLES = ["product_prices", "product_classifications"] as const;

/** The ten largest changes of a list price (by their amount), largest first. */
export async function largestPriceChanges(tx: Tx, importId: string): Promise<PriceChange[]> {
  const rows = await sqlRows<{ article: string; name: string | null; old_cents: number; new_cents: number }>(
    tx,
    sql`select a.supplier_pid as article, coalesce(a.name, p.name) as name, p.price_ka_net_cents as old_cents, a.list_price_cents as new_cents
        from catalog_import_articles a join ${productFacts()} p on p.id = a.product_id
        where a.import_id = ${importId} and a.action in ('update', 'prices') and a.list_price_cents is not null
          and not p.price_missing and p.price_ka_net_cents <> a.list_price_cents
        order by abs(a.list_price_cents - p.price_ka_net_cents) desc, a.seq
        limit ${LISTED_PRICE_CHANGES}`,
  );
  return rows.map((r) => ({ article: r.article, name: r.name, oldCents: Number(r.old_cents), newCents: Number(r.new_cents) }));
}

/**
 * A product's before-image: the shop's part (its row without the search vector, and when `full` its
 * features and media), and when `full` its prices, classes and fingerprints.
 */
function imageOf(productId: ReturnType<typeof sql>, full: boolean) {
  if (!full) return productImage(productId, false);
  const own = OWN_IMAGE_TABLES.map(
    (t) => sql`${t}::text, (select coalesce(jsonb_agg(to_jsonb(c)), '[]'::jsonb) from ${sql.identifier(t)} c where c.product_id = ${productId})`,
  );
  return sql`${productImage(productId, true)} || jsonb_build_object(${sql.join(own, sql`, `)},
    'catalog_articles', (select to_jsonb(ca) from catalog_articles ca where ca.product_id = ${productId}))`;
}

/**
 * Records, inside the import's transaction, how every product the import is about to change was: new
 * ones as new (an undo takes them out of the shop again), changed ones with their row, features,
 * prices, classes, media and fingerprints, withdrawn ones with their row (an undo makes them
 * active again). Called after the actions are decided and before anything is written.
 */
export async function recordBeforeImages(tx: Tx, importId: string, transaction: BmecatTransaction): Promise<void> {
  await tx.execute(sql`
    insert into catalog_import_undo (import_id, product_id, existed, before)
    select ${importId}::uuid, a.product_id, a.action <> 'create',
      case when a.action = 'create' then null when a.action = 'withdraw' then ${imageOf(sql`a.product_id`, false)} else ${imageOf(sql`a.product_id`, true)} end
    from catalog_import_articles a
    where a.import_id = ${importId} and a.action is not null and a.product_id is not null
    on conflict do nothing`);
  if (!withdrawsMissing(transaction)) return;
  await tx.execute(sql`
    insert into catalog_import_undo (import_id, product_id, existed, before)
    select ${importId}::uuid, p.id, true, ${imageOf(sql`p.id`, false)}
    from ${productFacts()} p
    where p.withdrawn_at is null
      and not exists (select 1 from catalog_import_articles a where a.import_id = ${importId} and a.supplier_pid = p.producer_id)
    on conflict do nothing`);
}
