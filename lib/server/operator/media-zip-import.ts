import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { catalogImports } from "@/models/operator/catalog-import";
import { importIdSchema, MAX_LISTED_ERRORS } from "@/lib/domain/operator/catalog-import-schema";
import { MEDIA_ZIP_FORMAT, type CatalogMediaImportStatus } from "@/lib/domain/operator/media-zip-import";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { logger, reason } from "../platform/log";
import { importMediaZip } from "./product-images";

const log = logger("media-zip-import");

/**
 * Runs a queued image ZIP (a catalog_imports row of format "media-zip"): importMediaZip stores the images
 * the products name. The row keeps the report in the import's columns: created = stored, updated = failed,
 * withdrawn = missing, errors = each failed image (entry name, German reason) or the ZIP's refusal.
 */
export async function runMediaZipImport(db: Db, imp: { id: string; filePath: string }): Promise<"done" | "failed"> {
  const t = Date.now();
  const finish = (values: Partial<typeof catalogImports.$inferInsert>) =>
    db
      .update(catalogImports)
      .set({ ...values, finishedAt: new Date() })
      .where(eq(catalogImports.id, imp.id));
  try {
    const result = await importMediaZip(db, imp.filePath);
    if (result.state === "refused") {
      await finish({ state: "failed", errors: [{ article: null, message: result.reason }], errorCount: 1 });
      log.info({ importId: imp.id, reason: result.reason }, "Bilder-ZIP abgelehnt");
      return "failed";
    }
    const total = result.stored + result.failed.length + result.missing;
    await finish({
      state: "done",
      processed: total,
      total,
      created: result.stored,
      updated: result.failed.length,
      withdrawn: result.missing,
      errors: result.failed.slice(0, MAX_LISTED_ERRORS).map((f) => ({ article: f.source, message: f.reason })),
      errorCount: result.failed.length,
    });
    log.info(
      { importId: imp.id, stored: result.stored, failed: result.failed.length, missing: result.missing, ms: Date.now() - t },
      "Bilder-ZIP eingelesen",
    );
    return "done";
  } catch (error) {
    log.error({ importId: imp.id, reason: reason(error) }, "Bilder-ZIP abgebrochen");
    await finish({
      state: "failed",
      errors: [{ article: null, message: "Die ZIP-Datei wurde wegen eines internen Fehlers nicht fertig gelesen." }],
      errorCount: 1,
    }).catch(() => {});
    return "failed";
  }
}

/** The state and report of an image ZIP; 404 for an unknown id or one that is no image ZIP. */
export async function catalogMediaImportStatus(importId: string, opts: { db?: Db } = {}): Promise<CatalogMediaImportStatus> {
  const id = importIdSchema.safeParse(importId);
  if (!id.success) throw new AppError("not_found", "Diesen Bilder-Import gibt es nicht.");
  const db = opts.db ?? (await getDb());
  const [row] = await db
    .select()
    .from(catalogImports)
    .where(and(eq(catalogImports.id, id.data), eq(catalogImports.format, MEDIA_ZIP_FORMAT)));
  if (!row) throw new AppError("not_found", "Diesen Bilder-Import gibt es nicht.");
  const errors = row.errors.map((e) => ({ entry: e.article, reason: e.message }));
  const more = row.errorCount - row.errors.length;
  if (more > 0) errors.push({ entry: null, reason: `… und ${more.toLocaleString("de-DE")} weitere Fehler` });
  return {
    state: row.state,
    stored: row.created,
    failed: row.state === "done" ? row.updated : 0,
    missing: row.withdrawn,
    errors,
  };
}
