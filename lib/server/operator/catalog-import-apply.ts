import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/models/platform/db";
import { categories } from "@/models/shop/catalog";
import { withdrawsMissing, type BmecatTransaction } from "@/lib/domain/operator/bmecat-article";
import { slugOf } from "@/lib/domain/platform/slug";
import { placeGroups, type BmecatGroup } from "@/lib/domain/operator/bmecat-groups";
import { sqlRows } from "@/models/platform/sql-rows";
import { UNMAPPED_CATEGORY_SLUG } from "../shop/offered";

export type ApplyCounts = { created: number; updated: number; withdrawn: number; unmapped: number; unchanged: number };
/** The studio a catalog's header names as its buyer (lib/server/operator/catalog-import-stage.ts). */
export type ImportBuyer = { id: string; name: string };
/** Milliseconds per step of the last apply, for the import's log line. */
export type ApplySteps = Record<string, number>;

async function count(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(tx, sql`with changed as (${query} returning 1) select count(*)::int as n from changed`);
  return row?.n ?? 0;
}

/**
 * The shop's categories for the file's groups: a group's category and subcategory are found by name
 * (a category at the top, a subcategory under its category) or created. Returns group id -> ids.
 */
async function categoriesForGroups(tx: Tx, groups: BmecatGroup[]): Promise<{ g: string; c: number; s: number | null }[]> {
  const { places } = placeGroups(groups);
  if (places.size === 0) return [];
  const existing = await tx.select().from(categories);
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
    const [row] = await tx.insert(categories).values({ name, slug, parentId, position }).returning({ id: categories.id });
    byKey.set(key(name, parentId), row.id);
    return row.id;
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
  await tx.execute(sql`
    insert into brands (name, slug)
    select distinct on (a.brand_slug) a.brand, a.brand_slug from ${staged} a
    where ${mine} and a.brand is not null
      and not exists (select 1 from brands b where b.slug = a.brand_slug or lower(b.name) = lower(a.brand))
    order by a.brand_slug
    on conflict do nothing`);
  lap("groups+brands");

  // One pass over the staged rows decides each article's place, product and action: created, updated
  // (content, prices, place or a withdrawn one coming back), prices only, withdrawn, or nothing. Only
  // rows with an action are written (a re-import writes none), and a new article gets its product id
  // here, in file order, so the products are inserted with it and nothing is written back afterwards.
  const unmappedCategory = await unmappedCategoryId(tx, importId);
  await tx.execute(sql`
    update ${staged} a set category_id = x.category_id, sub_category_id = x.sub_category_id, action = x.action,
      class_unmapped = x.class_unmapped, product_id = case when x.action = 'create' then x.new_id else x.product_id end
    from (
      select y.*, case when y.action = 'create' then nextval(pg_get_serial_sequence('products', 'id'))::int end as new_id
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
          left join products p on p.producer_id = s.supplier_pid
          where s.import_id = ${importId}
        ) z
        left join products p on p.id = z.product_id
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
  lap("actions");
  if (afterActions) {
    await afterActions(tx);
    lap("before-images");
  }

  const brandOf = sql`(select b.id from brands b where b.slug = a.brand_slug or lower(b.name) = lower(a.brand) order by (b.slug = a.brand_slug) desc limit 1)`;
  const created = await count(
    tx,
    sql`insert into products (id, name, producer_id, ean, description, category_id, sub_category_id, brand_id, price_ka_net_cents,
          price_shipping_net_cents, provider, shipping_time_min_days, shipping_time_max_days, shipping_time_provider, sales_rank, image_key,
          class_unmapped, price_missing, order_quantity_min, order_quantity_interval)
        overriding system value
        select a.product_id, a.name, a.supplier_pid, coalesce(a.ean, ''), a.description, a.category_id, a.sub_category_id, ${brandOf}, coalesce(a.list_price_cents, 0),
          coalesce(a.shipping_net_cents, 0), coalesce(a.provider, ${provider}), coalesce(a.delivery_min_days, 3),
          coalesce(a.delivery_max_days, 5), coalesce(a.delivery_by_provider, a.delivery_min_days is null),
          coalesce(a.sales_rank, (select coalesce(max(sales_rank), 0) from products) + a.seq), c.slug || '-' || a.brand_slug,
          coalesce(a.class_unmapped, false), a.price_missing, coalesce(a.quantity_min, 1), coalesce(a.quantity_interval, 1)
        from ${staged} a join categories c on c.id = a.category_id
        where ${mine} and a.action = 'create' order by a.seq`,
  );
  lap("products created");
  const updated = await count(
    tx,
    sql`update products p set name = a.name, ean = coalesce(a.ean, p.ean), description = a.description,
          category_id = coalesce(a.category_id, p.category_id),
          sub_category_id = case when a.category_id is null then p.sub_category_id else a.sub_category_id end,
          brand_id = ${brandOf}, price_ka_net_cents = coalesce(a.list_price_cents, p.price_ka_net_cents),
          shipping_time_min_days = coalesce(a.delivery_min_days, p.shipping_time_min_days),
          shipping_time_max_days = coalesce(a.delivery_max_days, p.shipping_time_max_days),
          shipping_time_provider = coalesce(a.delivery_by_provider, a.delivery_min_days is null and p.shipping_time_provider),
          provider = coalesce(a.provider, p.provider),
          price_shipping_net_cents = coalesce(a.shipping_net_cents, p.price_shipping_net_cents),
          sales_rank = coalesce(a.sales_rank, p.sales_rank),
          class_unmapped = coalesce(a.class_unmapped, false), price_missing = a.price_missing and p.price_missing,
          order_quantity_min = coalesce(a.quantity_min, p.order_quantity_min),
          order_quantity_interval = coalesce(a.quantity_interval, p.order_quantity_interval),
          withdrawn_at = null
        from ${staged} a where ${mine} and a.action = 'update' and p.id = a.product_id`,
  );
  const repriced = await count(
    tx,
    sql`update products p set price_ka_net_cents = coalesce(a.list_price_cents, p.price_ka_net_cents),
          price_missing = p.price_missing and a.list_price_cents is null
        from ${staged} a where ${mine} and a.action = 'prices' and p.id = a.product_id`,
  );

  lap("products updated");
  const withdraw = (where: ReturnType<typeof sql>) =>
    preview
      ? sqlRows<{ n: number }>(tx, sql`select count(*)::int as n from products p where ${where}`).then((r) => r[0]?.n ?? 0)
      : count(tx, sql`update products p set withdrawn_at = now() where ${where}`);
  let withdrawn = await withdraw(sql`p.id in (select a.product_id from ${staged} a where ${mine} and a.action = 'withdraw')`);
  if (withdrawsMissing(transaction)) {
    withdrawn += await withdraw(
      sql`p.withdrawn_at is null and not exists (select 1 from ${staged} a where ${mine} and a.supplier_pid = p.producer_id)`,
    );
  }

  lap("withdrawn");
  // Features, prices and media of what changed are replaced as a whole (the file is their source).
  const repricedIds = sql`(select a.product_id from ${staged} a where ${mine} and a.action in ('create', 'update', 'prices'))`;
  // Deletes as joins with the staging rows, so the planner can join them by hash or by the product index.
  const ofChanged = (table: string) =>
    sql`delete from ${sql.identifier(table)} t using ${staged} a where ${mine} and a.action in ('create', 'update') and t.product_id = a.product_id`;
  await tx.execute(ofChanged("product_features"));
  await tx.execute(sql`
    insert into product_features (product_id, position, name, value, unit)
    select a.product_id, f.n, f.v->>'name', f.v->>'value', f.v->>'unit'
    from ${staged} a, jsonb_array_elements(a.features) with ordinality as f(v, n)
    where ${mine} and a.action in ('create', 'update')`);
  lap("features");
  await tx.execute(ofChanged("product_classifications"));
  await tx.execute(sql`
    insert into product_classifications (product_id, position, system, version, class_code, class_name)
    select a.product_id, c.n, c.v->>'system', c.v->>'version', c.v->>'code', c.v->>'name'
    from ${staged} a, jsonb_array_elements(a.classes) with ordinality as c(v, n)
    where ${mine} and a.action in ('create', 'update')`);
  await tx.execute(ofChanged("product_media"));
  await tx.execute(sql`
    insert into product_media (product_id, position, source, purpose, mime_type)
    select a.product_id, m.n, m.v->>'source', m.v->>'purpose', m.v->>'mimeType'
    from ${staged} a, jsonb_array_elements(a.mime) with ordinality as m(v, n)
    where ${mine} and a.action in ('create', 'update')`);
  lap("media");
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

  lap("prices");
  if (buyer) {
    await applyCustomerPrices(tx, importId, buyer, repricedIds);
    lap("customer prices");
  }
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
  lap("fingerprints");
  return { created, updated: updated + repriced, withdrawn, unmapped: tally?.unmapped ?? 0, unchanged: tally?.unchanged ?? 0 };
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
  await tx.execute(sql`
    insert into categories (name, slug, parent_id, position)
    values (${UNMAPPED_CATEGORY.name}, ${UNMAPPED_CATEGORY.slug}, null, 100000)
    on conflict (slug) do nothing`);
  const [row] = await sqlRows<{ id: number }>(tx, sql`select id from categories where slug = ${UNMAPPED_CATEGORY.slug}`);
  return row.id;
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
  let [list] = await sqlRows<{ id: string }>(tx, sql`select price_list_id as id from price_list_stores where store_id = ${buyer.id}::uuid`);
  if (!list) {
    [list] = await sqlRows<{ id: string }>(
      tx,
      sql`insert into price_lists (name) values (${`Kundenpreise ${buyer.name} (BMEcat)`})
          on conflict (name) do update set updated_at = now() returning id`,
    );
    await tx.execute(sql`insert into price_list_stores (store_id, price_list_id) values (${buyer.id}::uuid, ${list.id}::uuid)`);
  }
  const removed = await count(tx, sql`delete from price_list_lines where price_list_id = ${list.id}::uuid and product_id in ${repricedIds}`);
  const added = await count(
    tx,
    sql`insert into price_list_lines (price_list_id, product_id, price_net_cents, from_quantity, valid_from, valid_to)
        select ${list.id}::uuid, a.product_id, (pr.v->>'amountCents')::int, greatest(coalesce((pr.v->>'lowerBound')::int, 1), 1),
          (pr.v->>'validFrom')::date, (pr.v->>'validTo')::date
        from catalog_import_articles a, jsonb_array_elements(a.prices) as pr(v)
        where a.import_id = ${importId} and a.action in ('create', 'update', 'prices') and pr.v->>'priceType' = 'net_customer'`,
  );
  if (removed || added) await tx.execute(sql`update price_lists set updated_at = now() where id = ${list.id}::uuid`);
}
