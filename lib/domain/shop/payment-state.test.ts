import { describe, expect, it } from "vitest";
import { paymentSummary, toOrderPaymentDto } from "./payment-state";

const order = (payments: [string, number][], credited = 0) =>
  paymentSummary({
    invoicedGrossCents: 119_000,
    creditedGrossCents: credited,
    payments: payments.map(([day, amountCents]) => ({ day, amountCents })),
  });

describe("an order's payment state", () => {
  it("is open while nothing was paid", () => {
    expect(order([])).toMatchObject({ state: "open", paidCents: 0, outstandingCents: 119_000, overpaidCents: 0 });
  });

  it("is partially paid after a part, with the rest outstanding", () => {
    expect(order([["2026-11-20", 100_000]])).toMatchObject({ state: "partially_paid", paidCents: 100_000, outstandingCents: 19_000 });
  });

  it("is paid when the payments add up to the invoice, in any number", () => {
    expect(
      order([
        ["2026-11-21", 19_000],
        ["2026-11-20", 100_000],
      ]),
    ).toMatchObject({ state: "paid", outstandingCents: 0 });
  });

  it("is overpaid when more arrived than invoiced", () => {
    expect(
      order([
        ["2026-11-20", 119_000],
        ["2026-11-22", 119_000],
      ]),
    ).toMatchObject({ state: "overpaid", outstandingCents: 0, overpaidCents: 119_000 });
  });

  it("counts a credit note against what is owed: an unpaid order owes less", () => {
    expect(order([], 19_000)).toMatchObject({ state: "open", dueCents: 100_000, outstandingCents: 100_000 });
    expect(order([["2026-11-20", 100_000]], 19_000)).toMatchObject({ state: "paid", outstandingCents: 0 });
  });

  it("makes a paid order overpaid when a credit note follows the payment", () => {
    expect(order([["2026-11-20", 119_000]], 19_000)).toMatchObject({ state: "overpaid", overpaidCents: 19_000 });
  });

  it("owes nothing once everything is credited", () => {
    expect(order([], 119_000)).toMatchObject({ state: "paid", dueCents: 0, outstandingCents: 0 });
  });

  it("shows euros and the payments oldest first", () => {
    expect(
      toOrderPaymentDto(
        order([
          ["2026-11-21", 19_000],
          ["2026-11-20", 100_050],
        ]),
      ),
    ).toEqual({
      state: "overpaid",
      paid: 1190.5,
      outstanding: 0,
      payments: [
        { date: "2026-11-20", amount: 1000.5 },
        { date: "2026-11-21", amount: 190 },
      ],
    });
  });
});
