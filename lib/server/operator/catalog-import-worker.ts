// The catalog import's own process (lib/server/operator/catalog-import-process.ts starts it): it opens
// PostgreSQL (DATABASE_URL, two connections), runs every queued import one after the other and says how
// many, with its peak memory, to the server that started it. Bundled into one file at build time
// (scripts/worker-bundle.mjs), so it loads none of the server's modules: its memory is the import's.
// SIGTERM: the import running is finished, no further one is taken. The server gone: it stops at once
// (the import's transaction is rolled back; its lease ends and the next run starts it again).
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@/models/schema";
import type { Db } from "@/models/platform/db";
import { runQueuedCatalogImports } from "./catalog-import";
import type { ImportProcessReport } from "./catalog-import-process";
import { logger, reason } from "../platform/log";

const url = process.env.DATABASE_URL;
if (!url || !process.send) {
  console.error("Der Importprozess wird vom Server gestartet (mit DATABASE_URL).");
  process.exit(2);
}
let stopping = false;
process.on("SIGTERM", () => (stopping = true));
const orphaned = () => process.exit(1);
process.on("disconnect", orphaned);

const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  const imports = await runQueuedCatalogImports(drizzle(pool, { schema }) as unknown as Db, { shouldStop: () => stopping });
  const used = process.resourceUsage();
  const report: ImportProcessReport = {
    imports,
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
