import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { categories, type Category } from "@/models/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import type { Tx } from "@/models/platform/db";

// The shop's categories and brands as the catalog import finds and creates them, in the import's transaction.

/** Every category (top and sub). */
export function allCategories(tx: Tx): Promise<Category[]> {
  return tx.select().from(categories);
}

/** Creates a category; answers its id. */
export async function insertCategory(tx: Tx, values: { name: string; slug: string; parentId: number | null; position: number }): Promise<number> {
  const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
  return row.id;
}

/** The id of the top category with this slug, created with this name and position when there is none. */
export async function topCategoryId(tx: Tx, category: { name: string; slug: string; position: number }): Promise<number> {
  await tx.execute(sql`
    insert into categories (name, slug, parent_id, position)
    values (${category.name}, ${category.slug}, null, ${category.position})
    on conflict (slug) do nothing`);
  const [row] = await sqlRows<{ id: number }>(tx, sql`select id from categories where slug = ${category.slug}`);
  return row.id;
}

/**
 * Creates the brands the staged rows name that the shop does not know yet (by slug or by name, any
 * case): `staged.from` aliased `a`, with brand and brand_slug, filtered by `staged.where`.
 */
export async function insertMissingBrands(tx: Tx, staged: { from: SQL; where: SQL }): Promise<void> {
  await tx.execute(sql`
    insert into brands (name, slug)
    select distinct on (a.brand_slug) a.brand, a.brand_slug from ${staged.from} a
    where ${staged.where} and a.brand is not null
      and not exists (select 1 from brands b where b.slug = a.brand_slug or lower(b.name) = lower(a.brand))
    order by a.brand_slug
    on conflict do nothing`);
}
