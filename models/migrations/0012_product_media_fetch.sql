ALTER TABLE "product_media" ADD COLUMN "fetch_state" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "fetch_error" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "stored_key" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_media_waiting_idx" ON "product_media" USING btree ("fetch_state");