/**
 * Whole-order actions of the operator (issue 43): confirm every open line for one date, ship every
 * unshipped line with one carrier and tracking number, and tracking numbers uploaded as CSV. Each
 * becomes the same orderStatusUpdate as a single line's (lib/server/operator/status-intake.ts), so mails,
 * events and the studio's bell behave alike. Pure: the schemas, which lines an action takes, the CSV.
 */
import Papa from "papaparse";
import { z } from "zod";
import { shipmentInputSchema } from "../shop/order-status-update";
import type { LineStatusDto } from "../shop/order-status";

const idfs = z
  .string({ error: "Bitte geben Sie die Bestellnummer an." })
  .trim()
  .min(1, "Bitte geben Sie die Bestellnummer an.")
  .max(40, "Die Bestellnummer ist länger als 40 Zeichen.");

const yyyymmdd = z
  .number({ error: "Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205." })
  .int("Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205.")
  .min(10000101, "Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205.")
  .max(99991231, "Bitte geben Sie das Datum als Zahl JJJJMMTT an, z. B. 20261205.");

export const confirmAllSchema = z.object({ idfs, confirmedDate: yyyymmdd });
export const shipAllSchema = z.object({ idfs, shipment: shipmentInputSchema });

/** The most bytes of a tracking-number CSV (about 5,000 lines). */
export const TRACKING_CSV_MAX = 300_000;
export const trackingImportSchema = z.object({
  csv: z
    .string({ error: "Bitte senden Sie die CSV-Datei als Text." })
    .min(1, "Die CSV-Datei ist leer.")
    .max(TRACKING_CSV_MAX, "Die CSV-Datei ist größer als 300 kB. Bitte teilen Sie sie auf."),
});

type LineLike = { line: number; ean: string; quantity: number; status: Pick<LineStatusDto, "state" | "shipped" | "cancelled"> };

/** Lines still to be confirmed: neither confirmed, shipped, delivered nor cancelled. */
export function openForConfirmation(lines: readonly LineLike[]): LineLike[] {
  return lines.filter((l) => l.status.state === "received" || l.status.state === "partially_confirmed");
}

/** Lines with units neither shipped nor cancelled. */
export function unshipped(lines: readonly LineLike[]): LineLike[] {
  return lines.filter((l) => l.quantity - l.status.cancelled - l.status.shipped > 0);
}

/** One row of an uploaded tracking-number CSV (its line number in the file, 1-based). */
export type TrackingRow = { row: number; idfs: string; article: string; carrier: string; trackingNumber: string };
export type TrackingRowProblem = { row: number; message: string };

/**
 * Reads "Bestellnummer;Artikel;Versanddienst;Sendungsnummer" (`;` or `,`, a header line optional, empty
 * lines skipped). A line without order number, article or carrier is reported, not guessed.
 */
export function readTrackingCsv(text: string): { rows: TrackingRow[]; problems: TrackingRowProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: "", skipEmptyLines: "greedy" });
  const rows: TrackingRow[] = [];
  const problems: TrackingRowProblem[] = [];
  parsed.data.forEach((cells, i) => {
    const row = i + 1;
    const [idfs = "", article = "", carrier = "", trackingNumber = ""] = cells.map((c) => c.trim());
    if (i === 0 && /bestell/i.test(idfs)) return;
    if (!idfs || !article || !carrier) {
      problems.push({ row, message: "Bitte geben Sie Bestellnummer, Artikel, Versanddienst und Sendungsnummer an (4 Spalten)." });
      return;
    }
    rows.push({ row, idfs, article, carrier, trackingNumber });
  });
  return { rows, problems };
}
