import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { suggestCategories } from "@/lib/domain/operator/bmecat-classes";
import type { ClassMappingRow, ClassMappingSet } from "@/lib/domain/operator/class-mappings";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { UNMAPPED_CATEGORY_SLUG } from "../shop/offered";
import { categoryOptions, categoryPlace } from "../shop/catalog-categories";
import { productFacts } from "../shop/product-facts";
import { placeHeldBackProducts } from "../shop/product-intake";

/**
 * The classes imports have met (ECLASS, ETIM, the suppliers' own) with the shop category each is mapped
 * to, the unmapped ones first ("Nicht zugeordnet"), each with its articles and suggestions; the shop's
 * categories to choose from; and the articles held back because their class is not mapped yet.
 */
export async function listClassMappings(opts: { db?: Db } = {}) {
  const db = opts.db ?? (await getDb());
  const categories = await categoryOptions(db);
  const rows = await sqlRows<Omit<ClassMappingRow, "suggestions">>(
    db,
    sql`select m.system, m.class_code as code, m.class_name as name, m.category_id as "categoryId", m.sub_category_id as "subCategoryId",
          count(p.id)::int as articles, count(p.id) filter (where p.class_unmapped)::int as unmapped
        from catalog_class_mappings m
        left join product_classifications pc on pc.system = m.system and pc.class_code = m.class_code and pc.position = 1
        left join ${productFacts()} p on p.id = pc.product_id and p.withdrawn_at is null
        group by m.system, m.class_code
        order by (m.category_id is not null), count(p.id) filter (where p.class_unmapped) desc, m.system, m.class_code
        limit 2000`,
  );
  const options = categories.map((c) => ({ ...c }));
  const classes: ClassMappingRow[] = rows.map((r) => ({
    ...r,
    suggestions:
      r.categoryId === null
        ? suggestCategories(r.name, options).map((c) => ({
            categoryId: c.parentId ?? c.id,
            subCategoryId: c.parentId ? c.id : null,
            label: c.parentName ? `${c.parentName} › ${c.name}` : c.name,
          }))
        : [],
  }));
  const unmappedArticles = await sqlRows<{ id: number; producerId: string; name: string; system: string | null; code: string | null }>(
    db,
    sql`select p.id, p.producer_id as "producerId", p.name, pc.system, pc.class_code as code
        from ${productFacts()} p left join product_classifications pc on pc.product_id = p.id and pc.position = 1
        where p.class_unmapped and p.withdrawn_at is null order by p.id limit 200`,
  );
  return { classes, categories, unmappedArticles };
}

/**
 * Maps a class to a shop category (and subcategory): every later import places its articles there, and
 * the articles held back as "Nicht zugeordnet" because of this class are placed and offered now
 * (unless they still lack a price).
 */
export async function setClassMapping(input: ClassMappingSet, opts: { db?: Db } = {}): Promise<{ placed: number }> {
  const db = opts.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const cat = await categoryPlace(tx, input.categoryId);
    if (!cat || cat.parentId !== null || cat.slug === UNMAPPED_CATEGORY_SLUG)
      throw new AppError("bad_input", "Diese Kategorie gibt es nicht.", "categoryId");
    const sub = input.subCategoryId ?? null;
    if (sub !== null) {
      const s = await categoryPlace(tx, sub);
      if (s?.parentId !== cat.id) throw new AppError("bad_input", "Die Unterkategorie gehört nicht zu dieser Kategorie.", "subCategoryId");
    }
    const [known] = await sqlRows<{ n: number }>(
      tx,
      sql`update catalog_class_mappings set category_id = ${cat.id}, sub_category_id = ${sub}, updated_at = now()
          where system = ${input.system} and class_code = ${input.code} returning 1 as n`,
    );
    if (!known) throw new AppError("not_found", "Diese Klasse ist noch in keinem Import vorgekommen.");
    const ofClass = sql`(select pc.product_id from product_classifications pc where pc.system = ${input.system} and pc.class_code = ${input.code})`;
    return { placed: await placeHeldBackProducts(tx, { categoryId: cat.id, subCategoryId: sub }, ofClass) };
  });
}
