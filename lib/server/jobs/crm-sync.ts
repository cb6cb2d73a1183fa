import "server-only";
import { runScheduledCrmSync } from "@/lib/server/platform/crm-sync";
import { logger } from "@/lib/server/platform/log";
import type { JobKind } from "./kinds";

const log = logger("crm-sync");

/**
 * The CRM mirror's refresh from Salesforce (only scheduled when Salesforce is configured). Looked at
 * every minute and once at start; runScheduledCrmSync runs it when the last run, by any instance,
 * began `intervalMs` ago (CRM_SYNC_INTERVAL_MS), incrementally from the last watermark.
 */
export function crmSyncJob(intervalMs: number): JobKind {
  return {
    name: "crm-sync",
    retry: { retryLimit: 3, retryDelay: 30, retryDelayMax: 600 },
    expireInSeconds: 1800,
    cron: { expression: "* * * * *", tz: "Europe/Berlin" },
    onStart: true,
    async run({ db }) {
      const r = await runScheduledCrmSync(db, { intervalMs });
      if (r) log.info(r, `${r.stores} Studios, ${r.opportunities} Opportunities, ${r.proposals} Angebote, ${r.picklists} Auswahllisten aktualisiert`);
      return r ?? { skipped: true };
    },
  };
}
