-- Deliveries and imports move onto the one queue (pg-boss, docs/jobs.md). The outbox is kept under another
-- name until the first start of this version has moved what still waits into the queue and dropped it
-- (lib/server/jobs-upgrade.ts); pg-boss's schema does not exist yet while migrations run.
ALTER TABLE "outbox" RENAME TO "outbox_before_queue";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "job_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_job_idx" ON "notifications" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "lease_until";--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "attempts";
