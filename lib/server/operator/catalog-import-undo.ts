import "server-only";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "@/models/platform/db";
import { catalogImports, catalogImportUndo } from "@/models/operator/catalog-import";
import { importIdSchema } from "@/lib/domain/operator/catalog-import-schema";
import { berlinDateTimeText } from "@/lib/domain/platform/berlin-time";
import { sqlRows } from "@/models/platform/sql-rows";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { producerIdsOf } from "../shop/producer-ids";
import { restoreProducts, withdrawNewProducts } from "../shop/product-restore";
import { OWN_IMAGE_TABLES } from "./catalog-import-changes";
import { lockCatalogWrites } from "./catalog-import-preview";

// Undo of an applied import within 30 days (issue 42): its before-images (catalog_import_undo, written
// inside the import's transaction by catalog-import-changes.ts) are put back in one transaction.

export type UndoResult = { importId: string; restored: number; removed: number };

/** The reason an import cannot be undone, or null. */
async function refusal(tx: Tx, importId: string, now: Date): Promise<string | null> {
  const [imp] = await tx.select().from(catalogImports).where(eq(catalogImports.id, importId)).for("update");
  if (!imp) throw new AppError("not_found", "Diesen Import gibt es nicht.");
  if (imp.undoneAt) return "Dieser Import wurde bereits rückgängig gemacht.";
  if (imp.state !== "done") return "Nur ein übernommener Import lässt sich rückgängig machen.";
  if (!imp.undoUntil) return "Für diesen Import ist kein früherer Stand gespeichert; er lässt sich nicht rückgängig machen.";
  if (imp.undoUntil < now)
    return `Ein Import lässt sich nur 30 Tage lang rückgängig machen; die Frist endete am ${berlinDateTimeText(imp.undoUntil)}.`;
  const [later] = await sqlRows<{ file_name: string | null; finished_at: Date | string; product_id: number }>(
    tx,
    sql`select i.file_name, i.finished_at, u.product_id
        from catalog_import_undo u
        join catalog_import_undo l on l.product_id = u.product_id and l.import_id <> u.import_id
        join catalog_imports i on i.id = l.import_id
        where u.import_id = ${importId} and i.state = 'done' and i.undone_at is null and i.finished_at > ${imp.finishedAt ?? now}
        order by i.finished_at desc limit 1`,
  );
  if (later) {
    const name = later.file_name ? `„${later.file_name}“` : "ohne Dateinamen";
    const article = (await producerIdsOf(tx, [later.product_id])).get(later.product_id);
    return `Ein späterer Import (${name}, übernommen am ${berlinDateTimeText(new Date(later.finished_at))}) hat dieselben Artikel geändert, z. B. ${article}. Machen Sie zuerst diesen späteren Import rückgängig.`;
  }
  return null;
}

/** Puts every changed product back: its row, its other rows and fingerprints as they were. */
async function restore(tx: Tx, importId: string) {
  const mine = sql`u.import_id = ${importId}`;
  const undo = { from: sql`catalog_import_undo`, where: mine };
  // The shop puts back the products and their features and media; the import's own rows (prices, classes, fingerprints) follow here.
  await restoreProducts(tx, undo);
  const ownTables = [...OWN_IMAGE_TABLES, "catalog_articles"];
  for (const table of ownTables) {
    const t = sql.identifier(table);
    await tx.execute(sql`delete from ${t} x using catalog_import_undo u where ${mine} and u.before ? ${table} and x.product_id = u.product_id`);
  }
  for (const table of ownTables.filter((t) => t !== "catalog_articles")) {
    const t = sql.identifier(table);
    await tx.execute(sql`
      insert into ${t} select r.* from catalog_import_undo u, jsonb_populate_recordset(null::${t}, u.before->${table}) r
      where ${mine} and u.before ? ${table}`);
  }
  await tx.execute(sql`
    insert into catalog_articles select r.* from catalog_import_undo u, jsonb_populate_record(null::catalog_articles, u.before->'catalog_articles') r
    where ${mine} and jsonb_typeof(u.before->'catalog_articles') = 'object'`);
  // New articles leave the shop again (withdrawn, not deleted: an order or a wish list may name them).
  const removed = await withdrawNewProducts(tx, undo);
  await tx.execute(sql`delete from catalog_articles c using catalog_import_undo u where ${mine} and not u.existed and c.product_id = u.product_id`);
  return removed;
}

/**
 * Undoes an applied import (`catalogImportUndo`): withdrawn articles are active again, prices, features,
 * classes and media as they were (stock: an import never changes it), new articles out of the shop; in one transaction. Refused with
 * a German reason after 30 days, when it was undone already, or when a later import changed the same
 * articles (that one is undone first).
 */
export async function undoCatalogImport(importId: string, opts: { db?: Db; now?: Date } = {}): Promise<UndoResult> {
  const id = importIdSchema.safeParse(importId);
  if (!id.success) throw new AppError("not_found", "Diesen Import gibt es nicht.");
  const db = opts.db ?? (await getDb());
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    const reason = await refusal(tx, id.data, now);
    if (reason) throw new AppError("conflict", reason);
    const [{ n }] = await sqlRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from catalog_import_undo where import_id = ${id.data} and existed`,
    );
    const removed = await restore(tx, id.data);
    await tx.delete(catalogImportUndo).where(eq(catalogImportUndo.importId, id.data));
    await tx.update(catalogImports).set({ undoneAt: now, undoUntil: null }).where(eq(catalogImports.id, id.data));
    return { importId: id.data, restored: n, removed };
  });
}

/** The daily clean-up: before-images of imports applied more than 30 days ago are deleted; those imports can no longer be undone. */
export async function expireImportUndo(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(catalogImports)
    .set({ undoUntil: null })
    .where(and(isNotNull(catalogImports.undoUntil), lt(catalogImports.undoUntil, now)))
    .returning({ id: catalogImports.id });
  await db.execute(
    sql`delete from catalog_import_undo u using catalog_imports i where i.id = u.import_id and (i.undo_until is null or i.undone_at is not null)`,
  );
  return expired.length;
}
