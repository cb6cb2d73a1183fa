import "server-only";
import { count, desc } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { catalogImports } from "@/models/operator/catalog-import";
import { IMPORTS_PAGE_SIZE, type CatalogImportSummary } from "@/lib/domain/operator/catalog-import-schema";
import { getDb } from "../platform/db";

/** The import history, newest first, a page at a time. */
export async function listCatalogImports(
  page: number,
  opts: { db?: Db } = {},
): Promise<{ imports: CatalogImportSummary[]; page: number; pages: number; total: number }> {
  const db = opts.db ?? (await getDb());
  const [{ n }] = await db.select({ n: count() }).from(catalogImports);
  const rows = await db
    .select()
    .from(catalogImports)
    .orderBy(desc(catalogImports.createdAt), desc(catalogImports.id))
    .limit(IMPORTS_PAGE_SIZE)
    .offset((page - 1) * IMPORTS_PAGE_SIZE);
  return {
    imports: rows.map((r) => ({
      id: r.id,
      format: r.format as CatalogImportSummary["format"],
      fileName: r.fileName,
      fileBytes: r.fileBytes,
      startedBy: r.startedBy,
      startedByKind: r.startedByKind,
      csvMode: r.csvMode,
      transaction: r.transaction,
      state: r.state,
      processed: r.processed,
      total: r.total,
      created: r.created,
      updated: r.updated,
      withdrawn: r.withdrawn,
      errorCount: r.errorCount,
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
    })),
    page,
    pages: Math.max(1, Math.ceil(n / IMPORTS_PAGE_SIZE)),
    total: n,
  };
}
