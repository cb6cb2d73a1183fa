import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { logger } from "../platform/log";

const log = logger("catalog-import");

/** What the import process tells the server when it is done: imports run, its pid, peak RSS and CPU time. */
export type ImportProcessReport = { imports: number; pid: number; maxRssMb: number; cpuMs: number };

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
 * Runs the waiting imports in a process of their own (the bundled catalog-import-worker.ts),
 * so the server's memory never carries an import's and the import's memory is its own. Resolves with the
 * process's report; rejects when it fails (the job runner retries). When the server stops (`shouldStop`),
 * the process finishes the import it runs and takes no other.
 */
export function runImportsInOwnProcess(worker: ImportWorker, opts: { shouldStop?: () => boolean } = {}): Promise<ImportProcessReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [worker.file], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { ...process.env, DATABASE_URL: worker.databaseUrl },
    });
    let report: ImportProcessReport | null = null;
    child.on("message", (m) => (report = m as ImportProcessReport));
    const watch = setInterval(() => {
      if (opts.shouldStop?.() && child.exitCode === null) child.kill("SIGTERM");
    }, 500);
    child.on("error", (error) => {
      clearInterval(watch);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearInterval(watch);
      if (code === 0 && report) {
        log.info(report, "Importprozess beendet");
        resolve(report);
      } else reject(new Error(`Der Importprozess endete mit ${signal ?? `Code ${code}`}.`));
    });
  });
}
