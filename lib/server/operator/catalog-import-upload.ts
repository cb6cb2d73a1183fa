import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { dataDir } from "@/lib/env";
import type { Db } from "@/models/platform/db";
import { catalogImports } from "@/models/operator/catalog-import";
import { importFormatSchema } from "@/lib/domain/operator/catalog-import-schema";
import { type CsvMapping, type CsvMode } from "@/lib/domain/operator/csv-import";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { MEDIA_ZIP_FORMAT } from "@/lib/domain/operator/media-zip-import";
import { sendJob, type JobRef } from "@/lib/server/jobs/queue";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";

// An upload becomes a queued import: the file under DATA_DIR/imports/, its row and its job, committed
// together. The job (lib/server/operator/jobs.ts) runs it with catalog-import.ts, in the server or in a
// process of its own; this module stays out of that process (it knows the queue).

/** The job that runs an import (its kind, with retries and handler, is in lib/server/operator/jobs.ts). */
export const CATALOG_IMPORT_JOB: JobRef<{ importId: string }> = { name: "catalog-import", data: z.object({ importId: z.string().uuid() }) };

/** The largest file an import takes (a 100,000-article BMEcat file is about 150 MB). */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;

export function importsDir(): string {
  return path.join(dataDir(), "imports");
}

/**
 * Stores an uploaded file under DATA_DIR/imports/ and queues its import: the row and its job are
 * committed together, and the job runner takes it (lib/server/operator/jobs.ts). Answers at once with
 * the import's id.
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
    /** A full load that withdraws more than 20 % of the active articles runs only when this names their number. */
    confirmWithdraw?: number;
    /** A preview: every check and what it would do, nothing changes; "Übernehmen" (applyPreviewedImport) applies it. */
    preview?: boolean;
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
  await db.transaction(async (tx) => {
    await tx.insert(catalogImports).values({
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
      confirmWithdraw: input.confirmWithdraw ?? null,
      preview: format.data !== MEDIA_ZIP_FORMAT && (input.preview ?? false),
    });
    await sendJob(tx, CATALOG_IMPORT_JOB, { importId: id });
  });
  return { importId: id };
}

/**
 * "Übernehmen" of a preview: the same import, from the file it stored, is queued again to be applied
 * (every check runs again against the shop as it is then; a full load that withdraws more than 20 %
 * needs `confirmWithdraw`, the number the preview showed). Refused unless the import is a preview.
 */
export async function applyPreviewedImport(importId: string, confirmWithdraw: number | null, opts: { db?: Db } = {}): Promise<{ importId: string }> {
  const db = opts.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const [prev] = await tx.select().from(catalogImports).where(eq(catalogImports.id, importId)).for("update");
    if (!prev) throw new AppError("not_found", "Diesen Import gibt es nicht.");
    if (prev.state !== "previewed") throw new AppError("conflict", "Nur eine Vorschau lässt sich übernehmen; dieser Import ist keine (mehr).");
    if (prev.confirmNeeded && confirmWithdraw !== prev.withdrawn) {
      const n = prev.withdrawn.toLocaleString("de-DE");
      throw new AppError("rule", `Dieser Katalog zieht ${n} Artikel zurück. Bitte bestätigen Sie diese Zahl (${n}).`, "confirmWithdraw");
    }
    if (!fs.existsSync(prev.filePath))
      throw new AppError("conflict", "Die Datei dieser Vorschau ist nicht mehr vorhanden; bitte laden Sie sie erneut hoch.");
    await tx
      .update(catalogImports)
      .set({ state: "queued", preview: false, confirmWithdraw, processed: 0, finishedAt: null })
      .where(and(eq(catalogImports.id, importId), eq(catalogImports.state, "previewed")));
    await sendJob(tx, CATALOG_IMPORT_JOB, { importId });
    return { importId };
  });
}
