import "server-only";
import { runDatabaseMaintenance } from "@/lib/server/platform/db-maintenance";
import { logger } from "@/lib/server/platform/log";
import type { JobKind } from "./kinds";

const log = logger("db-maintenance");

/**
 * The embedded database's upkeep (PGlite has no autovacuum; lib/server/platform/db-maintenance.ts), every
 * `everyMs` (DB_MAINTENANCE_INTERVAL_MS). The first round soon after a start: a fresh database holds
 * demo data that no ANALYZE has seen yet. Only scheduled on PGlite.
 */
export function dbUpkeepJob(everyMs: number): JobKind {
  return {
    name: "db-upkeep",
    retry: { retryLimit: 2, retryDelay: 30, retryDelayMax: 300 },
    expireInSeconds: 900,
    every: { everyMs, firstAfterMs: Math.min(everyMs, 5_000) },
    async run({ db }) {
      const result = await runDatabaseMaintenance(db);
      if (result.vacuumed.length || result.analyzed.length) log.info(result, "Tabellen aufgeräumt");
      return result;
    },
  };
}
