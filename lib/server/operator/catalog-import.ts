import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { count, desc, eq, sql } from "drizzle-orm";
import { dataDir } from "@/lib/env";
import type { Db } from "@/models/platform/db";
import { catalogImportArticles, catalogImportGroupMap, catalogImports } from "@/models/schema";
import {
  importFormatSchema,
  importIdSchema,
  IMPORTS_PAGE_SIZE,
  type CatalogImportSummary,
  MAX_LISTED_ERRORS,
  type CatalogImportStatus,
  type ImportError,
} from "@/lib/domain/operator/catalog-import-schema";
import { type CsvMapping, type CsvMode } from "@/lib/domain/operator/csv-import";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";
import { logger, reason } from "../platform/log";
import { sqlRows } from "../platform/sql-rows";
import { stageCatalogFile } from "./catalog-import-stage";
import { stageCsvFile } from "./csv-stage";
import { applyStagedImport, type ApplySteps } from "./catalog-import-apply";
import { MEDIA_ZIP_FORMAT } from "@/lib/domain/operator/media-zip-import";
import { runMediaZipImport } from "./media-zip-import";

const log = logger("catalog-import");

/** The largest file an import takes (a 100,000-article BMEcat file is about 150 MB). */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;
/** A running import's lease; progress renews it, a worker that died leaves the import to the next run. */
const LEASE = sql`now() + interval '10 minutes'`;

export function importsDir(): string {
  return path.join(dataDir(), "imports");
}

/**
 * Stores an uploaded file under DATA_DIR/imports/ and queues its import; the job runner takes it
 * (lib/server/jobs/catalog-import.ts). Answers at once with the import's id.
 */
export async function startCatalogImport(
  input: {
    file: Readable | AsyncIterable<Uint8Array>;
    format: string;
    fileName?: string | null;
    startedBy?: OperatorCaller;
    /** CSV only: the column mapping (default: the German headers) and full load or delta (default full). */
    csvMapping?: CsvMapping;
    csvMode?: CsvMode;
    /** Another limit than MAX_IMPORT_BYTES (the image ZIP's) and how the refusal names it. */
    maxBytes?: { bytes: number; label: string };
  },
  opts: { db?: Db; dir?: string } = {},
): Promise<{ importId: string }> {
  // "media-zip" is the image ZIP (catalogMediaImport), queued and run like a catalog file.
  const format = input.format === MEDIA_ZIP_FORMAT ? { success: true as const, data: MEDIA_ZIP_FORMAT } : importFormatSchema.safeParse(input.format);
  if (!format.success) throw new AppError("bad_input", format.error.issues[0].message, "format");
  const max = input.maxBytes ?? { bytes: MAX_IMPORT_BYTES, label: "1 GB" };
  const db = opts.db ?? (await getDb());
  const dir = opts.dir ?? importsDir();
  await fs.promises.mkdir(dir, { recursive: true });
  const id = randomUUID();
  const filePath = path.join(
    /* turbopackIgnore: true */ dir,
    `${id}.${({ csv: "csv", [MEDIA_ZIP_FORMAT]: "zip" } as Record<string, string>)[format.data] ?? "xml"}`,
  );
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > max.bytes) done(new AppError("too_large", `Die Datei ist größer als ${max.label}.`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(input.file, limit, fs.createWriteStream(filePath));
  } catch (error) {
    await fs.promises.rm(filePath, { force: true });
    throw error;
  }
  if (bytes === 0) {
    await fs.promises.rm(filePath, { force: true });
    throw new AppError("bad_input", "Die Datei ist leer.", "file");
  }
  const csv = format.data === "csv";
  await db.insert(catalogImports).values({
    id,
    format: format.data,
    filePath,
    fileBytes: bytes,
    state: "queued",
    fileName: input.fileName ?? null,
    startedByKind: input.startedBy?.kind ?? null,
    startedBy: input.startedBy?.name ?? null,
    // No mapping: the German default headers, those the file has (lib/server/operator/csv-stage.ts).
    csvMapping: csv ? (input.csvMapping ?? null) : null,
    csvMode: csv ? (input.csvMode ?? "full") : null,
  });
  return { importId: id };
}

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
    errors,
  };
}

/** What the runner needs of a claimed import. */
type ClaimedImport = { id: string; filePath: string; format?: string; csvMapping?: CsvMapping | null; csvMode?: CsvMode | null };

/** The import history, newest first, a page at a time. */
export async function listCatalogImports(
  page: number,
  opts: { db?: Db } = {},
): Promise<{ imports: CatalogImportSummary[]; page: number; pages: number; total: number }> {
  const db = opts.db ?? (await getDb());
  const [{ n }] = await db.select({ n: count() }).from(catalogImports);
  const rows = await db
    .select()
    .from(catalogImports)
    .orderBy(desc(catalogImports.createdAt), desc(catalogImports.id))
    .limit(IMPORTS_PAGE_SIZE)
    .offset((page - 1) * IMPORTS_PAGE_SIZE);
  return {
    imports: rows.map((r) => ({
      id: r.id,
      format: r.format as CatalogImportSummary["format"],
      fileName: r.fileName,
      fileBytes: r.fileBytes,
      startedBy: r.startedBy,
      startedByKind: r.startedByKind,
      csvMode: r.csvMode,
      transaction: r.transaction,
      state: r.state,
      processed: r.processed,
      total: r.total,
      created: r.created,
      updated: r.updated,
      withdrawn: r.withdrawn,
      errorCount: r.errorCount,
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
    })),
    page,
    pages: Math.max(1, Math.ceil(n / IMPORTS_PAGE_SIZE)),
    total: n,
  };
}

/** An import to run: queued, or running in a process that died (its lease ran out). */
const WAITING = sql`(state = 'queued' or (state = 'running' and lease_until < now()))`;

/** Whether an import waits: only then does the server start an import process (catalog-import-process.ts). */
export async function importWaiting(db: Db): Promise<boolean> {
  return (await sqlRows<{ one: number }>(db, sql`select 1 as one from catalog_imports where ${WAITING} limit 1`)).length > 0;
}

/** How often an import is started before one whose process keeps dying (a file that kills it) is given up. */
export const MAX_IMPORT_ATTEMPTS = 3;
const GIVEN_UP: ImportError = {
  article: null,
  message: `Der Import wurde ${MAX_IMPORT_ATTEMPTS}-mal abgebrochen, ohne zu Ende zu kommen; der Shop ist unverändert. Bitte prüfen Sie die Datei.`,
};

/**
 * Takes the oldest queued import (or one whose worker died), marking it running; null when there is none.
 * One whose worker died MAX_IMPORT_ATTEMPTS times is marked failed instead, with its reason.
 */
async function claimNextImport(db: Db): Promise<ClaimedImport | null> {
  await db.execute(
    sql`update catalog_imports set state = 'failed', lease_until = null, finished_at = now(),
          errors = ${JSON.stringify([GIVEN_UP])}::jsonb, error_count = 1
        where state = 'running' and lease_until < now() and attempts >= ${MAX_IMPORT_ATTEMPTS}`,
  );
  const [row] = await sqlRows<ClaimedImport>(
    db,
    sql`update catalog_imports set state = 'running', lease_until = ${LEASE}, attempts = attempts + 1, started_at = coalesce(started_at, now())
        where id = (select id from catalog_imports where ${WAITING} order by created_at limit 1 for update skip locked)
        returning id, file_path as "filePath", format, csv_mapping as "csvMapping", csv_mode as "csvMode"`,
  );
  return row ?? null;
}

async function finish(db: Db, id: string, values: Partial<typeof catalogImports.$inferInsert>) {
  await db
    .update(catalogImports)
    .set({ ...values, leaseUntil: null, finishedAt: new Date() })
    .where(eq(catalogImports.id, id));
}

/**
 * Runs one import: pass 1 checks the whole file and stages it (nothing changes), pass 2 applies it in
 * one transaction. A file with any error fails with its report and leaves the shop as it was.
 */
export async function runCatalogImport(db: Db, imp: ClaimedImport, now = new Date()): Promise<CatalogImportStatus["state"]> {
  if (imp.format === MEDIA_ZIP_FORMAT) return runMediaZipImport(db, imp);
  const t = Date.now();
  try {
    const today = berlinIsoDay(now);
    const staged =
      imp.format === "csv"
        ? await stageCsvFile(db, imp.id, imp.filePath, imp.csvMapping ?? null, imp.csvMode ?? "full", today)
        : await stageCatalogFile(db, imp.id, imp.filePath, today);
    if (staged.errorCount > 0 || !staged.transaction) {
      await db.delete(catalogImportArticles).where(eq(catalogImportArticles.importId, imp.id));
      await db.delete(catalogImportGroupMap).where(eq(catalogImportGroupMap.importId, imp.id));
      await finish(db, imp.id, {
        state: "failed",
        transaction: staged.transaction,
        errors: staged.errors.slice(0, MAX_LISTED_ERRORS),
        errorCount: staged.errorCount,
      });
      log.info({ importId: imp.id, errors: staged.errorCount, ms: Date.now() - t }, "Katalogimport abgelehnt");
      return "failed";
    }
    const provider = staged.header.supplier || "Lieferant";
    const checkedMs = Date.now() - t;
    const steps: ApplySteps = {};
    const counts = await db.transaction((tx) =>
      applyStagedImport(tx, imp.id, staged.transaction!, staged.groups, provider, steps, staged.buyerStore ?? null),
    );
    await finish(db, imp.id, { state: "done", transaction: staged.transaction, processed: staged.total, ...counts });
    log.info({ importId: imp.id, ...counts, ms: Date.now() - t, checkedMs, steps }, "Katalogimport abgeschlossen");
    return "done";
  } catch (error) {
    log.error({ importId: imp.id, reason: reason(error) }, "Katalogimport abgebrochen");
    await db
      .delete(catalogImportArticles)
      .where(eq(catalogImportArticles.importId, imp.id))
      .catch(() => {});
    await db
      .delete(catalogImportGroupMap)
      .where(eq(catalogImportGroupMap.importId, imp.id))
      .catch(() => {});
    await finish(db, imp.id, {
      state: "failed",
      errors: [{ article: null, message: "Der Import wurde wegen eines internen Fehlers abgebrochen; der Shop ist unverändert." }],
      errorCount: 1,
    }).catch(() => {});
    return "failed";
  }
}

/** Runs queued imports one after the other until none is left (or the runner stops); how many ran. */
export async function runQueuedCatalogImports(db: Db, opts: { shouldStop?: () => boolean; now?: () => Date } = {}): Promise<number> {
  let n = 0;
  while (!opts.shouldStop?.()) {
    const next = await claimNextImport(db);
    if (!next) break;
    await runCatalogImport(db, next, opts.now?.() ?? new Date());
    n++;
  }
  return n;
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
      attempts: 1,
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
