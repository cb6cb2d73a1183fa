/**
 * stockUpdate (issue 32): the supplier's or the warehouse system's stock delta, as JSON lines or as a
 * CSV text. Plain rules, no I/O: the schema, the CSV reading and the German messages.
 *
 * CSV (UTF-8, separator ";", first line the header, column order free, names case-insensitive):
 *   Artikelnummer;Bestand;Lieferbar;Wieder ab
 *   4242005123456;3;ja;
 *   SMV4HCX48E;0;nein;15.01.2027
 * Artikelnummer: the supplier's article number or the EAN. Bestand: whole units, empty = unknown.
 * Lieferbar: ja/nein (also 1/0, true/false, x/leer); empty = ja when Bestand > 0 or empty, else nein.
 * Wieder ab: DD.MM.YYYY or YYYY-MM-DD, empty = unknown.
 */
import { z } from "zod";
import { isValid, parse, parseISO } from "date-fns";

/** At most this many lines in one update (JSON or CSV). */
export const MAX_STOCK_LINES = 5000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte geben Sie das Datum als JJJJ-MM-TT an.")
  .refine((s) => isValid(parseISO(s)), "Das Datum gibt es nicht.");

export const stockLineSchema = z.object({
  /** The supplier's article number (producerId) or the EAN. */
  article: z.string().trim().min(1, "Bitte geben Sie die Artikelnummer oder EAN an.").max(100),
  available: z.boolean(),
  quantity: z.number().int().min(0).max(10_000_000).nullable().default(null),
  restockDate: isoDay.nullable().default(null),
});
export type StockLine = z.output<typeof stockLineSchema>;

export const stockUpdateSchema = z
  .object({
    lines: z.array(stockLineSchema).min(1, "Bitte senden Sie mindestens eine Zeile.").max(MAX_STOCK_LINES).optional(),
    /** The same as CSV text (see above); exactly one of `lines` and `csv`. */
    csv: z.string().max(900_000).optional(),
  })
  .refine((v) => (v.lines === undefined) !== (v.csv === undefined), {
    message: "Bitte senden Sie entweder „lines“ oder „csv“.",
    path: ["lines"],
  });

/** A line of the update with where it came from, for the messages ("Zeile 3"). */
export type NumberedStockLine = StockLine & { line: number; field: string };

export type StockCsvResult = { ok: true; lines: NumberedStockLine[] } | { ok: false; line: number; message: string };

const COLUMNS = { article: "artikelnummer", quantity: "bestand", available: "lieferbar", restock: "wieder ab" } as const;
const YES = new Set(["ja", "j", "1", "true", "x", "yes"]);
const NO = new Set(["nein", "n", "0", "false", "no"]);

function csvDay(text: string): string | null | undefined {
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isValid(parseISO(text)) ? text : undefined;
  const d = parse(text, "dd.MM.yyyy", new Date(2000, 0, 1));
  if (!/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(text) || !isValid(d)) return undefined;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Reads the CSV stock delta; the first wrong line is named with its line number in the file. */
export function parseStockCsv(text: string): StockCsvResult {
  const rows = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = (rows[0] ?? "").split(";").map((h) => h.trim().replace(/^"|"$/g, "").toLowerCase());
  const at = (name: string) => header.indexOf(name);
  if (at(COLUMNS.article) < 0) return { ok: false, line: 1, message: "Zeile 1: Die Spalte „Artikelnummer“ fehlt." };
  if (at(COLUMNS.quantity) < 0 && at(COLUMNS.available) < 0) {
    return { ok: false, line: 1, message: "Zeile 1: Es fehlt die Spalte „Bestand“ oder „Lieferbar“." };
  }
  const lines: NumberedStockLine[] = [];
  for (let i = 1; i < rows.length; i++) {
    if (!rows[i].trim()) continue;
    const line = i + 1;
    const cells = rows[i].split(";").map((c) => c.trim().replace(/^"|"$/g, ""));
    const cell = (name: string) => (at(name) >= 0 ? (cells[at(name)] ?? "") : "");
    const article = cell(COLUMNS.article);
    if (!article) return { ok: false, line, message: `Zeile ${line}: Die Artikelnummer fehlt.` };
    const quantityText = cell(COLUMNS.quantity);
    if (quantityText && !/^\d{1,8}$/.test(quantityText)) {
      return { ok: false, line, message: `Zeile ${line}: Der Bestand „${quantityText}“ ist keine ganze Zahl ab 0.` };
    }
    const quantity = quantityText ? Number(quantityText) : null;
    const availableText = cell(COLUMNS.available).toLowerCase();
    let available: boolean;
    if (YES.has(availableText)) available = true;
    else if (NO.has(availableText)) available = false;
    else if (!availableText) available = quantity === null || quantity > 0;
    else return { ok: false, line, message: `Zeile ${line}: „Lieferbar“ muss „ja“ oder „nein“ sein.` };
    const restockDate = csvDay(cell(COLUMNS.restock));
    if (restockDate === undefined) {
      return { ok: false, line, message: `Zeile ${line}: „Wieder ab“ muss ein Datum wie 15.01.2027 sein.` };
    }
    lines.push({ article, available, quantity, restockDate, line, field: "csv" });
  }
  if (lines.length === 0) return { ok: false, line: 2, message: "Die Datei enthält keine Zeilen mit Artikeln." };
  if (lines.length > MAX_STOCK_LINES) {
    return { ok: false, line: MAX_STOCK_LINES + 2, message: `Höchstens ${MAX_STOCK_LINES} Zeilen pro Aktualisierung.` };
  }
  return { ok: true, lines };
}

/** JSON lines numbered for the messages: line 1 is lines[0]. */
export function numberedJsonLines(lines: StockLine[]): NumberedStockLine[] {
  return lines.map((l, i) => ({ ...l, line: i + 1, field: `lines.${i}.article` }));
}

export const STOCK_MESSAGES = {
  unknown: (line: number, article: string) => `Zeile ${line}: Der Artikel „${article}“ ist unbekannt. Es wurde nichts gespeichert.`,
  ambiguous: (line: number, article: string) =>
    `Zeile ${line}: Die Artikelnummer „${article}“ gehört zu mehreren Produkten. Bitte geben Sie die EAN an. Es wurde nichts gespeichert.`,
  twice: (line: number, article: string, first: number) =>
    `Zeile ${line}: Der Artikel „${article}“ steht schon in Zeile ${first}. Es wurde nichts gespeichert.`,
} as const;
