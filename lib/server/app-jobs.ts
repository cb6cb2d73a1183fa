import "server-only";
import { salesforceConfigured } from "@/lib/integrations/crm";
import type { Env } from "@/lib/env";
import type { JobKind } from "@/lib/server/jobs/kinds";
import { deliveryJobs } from "@/lib/server/platform/deliveries";
import { dbUpkeepJob, staleUploadsJob } from "@/lib/server/platform/jobs";
import { shopJobs } from "@/lib/server/shop/jobs";
import { consoleJobs, crmSyncJob } from "@/lib/server/console/jobs";
import {
  catalogImportJob,
  catalogImportUndoExpiryJob,
  catalogMediaJob,
  operatorRetentionJob,
  orderPaidWebhookJob,
  orderWebhookJob,
  refundDueJob,
} from "@/lib/server/operator/jobs";
import { operatorNoticeJobs } from "@/lib/server/operator/notice-jobs";

/**
 * The app's background work, composed once above the areas (docs/jobs.md): each area owns its job kinds
 * (`lib/server/<area>/jobs.ts`, the deliveries in `platform/deliveries.ts`), the job runner knows none of
 * them, and this list hands them to it. Imported by instrumentation-node.ts, `npm run jobs` and the
 * tests, never by an area.
 *
 * | area     | sent by an operation or an event                                  | on a schedule                      |
 * |----------|-------------------------------------------------------------------|------------------------------------|
 * | platform | mail, chat, crm-push                                              | db-upkeep (embedded database only), stale-uploads (hourly) |
 * | shop     | order.placed: confirmation mail, chat notice; order.status_changed, request.decided: the mails; the credit note's mail | |
 * | console  | order.status_changed, request.decided: the studio's bell           | crm-sync (every CRM_SYNC_INTERVAL_MS, Salesforce only), reminders (every minute), daily-summary (8:00), retention (3:30) |
 * | operator | catalog-import (an upload); import.finished: catalog-media; order.placed, order.paid: the webhook; credit_note.issued: the refund due; order.placed, request.created, payment.unmatched, delivery.given_up, import.finished (failed): the operator's bell and mails | operator-retention (3:30), catalog-import-undo-expiry (3:45) |
 */
export function appJobs(
  config: Pick<
    Env,
    | "CRM_SYNC_INTERVAL_MS"
    | "DB_MAINTENANCE_INTERVAL_MS"
    | "ORDER_WEBHOOK_RETRIES"
    | "ORDER_WEBHOOK_RETRY_DELAY_SECONDS"
    | "ORDER_WEBHOOK_RETRY_MAX_SECONDS"
  >,
  database: "postgres" | "pglite",
): JobKind[] {
  const jobs: JobKind[] = [
    ...deliveryJobs,
    staleUploadsJob,
    ...shopJobs,
    ...consoleJobs,
    catalogImportJob(),
    catalogMediaJob,
    catalogImportUndoExpiryJob,
    operatorRetentionJob,
    orderWebhookJob(config),
    orderPaidWebhookJob(config),
    refundDueJob,
    ...operatorNoticeJobs,
  ];
  if (salesforceConfigured()) jobs.push(crmSyncJob(config.CRM_SYNC_INTERVAL_MS));
  // A PostgreSQL server has autovacuum of its own.
  if (database === "pglite" && config.DB_MAINTENANCE_INTERVAL_MS > 0) jobs.push(dbUpkeepJob(config.DB_MAINTENANCE_INTERVAL_MS));
  return jobs;
}
