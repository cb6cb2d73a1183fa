import { z } from "zod";
import { endpoint } from "@/lib/api/define";
import { AppError } from "@/lib/server/platform/errors";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { listCatalogImports } from "@/lib/server/operator/catalog-import-history";
import { applyPreviewedImport, MAX_IMPORT_BYTES, startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { undoCatalogImport } from "@/lib/server/operator/catalog-import-undo";
import { catalogImportsInputSchema, importIdSchema } from "@/lib/domain/operator/catalog-import-schema";
import { csvMappingParamSchema, csvModeSchema } from "@/lib/domain/operator/csv-import";
import { MAX_MEDIA_ZIP_BYTES, MAX_MEDIA_ZIP_LABEL, MEDIA_ZIP_FORMAT } from "@/lib/domain/operator/media-zip-import";
import { catalogMediaImportStatus } from "@/lib/server/operator/media-zip-import";
import { importFindingsPage, importReport, importReportCsv } from "@/lib/server/operator/import-findings";
import { importFindingsInputSchema } from "@/lib/domain/operator/import-findings";

/** The media types an import takes and the format each stands for. */
const FORMAT_OF_TYPE = { "application/xml": "bmecat", "text/xml": "bmecat", "text/csv": "csv" } as const;

const confirmWithdrawSchema = z.coerce
  .number({ error: "confirmWithdraw muss eine Zahl sein." })
  .int({ error: "confirmWithdraw muss eine ganze Zahl sein." })
  .min(0, { error: "confirmWithdraw darf nicht negativ sein." })
  .max(100_000_000, { error: "confirmWithdraw ist zu groß." });

const importInput = z.object({
  /** CSV only: the column mapping as JSON (default: the German headers, lib/domain/operator/csv-import.ts). */
  mapping: csvMappingParamSchema.optional(),
  /** CSV only: "full" (default; withdraws what the file lacks) or "delta". */
  mode: csvModeSchema.optional(),
  /** The file's name, shown in the history. */
  fileName: z.string().trim().max(255, { error: "Der Dateiname ist länger als 255 Zeichen." }).optional(),
  /** A full load that withdraws more than 20 % of the active articles: the number it withdraws, typed by the operator. */
  confirmWithdraw: confirmWithdrawSchema.optional(),
  /** true: only a preview (state "previewed": every check and what it would do; nothing changes). */
  preview: z
    .enum(["true", "false"], { error: "preview ist true oder false." })
    .transform((v) => v === "true")
    .optional(),
});

export const catalogImportEndpoints = [
  endpoint({
    // The file is the raw body (BMEcat as application/xml, CSV as text/csv), streamed to DATA_DIR/imports.
    name: "catalogImport",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: importInput,
    upload: { types: Object.keys(FORMAT_OF_TYPE), maxBytes: MAX_IMPORT_BYTES },
    handler: async ({ input, operator, upload }) => {
      if (!upload) throw new AppError("bad_input", "Die Datei fehlt.", "file");
      const format = FORMAT_OF_TYPE[upload.mediaType as keyof typeof FORMAT_OF_TYPE];
      if (format !== "csv" && (input.mapping || input.mode)) {
        throw new AppError("bad_input", "Zuordnung und Modus gelten nur für CSV-Dateien.", input.mapping ? "mapping" : "mode");
      }
      return startCatalogImport({
        file: upload.body,
        format,
        fileName: input.fileName || null,
        startedBy: operator,
        csvMapping: input.mapping,
        csvMode: input.mode,
        confirmWithdraw: input.confirmWithdraw,
        preview: input.preview,
      });
    },
  }),
  endpoint({
    // "Übernehmen" of a preview: the stored file is applied, without uploading it again.
    name: "catalogImportApply",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: z.object({ importId: importIdSchema, confirmWithdraw: confirmWithdrawSchema.optional() }),
    handler: async ({ input }) => applyPreviewedImport(input.importId, input.confirmWithdraw ?? null),
  }),
  endpoint({
    // Undo of an applied import within 30 days (lib/server/operator/catalog-import-undo.ts).
    name: "catalogImportUndo",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: z.object({ importId: importIdSchema }),
    handler: async ({ input }) => undoCatalogImport(input.importId),
  }),
  endpoint({
    name: "catalogImportStatus",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: z.object({ importId: importIdSchema }),
    handler: async ({ input }) => catalogImportStatus(input.importId),
  }),
  endpoint({
    // The report grouped by message: errors and warnings, each group with its count and first examples.
    name: "catalogImportReport",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: z.object({ importId: importIdSchema }),
    handler: async ({ input }) => importReport(input.importId),
  }),
  endpoint({
    // All findings of one group of the report, 50 a page, in file order.
    name: "catalogImportFindings",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: importFindingsInputSchema,
    handler: async ({ input }) => importFindingsPage(input),
  }),
  endpoint({
    // „Bericht als CSV“: every finding of the report, one row each, for German Excel (streamed).
    name: "catalogImportReportCsv",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    raw: true,
    input: z.object({ importId: importIdSchema }),
    handler: async ({ input }) => importReportCsv(input.importId),
  }),
  endpoint({
    // Product images as a ZIP (application/zip as the raw body): queued like a catalog file; the job
    // stores the images whose MIME_SOURCE names an entry (lib/server/operator/media-zip-import.ts).
    name: "catalogMediaImport",
    method: "POST",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: importInput.pick({ fileName: true }),
    upload: { types: ["application/zip", "application/x-zip-compressed"], maxBytes: MAX_MEDIA_ZIP_BYTES },
    handler: async ({ input, operator, upload }) => {
      if (!upload) throw new AppError("bad_input", "Die Datei fehlt.", "file");
      return startCatalogImport({
        file: upload.body,
        format: MEDIA_ZIP_FORMAT,
        fileName: input.fileName || null,
        startedBy: operator,
        maxBytes: { bytes: MAX_MEDIA_ZIP_BYTES, label: MAX_MEDIA_ZIP_LABEL },
      });
    },
  }),
  endpoint({
    name: "catalogMediaImportStatus",
    method: "GET",
    access: "operator",
    capability: undefined,
    scope: "catalog:write",
    input: z.object({ importId: importIdSchema }),
    handler: async ({ input }) => catalogMediaImportStatus(input.importId),
  }),
  endpoint({
    // The history for the Importe screen: the operator's session only.
    name: "catalogImports",
    method: "GET",
    access: "operator",
    capability: undefined,
    input: catalogImportsInputSchema,
    handler: async ({ input, operator }) => {
      if (operator.kind !== "session") throw new AppError("forbidden", "Nur nach Anmeldung im Betrieb.");
      return listCatalogImports(input.page);
    },
  }),
] as const;
