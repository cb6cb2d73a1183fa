import { z } from "zod";

// The values of BMEcat fields and their German rules: GTIN, amounts, dates, quantities, text.

/** True when the GTIN's last digit is the check digit of the others (GS1: weights 3 and 1 from the right). */
export function gtinCheckDigitValid(code: string): boolean {
  if (!/^\d+$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const eanSchema = z
  .string()
  .trim()
  .regex(/^(\d{8}|\d{12}|\d{13}|\d{14})$/, { error: "EAN muss aus 8, 12, 13 oder 14 Ziffern bestehen" })
  .refine(gtinCheckDigitValid, { error: "EAN hat keine gültige Prüfziffer" });

export const supplierPidSchema = z
  .string({ error: "Artikelnummer (SUPPLIER_PID) fehlt" })
  .trim()
  .min(1, { error: "Artikelnummer (SUPPLIER_PID) fehlt" })
  .max(64, { error: "Artikelnummer (SUPPLIER_PID) ist länger als 64 Zeichen" });

/** BMEcat amounts are decimals with a point ("1299.00"); a comma is accepted as well. Result in cents. */
export const amountCentsSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(",", "."))
  .refine((s) => /^\d{1,9}(\.\d+)?$/.test(s), { error: "Preis ist kein gültiger Betrag" })
  .transform((s) => Math.round(Number(s) * 100));

export const isoDaySchema = z
  .string()
  .trim()
  .transform((s) => s.slice(0, 10))
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: "Datum ist ungültig (erwartet JJJJ-MM-TT)",
    },
  );

export const lowerBoundSchema = z
  .string()
  .trim()
  .transform((s) => Number(s.replace(",", ".")))
  .refine((n) => Number.isFinite(n) && n >= 1 && n <= 1_000_000, { error: "Staffelmenge (LOWER_BOUND) ist ungültig" })
  .transform((n) => Math.ceil(n));

/** DELIVERY_TIME is in working days; decimals round up. */
export const deliveryDaysSchema = z
  .string()
  .trim()
  .transform((s) => Number(s.replace(",", ".")))
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 365, { error: "Lieferzeit (DELIVERY_TIME) ist keine Zahl von Arbeitstagen zwischen 0 und 365" })
  .transform((n) => Math.ceil(n));

export const currencySchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => s === "EUR", { error: "Währung wird nicht unterstützt (nur EUR)" });

/** DESCRIPTION_LONG may carry simple HTML; the shop keeps text, paragraphs becoming its "~" segments. */
export function plainDescription(text: string): string {
  return text
    .replace(/<\s*(br|\/p|\/li)\s*\/?>/gi, "~")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/[ \t\r\n]+/g, " ")
    .split("~")
    .map((s) => s.trim())
    .filter(Boolean)
    .join("~");
}

/** Lower-case ASCII slug: "Müller & Söhne" -> "mueller-soehne". */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
