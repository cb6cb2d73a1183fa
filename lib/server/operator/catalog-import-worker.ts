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
} finally {
  await pool.end();
}
