import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { categories, type Category } from "@/models/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import type { Db, Tx } from "@/models/platform/db";
import { UNMAPPED_CATEGORY_SLUG } from "./offered";

// The shop's categories and brands as the catalog import and the class mappings find and create them, in their transaction.

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

/** A category to map a class to: every one but "Nicht zugeordnet", with its parent's name, in the shop's order. */
export type CategoryOption = { id: number; name: string; parentId: number | null; parentName: string | null };

export function categoryOptions(db: Db | Tx): Promise<CategoryOption[]> {
  return sqlRows<CategoryOption>(
    db,
    sql`select c.id, c.name, c.parent_id as "parentId", p.name as "parentName" from categories c left join categories p on p.id = c.parent_id
        where c.slug <> ${UNMAPPED_CATEGORY_SLUG} order by coalesce(p.position, c.position), coalesce(p.id, c.id), c.parent_id nulls first, c.position`,
  );
}

/** The category with this id: its parent (null at the top) and slug; undefined when there is none. */
export async function categoryPlace(tx: Tx, id: number): Promise<{ id: number; parentId: number | null; slug: string } | undefined> {
  const [row] = await sqlRows<{ id: number; parentId: number | null; slug: string }>(
    tx,
    sql`select id, parent_id as "parentId", slug from categories where id = ${id}`,
  );
  return row;
}
