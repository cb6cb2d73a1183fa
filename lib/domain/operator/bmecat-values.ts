import { z } from "zod";
import { isIsoDay } from "../platform/iso-day-rule";

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
  .transform((s) => roundedCents(s).cents);

/**
 * The one rule for amounts with more than two decimals, in BMEcat and CSV alike (issue 42): rounded
 * half-up to whole cents on the decimal digits themselves (no binary floating point: "1.005" is 1.01),
 * and `rounded` says so, for a warning that names both values.
 */
export function roundedCents(decimal: string): { cents: number; rounded: boolean } {
  const [whole, fraction = ""] = decimal.split(".");
  const cents = Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
  const rest = fraction.slice(2);
  return { cents: rest !== "" && rest[0] >= "5" ? cents + 1 : cents, rounded: /[1-9]/.test(rest) };
}

/** "1299.5" -> "1.299,50 €" for the German warnings. */
export function euroText(cents: number): string {
  return `${(cents / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}

/** A BMEcat date (VALID_START_DATE, VALID_END_DATE): its day, "YYYY-MM-DD" (a date-time is cut to its day), one that exists. */
export const bmecatDaySchema = z
  .string()
  .trim()
  .transform((s) => s.slice(0, 10))
  .refine(isIsoDay, { error: "Datum ist ungültig (erwartet JJJJ-MM-TT)" });

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

/**
 * A price given for PRICE_QUANTITY units (BMEcat: "12.99 per 10 pieces") as the price of one unit, in
 * cents: exact decimal arithmetic, then the one rounding rule (half-up to whole cents); `rounded` when
 * the division left a rest. Null when the quantity is no positive number.
 */
export function unitPriceCents(amount: string, quantity: string): { cents: number; rounded: boolean } | null {
  const a = decimalParts(amount);
  const q = decimalParts(quantity);
  if (!a || !q || q.digits === 0n) return null;
  // amount / quantity * 100 = (A / 10^a) / (Q / 10^b) * 100 = A * 100 * 10^b / (Q * 10^a)
  const num = a.digits * 100n * 10n ** BigInt(q.scale);
  const den = q.digits * 10n ** BigInt(a.scale);
  const cents = (2n * num + den) / (2n * den);
  return { cents: Number(cents), rounded: num % den !== 0n };
}

function decimalParts(text: string): { digits: bigint; scale: number } | null {
  const s = text.trim().replace(",", ".");
  if (!/^\d{1,12}(\.\d{1,12})?$/.test(s)) return null;
  const [whole, fraction = ""] = s.split(".");
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

/** QUANTITY_MIN and QUANTITY_INTERVAL (BMEcat dtFLOAT): whole numbers of order units the shop can take, 1..999. */
export const orderQuantitySchema = z
  .string()
  .trim()
  .transform((s) => Number(s.replace(",", ".")))
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= 999, { error: "Menge muss eine ganze Zahl von 1 bis 999 sein" });

/** Limits per article, so a hostile file cannot grow one record without bound. */
export const ARTICLE_LIMITS = { prices: 200, features: 300, mime: 50, text: 64_000 } as const;

/** A reason an article is refused or warned of, before the article names its line. */
type Problem = { element?: string; message: string };

/** Text with its white space collapsed; null when nothing is left. */
export function clean(text: string | null): string | null {
  if (text === null) return null;
  const t = text.replace(/\s+/g, " ").trim();
  return t === "" ? null : t;
}

/** The parsed value, or null after adding the schema's reason (with the value as given) to `problems`. */
export function first<T>(r: z.ZodSafeParseResult<T>, problems: Problem[], element: string, value: string): T | null {
  if (r.success) return r.data;
  problems.push({ element, message: `${r.error.issues[0]?.message ?? "ungültig"}: „${value.slice(0, 40)}“` });
  return null;
}
