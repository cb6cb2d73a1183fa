import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/models/platform/db";
import { withdrawsMissing, type BmecatTransaction } from "@/lib/domain/operator/bmecat-article";
import { sqlRows } from "@/models/platform/sql-rows";
import { productFacts } from "../shop/product-facts";
import { createProducts, newProductId, replaceFeaturesAndMedia, repriceProducts, updateProducts, withdrawProducts } from "../shop/product-intake";

// The statements of pass 2 (lib/server/operator/catalog-import-apply.ts), in the order it runs them: each
// works on the import's staged rows (catalog_import_articles), inside the import's one transaction. The
// shop's products are read through its published facts (lib/server/shop/product-facts.ts) and written by
// its functions from these staged rows (lib/server/shop/product-intake.ts).

const staged = sql`catalog_import_articles`;
const mineOf = (importId: string) => sql`a.import_id = ${importId}`;

/**
 * One pass over the staged rows decides each article's place, product and action: created, updated
 * (content, prices, place or a withdrawn one coming back), prices only, withdrawn, or nothing. Only
 * rows with an action are written (a re-import writes none), and a new article gets its product id
 * here, in file order, so the products are inserted with it and nothing is written back afterwards.
 * Every class the file names becomes known to the operator's mapping.
 */
export async function decideActions(tx: Tx, importId: string, unmappedCategory: number | null): Promise<void> {
  const mine = mineOf(importId);
  await tx.execute(sql`
    update ${staged} a set category_id = x.category_id, sub_category_id = x.sub_category_id, action = x.action,
      class_unmapped = x.class_unmapped, product_id = case when x.action = 'create' then x.new_id else x.product_id end
    from (
      select y.*, case when y.action = 'create' then ${newProductId()} end as new_id
      from (
        select z.seq, z.category_id, z.sub_category_id, z.product_id, z.class_unmapped,
          case
            when z.mode in ('new', 'update') and z.product_id is null then 'create'
            when z.mode in ('new', 'update')
              and (ca.content_hash is distinct from z.content_hash or (z.price_hash is not null and ca.price_hash is distinct from z.price_hash)
                   or p.withdrawn_at is not null or p.class_unmapped is distinct from z.class_unmapped
                   or (z.category_id is not null and (p.category_id <> z.category_id or p.sub_category_id is distinct from z.sub_category_id)))
              then 'update'
            when z.mode = 'prices' and z.product_id is not null and ca.price_hash is distinct from z.price_hash then 'prices'
            when z.mode = 'delete' and p.withdrawn_at is null and z.product_id is not null then 'withdraw'
          end as action
        from (
          -- The article's place: its supplier group (PRODUCT_TO_CATALOGGROUP_MAP), else the operator's mapping of
          -- the first of its classes that has one; a new article whose classes have none is "Nicht zugeordnet".
          select s.seq, s.mode, s.content_hash, s.price_hash, p.id as product_id,
            coalesce(m.category_id, k.category_id, case when p.id is null and k.code is not null then ${unmappedCategory}::int end) as category_id,
            case when m.category_id is not null then m.sub_category_id else k.sub_category_id end as sub_category_id,
            (s.mode in ('new', 'update') and m.category_id is null and k.category_id is null
              and ((p.id is null and k.code is not null) or coalesce(p.class_unmapped, false))) as class_unmapped
          from ${staged} s
          left join (select distinct on (gm.supplier_pid) gm.supplier_pid, g.category_id, g.sub_category_id
                     from catalog_import_group_map gm join catalog_groups g on g.group_id = gm.group_id
                     where gm.import_id = ${importId}
                     order by gm.supplier_pid, gm.line desc) m on m.supplier_pid = s.supplier_pid
          left join lateral (
            select c.v->>'code' as code, cm.category_id, cm.sub_category_id
            from jsonb_array_elements(s.classes) with ordinality as c(v, n)
            left join catalog_class_mappings cm on cm.system = c.v->>'system' and cm.class_code = c.v->>'code' and cm.category_id is not null
            order by (cm.category_id is null), c.n limit 1) k on true
          left join ${productFacts()} p on p.producer_id = s.supplier_pid
          where s.import_id = ${importId}
        ) z
        left join ${productFacts()} p on p.id = z.product_id
        left join catalog_articles ca on ca.product_id = z.product_id
      ) y
      where y.action is not null
      order by y.seq
    ) x
    where ${mine} and a.seq = x.seq`);
  // Every class the file names is known to the operator's mapping (with its name), mapped or not.
  await tx.execute(sql`
    insert into catalog_class_mappings (system, class_code, class_name)
    select distinct on (c.v->>'system', c.v->>'code') c.v->>'system', c.v->>'code', c.v->>'name'
    from ${staged} a, jsonb_array_elements(a.classes) as c(v)
    where ${mine} and a.mode in ('new', 'update')
    order by c.v->>'system', c.v->>'code', (c.v->>'name') is null
    on conflict (system, class_code) do update set class_name = coalesce(excluded.class_name, catalog_class_mappings.class_name)
    where catalog_class_mappings.class_name is null and excluded.class_name is not null`);
  // The statistics taken after pass 1 knew no product ids and no actions: without new ones the planner
  // expects the joins below to find almost nothing and rescans the staging rows once per existing
  // price or feature (55 s instead of 1 s for 100,000 articles into a shop that already has some).
  await tx.execute(sql`analyze ${staged}`);
}

/** New articles become products, changed ones are updated, price-only rows repriced; the counts. */
export async function writeProducts(tx: Tx, importId: string, provider: string): Promise<{ created: number; updated: number; repriced: number }> {
  const rows = (action: "create" | "update" | "prices") => ({
    from: staged,
    where: sql`${mineOf(importId)} and a.action = ${sql.raw(`'${action}'`)}`,
  });
  const created = await createProducts(tx, rows("create"), provider);
  const updated = await updateProducts(tx, rows("update"));
  const repriced = await repriceProducts(tx, rows("prices"));
  return { created, updated, repriced };
}

/** Withdraws what the file deletes and, for a full load, what it does not name (a preview only counts them). */
export async function withdrawArticles(tx: Tx, importId: string, transaction: BmecatTransaction, preview: boolean): Promise<number> {
  const mine = mineOf(importId);
  const deleted = sql`(select a.product_id from ${staged} a where ${mine} and a.action = 'withdraw')`;
  let withdrawn = await withdrawProducts(tx, { ids: deleted }, preview);
  if (withdrawsMissing(transaction)) withdrawn += await withdrawProducts(tx, { allBut: { from: staged, where: mine } }, preview);
  return withdrawn;
}

/** The classes of a product, each row's columns from the keys of the staged JSON array, in file order. */
const CLASS_FIELDS = { system: "system", version: "version", class_code: "code", class_name: "name" } as const;

/** Features, classes and media of what changed are replaced as a whole (the file is their source). */
export async function replaceProductDetails(tx: Tx, importId: string): Promise<void> {
  const mine = mineOf(importId);
  const changed = sql`${mine} and a.action in ('create', 'update')`;
  await replaceFeaturesAndMedia(tx, { from: staged, where: changed });
  // The delete as a join with the staging rows, so the planner can join them by hash or by the product index.
  await tx.execute(sql`delete from product_classifications t using ${staged} a where ${changed} and t.product_id = a.product_id`);
  const fields = Object.values(CLASS_FIELDS).map((key) => `j.v->>'${key}'`);
  await tx.execute(sql`
    insert into product_classifications (product_id, position, ${sql.raw(Object.keys(CLASS_FIELDS).join(", "))})
    select a.product_id, j.n, ${sql.raw(fields.join(", "))}
    from ${staged} a, jsonb_array_elements(a.classes) with ordinality as j(v, n)
    where ${changed}`);
}

/** The prices (tiers, types, validity) of what changed or was repriced are replaced as a whole. */
export async function replaceProductPrices(tx: Tx, importId: string): Promise<void> {
  const mine = mineOf(importId);
  await tx.execute(
    sql`delete from product_prices t using ${staged} a where ${mine} and a.action in ('create', 'update', 'prices') and not a.price_missing
          and t.product_id = a.product_id`,
  );
  await tx.execute(sql`
    insert into product_prices (product_id, position, price_type, amount_cents, currency, lower_bound, valid_from, valid_to, territories)
    select a.product_id, pr.n, pr.v->>'priceType', (pr.v->>'amountCents')::int, pr.v->>'currency', (pr.v->>'lowerBound')::int,
      (pr.v->>'validFrom')::date, (pr.v->>'validTo')::date, coalesce(pr.v->'territories', '[]'::jsonb)
    from ${staged} a, jsonb_array_elements(a.prices) with ordinality as pr(v, n)
    where ${mine} and a.action in ('create', 'update', 'prices')`);
}

/** The articles' fingerprints for the next import; the counts of unmapped and unchanged; the staging rows go. */
export async function recordFingerprints(tx: Tx, importId: string): Promise<{ unmapped: number; unchanged: number }> {
  const mine = mineOf(importId);
  await tx.execute(sql`
    insert into catalog_articles (product_id, supplier_pid, content_hash, price_hash, import_id, updated_at)
    select a.product_id, a.supplier_pid, a.content_hash, a.price_hash, ${importId}::uuid, now()
    from ${staged} a where ${mine} and a.action in ('create', 'update', 'prices')
    on conflict (product_id) do update set
      content_hash = coalesce(excluded.content_hash, catalog_articles.content_hash),
      price_hash = coalesce(excluded.price_hash, catalog_articles.price_hash), import_id = excluded.import_id, updated_at = excluded.updated_at`);

  const [tally] = await sqlRows<{ unmapped: number; unchanged: number }>(
    tx,
    sql`select count(*) filter (where a.class_unmapped)::int as unmapped,
          count(*) filter (where a.action is null and a.mode <> 'delete')::int as unchanged
        from ${staged} a where ${mine}`,
  );
  await tx.execute(sql`delete from catalog_import_articles where import_id = ${importId}`);
  await tx.execute(sql`delete from catalog_import_group_map where import_id = ${importId}`);
  return { unmapped: tally?.unmapped ?? 0, unchanged: tally?.unchanged ?? 0 };
}
