ALTER TABLE "catalog_imports" ADD COLUMN "price_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "confirm_needed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "active_before" integer;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "undo_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "catalog_import_undo_product_idx" ON "catalog_import_undo" USING btree ("product_id");