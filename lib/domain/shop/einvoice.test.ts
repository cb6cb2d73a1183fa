import { describe, expect, it } from "vitest";
import { einvoiceDifferences, einvoiceOfOrder, einvoiceTotals, vatForRate } from "./einvoice";
import { orderTotals, priceCart, SHIPPING_DISCOUNT_LABEL, type PricingLine } from "./pricing";
import type { OrderLine } from "./order-dto";

function orderOf(lines: PricingLine[], discount: { code: string; amountCents: number } | null = null) {
  const pricing = priceCart(lines, discount);
  const items: OrderLine[] = lines.map((l, i) => ({
    id: i + 1,
    quantity: l.quantity,
    desiredDeliveryDate: null,
    comment: null,
    name: `Artikel ${l.productId}`,
    ean: String(4006381333900 + i),
    provider: l.provider,
    priceKaNetCents: l.priceKaNetCents,
    priceShippingNetCents: l.priceShippingNetCents,
  }));
  return {
    items,
    totalPricing: orderTotals(pricing),
    discountCode: pricing.discountCode ? { code: pricing.discountCode.code, amount: pricing.discountCode.amountCents } : null,
  };
}

const line = (productId: string, quantity: number, net: number, shipping: number, provider = "A"): PricingLine => ({
  productId,
  quantity,
  priceKaNetCents: net,
  priceShippingNetCents: shipping,
  provider,
});

describe("e-invoice amounts of an order (EN 16931, cents)", () => {
  it("voucher and delivery-cost discount together: allowances, the shipping charge and totals equal the order to the cent", () => {
    const order = orderOf([line("1", 3, 33333, 1999), line("2", 2, 12345, 2499), line("3", 1, 999, 0, "B")], { code: "STUDIO50", amountCents: 5000 });
    const t = einvoiceOfOrder(order);
    expect(einvoiceDifferences(t, order.totalPricing)).toEqual([]);
    expect(t.allowancesCharges.map((a) => [a.charge, a.reason, a.amountCents])).toEqual([
      [false, "Gutschein STUDIO50", 5000],
      [true, "Lieferkosten", order.totalPricing.priceShippingNetPreDiscount],
      [false, SHIPPING_DISCOUNT_LABEL, order.totalPricing.priceShippingNetDiscount],
    ]);
    expect(order.totalPricing.priceShippingNetDiscount).toBeGreaterThan(0);
  });

  it("rounds the VAT once on the total per rate, half up, where per-line VAT would differ (0.005 cases)", () => {
    const tricky = orderOf([line("1", 1, 250, 0), line("2", 1, 250, 0)]);
    // VAT per line would be 47.5 -> 48 twice = 96 cents; on the total per rate it is 500 * 0.19 = 95 cents
    expect(einvoiceOfOrder(tricky).taxTotalCents).toBe(95);
    expect(einvoiceDifferences(einvoiceOfOrder(tricky), tricky.totalPricing)).toEqual([]);
    // an exact half cent on the total rounds up: 5050 * 0.19 = 959.5 -> 960
    expect(vatForRate(5050, 19)).toBe(960);
    expect(vatForRate(-5050, 19)).toBe(-960);
    expect(vatForRate(1000, 7)).toBe(70);
  });

  it("a half cent in the delivery-cost discount and in the VAT still gives totals equal to the order", () => {
    // Prices stepping through every remainder: the 20% shipping discount and the 19% VAT hit x.5 cents on the way.
    for (let cents = 1; cents < 400; cents += 7) {
      const order = orderOf(
        [line("1", 2, cents * 13 + 1, cents), line("2", 3, cents * 7 + 3, cents + 2), line("3", 1, 100000 + cents, 5 * cents, "B")],
        { code: "X", amountCents: 2501 },
      );
      expect(einvoiceDifferences(einvoiceOfOrder(order), order.totalPricing)).toEqual([]);
    }
  });

  it("many lines (200) with odd prices: BR-CO-10..16 hold and the totals equal the order", () => {
    const lines = Array.from({ length: 200 }, (_, i) => line(String(i), (i % 7) + 1, 1 + ((i * 7919) % 99991), (i * 31) % 2999, `P${i % 5}`));
    const order = orderOf(lines, { code: "BIG", amountCents: 123456 });
    const t = einvoiceOfOrder(order);
    expect(einvoiceDifferences(t, order.totalPricing)).toEqual([]);
    expect(t.lineTotalCents).toBe(t.lines.reduce((s, l) => s + l.lineNetCents, 0)); // BR-CO-10
    expect(t.taxBasisTotalCents).toBe(t.lineTotalCents - t.allowanceTotalCents + t.chargeTotalCents); // BR-CO-13
    expect(t.taxTotalCents).toBe(t.vatBreakdown.reduce((s, v) => s + v.vatCents, 0)); // BR-CO-14
    expect(t.grandTotalCents).toBe(t.taxBasisTotalCents + t.taxTotalCents); // BR-CO-15
    expect(t.duePayableCents).toBe(t.grandTotalCents - t.prepaidCents); // BR-CO-16
    expect(t.vatBreakdown).toEqual([{ ratePercent: 19, basisCents: t.taxBasisTotalCents, vatCents: order.totalPricing.priceKaVatAmount }]);
  });

  it("an order without shipping and voucher has no allowances or charges", () => {
    const order = orderOf([line("1", 1, 1000, 0)]);
    expect(einvoiceOfOrder(order).allowancesCharges).toEqual([]);
  });

  it("keeps one VAT breakdown per rate, the allowances of a rate reduce that rate's basis", () => {
    const t = einvoiceTotals(
      [
        { lineId: "1", name: "a", gtin: null, quantity: 2, unitNetCents: 1005, vatRatePercent: 19, deliveryDay: null },
        { lineId: "2", name: "b", gtin: null, quantity: 1, unitNetCents: 1050, vatRatePercent: 7, deliveryDay: null },
      ],
      [{ charge: false, amountCents: 10, reason: "Rabatt", reasonCode: "95", vatRatePercent: 7 }],
    );
    expect(t.vatBreakdown).toEqual([
      { ratePercent: 19, basisCents: 2010, vatCents: 382 }, // 381.9
      { ratePercent: 7, basisCents: 1040, vatCents: 73 }, // 72.8
    ]);
    expect(t.grandTotalCents).toBe(2010 + 1040 + 382 + 73);
  });
});
