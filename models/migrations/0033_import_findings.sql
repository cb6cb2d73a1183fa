CREATE TABLE "catalog_import_findings" (
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"line" integer,
	"element" text,
	"article" text,
	"message" text NOT NULL,
	CONSTRAINT "catalog_import_findings_import_id_kind_seq_pk" PRIMARY KEY("import_id","kind","seq")
);
--> statement-breakpoint
ALTER TABLE "catalog_import_findings" ADD CONSTRAINT "catalog_import_findings_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_import_findings_code_idx" ON "catalog_import_findings" USING btree ("import_id","kind","code","seq");--> statement-breakpoint
-- The reports of earlier imports (their first 1,000 errors and warnings), grouped by exact message.
INSERT INTO "catalog_import_findings" ("import_id", "kind", "seq", "code", "line", "element", "article", "message")
SELECT i."id", k."kind", f."n", 'l' || left(md5(coalesce(f."e"->>'element', '') || '|' || (f."e"->>'message')), 8),
  (f."e"->>'line')::integer, f."e"->>'element', f."e"->>'article', f."e"->>'message'
FROM "catalog_imports" i
CROSS JOIN LATERAL (VALUES ('error', i."errors"), ('warning', i."warnings")) AS k("kind", "list")
CROSS JOIN LATERAL jsonb_array_elements(k."list") WITH ORDINALITY AS f("e", "n")
WHERE f."e"->>'message' IS NOT NULL;
