CREATE TABLE "catalog_articles" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"supplier_pid" text NOT NULL,
	"content_hash" text,
	"price_hash" text,
	"import_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_articles_supplier_pid_unique" UNIQUE("supplier_pid")
);
--> statement-breakpoint
CREATE TABLE "catalog_groups" (
	"group_id" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_import_articles" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"mode" text NOT NULL,
	"supplier_pid" text NOT NULL,
	"ean" text,
	"name" text,
	"description" text,
	"brand" text,
	"brand_slug" text,
	"list_price_cents" integer,
	"delivery_min_days" integer,
	"delivery_max_days" integer,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mime" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" text,
	"price_hash" text,
	"product_id" integer,
	"category_id" integer,
	"sub_category_id" integer,
	"action" text,
	CONSTRAINT "catalog_import_articles_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalog_import_group_map" (
	"import_id" uuid NOT NULL,
	"supplier_pid" text NOT NULL,
	"group_id" text NOT NULL,
	"line" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"file_path" text NOT NULL,
	"file_bytes" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"transaction" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_features" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	CONSTRAINT "product_features_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source" text NOT NULL,
	"purpose" text,
	"mime_type" text,
	CONSTRAINT "product_media_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"price_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"lower_bound" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"territories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_prices_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_articles" ADD CONSTRAINT "catalog_articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD CONSTRAINT "catalog_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD CONSTRAINT "catalog_groups_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD CONSTRAINT "catalog_import_articles_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_import_group_map" ADD CONSTRAINT "catalog_import_group_map_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_features" ADD CONSTRAINT "product_features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_import_articles_pid_idx" ON "catalog_import_articles" USING btree ("import_id","supplier_pid");--> statement-breakpoint
CREATE INDEX "catalog_import_group_map_idx" ON "catalog_import_group_map" USING btree ("import_id","supplier_pid");--> statement-breakpoint
CREATE INDEX "catalog_imports_state_idx" ON "catalog_imports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "product_features_name_idx" ON "product_features" USING btree ("name","value");--> statement-breakpoint
CREATE INDEX "product_prices_type_idx" ON "product_prices" USING btree ("product_id","price_type","lower_bound");