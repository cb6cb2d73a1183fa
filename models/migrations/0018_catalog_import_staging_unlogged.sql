-- The staging rows of a running import are rebuilt from its file when an import starts again, so they
-- need no write-ahead log: an import writes them once and reads them once (issue 32 "Fast and lean").
-- After a crash PostgreSQL empties unlogged tables, and the import's lease lets it run again from its file.
ALTER TABLE "catalog_import_articles" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "catalog_import_group_map" SET UNLOGGED;
