import { formatEuro } from "../platform/format";
import type { PaymentSummary } from "./payment-state";

/**
 * How a credit note is settled (Vorkasse, docs/operator-payments.md "Refunds"): what the order's
 * payments exceed what it owes after the credit note is paid back to the studio (a refund due, which the
 * operator transfers); the rest of the credit note lowers the amount still open. A credit note of an
 * order never paid refunds nothing; one of an order paid in full refunds its whole gross.
 *
 * `before` and `after` are the order's payment summaries without and with the credit note (refunds of
 * earlier credit notes counted), so a payment made twice before is not paid back by this credit note.
 */
export function refundOfCreditNote(grossCents: number, before: PaymentSummary, after: PaymentSummary): number {
  return Math.min(grossCents, Math.max(0, after.overpaidCents - before.overpaidCents));
}

/** Printed on credit notes from before payments were tracked (refund_cents null). */
export const REFUND_TERMS_UNTRACKED = "Erstattung innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging.";

/**
 * The credit note's sentence on its money (PDF, XRechnung payment terms, mail): a refund to the account
 * the payment came from, a lower open amount, or both parts. `refundCents` null: issued before payments
 * were tracked.
 */
export function creditNoteSettlementText(grossCents: number, refundCents: number | null): string {
  if (refundCents === null) return REFUND_TERMS_UNTRACKED;
  if (refundCents >= grossCents) {
    return `Wir erstatten ${formatEuro(grossCents)} innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging.`;
  }
  if (refundCents <= 0) {
    return "Die Rechnung ist noch nicht vollständig bezahlt: Die Gutschrift mindert den offenen Betrag, eine Erstattung erfolgt nicht.";
  }
  return (
    `Davon erstatten wir ${formatEuro(refundCents)} innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging; ` +
    `${formatEuro(grossCents - refundCents)} mindern den noch offenen Betrag der Rechnung.`
  );
}
