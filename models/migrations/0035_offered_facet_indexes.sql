-- The brand facet and the bounded count over what the studios are offered (issue 47 at 1,000,000 articles, docs/performance.md): index-only, no table page.
DROP INDEX "products_live_category_brand_idx";--> statement-breakpoint
DROP INDEX "products_live_sub_category_brand_idx";--> statement-breakpoint
CREATE INDEX "products_offered_category_brand_idx" ON "products" USING btree ("category_id","brand_id") WHERE "products"."withdrawn_at" is null and not "products"."class_unmapped" and not "products"."price_missing";--> statement-breakpoint
CREATE INDEX "products_offered_sub_category_brand_idx" ON "products" USING btree ("sub_category_id","brand_id") WHERE "products"."withdrawn_at" is null and not "products"."class_unmapped" and not "products"."price_missing";