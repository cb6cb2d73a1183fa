import { z } from "zod";

/** An import's life: queued until the job runner takes it, running, then done or failed (nothing changed). */
export const IMPORT_STATES = ["queued", "running", "done", "failed"] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** One reason an import was refused: where (line or element), which article, and why, in German. */
export type ImportError = { line?: number; element?: string; article: string | null; message: string };

/** What `catalogImportStatus` answers. */
export type CatalogImportStatus = {
  state: ImportState;
  processed: number;
  total: number;
  created: number;
  updated: number;
  withdrawn: number;
  errors: ImportError[];
};

/** Formats the import accepts: BMEcat 2005 (XML) and CSV with a column mapping. */
export const IMPORT_FORMATS = ["bmecat", "csv"] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS, { error: "Unbekanntes Format. Erlaubt sind „bmecat“ und „csv“." });
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const importIdSchema = z.uuid({ error: "Unbekannte Import-Nummer." });

/** A price as staged and kept (product_prices). Dates are ISO days (YYYY-MM-DD). */
export type StagedPrice = {
  priceType: string;
  amountCents: number;
  currency: string;
  lowerBound: number;
  validFrom: string | null;
  validTo: string | null;
  territories: string[];
};
export type StagedFeature = { name: string; value: string; unit: string | null };
export type StagedMime = { source: string; purpose: string | null; mimeType: string | null };

/** At most this many errors are listed in a report; the rest are counted. */
export const MAX_LISTED_ERRORS = 1000;

/** One import in the history of the Importe screen (newest first). */
export type CatalogImportSummary = {
  id: string;
  /** "media-zip" for an image ZIP (catalogMediaImport). */
  format: ImportFormat | "media-zip";
  fileName: string | null;
  fileBytes: number;
  /** Who started it: a person's name, or an API key's name (startedByKind "key"). */
  startedBy: string | null;
  startedByKind: "session" | "key" | null;
  csvMode: "full" | "delta" | null;
  transaction: string | null;
  state: ImportState;
  processed: number;
  total: number;
  created: number;
  updated: number;
  withdrawn: number;
  errorCount: number;
  createdAt: string;
  finishedAt: string | null;
};

export const IMPORTS_PAGE_SIZE = 20;
export const catalogImportsInputSchema = z.object({
  page: z.coerce
    .number({ error: "Seite muss eine Zahl sein." })
    .int({ error: "Seite muss eine ganze Zahl sein." })
    .min(1, { error: "Seite muss mindestens 1 sein." })
    .max(10_000, { error: "Seite darf höchstens 10.000 sein." }),
});
