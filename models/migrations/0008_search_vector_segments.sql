ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('german', coalesce("products"."producer_id", '') || ' ' || coalesce("products"."ean", '')), 'A') || setweight(to_tsvector('german', replace(coalesce("products"."description", ''), '~', ' ')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");
