import { describe, expect, it } from "vitest";
import { creditNoteSettlementText, refundOfCreditNote } from "./credit-note-settlement";
import { paymentSummary } from "./payment-state";
import { formatEuro } from "../platform/format";

const summary = (paid: number, credited: number, refunded = 0) =>
  paymentSummary({
    invoicedGrossCents: 100_000,
    creditedGrossCents: credited,
    refundedCents: refunded,
    payments: paid ? [{ day: "2026-11-20", amountCents: paid }] : [],
  });

describe("how a credit note is settled", () => {
  it("pays back the whole credit note of an order paid in full, and the order stays paid", () => {
    expect(refundOfCreditNote(20_000, summary(100_000, 0), summary(100_000, 20_000))).toBe(20_000);
    expect(summary(100_000, 20_000, 20_000)).toMatchObject({ state: "paid", outstandingCents: 0, overpaidCents: 0, paidCents: 100_000 });
  });

  it("pays back nothing of an unpaid order's credit note: the open amount is lower instead", () => {
    expect(refundOfCreditNote(20_000, summary(0, 0), summary(0, 20_000))).toBe(0);
    expect(summary(0, 20_000)).toMatchObject({ state: "open", outstandingCents: 80_000 });
  });

  it("pays back only what a part payment exceeds; an earlier overpayment is not this credit note's", () => {
    expect(refundOfCreditNote(20_000, summary(90_000, 0), summary(90_000, 20_000))).toBe(10_000);
    expect(refundOfCreditNote(20_000, summary(110_000, 0), summary(110_000, 20_000))).toBe(20_000);
    // A second credit note after the first was refunded.
    expect(refundOfCreditNote(10_000, summary(100_000, 20_000, 20_000), summary(100_000, 30_000, 20_000))).toBe(10_000);
  });

  it("says so on the credit note, in German", () => {
    expect(creditNoteSettlementText(23_800, 23_800)).toBe(
      `Wir erstatten ${formatEuro(23_800)} innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging.`,
    );
    expect(creditNoteSettlementText(23_800, 0)).toBe(
      "Die Rechnung ist noch nicht vollständig bezahlt: Die Gutschrift mindert den offenen Betrag, eine Erstattung erfolgt nicht.",
    );
    expect(creditNoteSettlementText(20_000, 5_000)).toBe(
      `Davon erstatten wir ${formatEuro(5_000)} innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging; ${formatEuro(15_000)} mindern den noch offenen Betrag der Rechnung.`,
    );
    expect(creditNoteSettlementText(20_000, null)).toBe("Erstattung innerhalb von 14 Tagen auf das Konto, von dem Ihre Zahlung einging.");
  });
});
