import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { PRODUCT_DETAIL_TABLES } from "./product-restore";

// What the shop publishes of its products to the catalog import and the class mappings (lib/server/operator),
// as SQL fragments they join in their own set-based statements, inside their transaction.

/**
 * The products as another area reads them: a subquery (give it an alias) with the columns id,
 * producer_id, ean, name, price_ka_net_cents, price_missing, withdrawn_at, class_unmapped, category_id and
 * sub_category_id. PostgreSQL pulls it up into the statement, so a join by id, producer_id or ean uses
 * the products' indexes as a join with the table would.
 */
export function productFacts(): SQL {
  return sql`(select id, producer_id, ean, name, price_ka_net_cents, price_missing, withdrawn_at, class_unmapped, category_id, sub_category_id
    from products)`;
}

/**
 * The shop's part of a product's before-image (an undo puts it back, lib/server/shop/product-restore.ts):
 * jsonb with its row under 'product' (without the search vector, which follows from it) and, when
 * `full`, its features and media under their table's name. Null when there is no product `productId`.
 */
export function productImage(productId: SQL, full: boolean): SQL {
  const details = full
    ? PRODUCT_DETAIL_TABLES.map(
        (t) => sql`, ${t}::text, (select coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb) from ${sql.identifier(t)} d where d.product_id = img.id)`,
      )
    : [];
  return sql`(select jsonb_build_object('product', to_jsonb(img) - 'search_vector' ${sql.join(details, sql``)}) from products img where img.id = ${productId})`;
}
