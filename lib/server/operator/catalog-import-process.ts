import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { logger } from "../platform/log";

const log = logger("catalog-import");

/** What the import process tells the server when it is done: how the import ended (null: nothing to run), its pid, peak RSS and CPU time. */
export type ImportProcessReport = { state: "done" | "failed" | "previewed" | null; pid: number; maxRssMb: number; cpuMs: number };

/** Where a production build keeps the bundled import process (scripts/worker-bundle.mjs writes it). */
export const IMPORT_WORKER = path.join("workers", "catalog-import.mjs");

/** The bundled import process and the PostgreSQL database it imports into. */
export type ImportWorker = { file: string; databaseUrl: string };

/**
 * The import process of the build this server runs, or null: under `next dev` (no build folder) and
 * with the embedded database (which one process only may open).
 */
export function importWorker(env: Record<string, string | undefined> = process.env): ImportWorker | null {
  if (!env.DATABASE_URL || !env.NEXT_DIST_DIR) return null;
  const file = path.resolve(/* turbopackIgnore: true */ env.NEXT_DIST_DIR, IMPORT_WORKER);
  return fs.existsSync(file) ? { file, databaseUrl: env.DATABASE_URL } : null;
}

/**
 * Runs try `attempt` of import `importId` in a process of its own (the bundled catalog-import-worker.ts),
 * so the server's memory never carries an import's and the import's memory is its own. Resolves with the
 * process's report; rejects when it fails (the job is tried again). When the server stops (`signal`),
 * the process is asked to end: it finishes the import it runs, and what it could not finish is its job's
 * next try.
 */
export function runImportInOwnProcess(
  worker: ImportWorker,
  importId: string,
  attempt: number,
  opts: { signal?: AbortSignal } = {},
): Promise<ImportProcessReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [worker.file], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { ...process.env, DATABASE_URL: worker.databaseUrl, IMPORT_ID: importId, IMPORT_ATTEMPT: String(attempt) },
    });
    let report: ImportProcessReport | null = null;
    child.on("message", (m) => (report = m as ImportProcessReport));
    const stop = () => {
      if (child.exitCode === null) child.kill("SIGTERM");
    };
    opts.signal?.addEventListener("abort", stop, { once: true });
    child.on("error", (error) => {
      opts.signal?.removeEventListener("abort", stop);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      opts.signal?.removeEventListener("abort", stop);
      if (code === 0 && report) {
        log.info(report, "Importprozess beendet");
        resolve(report);
      } else reject(new Error(`Der Importprozess endete mit ${signal ?? `Code ${code}`}.`));
    });
  });
}
