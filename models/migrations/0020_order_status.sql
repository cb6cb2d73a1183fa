CREATE TABLE "order_line_states" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"confirmed_quantity" integer,
	"confirmed_quantity_at" timestamp with time zone,
	"confirmed_date" integer,
	"confirmed_date_at" timestamp with time zone,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_states_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"shipped_on" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_shipments_line_parcel_uq" UNIQUE("order_id","line_no","carrier","tracking_number")
);
--> statement-breakpoint
CREATE TABLE "order_status_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"update_id" text NOT NULL,
	"source" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "order_status_updates_order_update_uq" UNIQUE("order_id","update_id")
);
--> statement-breakpoint
ALTER TABLE "order_line_states" ADD CONSTRAINT "order_line_states_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_updates" ADD CONSTRAINT "order_status_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_updates_order_idx" ON "order_status_updates" USING btree ("order_id","received_at");