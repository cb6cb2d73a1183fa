/**
 * The advance transfer of an order in words (issue 29 "Payment details in words"): recipient, IBAN in
 * groups of four, BIC, amount and Verwendungszweck, the same lines on the confirmation page (each with a
 * copy button), in the confirmation mail and on the invoice PDF. The GiroCode carries the same values.
 */
import { formatEuro } from "../platform/format";
import { compactIban, formatIban } from "../platform/iban";
import { transferReference } from "../platform/payment";

export type TransferLine = {
  label: "Empfänger" | "IBAN" | "BIC" | "Betrag" | "Verwendungszweck";
  /** As shown and printed. */
  value: string;
  /** As copied into a banking app's field: the IBAN without spaces, the amount without "€" and thousands dots. */
  copy: string;
};

export function transferLines(input: { recipient: string; iban: string; bic: string; amountCents: number; idfs: string }): TransferLine[] {
  const reference = transferReference(input.idfs);
  return [
    { label: "Empfänger", value: input.recipient, copy: input.recipient },
    { label: "IBAN", value: formatIban(input.iban), copy: compactIban(input.iban) },
    { label: "BIC", value: input.bic.trim().toUpperCase(), copy: input.bic.trim().toUpperCase() },
    { label: "Betrag", value: formatEuro(input.amountCents), copy: amountForTransfer(input.amountCents) },
    { label: "Verwendungszweck", value: reference, copy: reference },
  ];
}

/** 123456 cents -> "1234,56": what a German banking app's amount field takes. */
export function amountForTransfer(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** The lines as plain text, "Label: value" each (mail and PDF). */
export function transferText(lines: TransferLine[]): string[] {
  return lines.map((l) => `${l.label}: ${l.value}`);
}
