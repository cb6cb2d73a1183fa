"use client";

import { PaymentRecordForm } from "./payment-record-form";
import { RefundsDue } from "./refunds-due";
import { StatementUpload } from "./statement-upload";
import { UnmatchedPayments } from "./unmatched-payments";

/**
 * Zahlungen (Vorkasse, DECISIONS.md "Payment"): the bank's camt.053 statement read in, a payment typed in
 * by hand, the credits that could not be matched, to assign or to mark as not ours, and the refunds of
 * credit notes (a SEPA file, then marked transferred).
 */
export function PaymentsScreen() {
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Zahlungen</h1>
        <p className="text-sm text-muted">
          Jede Bestellung wird per Vorkasse bezahlt. Sobald eine Bestellung vollständig bezahlt ist, erfährt es der Lieferant (Webhook „order.paid“)
          und das Studio sieht den Zahlungseingang bei seiner Bestellung.
        </p>
      </div>
      <StatementUpload />
      <UnmatchedPayments />
      <RefundsDue />
      <PaymentRecordForm />
    </section>
  );
}
