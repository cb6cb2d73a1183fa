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

/** Formats the import accepts (the CSV import follows). */
export const importFormatSchema = z.enum(["bmecat"], { error: "Unbekanntes Format. Erlaubt ist „bmecat“." });
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
