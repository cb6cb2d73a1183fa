// The catalog import's own process (lib/server/operator/catalog-import-process.ts starts it for one try of
// an import's job): it opens PostgreSQL (DATABASE_URL, two connections), runs the import IMPORT_ID and says
// how it ended, with its peak memory, to the server that started it. Bundled into one file at build time
// (scripts/worker-bundle.mjs), so it loads none of the server's modules: its memory is the import's.
// SIGTERM: the import running is finished. The server gone: it stops at once (the import's transaction is
// rolled back; the job's next try starts it again from its file).
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { schema, type Db } from "@/models/platform/db";
import { runImportTry } from "./catalog-import";
import type { ImportProcessReport } from "./catalog-import-process";
import { logger, reason } from "../platform/log";

const url = process.env.DATABASE_URL;
const importId = process.env.IMPORT_ID;
if (!url || !importId || !process.send) {
  console.error("Der Importprozess wird vom Server gestartet (mit DATABASE_URL und IMPORT_ID).");
  process.exit(2);
}
// The import running is finished (its transaction would otherwise be lost work); nothing else is taken.
process.on("SIGTERM", () => {});
const orphaned = () => process.exit(1);
process.on("disconnect", orphaned);

const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  const state = await runImportTry(drizzle(pool, { schema }) as unknown as Db, importId, Number(process.env.IMPORT_ATTEMPT ?? 1));
  const used = process.resourceUsage();
  const report: ImportProcessReport = {
    state,
    pid: process.pid,
    maxRssMb: Math.round(used.maxRSS / 1024),
    cpuMs: Math.round((used.userCPUTime + used.systemCPUTime) / 1000),
  };
  process.off("disconnect", orphaned);
  process.send(report, () => process.disconnect());
} catch (error) {
  // One log line, as the server's own (the database unreachable, say); the server fails the run and retries.
  // A failed query's own message is its SQL; its cause says what went wrong.
  const cause = error instanceof Error && error.cause ? error.cause : error;
  logger("catalog-import").error({ reason: reason(cause) }, "Importprozess abgebrochen");
  process.exitCode = 1;
  process.off("disconnect", orphaned);
  process.disconnect();
} finally {
  await pool.end();
}
