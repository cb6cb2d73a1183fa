import { describe, it, expect } from "vitest";
import {
  MIN_VOUCHER_SUBTOTAL_CENTS,
  SHIPPING_DISCOUNT_LABEL,
  cartQuantity,
  orderTotals,
  priceCart,
  providerShippingDiscount,
  type PricingLine,
} from "./pricing";

function line(p: Partial<PricingLine> & { productId: string }): PricingLine {
  return { quantity: 1, priceKaNetCents: 10000, priceShippingNetCents: 0, provider: "A", ...p };
}

describe("SPEC 3 pricing results: sums of net item prices and shipping", () => {
  it("multiplies prices by quantity and adds VAT on net with shipping", () => {
    const result = priceCart([
      line({ productId: "p1", quantity: 2, priceKaNetCents: 12345, priceShippingNetCents: 0 }),
      line({ productId: "p2", quantity: 1, priceKaNetCents: 5000, priceShippingNetCents: 990, provider: "B" }),
    ]);
    expect(result.priceKaNetPreDiscount).toBe(29690);
    expect(result.priceKaNet).toBe(29690);
    expect(result.priceShippingNetPreDiscount).toBe(990);
    expect(result.priceShippingNetDiscount).toBe(0);
    expect(result.priceShippingNet).toBe(990);
    expect(result.priceKaNetWithShipping).toBe(30680);
    expect(result.priceKaVatAmount).toBe(5829); // 5829.2
    expect(result.priceKaGrossWithShipping).toBe(36509);
  });

  it("prices an empty cart at zero", () => {
    const result = priceCart([]);
    expect(result.priceKaGrossWithShipping).toBe(0);
    expect(result.discountRemoved).toBe(false);
  });

  it("rejects a quantity below 1", () => {
    expect(() => priceCart([line({ productId: "p", quantity: 0 })])).toThrow(RangeError);
  });
});

describe("SPEC 9: 20% delivery-cost discount on the second item onward for one provider", () => {
  it("shows the line label exactly", () => {
    expect(SHIPPING_DISCOUNT_LABEL).toBe("minus 20% Lieferkosten-Rabatt");
  });

  it("gives no discount for a single unit", () => {
    expect(providerShippingDiscount([line({ productId: "p", priceShippingNetCents: 1000 })])).toBe(0);
  });

  it("discounts the second unit of the same line", () => {
    const result = priceCart([line({ productId: "p", quantity: 2, priceShippingNetCents: 1000 })]);
    expect(result.priceShippingNetPreDiscount).toBe(2000);
    expect(result.priceShippingNetDiscount).toBe(200);
    expect(result.priceShippingNet).toBe(1800);
  });

  it("counts the unit with the highest shipping as the first, whatever the line order", () => {
    const cheapFirst = priceCart([
      line({ productId: "cheap", priceShippingNetCents: 500 }),
      line({ productId: "dear", priceShippingNetCents: 3000 }),
    ]);
    const dearFirst = priceCart([line({ productId: "dear", priceShippingNetCents: 3000 }), line({ productId: "cheap", priceShippingNetCents: 500 })]);
    expect(cheapFirst.priceShippingNetDiscount).toBe(100);
    expect(dearFirst.priceShippingNetDiscount).toBe(100);
  });

  it("applies per provider, not across providers", () => {
    const result = priceCart([
      line({ productId: "a1", provider: "A", priceShippingNetCents: 1000 }),
      line({ productId: "b1", provider: "B", priceShippingNetCents: 1000 }),
      line({ productId: "b2", provider: "B", priceShippingNetCents: 755 }),
    ]);
    expect(result.shippingDiscountByProvider).toEqual({ A: 0, B: 151 }); // 151.0
    expect(result.priceShippingNetDiscount).toBe(151);
  });

  it("rounds the provider discount half up", () => {
    // units 1000 + 2 * 1 -> discount 20% of 2 cents = 0.4 -> 0; of 3 cents (1000 + 3 * 1) = 0.6 -> 1
    expect(
      providerShippingDiscount([
        line({ productId: "x", priceShippingNetCents: 1000 }),
        line({ productId: "y", quantity: 2, priceShippingNetCents: 1 }),
      ]),
    ).toBe(0);
    expect(
      providerShippingDiscount([
        line({ productId: "x", priceShippingNetCents: 1000 }),
        line({ productId: "y", quantity: 3, priceShippingNetCents: 1 }),
      ]),
    ).toBe(1);
  });
});

describe("SPEC 4: discount code removed when the pre-discount net subtotal is below 250", () => {
  const discount = { code: "KUECH", amountCents: 5000 };

  it("applies the code at 250 € or more", () => {
    expect(MIN_VOUCHER_SUBTOTAL_CENTS).toBe(25000);
    const result = priceCart([line({ productId: "p", priceKaNetCents: 25000 })], discount);
    expect(result.priceDiscountCode).toBe(5000);
    expect(result.priceKaNet).toBe(20000);
    expect(result.priceKaNetWithShipping).toBe(20000);
    expect(result.priceKaVatAmount).toBe(3800);
    expect(result.discountCode).toEqual(discount);
    expect(result.discountRemoved).toBe(false);
  });

  it("drops the code below 250 € and flags it", () => {
    const result = priceCart([line({ productId: "p", priceKaNetCents: 24999 })], discount);
    expect(result.priceDiscountCode).toBe(0);
    expect(result.priceKaNet).toBe(24999);
    expect(result.discountCode).toBeNull();
    expect(result.discountRemoved).toBe(true);
  });

  it("never lets the net price fall below 0", () => {
    const result = priceCart([line({ productId: "p", priceKaNetCents: 25000, priceShippingNetCents: 500 })], {
      code: "GROSS",
      amountCents: 99999,
    });
    expect(result.priceKaNet).toBe(0);
    expect(result.priceDiscountCode).toBe(25000);
    expect(result.priceKaNetWithShipping).toBe(500);
  });
});

describe("SPEC 2.4: Warenkorb badge shows the total item quantity", () => {
  it("sums quantities", () => {
    expect(cartQuantity([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe("orderTotals", () => {
  it("keeps exactly the nine totalPricing amounts of SPEC 3", () => {
    const p = priceCart([{ productId: "1", quantity: 2, priceKaNetCents: 20000, priceShippingNetCents: 1000, provider: "A" }], null);
    const totals = orderTotals(p);
    expect(Object.keys(totals).sort()).toEqual([
      "priceDiscountCode",
      "priceKaGrossWithShipping",
      "priceKaNet",
      "priceKaNetPreDiscount",
      "priceKaNetWithShipping",
      "priceKaVatAmount",
      "priceShippingNet",
      "priceShippingNetDiscount",
      "priceShippingNetPreDiscount",
    ]);
    expect(totals.priceKaGrossWithShipping).toBe(p.priceKaGrossWithShipping);
  });
});
