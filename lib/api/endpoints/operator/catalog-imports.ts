import { z } from "zod";
import { endpoint } from "@/lib/api/define";
import { AppError } from "@/lib/server/platform/errors";
import { catalogImportStatus, listCatalogImports, MAX_IMPORT_BYTES, startCatalogImport } from "@/lib/server/operator/catalog-import";
import { catalogImportsInputSchema, importIdSchema } from "@/lib/domain/operator/catalog-import-schema";
import { csvMappingParamSchema, csvModeSchema } from "@/lib/domain/operator/csv-import";
import { MAX_MEDIA_ZIP_BYTES, MAX_MEDIA_ZIP_LABEL, MEDIA_ZIP_FORMAT } from "@/lib/domain/operator/media-zip-import";
import { catalogMediaImportStatus } from "@/lib/server/operator/media-zip-import";

/** The media types an import takes and the format each stands for. */
const FORMAT_OF_TYPE = { "application/xml": "bmecat", "text/xml": "bmecat", "text/csv": "csv" } as const;

const importInput = z.object({
  /** CSV only: the column mapping as JSON (default: the German headers, lib/domain/operator/csv-import.ts). */
  mapping: csvMappingParamSchema.optional(),
  /** CSV only: "full" (default; withdraws what the file lacks) or "delta". */
  mode: csvModeSchema.optional(),
  /** The file's name, shown in the history. */
  fileName: z.string().trim().max(255, { error: "Der Dateiname ist länger als 255 Zeichen." }).optional(),
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
      });
    },
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
