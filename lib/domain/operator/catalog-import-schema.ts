import { z } from "zod";

/** An import's life: queued until the job runner takes it, running, then done, failed (nothing changed) or previewed (a preview: nothing changed). */
export const IMPORT_STATES = ["queued", "running", "done", "failed", "previewed"] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * One reason an import was refused (or a warning): where (line or element), which article, and why, in
 * German; `code` names its kind of message for the report's groups (lib/domain/operator/import-findings.ts).
 */
export type ImportError = { line?: number; element?: string; article: string | null; message: string; code?: string };

/** A list price the import changes (or would change): the article, its name, and the net cents before and after. */
export type PriceChange = { article: string; name: string | null; oldCents: number; newCents: number };

/** What `catalogImportStatus` answers. */
export type CatalogImportStatus = {
  state: ImportState;
  processed: number;
  total: number;
  created: number;
  updated: number;
  withdrawn: number;
  /** Articles the file leaves as they are, and articles held back because their class has no shop category yet. */
  unchanged: number;
  unmapped: number;
  errors: ImportError[];
  /** What let articles in with a remark (no price, no EAN, no manufacturer, rounded prices). */
  warnings: ImportError[];
  warningCount: number;
  /** How a CSV file was read ("utf-8", "utf-8-bom", "windows-1252"); null for BMEcat. */
  encoding: string | null;
  /** The ten largest list price changes, largest first. */
  priceChanges: PriceChange[];
  /** A preview whose "Übernehmen" needs the typed number of withdrawals (`withdrawn`: more than 20 % of `activeBefore`). */
  confirmNeeded: boolean;
  activeBefore: number | null;
  /** An applied import can be undone until then (null: it cannot). */
  undoUntil: string | null;
  undoneAt: string | null;
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
/** A class of an article: ECLASS, ETIM or the supplier's own system, its version, the class code and (when the file has one) its name. */
export type StagedClass = { system: string; version: string | null; code: string; name: string | null };

/** At most this many errors are listed in `catalogImportStatus`; all (up to MAX_STORED_FINDINGS) are in the grouped report. */
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
