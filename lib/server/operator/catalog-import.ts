import "server-only";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { catalogImportArticles, catalogImportGroupMap, catalogImports } from "@/models/operator/catalog-import";
import { importIdSchema, type CatalogImportStatus, type ImportError } from "@/lib/domain/operator/catalog-import-schema";
import { type CsvMapping, type CsvMode } from "@/lib/domain/operator/csv-import";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { logger, reason } from "../platform/log";
import { stageCatalogFile, type StageResult } from "./catalog-import-stage";
import { stageCsvFile } from "./csv-stage";
import { type ApplySteps } from "./catalog-import-apply";
import { applyOrPreview, withdrawCheck, withdrawRefusal } from "./catalog-import-preview";
import { MEDIA_ZIP_FORMAT } from "@/lib/domain/operator/media-zip-import";
import { runMediaZipImport } from "./media-zip-import";
import { recordReport, reportColumns } from "./import-findings";

const log = logger("catalog-import");

/** What an import's caller sees: state, progress, counts and the listed errors (and how many more there were). */
export async function catalogImportStatus(importId: string, opts: { db?: Db } = {}): Promise<CatalogImportStatus> {
  const id = importIdSchema.safeParse(importId);
  if (!id.success) throw new AppError("not_found", "Diesen Import gibt es nicht.");
  const db = opts.db ?? (await getDb());
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, id.data));
  if (!row) throw new AppError("not_found", "Diesen Import gibt es nicht.");
  const errors: ImportError[] = [...row.errors];
  const more = row.errorCount - row.errors.length;
  if (more > 0) errors.push({ article: null, message: `… und ${more.toLocaleString("de-DE")} weitere Fehler` });
  return {
    state: row.state,
    processed: row.processed,
    total: row.total,
    created: row.created,
    updated: row.updated,
    withdrawn: row.withdrawn,
    unchanged: row.unchanged,
    unmapped: row.unmapped,
    errors,
    warnings: row.warnings,
    warningCount: row.warningCount,
    encoding: row.encoding,
    priceChanges: row.priceChanges,
    confirmNeeded: row.confirmNeeded,
    activeBefore: row.activeBefore,
    undoUntil: row.undoUntil?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** What the runner needs of a claimed import. */
type ClaimedImport = {
  id: string;
  filePath: string;
  format?: string;
  csvMapping?: CsvMapping | null;
  csvMode?: CsvMode | null;
  confirmWithdraw?: number | null;
  /** A preview: every check, the counts and the price changes; nothing of the shop changes. */
  preview?: boolean;
};

/** How a run of an import ended: applied, refused, or previewed (waiting for "Übernehmen"). */
export type ImportEnd = "done" | "failed" | "previewed";

/** How long an applied import can be undone. */
export const UNDO_DAYS = 30;

/** How often an import is started before one whose process keeps dying (a file that kills it) is given up. */
export const MAX_IMPORT_ATTEMPTS = 3;
const GIVEN_UP: ImportError = {
  article: null,
  message: `Der Import wurde ${MAX_IMPORT_ATTEMPTS}-mal abgebrochen, ohne zu Ende zu kommen; der Shop ist unverändert. Bitte prüfen Sie die Datei.`,
};

/**
 * Takes import `importId` for try `attempt` of its job (1, 2, …): marks it running and answers what the
 * run needs, or null when there is nothing to run: it ended already (a try that finished the import
 * but not its job), or it was tried MAX_IMPORT_ATTEMPTS times without ending (each try's process died)
 * and is marked failed with that reason now.
 */
export async function takeImport(db: Db, importId: string, attempt: number): Promise<ClaimedImport | null> {
  if (attempt > MAX_IMPORT_ATTEMPTS) {
    await finish(db, importId, { state: "failed", errors: [GIVEN_UP], errorCount: 1 }, { ifOpen: true });
    return null;
  }
  const [row] = await db
    .update(catalogImports)
    .set({ state: "running", startedAt: sql`coalesce(${catalogImports.startedAt}, now())` })
    .where(and(eq(catalogImports.id, importId), inArray(catalogImports.state, ["queued", "running"])))
    .returning({
      id: catalogImports.id,
      filePath: catalogImports.filePath,
      format: catalogImports.format,
      csvMapping: catalogImports.csvMapping,
      csvMode: catalogImports.csvMode,
      confirmWithdraw: catalogImports.confirmWithdraw,
      preview: catalogImports.preview,
    });
  // The mapping was checked by its schema when the upload stored it.
  return row ? { ...row, csvMapping: row.csvMapping as CsvMapping | null } : null;
}

/** The state an import ended in (done or failed), or null while it has not ended. */
export async function importEnd(db: Db, importId: string): Promise<"done" | "failed" | null> {
  const [row] = await db.select({ state: catalogImports.state }).from(catalogImports).where(eq(catalogImports.id, importId));
  return row?.state === "done" || row?.state === "failed" ? row.state : null;
}

/**
 * Ends an import: its row and its grouped findings in one transaction, so a caller who sees the end state
 * reads the whole report. `ifOpen`: only if no other run has ended it meanwhile.
 */
async function finish(db: Db, id: string, values: Partial<typeof catalogImports.$inferInsert>, opts: { ifOpen?: boolean } = {}) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(catalogImports)
      .set({ ...reportColumns(values), finishedAt: new Date() })
      .where(opts.ifOpen ? and(eq(catalogImports.id, id), inArray(catalogImports.state, ["queued", "running"])) : eq(catalogImports.id, id))
      .returning({ id: catalogImports.id });
    if (ended.length) await recordReport(tx, id, values);
  });
}

async function dropStaged(db: Db, id: string) {
  await db.delete(catalogImportArticles).where(eq(catalogImportArticles.importId, id));
  await db.delete(catalogImportGroupMap).where(eq(catalogImportGroupMap.importId, id));
}

/** Ends an import whose file has errors (or no transaction) with its report; the staged rows go. */
async function refuseStaged(db: Db, importId: string, staged: StageResult, t: number): Promise<ImportEnd> {
  await dropStaged(db, importId);
  await finish(db, importId, {
    state: "failed",
    transaction: staged.transaction,
    errors: staged.errors,
    errorCount: staged.errorCount,
    warnings: staged.warnings ?? [],
    warningCount: staged.warningCount ?? 0,
    encoding: staged.encoding ?? null,
  });
  log.info({ importId, errors: staged.errorCount, ms: Date.now() - t }, "Katalogimport abgelehnt");
  return "failed";
}

/** Ends an import an internal error broke off; the shop is as it was, the staged rows go as far as they can. */
async function abortImport(db: Db, importId: string, error: unknown): Promise<ImportEnd> {
  log.error({ importId, reason: reason(error) }, "Katalogimport abgebrochen");
  await db
    .delete(catalogImportArticles)
    .where(eq(catalogImportArticles.importId, importId))
    .catch(() => {});
  await db
    .delete(catalogImportGroupMap)
    .where(eq(catalogImportGroupMap.importId, importId))
    .catch(() => {});
  await finish(db, importId, {
    state: "failed",
    errors: [{ article: null, message: "Der Import wurde wegen eines internen Fehlers abgebrochen; der Shop ist unverändert." }],
    errorCount: 1,
  }).catch(() => {});
  return "failed";
}

/**
 * Runs one import: pass 1 checks the whole file and stages it (nothing changes), pass 2 applies it in
 * one transaction. A file with any error fails with its report and leaves the shop as it was.
 */
export async function runCatalogImport(db: Db, imp: ClaimedImport, now = new Date()): Promise<ImportEnd> {
  if (imp.format === MEDIA_ZIP_FORMAT) return runMediaZipImport(db, imp);
  const t = Date.now();
  try {
    const today = berlinIsoDay(now);
    const staged =
      imp.format === "csv"
        ? await stageCsvFile(db, imp.id, imp.filePath, imp.csvMapping ?? null, imp.csvMode ?? "full", today)
        : await stageCatalogFile(db, imp.id, imp.filePath, today);
    if (staged.errorCount > 0 || !staged.transaction) return refuseStaged(db, imp.id, staged, t);
    const check = await withdrawCheck(db, imp.id, staged.transaction);
    const guard = imp.preview ? null : withdrawRefusal(check, imp.confirmWithdraw ?? null);
    if (guard) {
      await dropStaged(db, imp.id);
      await finish(db, imp.id, {
        state: "failed",
        transaction: staged.transaction,
        errors: [guard],
        errorCount: 1,
        warnings: staged.warnings ?? [],
        warningCount: staged.warningCount ?? 0,
        activeBefore: check.active,
      });
      log.info({ importId: imp.id, reason: guard.message }, "Katalogimport abgelehnt");
      return "failed";
    }
    const provider = staged.header.supplier || "Lieferant";
    const checkedMs = Date.now() - t;
    const steps: ApplySteps = {};
    const preview = imp.preview ?? false;
    const { counts, priceChanges } = await applyOrPreview(
      db,
      imp.id,
      { transaction: staged.transaction, groups: staged.groups, provider, buyer: staged.buyerStore ?? null },
      preview,
      steps,
    );
    // A preview's staging rows were kept by its rollback; "Übernehmen" reads the file again.
    if (preview) await dropStaged(db, imp.id);
    await finish(db, imp.id, {
      state: preview ? "previewed" : "done",
      transaction: staged.transaction,
      processed: staged.total,
      ...counts,
      priceChanges,
      confirmNeeded: preview && check.confirmNeeded,
      activeBefore: check.active,
      undoUntil: preview ? null : new Date(Date.now() + UNDO_DAYS * 86_400_000),
      errors: [],
      warnings: staged.warnings ?? [],
      warningCount: staged.warningCount ?? 0,
      encoding: staged.encoding ?? null,
    });
    log.info(
      { importId: imp.id, preview, ...counts, ms: Date.now() - t, checkedMs, steps },
      preview ? "Katalogvorschau erstellt" : "Katalogimport abgeschlossen",
    );
    return preview ? "previewed" : "done";
  } catch (error) {
    return abortImport(db, imp.id, error);
  }
}

/** Runs try `attempt` of import `importId` here, in this process; how it ended (null: nothing to run). */
export async function runImportTry(db: Db, importId: string, attempt: number, now = new Date()): Promise<ImportEnd | null> {
  const imp = await takeImport(db, importId, attempt);
  return imp ? runCatalogImport(db, imp, now) : null;
}

/**
 * Imports a file on disk at once, in the caller's database or transaction (the demo catalog at first
 * start: lib/server/platform/startup.ts), with the same checks and report as a queued import; the
 * import stays in the history. Throws with the first reasons when the file is refused.
 */
export async function importCatalogFileNow(
  db: Db,
  filePath: string,
  now = new Date(),
  opts: { fileName?: string; startedBy?: string } = {},
): Promise<CatalogImportStatus> {
  const { size } = await fs.promises.stat(filePath);
  const [row] = await db
    .insert(catalogImports)
    .values({
      format: "bmecat",
      filePath,
      fileName: path.basename(filePath),
      fileBytes: size,
      state: "running",
      startedAt: now,
      ...opts,
    })
    .returning({ id: catalogImports.id });
  const state = await runCatalogImport(db, { id: row.id, filePath }, now);
  const status = await catalogImportStatus(row.id, { db });
  if (state !== "done") {
    const reasons = status.errors.slice(0, 5).map((e) => `${e.line ? `Zeile ${e.line}: ` : ""}${e.article ? `${e.article}: ` : ""}${e.message}`);
    throw new Error(`Katalogimport abgelehnt: ${reasons.join("; ")}`);
  }
  return status;
}
