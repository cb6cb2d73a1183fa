ALTER TABLE "catalog_import_articles" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "shipping_net_cents" integer;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "delivery_by_provider" boolean;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "sales_rank" integer;