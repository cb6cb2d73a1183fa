/**
 * An order's payment state (Vorkasse, DECISIONS.md "Payment"): what the studio owes is the invoiced
 * gross (totalPricing.priceKaGrossWithShipping) less the gross of its credit notes; what it paid is the
 * sum of the payments booked to the order. Pure rule, in integer cents.
 *
 * - `open`: nothing paid yet (and something is owed);
 * - `partially_paid`: something paid, less than owed;
 * - `paid`: exactly what is owed (also an order whose credit notes credited everything and that was
 *   never paid: nothing is owed);
 * - `overpaid`: more than owed (a payment made twice, or a credit note after the payment: the
 *   difference is to be refunded).
 *
 * What credit notes pay back (`refundedCents`, credit_notes.refund_cents: a refund due or made,
 * lib/domain/shop/credit-note-settlement.ts) no longer counts as paid for the state: an order paid in
 * full whose credit note is refunded stays `paid`.
 */
import { centsToEuros } from "../platform/money";

export const PAYMENT_STATES = ["open", "partially_paid", "paid", "overpaid"] as const;
export type OrderPaymentState = (typeof PAYMENT_STATES)[number];

/** How a person is told the state (DECISIONS.md "Language": internal values never reach a person). */
export const PAYMENT_STATE_LABELS: Record<OrderPaymentState, string> = {
  open: "Offen",
  partially_paid: "Teilweise bezahlt",
  paid: "Bezahlt",
  overpaid: "Überzahlt",
};

/** Where a payment came from: typed in by the operator, or the bank's camt.053 statement. */
export type PaymentSource = "manual" | "camt";
/** A stored payment: booked to an order, waiting for the operator, or marked as not ours. */
export type PaymentRowState = "booked" | "unmatched" | "foreign";

export type PaymentCents = { day: string; amountCents: number };

export type PaymentSummary = {
  state: OrderPaymentState;
  /** What is owed: invoiced gross less credit notes (never below 0). */
  dueCents: number;
  paidCents: number;
  /** What credit notes pay back (a refund due or made); the state compares paid less this with what is owed. */
  refundedCents: number;
  /** What is still to pay (never below 0). */
  outstandingCents: number;
  /** What was paid beyond what is owed (a refund is due), never below 0. */
  overpaidCents: number;
  /** The payments, oldest first. */
  payments: PaymentCents[];
};

export function paymentSummary(input: {
  invoicedGrossCents: number;
  creditedGrossCents: number;
  payments: PaymentCents[];
  refundedCents?: number;
}): PaymentSummary {
  const dueCents = Math.max(0, input.invoicedGrossCents - input.creditedGrossCents);
  const paidCents = input.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const refundedCents = input.refundedCents ?? 0;
  const kept = paidCents - refundedCents;
  const state: OrderPaymentState = kept > dueCents ? "overpaid" : kept === dueCents ? "paid" : kept > 0 ? "partially_paid" : "open";
  return {
    state,
    dueCents,
    paidCents,
    refundedCents,
    outstandingCents: Math.max(0, dueCents - kept),
    overpaidCents: Math.max(0, kept - dueCents),
    payments: [...input.payments].sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/** The payment as asOrder / asOrders show it: amounts in euros, days YYYY-MM-DD. */
export type OrderPaymentDto = {
  state: OrderPaymentState;
  paid: number;
  outstanding: number;
  payments: { date: string; amount: number }[];
};

export function toOrderPaymentDto(s: PaymentSummary): OrderPaymentDto {
  return {
    state: s.state,
    paid: centsToEuros(s.paidCents),
    outstanding: centsToEuros(s.outstandingCents),
    payments: s.payments.map((p) => ({ date: p.day, amount: centsToEuros(p.amountCents) })),
  };
}

/**
 * A refund of a credit note as the studio sees it (asOrder / asOrders `refunds`): `open` while the
 * operator has not transferred it (due, or in a SEPA file handed to the bank), `done` with the day.
 */
export type OrderRefundDto = { creditNote: string; amount: number; state: "open" | "done"; doneOn: string | null };
