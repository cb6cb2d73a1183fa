ALTER TABLE "catalog_imports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "started_by_kind" text;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "started_by" text;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "csv_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "csv_mode" text;