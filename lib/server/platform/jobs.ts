import "server-only";
import type { JobKind } from "@/lib/server/jobs/kinds";
import { runCrmSync } from "./crm-sync";
import { runDatabaseMaintenance } from "./db-maintenance";
import { logger } from "./log";
import { removeStaleUploads } from "./media";

// The platform's background work (docs/jobs.md): the deliveries (mail, chat, CRM push), the CRM
// mirror's refresh, the embedded database's upkeep and the clean-up of uploads never used.

const crmLog = logger("crm-sync");

/**
 * The CRM mirror's refresh from Salesforce (only scheduled when Salesforce is configured): once soon
 * after the first start, then `intervalMs` (CRM_SYNC_INTERVAL_MS) after each run ends, incrementally
 * from the last watermark. Its queue holds one waiting run across instances, so a restart neither
 * starts a second chain nor runs early.
 */
export function crmSyncJob(intervalMs: number): JobKind {
  return {
    name: "crm-sync",
    retry: { retryLimit: 3, retryDelay: 30, retryDelayMax: 600 },
    expireInSeconds: 1800,
    every: { everyMs: intervalMs, firstAfterMs: 0 },
    async run({ db }) {
      const r = await runCrmSync(db);
      crmLog.info(r, `${r.stores} Studios, ${r.opportunities} Opportunities, ${r.proposals} Angebote, ${r.picklists} Auswahllisten aktualisiert`);
      return r;
    },
  };
}

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
