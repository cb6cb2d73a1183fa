import "server-only";
import { runRetention } from "@/lib/server/console/retention";
import { logger } from "@/lib/server/platform/log";
import { BERLIN_TIME_ZONE } from "@/lib/domain/platform/berlin-time";
import { jobTime, type JobKind } from "./kinds";

const log = logger("retention");

/**
 * The deletion concept (docs/deletion-concept.md) run daily at 3:30 Berlin time, caught up once after a
 * gap: anonymises end customers of requests closed longer than the period, deletes their files, old
 * finance requests, access-log entries, API key uses and deliveries. Safe to run twice: an anonymised lead is never
 * picked again, and each lead is anonymised in its own transaction.
 */
export const retentionJob: JobKind = {
  name: "retention",
  retry: { retryLimit: 2, retryDelay: 600, retryDelayMax: 3600 },
  expireInSeconds: 3600,
  cron: { expression: "30 3 * * *", tz: BERLIN_TIME_ZONE, missed: "once" },
  async run({ db, data, shouldStop }) {
    const r = await runRetention(db, { now: jobTime(data), shouldStop });
    // Counts only: customer numbers and names stay out of the log.
    const summary = {
      leads: r.leads.length,
      files: r.filesRemoved,
      financeRequests: r.financeRequests,
      accessLogEntries: r.accessLogEntries,
      deliveries: r.deliveries,
      apiKeyUses: r.apiKeyUses,
    };
    if (r.leads.length || r.financeRequests || r.accessLogEntries || r.deliveries || r.apiKeyUses)
      log.info(summary, `${r.leads.length} Endkunden anonymisiert, ${r.filesRemoved} Dateien entfernt`);
    return summary;
  },
};
