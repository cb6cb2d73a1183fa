ALTER TABLE "products" ADD COLUMN "order_quantity_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_quantity_interval" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "quantity_min" integer;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "quantity_interval" integer;