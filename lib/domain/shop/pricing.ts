/**
 * Shop cart pricing, all amounts in integer cents (DECISIONS "Money and dates").
 *
 * SPEC 3 "Pricing results" and the submitted order's totalPricing name the fields. SPEC 4: a discount
 * code is removed automatically when the pre-discount net subtotal is below 250. SPEC 9: VAT 19%;
 * delivery-cost discount of 20% on the second item onward for one provider, shown as
 * "minus 20% Lieferkosten-Rabatt".
 */
import { divideRounded, vatOf } from "../platform/money";
import { MIN_VOUCHER_SUBTOTAL_CENTS } from "./voucher";
import type { OrderPricingCents } from "./order-dto";

export { MIN_VOUCHER_SUBTOTAL_CENTS };

/** Percentage off the shipping of every unit after the first per provider (SPEC 9). */
export const SHIPPING_DISCOUNT_PERCENT = 20;

/** Label of the shipping-discount line (SPEC 9). */
export const SHIPPING_DISCOUNT_LABEL = "minus 20% Lieferkosten-Rabatt";

export interface PricingLine {
  productId: string;
  /** Whole units, at least 1. */
  quantity: number;
  /** Net item price per unit, in cents. */
  priceKaNetCents: number;
  /** Net shipping per unit, in cents. */
  priceShippingNetCents: number;
  provider: string;
}

export interface PricingDiscount {
  code: string;
  amountCents: number;
}

/** The order totals (documented in order-dto.ts) plus what checkout shows besides them. */
export interface CartPricing extends OrderPricingCents {
  /** Delivery-cost discount per provider, for the delivery groups of checkout step 2. */
  shippingDiscountByProvider: Record<string, number>;
  /** The discount that was applied, or null. */
  discountCode: PricingDiscount | null;
  /** True when a discount was given but dropped because the subtotal is below 250 € (SPEC 4). */
  discountRemoved: boolean;
}

function assertLine(line: PricingLine): void {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`quantity of ${line.productId} must be a whole number >= 1`);
  }
  for (const value of [line.priceKaNetCents, line.priceShippingNetCents]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`prices of ${line.productId} must be non-negative integer cents`);
    }
  }
}

/**
 * Delivery-cost discount of one provider's units. SPEC 9 says "on the second item onward" without
 * saying which unit is the first; we count the unit with the highest shipping cost as the first, so
 * it pays full shipping and every other unit (further units of the same line included) gets 20% off.
 * That is the order that never gives the customer more than the rule intends, and it does not
 * depend on the order of the cart lines. Rounded once per provider.
 */
export function providerShippingDiscount(lines: PricingLine[]): number {
  let total = 0;
  let highest = 0;
  let units = 0;
  for (const line of lines) {
    total += line.priceShippingNetCents * line.quantity;
    highest = Math.max(highest, line.priceShippingNetCents);
    units += line.quantity;
  }
  if (units < 2) return 0;
  return divideRounded((total - highest) * SHIPPING_DISCOUNT_PERCENT, 100);
}

/** Prices a cart; see CartPricing for the fields. */
export function priceCart(lines: PricingLine[], discount?: PricingDiscount | null): CartPricing {
  lines.forEach(assertLine);

  const priceKaNetPreDiscount = lines.reduce((sum, l) => sum + l.priceKaNetCents * l.quantity, 0);
  const priceShippingNetPreDiscount = lines.reduce((sum, l) => sum + l.priceShippingNetCents * l.quantity, 0);

  const byProvider = new Map<string, PricingLine[]>();
  for (const line of lines) {
    const group = byProvider.get(line.provider) ?? [];
    group.push(line);
    byProvider.set(line.provider, group);
  }
  const shippingDiscountByProvider: Record<string, number> = {};
  let priceShippingNetDiscount = 0;
  for (const [provider, group] of byProvider) {
    const providerDiscount = providerShippingDiscount(group);
    shippingDiscountByProvider[provider] = providerDiscount;
    priceShippingNetDiscount += providerDiscount;
  }

  // SPEC 4: below the minimum the code is dropped, not merely ignored, so the cart can remove it.
  const hasDiscount = !!discount && discount.amountCents > 0;
  const discountApplies = hasDiscount && priceKaNetPreDiscount >= MIN_VOUCHER_SUBTOTAL_CENTS;
  const priceDiscountCode = discountApplies ? Math.min(discount!.amountCents, priceKaNetPreDiscount) : 0;

  const priceKaNet = priceKaNetPreDiscount - priceDiscountCode;
  const priceShippingNet = priceShippingNetPreDiscount - priceShippingNetDiscount;
  const priceKaNetWithShipping = priceKaNet + priceShippingNet;
  const priceKaVatAmount = vatOf(priceKaNetWithShipping);

  return {
    priceKaNetPreDiscount,
    priceDiscountCode,
    priceKaNet,
    priceShippingNetPreDiscount,
    priceShippingNetDiscount,
    priceShippingNet,
    priceKaNetWithShipping,
    priceKaVatAmount,
    priceKaGrossWithShipping: priceKaNetWithShipping + priceKaVatAmount,
    shippingDiscountByProvider,
    discountCode: discountApplies ? { code: discount!.code, amountCents: discount!.amountCents } : null,
    discountRemoved: hasDiscount && !discountApplies,
  };
}

/** Total item quantity of the cart (badge on "Warenkorb", title "Warenkorb (N Artikel)", SPEC 2.4). */
export function cartQuantity(lines: Pick<PricingLine, "quantity">[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The totals an order stores (SPEC.md section 3 "totalPricing"), taken from a cart's pricing. */
export function orderTotals(p: CartPricing): OrderPricingCents {
  return {
    priceKaNetPreDiscount: p.priceKaNetPreDiscount,
    priceDiscountCode: p.priceDiscountCode,
    priceKaNet: p.priceKaNet,
    priceShippingNetPreDiscount: p.priceShippingNetPreDiscount,
    priceShippingNetDiscount: p.priceShippingNetDiscount,
    priceShippingNet: p.priceShippingNet,
    priceKaNetWithShipping: p.priceKaNetWithShipping,
    priceKaVatAmount: p.priceKaVatAmount,
    priceKaGrossWithShipping: p.priceKaGrossWithShipping,
  };
}
