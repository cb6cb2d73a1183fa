import "server-only";
import type { JobKind } from "@/lib/server/jobs/kinds";
import { runDatabaseMaintenance } from "./db-maintenance";
import { logger } from "./log";
import { removeStaleUploads } from "./media";

// The platform's background work (docs/jobs.md): the deliveries (mail, chat, CRM push), the embedded
// database's upkeep and the clean-up of uploads never used.

const upkeepLog = logger("db-maintenance");

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
      if (result.vacuumed.length || result.analyzed.length) upkeepLog.info(result, "Tabellen aufgeräumt");
      return result;
    },
  };
}

/** Uploads never recorded on a profile are removed after a day (lib/server/platform/media.ts); looked at hourly. */
export const staleUploadsJob: JobKind = {
  name: "stale-uploads",
  retry: { retryLimit: 2, retryDelay: 300, retryDelayMax: 1800 },
  expireInSeconds: 1800,
  cron: { expression: "17 * * * *", tz: "Europe/Berlin" },
  async run() {
    const { removed } = await removeStaleUploads();
    return { removed: removed.length };
  },
};
