/**
 * Formatting for people and conversions between the date formats of the data.
 *
 * DECISIONS.md "Money and dates" and "Language": shown dates are DD.MM.YYYY, euros in German format
 * ("1.299,00 €" with a no-break space before "€", "−50,00 €" with the minus sign U+2212, partner
 * prices without decimals); every amount a person sees is formatted here; desiredDeliveryDate and comment dates are numbers YYYYMMDD,
 * vacations YYYY-MM-DD. SPEC 9: partner prices in euros, no decimals, dot as thousands separator.
 */
import { isValid, parseISO } from "date-fns";
import { formatPattern } from "./date-pattern";
import { eurosToCents } from "./money";

const euroFormatter = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const partnerFormatter = new Intl.NumberFormat("de-DE", {
  maximumFractionDigits: 0,
  useGrouping: "always",
});

/** The no-break space (U+00A0) between an amount and "€": the two never part at a line end (DECISIONS "Language"). */
export const EURO_SPACE = "\u00a0";
/** The minus sign (U+2212) of every negative amount shown (DECISIONS "Language"), never the hyphen. */
export const MINUS = "\u2212";

/**
 * Intl's output, whatever space or minus its ICU data prints (U+00A0, U+202F; "-" or U+2212), in the
 * product's one form: a no-break space before "€" and the minus sign U+2212.
 */
function oneForm(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+€/g, `${EURO_SPACE}€`).replace(/^[-\u2212]/, MINUS);
}

/** Cents as German euros, e.g. 129900 -> "1.299,00 €", -5000 -> "−50,00 €" (no-break space before "€"). */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return oneForm(euroFormatter.format(cents / 100));
}

/** A discount or deduction shown as a negative amount: 5000 -> "−50,00 €". */
export function formatEuroDeduction(cents: number): string {
  return formatEuro(-Math.abs(cents));
}

/** Euros (as the API carries them) formatted like formatEuro, e.g. 1299 -> "1.299,00 €". */
export function formatEuros(euros: number): string {
  if (!Number.isFinite(euros)) return "";
  return formatEuro(eurosToCents(euros));
}

/** A whole number in German grouping, e.g. 4685604 -> "4.685.604" (counts, partner prices without "€"). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return "";
  return oneForm(partnerFormatter.format(Math.round(n)));
}

const inputFormatter = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2, useGrouping: "always" } as Intl.NumberFormatOptions);

/** An amount in euros as an input field shows it, German notation without "€": 18500 -> "18.500", 12345.5 -> "12.345,5". */
export function formatEuroInput(euros: number): string {
  return Number.isFinite(euros) ? oneForm(inputFormatter.format(euros)) : "";
}

/** Partner price in whole euros, e.g. 12500 -> "12.500 €" (SPEC 9: no decimals, dot thousands). */
export function formatPartnerPrice(euros: number): string {
  if (!Number.isFinite(euros)) return "";
  // useGrouping "always": de-DE would otherwise print four-digit numbers without a dot in some ICU data.
  return `${formatCount(euros)}${EURO_SPACE}€`;
}

/**
 * Parses a Date or an ISO string. A date-only string ("2024-03-05") is read in the local calendar,
 * not as UTC midnight, so it never shows as the previous day west of Greenwich.
 */
export function toDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** DD.MM.YYYY (DECISIONS "Money and dates"); empty for missing or unparseable input. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toDate(value);
  return date ? formatPattern(date, "dd.MM.yyyy") : "";
}

/** True if `n` is a number YYYYMMDD naming a real calendar day. */
export function isValidYyyymmdd(n: number): boolean {
  if (!Number.isInteger(n) || n < 10000101 || n > 99991231) return false;
  const year = Math.floor(n / 10000);
  const month = Math.floor(n / 100) % 100;
  const day = n % 100;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** YYYYMMDD number (desiredDeliveryDate, comment dates) to a Date at local midnight. Throws if invalid. */
export function yyyymmddToDate(n: number): Date {
  if (!isValidYyyymmdd(n)) throw new RangeError(`not a valid YYYYMMDD date: ${n}`);
  return new Date(Math.floor(n / 10000), (Math.floor(n / 100) % 100) - 1, n % 100);
}

/** Date to a YYYYMMDD number in the local calendar. */
export function dateToYyyymmdd(date: Date): number {
  if (!isValid(date)) throw new RangeError("invalid date");
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** YYYYMMDD number shown as DD.MM.YYYY (comment dates, desired delivery dates). */
export function formatYyyymmdd(n: number | null | undefined): string {
  if (n === null || n === undefined || !isValidYyyymmdd(n)) return "";
  return formatDate(yyyymmddToDate(n));
}

/** "YYYY-MM-DD" in the local calendar (vacations, query parameters such as asOrders startDate). */
export function isoDay(date: Date): string {
  if (!isValid(date)) throw new RangeError("invalid date");
  return formatPattern(date, "yyyy-MM-dd");
}
