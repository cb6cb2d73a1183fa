import "server-only";
import { salesforceConfigured } from "@/lib/integrations/crm";
import type { Env } from "@/lib/env";
import type { JobKind } from "./kinds";
import { deliveriesJob } from "./deliveries";
import { remindersJob } from "./reminders";
import { dailySummaryJob } from "./daily-summary";
import { crmSyncJob } from "./crm-sync";
import { dbUpkeepJob } from "./db-upkeep";
import { staleUploadsJob } from "./stale-uploads";
import { catalogImportJob } from "./catalog-import";
import { catalogMediaJob } from "./catalog-media";
import { retentionJob } from "./retention";

/**
 * The app's background work and when it runs (docs/jobs.md):
 *
 * | job           | when                                             | where              |
 * |---------------|--------------------------------------------------|--------------------|
 * | deliveries    | OUTBOX_INTERVAL_MS after the last run            | always             |
 * | reminders     | every minute                                     | always             |
 * | daily-summary | 8:00 Europe/Berlin, caught up once after a gap   | always             |
 * | crm-sync      | looked at every minute, runs per CRM_SYNC_INTERVAL_MS | Salesforce configured |
 * | db-upkeep     | DB_MAINTENANCE_INTERVAL_MS after the last run     | embedded database  |
 * | stale-uploads | hourly at :17                                    | always             |
 * | catalog-import | 2 s after the last run (queued imports)          | always             |
 * | catalog-media | 5 s after the last run (images of applied imports) | always             |
 * | retention     | 3:30 Europe/Berlin, caught up once after a gap   | always             |
 */
export function appJobs(
  config: Pick<Env, "OUTBOX_INTERVAL_MS" | "CRM_SYNC_INTERVAL_MS" | "DB_MAINTENANCE_INTERVAL_MS">,
  database: "postgres" | "pglite",
): JobKind[] {
  const jobs: JobKind[] = [
    deliveriesJob(config.OUTBOX_INTERVAL_MS),
    remindersJob,
    dailySummaryJob,
    staleUploadsJob,
    catalogImportJob(),
    catalogMediaJob(),
    retentionJob,
  ];
  if (salesforceConfigured()) jobs.push(crmSyncJob(config.CRM_SYNC_INTERVAL_MS));
  // A PostgreSQL server has autovacuum of its own.
  if (database === "pglite" && config.DB_MAINTENANCE_INTERVAL_MS > 0) jobs.push(dbUpkeepJob(config.DB_MAINTENANCE_INTERVAL_MS));
  return jobs;
}
