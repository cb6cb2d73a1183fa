-- Issue 47, suggestions at 1,000,000 articles (docs/performance.md): whether a category has matches of a search, read from the category's own full-text entries (search_vector's lexemes tagged "c<category id>/" and "s<subcategory id>/"), and the offered articles by category and subcategory, and by brand.
CREATE FUNCTION scoped_search_vector(category_id integer, sub_category_id integer, v tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(
    SELECT 'c' || category_id || '/' || l FROM unnest(tsvector_to_array(v)) AS l
    UNION ALL
    SELECT 's' || sub_category_id || '/' || l FROM unnest(tsvector_to_array(v)) AS l WHERE sub_category_id IS NOT NULL))
$$;--> statement-breakpoint
-- A search's tsquery for one scope ("c4", "s46"): every lexeme tagged; a phrase becomes AND (the scoped vector has no positions).
CREATE FUNCTION scoped_search_query(scope text, q tsquery) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(q::text, '''((?:[^'']|'''')*)''', '''' || scope || '/\1''', 'g'), '<[0-9]+>|<->', '&', 'g')::tsquery
$$;--> statement-breakpoint
CREATE INDEX "products_scoped_search_idx" ON "products" USING gin (scoped_search_vector("category_id", "sub_category_id", "search_vector")) WHERE "products"."withdrawn_at" is null and not "products"."class_unmapped" and not "products"."price_missing";--> statement-breakpoint
CREATE INDEX "products_offered_category_sub_idx" ON "products" USING btree ("category_id","sub_category_id") WHERE "products"."withdrawn_at" is null and not "products"."class_unmapped" and not "products"."price_missing";--> statement-breakpoint
CREATE INDEX "products_offered_brand_category_idx" ON "products" USING btree ("brand_id","category_id","sub_category_id") WHERE "products"."withdrawn_at" is null and not "products"."class_unmapped" and not "products"."price_missing";