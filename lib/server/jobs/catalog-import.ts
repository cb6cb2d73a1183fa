import "server-only";
import { importWaiting, runQueuedCatalogImports } from "@/lib/server/operator/catalog-import";
import { importWorker, runImportsInOwnProcess, type ImportWorker } from "@/lib/server/operator/catalog-import-process";
import type { JobKind } from "./kinds";

/**
 * Catalog imports (lib/server/operator/catalog-import.ts): the imports table is the record (an upload
 * writes a queued row); this job looks for queued imports `everyMs` after its last run and runs them one
 * after the other, on one instance at a time. On PostgreSQL a production server runs them in a process
 * of their own (catalog-import-process.ts), so an import's memory never adds to the server's; with the
 * embedded database they run in the server. An instance that dies mid-import stops its heartbeat; the
 * import's lease ends and the next run starts it again from the file (pass 2 is one transaction, so a
 * half-applied import cannot exist).
 */
export function catalogImportJob(everyMs = 2000, worker: () => ImportWorker | null = importWorker): JobKind {
  return {
    name: "catalog-import",
    retry: { retryLimit: 2, retryDelay: 10, retryDelayMax: 60 },
    expireInSeconds: 3600,
    heartbeatSeconds: 30,
    every: { everyMs, firstAfterMs: 1000 },
    async run({ db, shouldStop }) {
      const own = worker();
      if (!own) return { imports: await runQueuedCatalogImports(db, { shouldStop }) };
      if (!(await importWaiting(db))) return { imports: 0 };
      return runImportsInOwnProcess(own, { shouldStop });
    },
  };
}
