import { decodeSpreadsheetText } from "@/lib/domain/platform/text-encoding";
// Schnellbestellung: lines of article number (producerId) or EAN plus quantity, typed, pasted from a
// spreadsheet or a kitchen-planning program, or uploaded as a CSV file. The text is split by papaparse
// (quotes, separators, line ends); this module decides what a line means. The same rules serve the
// browser (preview before anything is added) and the server (asQuickOrderResolve).
import Papa from "papaparse";
import { MAX_QUANTITY } from "./cart-items";
import type { ProductPriceFields } from "./product-dto";
import { packQuantityProblem, type PackSize } from "./pack-size";

export const QUICK_ORDER_MAX_LINES = 1000;
export const QUICK_ORDER_MAX_BYTES = 1_000_000;
export const QUICK_ORDER_CODE_MAX = 50;

/** What the browser sends per line, and what asQuickOrderResolve answers for. */
export type QuickOrderLine = { code: string; quantity: number };
/** A line of a pasted text or file that can be looked up; `line` is its line number (from 1). */
export type ParsedLine = QuickOrderLine & { line: number };
/** A line that cannot be ordered as written, with the reason in German; `merged` when it went into an earlier line. */
export type LineProblem = { line: number; code: string; reason: string; merged?: boolean };
export type ParsedQuickOrder = { lines: ParsedLine[]; problems: LineProblem[]; tooManyLines: boolean };

/** A product as the quick order shows it: name, picture and net price (SPEC 2.4). */
/** A product of the quick order, with the studio's own prices (issue 32). */
export type QuickOrderProduct = ProductPriceFields & {
  id: number;
  name: string;
  producerId: string;
  ean: string;
  image: string;
  /** Sold only in packs (issue 42): the quantity must be min, min + interval, … */
  packSize?: PackSize;
};
/**
 * asQuickOrderResolve's answer for one line: the product, or the reason it cannot be ordered.
 * `withdrawn`: the code names an article a catalog import withdrew (then `reason` names it).
 */
export type ResolvedLine = QuickOrderLine & {
  product: QuickOrderProduct | null;
  reason: string | null;
  candidates: QuickOrderProduct[];
  withdrawn?: boolean;
};

export const QUICK_ORDER_REASONS = {
  unknown: "Unbekannte Artikelnummer oder EAN.",
  withdrawn: (name: string) => `„${name}“ ist nicht mehr lieferbar.`,
  missingCode: "Keine Artikelnummer oder EAN angegeben.",
  codeTooLong: `Die Artikelnummer ist zu lang (höchstens ${QUICK_ORDER_CODE_MAX} Zeichen).`,
  quantity: `Die Menge muss eine ganze Zahl zwischen 1 und ${MAX_QUANTITY} sein.`,
  ambiguous: (count: number) => `Die Artikelnummer passt zu ${count} Artikeln – bitte die EAN angeben.`,
  duplicate: (first: number) => `Doppelt – mit Zeile ${first} zusammengeführt.`,
  mergedTooMany: (first: number) => `Zusammen mit Zeile ${first} mehr als ${MAX_QUANTITY} Stück.`,
  tooManyLines: `Höchstens ${QUICK_ORDER_MAX_LINES.toLocaleString("de-DE")} Zeilen auf einmal.`,
};

/**
 * The form of a code that lookups compare: article numbers are written with or without spaces, dots,
 * dashes and slashes ("AB 1234-56", "AB123456") and in any case. lib/server/shop/quick-order.ts computes the
 * same key in SQL (and an index holds it), so both must change together.
 */
export function codeKey(code: string): string {
  return code
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s./-]/g, "");
}

/** A quantity cell: empty means 1; otherwise a whole number 1..999 ("2", "2,00" and "2.0" too), else null. */
export function parseQuantity(cell: string | undefined): number | null {
  const text = (cell ?? "").trim();
  if (text === "") return 1;
  if (!/^\d{1,6}([.,]0+)?$/.test(text)) return null;
  const n = Number.parseInt(text, 10);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/** Checks a line the browser sent: the reason it cannot be ordered, or null. */
export function lineProblem(l: QuickOrderLine): string | null {
  if (codeKey(l.code) === "") return QUICK_ORDER_REASONS.missingCode;
  if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > MAX_QUANTITY) return QUICK_ORDER_REASONS.quantity;
  return null;
}

/**
 * Reads a file's bytes: UTF-8 (with or without byte-order mark) when the bytes are valid UTF-8,
 * otherwise Windows-1252, which German Excel writes ("Spüle" as 0xFC).
 */
export function decodeQuickOrderFile(bytes: Uint8Array): string {
  return decodeSpreadsheetText(bytes).text;
}

const CODE_HEADER = /artikel|art\.?-?nr|ean|gtin|nummer|code|sku|bestell|hersteller/i;
const QUANTITY_HEADER = /menge|anzahl|stück|stk|qty|quantity|anz/i;
const NUMBER_LIKE = /^\d+([.,]\d+)?$/;

/** The first row is a header when no cell is a number and a cell names the code or the quantity. */
function headerColumns(row: string[]): { code: number; quantity: number } | null {
  const cells = row.map((c) => c.trim());
  if (cells.some((c) => NUMBER_LIKE.test(c))) return null;
  const quantity = cells.findIndex((c) => QUANTITY_HEADER.test(c));
  const code = cells.findIndex((c, i) => i !== quantity && CODE_HEADER.test(c));
  if (code < 0 && quantity < 0) return null;
  return { code: code < 0 ? (quantity === 0 ? 1 : 0) : code, quantity: quantity < 0 ? (code === 0 ? 1 : 0) : quantity };
}

/**
 * A row the guessed separator did not split (pasted lines mixing separators, or none at all): split at
 * its own tab, ";" or ","; otherwise at spaces ("521234 3", "AB 1234 C 2"), where the last word is the
 * quantity when it is a short number and there is more than one word, and the rest is the code.
 */
function splitLoneRow(cell: string): string[] {
  const own = ["\t", ";", ","].find((sep) => cell.includes(sep));
  if (own) return cell.split(own);
  const words = cell.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  return words.length > 1 && last.length <= 4 && NUMBER_LIKE.test(last) ? [words.slice(0, -1).join(" "), last] : [cell];
}

/**
 * Splits pasted text or a decoded file into lines of code and quantity. Separators: tab, ";", "," or
 * spaces; fields may be quoted; a header row is recognised by its names (Artikelnummer, EAN, Menge …)
 * and then picks the columns, otherwise the code is the first column and the quantity the second (1
 * when missing). Empty lines are skipped; line numbers count every line of the text. Duplicates are
 * kept here: they are merged once the products are known (`mergeResolvedLines`), as two codes may
 * name one product.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const clean = text.replace(/^\uFEFF/, "");
  // Papaparse guesses the separator only when empty lines are left out; the rows are then read with
  // empty lines kept, so that line numbers match the user's file.
  const guess = Papa.parse<string[]>(clean, { delimitersToGuess: ["\t", ";", ","], skipEmptyLines: "greedy", preview: 50 });
  const rows = Papa.parse<string[]>(clean, { delimiter: guess.meta.delimiter, skipEmptyLines: false }).data;
  const lines: ParsedLine[] = [];
  const problems: LineProblem[] = [];
  let columns = { code: 0, quantity: 1 };
  let first = 0;
  const firstFilled = rows.findIndex((r) => r.some((c) => c.trim() !== ""));
  const header = firstFilled >= 0 ? headerColumns(rows[firstFilled]) : null;
  if (header) {
    columns = header;
    first = firstFilled + 1;
  }
  let tooManyLines = false;
  for (let i = first; i < rows.length; i++) {
    const raw = rows[i];
    if (raw.every((c) => c.trim() === "")) continue;
    if (lines.length + problems.length >= QUICK_ORDER_MAX_LINES) {
      tooManyLines = true;
      break;
    }
    const cells = raw.length === 1 ? splitLoneRow(raw[0]) : raw;
    const line = i + 1;
    const code = (cells[columns.code] ?? "").trim();
    const quantity = parseQuantity(cells[columns.quantity]);
    if (codeKey(code) === "") problems.push({ line, code, reason: QUICK_ORDER_REASONS.missingCode });
    else if (code.length > QUICK_ORDER_CODE_MAX)
      problems.push({ line, code: code.slice(0, QUICK_ORDER_CODE_MAX), reason: QUICK_ORDER_REASONS.codeTooLong });
    else if (quantity === null) problems.push({ line, code, reason: QUICK_ORDER_REASONS.quantity });
    else lines.push({ line, code, quantity });
  }
  return { lines, problems, tooManyLines };
}

export type PreviewLine = ParsedLine & { product: QuickOrderProduct };
export type QuickOrderPreview = { valid: PreviewLine[]; problems: LineProblem[] };

/**
 * Puts the server's answers next to the parsed lines: lines whose product is unknown or ambiguous
 * become problems; lines naming a product already named by an earlier line are merged into it (the
 * quantities add up, at most 999) and reported. Problems are sorted by line number.
 */
export function mergeResolvedLines(
  parsed: readonly ParsedLine[],
  resolved: readonly ResolvedLine[],
  earlier: readonly LineProblem[] = [],
): QuickOrderPreview {
  const valid: PreviewLine[] = [];
  const problems: LineProblem[] = [...earlier];
  const byProduct = new Map<number, PreviewLine>();
  parsed.forEach((p, i) => {
    const r = resolved[i];
    if (!r?.product) {
      problems.push({ line: p.line, code: p.code, reason: r?.reason ?? QUICK_ORDER_REASONS.unknown });
      return;
    }
    const previous = byProduct.get(r.product.id);
    if (!previous) {
      const line = { ...p, product: r.product };
      byProduct.set(r.product.id, line);
      valid.push(line);
    } else if (previous.quantity + p.quantity > MAX_QUANTITY) {
      problems.push({ line: p.line, code: p.code, reason: QUICK_ORDER_REASONS.mergedTooMany(previous.line) });
    } else {
      previous.quantity += p.quantity;
      problems.push({ line: p.line, code: p.code, reason: QUICK_ORDER_REASONS.duplicate(previous.line), merged: true });
    }
  });
  // A pack-size article takes only whole packs (the cart save's rule and message, lib/domain/shop/pack-size.ts).
  const packed = valid.filter((l) => {
    const problem = packQuantityProblem(l.product.name, l.quantity, l.product.packSize);
    if (problem) problems.push({ line: l.line, code: l.code, reason: problem });
    return !problem;
  });
  problems.sort((a, b) => a.line - b.line);
  return { valid: packed, problems };
}

/** The sample file offered for download: header, ";" and one line per kind of code. */
export const QUICK_ORDER_SAMPLE_CSV = "Artikelnummer;Menge\r\n521234;2\r\n4012345678901;1\r\n";
