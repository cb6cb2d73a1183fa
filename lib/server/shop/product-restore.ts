import "server-only";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import type { Tx } from "@/models/platform/db";

// Products put back from before-images (the undo of a catalog import, lib/server/operator/catalog-import-undo.ts),
// in the caller's transaction. The before-images are rows `undo.from` aliased `u`, filtered by `undo.where`,
// with product_id, existed and before (jsonb: the product's row under 'product', its other rows under their table's name).

/** The shop's tables of a product's details that a before-image may hold, by table name. */
export const PRODUCT_DETAIL_TABLES = ["product_features", "product_media"] as const;

type BeforeImages = { from: SQL; where: SQL };

/** The product columns an undo writes back: all but its id and the generated search vector. */
function productColumns() {
  return Object.values(getTableColumns(products)).filter((c) => c.name !== "id" && !c.generated);
}

/** Puts back the row and the detail rows (features, media) of every product that existed before. */
export async function restoreProducts(tx: Tx, undo: BeforeImages): Promise<void> {
  const set = sql.join(
    productColumns().map((c) => sql`${sql.identifier(c.name)} = r.${sql.identifier(c.name)}`),
    sql`, `,
  );
  await tx.execute(sql`
    update products p set ${set}
    from ${undo.from} u, jsonb_populate_record(null::products, u.before->'product') r
    where ${undo.where} and u.existed and p.id = u.product_id`);
  for (const table of PRODUCT_DETAIL_TABLES) {
    const t = sql.identifier(table);
    await tx.execute(sql`delete from ${t} x using ${undo.from} u where ${undo.where} and u.before ? ${table} and x.product_id = u.product_id`);
  }
  for (const table of PRODUCT_DETAIL_TABLES) {
    const t = sql.identifier(table);
    await tx.execute(sql`
      insert into ${t} select r.* from ${undo.from} u, jsonb_populate_recordset(null::${t}, u.before->${table}) r
      where ${undo.where} and u.before ? ${table}`);
  }
}

/** Withdraws the products that did not exist before (not deleted: an order or a wish list may name them); answers how many. */
export async function withdrawNewProducts(tx: Tx, undo: BeforeImages): Promise<number> {
  const [removed] = await sqlRows<{ n: number }>(
    tx,
    sql`with w as (
          update products p set withdrawn_at = now() from ${undo.from} u
          where ${undo.where} and not u.existed and p.id = u.product_id and p.withdrawn_at is null returning 1)
        select count(*)::int as n from w`,
  );
  return removed?.n ?? 0;
}
