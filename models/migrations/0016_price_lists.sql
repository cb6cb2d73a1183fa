CREATE TABLE "price_list_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_list_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"price_list_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"price_net_cents" integer NOT NULL,
	"from_quantity" integer DEFAULT 1 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "price_list_lines_price_ck" CHECK ("price_list_lines"."price_net_cents" >= 0 and "price_list_lines"."from_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "price_list_stores" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"price_list_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_stores" ADD CONSTRAINT "price_list_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_stores" ADD CONSTRAINT "price_list_stores_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_lines_list_product_idx" ON "price_list_lines" USING btree ("price_list_id","product_id","from_quantity");--> statement-breakpoint
CREATE INDEX "price_list_stores_list_idx" ON "price_list_stores" USING btree ("price_list_id");