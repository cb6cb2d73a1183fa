CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"available" boolean NOT NULL,
	"quantity" integer,
	"restock_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;