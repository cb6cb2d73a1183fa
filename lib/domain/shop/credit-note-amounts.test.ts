import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  creditNoteAmounts,
  creditNoteEInvoice,
  CreditNoteRefused,
  creditedSoFar,
  type CreditNoteAmounts,
  type InvoicedAmounts,
} from "./credit-note-amounts";
import { einvoiceOfOrder, vatForRate } from "./einvoice";
import { orderTotals, priceCart, type PricingLine } from "./pricing";
import type { OrderLine } from "./order-dto";

/** An invoice as the shop makes it: priced by pricing.ts, its e-invoice by einvoice.ts. */
function invoiceOf(lines: PricingLine[], voucherCents = 0) {
  const pricing = priceCart(lines, voucherCents ? { code: "KUECH", amountCents: voucherCents } : null);
  const totals = orderTotals(pricing);
  const items = lines.map((l) => ({
    id: Number(l.productId),
    quantity: l.quantity,
    desiredDeliveryDate: null,
    name: `Artikel ${l.productId}`,
    ean: "4006381333931",
    provider: l.provider,
    priceKaNetCents: l.priceKaNetCents,
    priceShippingNetCents: l.priceShippingNetCents,
  })) as OrderLine[];
  const einvoice = einvoiceOfOrder({
    items,
    totalPricing: totals,
    discountCode: pricing.discountCode ? { code: "KUECH", amount: voucherCents } : null,
  });
  const inv: InvoicedAmounts = {
    lines: items.map((i) => ({ article: i.id, name: i.name, ean: i.ean, quantity: i.quantity, unitNetCents: i.priceKaNetCents })),
    voucherCents: totals.priceDiscountCode,
    voucherCode: "KUECH",
    shippingChargeCents: totals.priceShippingNetPreDiscount,
    shippingDiscountCents: totals.priceShippingNetDiscount,
  };
  return { inv, totals, einvoice };
}

const line = (id: number, quantity: number, net: number, ship = 0, provider = "A"): PricingLine => ({
  productId: String(id),
  quantity,
  priceKaNetCents: net,
  priceShippingNetCents: ship,
  provider,
});

const sum = (notes: CreditNoteAmounts[], k: keyof CreditNoteAmounts) => notes.reduce((s, n) => s + (n[k] as number), 0);

describe("credit-note amounts: the cumulative rule", () => {
  it("a credit note of the whole invoice equals the invoice to the cent: lines, voucher, shipping, discount, VAT, gross", () => {
    const { inv, einvoice } = invoiceOf([line(1, 3, 19_999, 2_500), line(2, 1, 54_900, 4_900), line(3, 2, 1_234, 990, "B")], 5_000);
    const c = creditNoteAmounts(
      inv,
      [],
      [
        { article: 1, quantity: 3 },
        { article: 2, quantity: 1 },
        { article: 3, quantity: 2 },
      ],
    );
    const t = creditNoteEInvoice(c, "KUECH");
    expect(c.completesInvoice).toBe(true);
    expect(t.lineTotalCents).toBe(einvoice.lineTotalCents);
    expect(t.allowanceTotalCents).toBe(einvoice.allowanceTotalCents);
    expect(t.chargeTotalCents).toBe(einvoice.chargeTotalCents);
    expect(t.taxBasisTotalCents).toBe(einvoice.taxBasisTotalCents);
    expect(t.taxTotalCents).toBe(einvoice.taxTotalCents);
    expect(t.grandTotalCents).toBe(einvoice.grandTotalCents);
    expect(t.allowancesCharges.map((a) => [a.charge, a.reason, a.amountCents])).toEqual([
      [false, "Anteil Gutschein KUECH", 5_000],
      [true, "Lieferkosten", einvoice.chargeTotalCents],
      [false, "minus 20% Lieferkosten-Rabatt", einvoice.allowanceTotalCents - 5_000],
    ]);
  });

  it("the voucher is apportioned pro rata to the credited net, rounded down; shipping only with the last unit", () => {
    // Net 3 × 100.00 + 1 × 200.00 = 500.00; voucher 50.00; shipping 10.00 + 20.00 per unit.
    const { inv } = invoiceOf([line(1, 3, 10_000, 1_000), line(2, 1, 20_000, 2_000)], 5_000);
    const first = creditNoteAmounts(inv, [], [{ article: 1, quantity: 1 }]);
    expect(first).toMatchObject({
      netLinesCents: 10_000,
      voucherCents: 1_000, // 50.00 × 100/500
      shippingChargeCents: 0,
      shippingDiscountCents: 0,
      basisCents: 9_000,
      vatCents: 1_710,
      grossCents: 10_710,
      completesInvoice: false,
    });
    const second = creditNoteAmounts(inv, creditedSoFar(2, [first]), [
      { article: 1, quantity: 2 },
      { article: 2, quantity: 1 },
    ]);
    // Shipping 3 × 10.00 + 20.00 = 50.00; delivery-cost discount 20% of (50.00 − 20.00) = 6.00.
    expect(second).toMatchObject({
      netLinesCents: 40_000,
      voucherCents: 4_000,
      shippingChargeCents: 5_000,
      shippingDiscountCents: 600,
      completesInvoice: true,
    });
    expect(second.basisCents).toBe(40_000 - 4_000 + 5_000 - 600);
  });

  it("rounding: three credit notes of a 0.03 € line each credit 0.01 € VAT at most, and together exactly the invoice's VAT", () => {
    // Invoice: 3 × 0.03 € = 0.09 €, VAT 19% = 0.0171 → 0.02 €. Per unit 0.03 × 19% = 0.0057 → 0.01 € each would be 0.03 €.
    const { inv, einvoice } = invoiceOf([line(7, 3, 3)]);
    expect(einvoice.taxTotalCents).toBe(2);
    const notes: CreditNoteAmounts[] = [];
    for (let i = 0; i < 3; i++) notes.push(creditNoteAmounts(inv, creditedSoFar(1, notes), [{ article: 7, quantity: 1 }]));
    expect(notes.map((n) => n.vatCents)).toEqual([1, 0, 1]);
    expect(sum(notes, "vatCents")).toBe(2);
    expect(sum(notes, "grossCents")).toBe(einvoice.grandTotalCents);
  });

  it("refuses crediting more than was invoiced, also across earlier credit notes, and articles not on the invoice", () => {
    const { inv } = invoiceOf([line(1, 2, 10_000), line(2, 1, 5_000)]);
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(CreditNoteRefused);
        return (e as Error).message;
      }
      throw new Error("not refused");
    };
    expect(refused(() => creditNoteAmounts(inv, [], [{ article: 1, quantity: 3 }]))).toBe(
      "Von „Artikel 1“ können höchstens noch 2 Stück gutgeschrieben werden, nicht 3.",
    );
    // The same article twice in one request counts together.
    expect(
      refused(() =>
        creditNoteAmounts(
          inv,
          [],
          [
            { article: 1, quantity: 2 },
            { article: 1, quantity: 1 },
          ],
        ),
      ),
    ).toContain("höchstens noch 2 Stück");
    const first = creditNoteAmounts(inv, [], [{ article: 1, quantity: 2 }]);
    expect(refused(() => creditNoteAmounts(inv, creditedSoFar(2, [first]), [{ article: 1, quantity: 1 }]))).toBe(
      "„Artikel 1“ ist bereits vollständig gutgeschrieben.",
    );
    expect(refused(() => creditNoteAmounts(inv, [], [{ article: 99, quantity: 1 }]))).toBe("Der Artikel 99 ist nicht Teil dieser Rechnung.");
    expect(refused(() => creditNoteAmounts(inv, [], []))).toBe("Bitte geben Sie mindestens einen Artikel mit Menge an.");
    expect(refused(() => creditNoteAmounts(inv, [], [{ article: 2, quantity: 0 }]))).toBe("Die Menge muss eine ganze Zahl ab 1 sein.");
  });

  it("an article on two invoice lines is credited line by line", () => {
    const { inv } = invoiceOf([line(5, 1, 1_000), line(6, 1, 2_000), line(5, 2, 900)]);
    const c = creditNoteAmounts(inv, [], [{ article: 5, quantity: 2 }]);
    expect(c.lines.map((l) => [l.lineIndex, l.quantity, l.lineNetCents])).toEqual([
      [0, 1, 1_000],
      [2, 1, 900],
    ]);
  });

  it("property: any sequence of credit notes never credits more than invoiced in any amount, and all of them equal the invoice", () => {
    const pricingLine = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      net: fc.integer({ min: 0, max: 300_000 }),
      ship: fc.integer({ min: 0, max: 9_000 }),
      provider: fc.constantFrom("A", "B", "C"),
    });
    fc.assert(
      fc.property(
        fc.array(pricingLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (raw, voucher, picks) => {
          const { inv, einvoice } = invoiceOf(
            raw.map((r, i) => line(i + 1, r.quantity, r.net, r.ship, r.provider)),
            voucher,
          );
          const notes: CreditNoteAmounts[] = [];
          let pick = 0;
          // Credit random pieces until everything is credited.
          for (;;) {
            const left = creditedSoFar(inv.lines.length, notes).map((q, i) => inv.lines[i].quantity - q);
            if (left.every((q) => q === 0)) break;
            const request = left
              .map((q, i) => ({ article: inv.lines[i].article, quantity: q === 0 ? 0 : 1 + (picks[pick++ % picks.length] % q) }))
              .filter((r, i) => r.quantity > 0 && picks[(pick + i) % picks.length] % 3 !== 0);
            const req = request.length ? request : [{ article: inv.lines[left.findIndex((q) => q > 0)].article, quantity: 1 }];
            const c = creditNoteAmounts(inv, creditedSoFar(inv.lines.length, notes), req);
            notes.push(c);
            // Never more than invoiced, at every step.
            expect(sum(notes, "netLinesCents")).toBeLessThanOrEqual(einvoice.lineTotalCents);
            expect(sum(notes, "voucherCents")).toBeLessThanOrEqual(inv.voucherCents);
            expect(sum(notes, "vatCents")).toBeLessThanOrEqual(einvoice.taxTotalCents);
            expect(sum(notes, "grossCents")).toBeLessThanOrEqual(einvoice.grandTotalCents);
            expect(c.voucherCents).toBeLessThanOrEqual(c.netLinesCents);
            expect(c.basisCents).toBeGreaterThanOrEqual(0);
            // Each credit note's VAT is within a cent of its own basis × rate (BR-CO-17).
            expect(Math.abs(c.vatCents - vatForRate(c.basisCents, 19))).toBeLessThanOrEqual(1);
            const t = creditNoteEInvoice(c);
            expect(t.taxBasisTotalCents).toBe(t.lineTotalCents - t.allowanceTotalCents + t.chargeTotalCents);
            expect(t.grandTotalCents).toBe(t.taxBasisTotalCents + t.taxTotalCents);
          }
          // All of them: the invoice to the cent.
          expect(sum(notes, "netLinesCents")).toBe(einvoice.lineTotalCents);
          expect(sum(notes, "basisCents")).toBe(einvoice.taxBasisTotalCents);
          expect(sum(notes, "vatCents")).toBe(einvoice.taxTotalCents);
          expect(sum(notes, "grossCents")).toBe(einvoice.grandTotalCents);
          expect(notes.filter((n) => n.completesInvoice)).toHaveLength(1);
          expect(notes.at(-1)!.completesInvoice).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
