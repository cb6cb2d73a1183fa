/**
 * The lines of a price list as the console edits them (issue 32 "Preislisten"): one line per row,
 * fields separated by ";" (or a tab, as pasted from a spreadsheet):
 *   Artikel; Preis netto; ab Menge; gültig ab; gültig bis
 * Price with a comma or a point ("1.234,50", "1234.50"), dates as TT.MM.JJJJ or JJJJ-MM-TT; the last
 * three fields may stay empty. Rows starting with "#" and empty rows are skipped.
 */
import type { PriceListLineInputDto } from "./price-lists";

export const PRICE_LIST_TEXT_HEADER = "Artikel; Preis netto; ab Menge; gültig ab; gültig bis";

export type ParsedPriceListText = { lines: PriceListLineInputDto[]; errors: string[] };

function parsePrice(text: string): number | null {
  const t = text.replace(/\s|€/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(t)) return null;
  const normal = t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
  return Number(normal);
}

function parseDay(text: string): string | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (german) return `${german[3]}-${german[2]!.padStart(2, "0")}-${german[1]!.padStart(2, "0")}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : undefined;
}

export function parsePriceListText(text: string): ParsedPriceListText {
  const lines: PriceListLineInputDto[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((row, index) => {
    const n = index + 1;
    if (row.trim() === "" || row.trim().startsWith("#")) return;
    const [article = "", price = "", from = "", validFrom = "", validTo = ""] = row.split(/[;\t]/).map((f) => f.trim());
    if (!article) return void errors.push(`Zeile ${n}: Bitte eine Artikelnummer oder EAN angeben.`);
    if (price === "") return void errors.push(`Zeile ${n}: Bitte einen Preis angeben.`);
    const priceNet = parsePrice(price);
    if (priceNet === null) return void errors.push(`Zeile ${n}: „${price}“ ist kein Preis.`);
    const fromQuantity = from === "" ? 1 : Number(from);
    if (!Number.isInteger(fromQuantity) || fromQuantity < 1) return void errors.push(`Zeile ${n}: „${from}“ ist keine Staffelmenge.`);
    const fromDay = parseDay(validFrom);
    const toDay = parseDay(validTo);
    if (fromDay === undefined || toDay === undefined) return void errors.push(`Zeile ${n}: Bitte Datumsangaben als TT.MM.JJJJ schreiben.`);
    lines.push({ article, priceNet, fromQuantity, validFrom: fromDay, validTo: toDay });
  });
  return { lines, errors };
}

function germanDay(day: string | null): string {
  if (!day) return "";
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

/** Lines back into the text the editor shows (prices with a comma, German dates). */
export function priceListText(
  lines: readonly { article: string; priceNet: number; fromQuantity: number; validFrom: string | null; validTo: string | null }[],
): string {
  return lines
    .map((l) =>
      [l.article, l.priceNet.toFixed(2).replace(".", ","), String(l.fromQuantity), germanDay(l.validFrom), germanDay(l.validTo)]
        .join("; ")
        .replace(/(; )+$/, ""),
    )
    .join("\n");
}
