import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";

// Products written from another area's staged rows (the catalog import, lib/server/operator/catalog-import-writes.ts),
// one set-based statement each, in the caller's transaction. The staged rows are `staged.from` aliased `a`,
// filtered by `staged.where`; the columns each statement reads are named at its function.

export type StagedRows = { from: SQL; where: SQL };

/** How many rows a data-changing statement touched. */
async function count(tx: Tx, query: SQL): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(tx, sql`with changed as (${query} returning 1) select count(*)::int as n from changed`);
  return row?.n ?? 0;
}

/** A new product's id, drawn from the products' sequence (the staged row keeps it, so the product is inserted with it). */
export function newProductId(): SQL {
  return sql`nextval(pg_get_serial_sequence('products', 'id'))::int`;
}

/** The brand of staged row `a` (by slug, else by name in any case). */
const brandOf = sql`(select b.id from brands b where b.slug = a.brand_slug or lower(b.name) = lower(a.brand) order by (b.slug = a.brand_slug) desc limit 1)`;

/**
 * Inserts a product for each staged row, in the order of a.seq, with its id a.product_id; the rows carry name,
 * supplier_pid, ean, description, category_id, sub_category_id, brand, brand_slug, list_price_cents,
 * shipping_net_cents, provider (else `provider`), delivery_min_days, delivery_max_days, delivery_by_provider,
 * sales_rank (else after the last), class_unmapped, price_missing, quantity_min and quantity_interval. Answers how many.
 */
export function createProducts(tx: Tx, staged: StagedRows, provider: string): Promise<number> {
  return count(
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
        from ${staged.from} a join categories c on c.id = a.category_id
        where ${staged.where} order by a.seq`,
  );
}

/** Updates product a.product_id from each staged row (the columns of createProducts; a missing value keeps the product's) and makes it active again. */
export function updateProducts(tx: Tx, staged: StagedRows): Promise<number> {
  return count(
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
        from ${staged.from} a where ${staged.where} and p.id = a.product_id`,
  );
}

/** Sets the list price of product a.product_id to a.list_price_cents (when given; then it is no longer without a price). */
export function repriceProducts(tx: Tx, staged: StagedRows): Promise<number> {
  return count(
    tx,
    sql`update products p set price_ka_net_cents = coalesce(a.list_price_cents, p.price_ka_net_cents),
          price_missing = p.price_missing and a.list_price_cents is null
        from ${staged.from} a where ${staged.where} and p.id = a.product_id`,
  );
}

/**
 * Withdraws ("nicht mehr lieferbar") the products `which` names: the ids of a subquery, or every active
 * product no staged row names by its supplier_pid. With `countOnly` nothing changes. Answers how many.
 */
export async function withdrawProducts(tx: Tx, which: { ids: SQL } | { allBut: StagedRows }, countOnly: boolean): Promise<number> {
  const where =
    "ids" in which
      ? sql`p.id in ${which.ids}`
      : sql`p.withdrawn_at is null and not exists (select 1 from ${which.allBut.from} a where ${which.allBut.where} and a.supplier_pid = p.producer_id)`;
  if (!countOnly) return count(tx, sql`update products p set withdrawn_at = now() where ${where}`);
  const [row] = await sqlRows<{ n: number }>(tx, sql`select count(*)::int as n from products p where ${where}`);
  return row?.n ?? 0;
}

/** The product detail tables the staged rows replace, each row's columns from the keys of one staged JSON array, in file order. */
const STAGED_DETAILS = [
  { table: "product_features", staged: "features", fields: { name: "name", value: "value", unit: "unit" } },
  { table: "product_media", staged: "mime", fields: { source: "source", purpose: "purpose", mime_type: "mimeType" } },
] as const;

/**
 * Replaces the features and media of product a.product_id as a whole by the staged row's a.features
 * (jsonb array of {name, value, unit}) and a.mime (jsonb array of {source, purpose, mimeType}).
 */
export async function replaceFeaturesAndMedia(tx: Tx, staged: StagedRows): Promise<void> {
  for (const d of STAGED_DETAILS) {
    const t = sql.identifier(d.table);
    // A delete joined with the staged rows, so the planner can join them by hash or by the product index.
    await tx.execute(sql`delete from ${t} t using ${staged.from} a where ${staged.where} and t.product_id = a.product_id`);
    const fields = Object.values(d.fields).map((key) => `j.v->>'${key}'`);
    await tx.execute(sql`
    insert into ${t} (product_id, position, ${sql.raw(Object.keys(d.fields).join(", "))})
    select a.product_id, j.n, ${sql.raw(fields.join(", "))}
    from ${staged.from} a, jsonb_array_elements(${sql.raw(`a.${d.staged}`)}) with ordinality as j(v, n)
    where ${staged.where}`);
  }
}

/** Places the products held back for an unmapped class among `productIds` (a subquery) in this category; answers how many. */
export async function placeHeldBackProducts(tx: Tx, place: { categoryId: number; subCategoryId: number | null }, productIds: SQL): Promise<number> {
  const placed = await sqlRows<{ id: number }>(
    tx,
    sql`update products p set category_id = ${place.categoryId}, sub_category_id = ${place.subCategoryId}, class_unmapped = false
        where p.class_unmapped and p.id in ${productIds}
        returning p.id`,
  );
  return placed.length;
}
