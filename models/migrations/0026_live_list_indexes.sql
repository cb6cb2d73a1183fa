-- The shop's lists and brand facet over live articles (issue 47, docs/performance.md "Category pages from indexes").
CREATE INDEX "products_live_category_rank_idx" ON "products" USING btree ("category_id","sales_rank","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("category_id","price_ka_net_cents","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_name_idx" ON "products" USING btree ("category_id","name","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_sub_category_rank_idx" ON "products" USING btree ("sub_category_id","sales_rank","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_sub_category_price_idx" ON "products" USING btree ("sub_category_id","price_ka_net_cents","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_sub_category_name_idx" ON "products" USING btree ("sub_category_id","name","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_rank_idx" ON "products" USING btree ("sales_rank","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("price_ka_net_cents","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_name_idx" ON "products" USING btree ("name","id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_brand_idx" ON "products" USING btree ("category_id","brand_id") WHERE "products"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_sub_category_brand_idx" ON "products" USING btree ("sub_category_id","brand_id") WHERE "products"."withdrawn_at" is null;
