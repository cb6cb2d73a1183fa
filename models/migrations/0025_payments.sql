CREATE TABLE "payment_reminders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"booking_ref" text,
	"payer" text DEFAULT '' NOT NULL,
	"payer_iban" text,
	"reference" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"day" date NOT NULL,
	"order_id" uuid,
	"state" text NOT NULL,
	"unmatched_reason" text,
	"recorded_by_name" text NOT NULL,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_booking_ref_unique" UNIQUE("booking_ref")
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","day");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_known" CHECK ("source" IN ('manual', 'camt'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_known" CHECK ("state" IN ('booked', 'unmatched', 'foreign'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booked_has_order" CHECK (("state" = 'booked') = ("order_id" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_kind_known" CHECK ("kind" IN ('sent', 'skipped'));--> statement-breakpoint
-- Orders placed before payments were tracked are never reminded: their payments were never recorded here.
INSERT INTO "payment_reminders" ("order_id", "kind") SELECT "id", 'skipped' FROM "orders";
