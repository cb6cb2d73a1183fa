/**
 * CSV for German Excel (issue "Kunden exportieren"): UTF-8 with a byte-order mark, so Excel does not
 * read the umlauts as Latin-1, and ";" between fields, because German Excel uses "," as the decimal
 * separator and only splits on ";".
 */

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
/** RFC 4180 line ends; Excel accepts them everywhere. */
export const CSV_EOL = "\r\n";

/**
 * One field: quoted when it holds the separator, a quote or a line break (quotes doubled). A field
 * that starts with = + - @ or a tab would run as a formula in Excel (CSV injection); such text gets a
 * leading apostrophe, which Excel shows as plain text. Numbers pass unchanged, negative ones too.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value).replace(".", ",") : "";
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: (string | number | null | undefined)[]): string {
  return fields.map(csvField).join(CSV_SEPARATOR) + CSV_EOL;
}

/** Cents as a euro amount Excel reads as a number: "12500,00" (no thousands dot, comma decimals). */
export function csvEuro(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
