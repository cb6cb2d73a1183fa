import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { catalogImportFindings, catalogImports } from "@/models/operator/catalog-import";
import { sqlRows } from "@/models/platform/sql-rows";
import { importIdSchema, MAX_LISTED_ERRORS, type ImportError } from "@/lib/domain/operator/catalog-import-schema";
import {
  FINDING_KINDS,
  FINDINGS_CSV_HEADER,
  FINDINGS_PAGE_SIZE,
  findingCode,
  findingCsvLine,
  findingsCsvFileName,
  findingTemplate,
  GROUP_EXAMPLES,
  MAX_LISTED_GROUPS,
  MAX_STORED_FINDINGS,
  type FindingGroups,
  type FindingKind,
  type ImportFinding,
} from "@/lib/domain/operator/import-findings";
import { CSV_BOM, csvLine } from "@/lib/domain/platform/csv";
import { AppError } from "../platform/errors";
import { getDb } from "../platform/db";

/** Findings written per statement (one JSON parameter each). */
const WRITE_BATCH = 2000;
/** Findings read per round trip of the CSV download. */
const CSV_BATCH = 5000;

/**
 * Stores an import's findings of one kind, replacing those of an earlier run of it (a try that died,
 * or the preview before "Übernehmen"), each with its group code.
 */
export async function recordFindings(db: Db, importId: string, kind: FindingKind, list: ImportError[]) {
  await db.delete(catalogImportFindings).where(and(eq(catalogImportFindings.importId, importId), eq(catalogImportFindings.kind, kind)));
  const kept = list.slice(0, MAX_STORED_FINDINGS);
  for (let start = 0; start < kept.length; start += WRITE_BATCH) {
    const rows = kept.slice(start, start + WRITE_BATCH).map((e, i) => ({
      seq: start + i + 1,
      code: findingCode(e),
      line: e.line ?? null,
      element: e.element ?? null,
      article: e.article,
      message: e.message,
    }));
    await db.execute(sql`
      insert into catalog_import_findings (import_id, kind, seq, code, line, element, article, message)
      select ${importId}::uuid, ${kind}, x.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(seq int, code text, line int, element text, article text, message text)`);
  }
}

type ImportValues = Partial<typeof catalogImports.$inferInsert>;

/** The import's row keeps the first MAX_LISTED_ERRORS of each list (catalogImportStatus); all go to the grouped report. */
export function reportColumns(values: ImportValues): ImportValues {
  return {
    ...values,
    ...(values.errors ? { errors: listed(values.errors) } : {}),
    ...(values.warnings ? { warnings: listed(values.warnings) } : {}),
  };
}

/** The first MAX_LISTED_ERRORS as the status lists them, without their group codes. */
const listed = (list: ImportError[]): ImportError[] =>
  list.slice(0, MAX_LISTED_ERRORS).map((e) => {
    const copy = { ...e };
    delete copy.code;
    return copy;
  });

/** Stores the findings an import's end names (each list given replaces that kind's). */
export async function recordReport(db: Db, id: string, values: ImportValues) {
  if (values.errors) await recordFindings(db, id, "error", values.errors);
  if (values.warnings) await recordFindings(db, id, "warning", values.warnings);
}

async function importRow(db: Db, importId: string) {
  const id = importIdSchema.safeParse(importId);
  if (!id.success) throw new AppError("not_found", "Diesen Import gibt es nicht.");
  const [row] = await db
    .select({ fileName: catalogImports.fileName, errorCount: catalogImports.errorCount, warningCount: catalogImports.warningCount })
    .from(catalogImports)
    .where(eq(catalogImports.id, id.data));
  if (!row) throw new AppError("not_found", "Diesen Import gibt es nicht.");
  return { id: id.data, ...row };
}

type FindingRow = { code: string; seq: number; line: number | null; element: string | null; article: string | null; message: string };
const asFinding = (r: FindingRow): ImportFinding => ({ seq: r.seq, line: r.line, element: r.element, article: r.article, message: r.message });

/** One kind's groups, largest first, each with its count and first examples. */
async function groupsOf(db: Db, importId: string, kind: FindingKind, count: number): Promise<FindingGroups> {
  const counts = await sqlRows<{ code: string; n: number; first: number }>(
    db,
    sql`select code, count(*)::int as n, min(seq) as first from catalog_import_findings
        where import_id = ${importId} and kind = ${kind} group by code order by n desc, first`,
  );
  const listed = counts.slice(0, MAX_LISTED_GROUPS);
  const codes = listed.map((c) => c.code);
  const examples = codes.length
    ? await sqlRows<FindingRow>(
        db,
        sql`select code, seq, line, element, article, message from (
              select f.*, row_number() over (partition by code order by seq) as rn from catalog_import_findings f
              where import_id = ${importId} and kind = ${kind} and code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))
            ) x where rn <= ${GROUP_EXAMPLES} order by seq`,
      )
    : [];
  const stored = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    groups: listed.map((c) => {
      const own = examples.filter((e) => e.code === c.code);
      return { code: c.code, label: findingTemplate(own[0].message), element: own[0].element, count: c.n, examples: own.map(asFinding) };
    }),
    moreGroups: counts.length - listed.length,
    // The count of the import's row; an import from before the findings were stored counts what it listed.
    count: Math.max(count, stored),
    stored,
  };
}

/** The grouped report of an import: errors and warnings, each grouped by message with counts and examples. */
export async function importReport(importId: string, opts: { db?: Db } = {}): Promise<Record<FindingKind, FindingGroups>> {
  const db = opts.db ?? (await getDb());
  const row = await importRow(db, importId);
  return {
    error: await groupsOf(db, row.id, "error", row.errorCount),
    warning: await groupsOf(db, row.id, "warning", row.warningCount),
  };
}

/** All findings of one group, a page at a time, in file order. */
export async function importFindingsPage(
  input: { importId: string; kind: FindingKind; code: string; page: number },
  opts: { db?: Db } = {},
): Promise<{ findings: ImportFinding[]; page: number; pages: number; total: number }> {
  const db = opts.db ?? (await getDb());
  const row = await importRow(db, input.importId);
  const [{ n }] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from catalog_import_findings where import_id = ${row.id} and kind = ${input.kind} and code = ${input.code}`,
  );
  const rows = await sqlRows<FindingRow>(
    db,
    sql`select code, seq, line, element, article, message from catalog_import_findings
        where import_id = ${row.id} and kind = ${input.kind} and code = ${input.code}
        order by seq limit ${FINDINGS_PAGE_SIZE} offset ${(input.page - 1) * FINDINGS_PAGE_SIZE}`,
  );
  return { findings: rows.map(asFinding), page: input.page, pages: Math.max(1, Math.ceil(n / FINDINGS_PAGE_SIZE)), total: n };
}

/**
 * „Bericht als CSV“: every stored finding, errors first, one row each (Art, Zeile, Element,
 * Artikelnummer, Meldung) for German Excel, streamed in batches by key so memory stays flat.
 */
export async function importReportCsv(importId: string, opts: { db?: Db } = {}): Promise<Response> {
  const db = opts.db ?? (await getDb());
  const row = await importRow(db, importId);
  const encoder = new TextEncoder();
  let kindIndex = 0;
  let after = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          return controller.enqueue(encoder.encode(CSV_BOM + csvLine([...FINDINGS_CSV_HEADER])));
        }
        for (; kindIndex < FINDING_KINDS.length; kindIndex++, after = 0) {
          const kind = FINDING_KINDS[kindIndex];
          const rows = await sqlRows<FindingRow>(
            db,
            sql`select code, seq, line, element, article, message from catalog_import_findings
                where import_id = ${row.id} and kind = ${kind} and seq > ${after} order by seq limit ${CSV_BATCH}`,
          );
          if (rows.length === 0) continue;
          after = rows[rows.length - 1].seq;
          return controller.enqueue(encoder.encode(rows.map((r) => findingCsvLine(kind, r)).join("")));
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${findingsCsvFileName(row.fileName, row.id)}"`,
      "cache-control": "private, no-store",
    },
  });
}
