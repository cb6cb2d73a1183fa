/**
 * GiroCode (EPC QR code, EPC069-12 version 002) for the advance transfer: a banking app that scans it
 * fills in beneficiary, IBAN, BIC, amount and remittance text.
 */
import { compactIban } from "../platform/iban";

export type GiroCodeTransfer = {
  /** Beneficiary name, at most 70 characters. */
  name: string;
  iban: string;
  bic: string;
  /** Gross amount in cents, 1 cent to 999,999,999.99 €. */
  amountCents: number;
  /** Unstructured remittance text (the order number), at most 140 characters. */
  remittance: string;
};

/** Amount field "EUR12.34" (EPC069-12: decimal point, at most two decimals). */
export function giroCodeAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > 99_999_999_999) throw new RangeError(`GiroCode amount out of range: ${cents}`);
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** One line of the payload: no line breaks inside a field. */
function field(value: string, max: number): string {
  return value
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, max);
}

/**
 * The payload: service tag BCD, version 002, character set 1 (UTF-8), identification SCT, BIC, name,
 * IBAN, amount, purpose (empty), structured reference (empty), remittance text; lines joined by LF.
 */
export function giroCodePayload(t: GiroCodeTransfer): string {
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    field(t.bic, 11).toUpperCase(),
    field(t.name, 70),
    compactIban(t.iban),
    giroCodeAmount(t.amountCents),
    "",
    "",
    field(t.remittance, 140),
  ].join("\n");
}
