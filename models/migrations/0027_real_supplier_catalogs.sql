CREATE TABLE "catalog_class_mappings" (
	"system" text NOT NULL,
	"class_code" text NOT NULL,
	"class_name" text,
	"category_id" integer,
	"sub_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_class_mappings_system_class_code_pk" PRIMARY KEY("system","class_code")
);
--> statement-breakpoint
CREATE TABLE "catalog_import_undo" (
	"import_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"existed" boolean NOT NULL,
	"before" jsonb,
	CONSTRAINT "catalog_import_undo_import_id_product_id_pk" PRIMARY KEY("import_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_classifications" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"system" text NOT NULL,
	"version" text,
	"class_code" text NOT NULL,
	"class_name" text,
	CONSTRAINT "product_classifications_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_ean_unique";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "class_unmapped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "classes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "price_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_articles" ADD COLUMN "class_unmapped" boolean;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "warning_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "unmapped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "confirm_withdraw" integer;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "encoding" text;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_class_mappings" ADD CONSTRAINT "catalog_class_mappings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_class_mappings" ADD CONSTRAINT "catalog_class_mappings_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_import_undo" ADD CONSTRAINT "catalog_import_undo_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classifications" ADD CONSTRAINT "product_classifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_classifications_class_idx" ON "product_classifications" USING btree ("system","class_code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_given_unique" ON "products" USING btree ("ean") WHERE "products"."ean" <> '';