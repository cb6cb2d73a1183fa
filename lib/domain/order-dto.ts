/**
 * Shop documents as the API shows them (SPEC.md section 3): amounts in euros, dates as ISO strings.
 * Pure mappings from the stored rows (cents) so the server and its tests share one definition.
 */
import { centsToEuros } from "./money";
import type { ShipmentItem } from "./delivery";

/** An order's totalPricing (SPEC.md section 3), in cents. */
export type OrderPricingCents = {
  /** Sum of item net price * quantity. */
  priceKaNetPreDiscount: number;
  /** Discount actually applied (0 when none or removed); never more than the subtotal. */
  priceDiscountCode: number;
  /** Net items after discount, never below 0. */
  priceKaNet: number;
  /** Sum of shipping * quantity, before the delivery-cost discount. */
  priceShippingNetPreDiscount: number;
  /** The 20% delivery-cost discount, as a positive amount to subtract. */
  priceShippingNetDiscount: number;
  /** Shipping after the delivery-cost discount. */
  priceShippingNet: number;
  priceKaNetWithShipping: number;
  /** 19% of priceKaNetWithShipping, rounded half up. */
  priceKaVatAmount: number;
  priceKaGrossWithShipping: number;
};

export type OrderLineCents = {
  id: number;
  quantity: number;
  desiredDeliveryDate: number | null;
  comment?: string | null;
  name: string;
  ean: string;
  provider: string;
  priceKaNetCents: number;
  priceShippingNetCents: number;
};

export type AddressDto = {
  mode: "studio" | "customer";
  companyName?: string;
  toAttention?: string;
  firstName?: string;
  lastName?: string;
  addressStreet: string;
  addressZip: string;
  addressCity: string;
  addressState: string;
  addressCountry: string;
  addressAddInfo?: string;
  phone: string;
};

export type ContactDto = { gender: "Herr" | "Frau"; firstName: string; lastName: string; phone: string; email: string };

export type OrderRowLike = {
  id: string;
  idf: number;
  idfs: string;
  createdAt: Date;
  items: OrderLineCents[];
  deliveryAddress: AddressDto;
  deliveryContact: ContactDto;
  customerReference: string | null;
  discountCode: { code: string; amount: number } | null;
  totalPricing: OrderPricingCents;
};

export type OrderLineDto = Omit<OrderLineCents, "priceKaNetCents" | "priceShippingNetCents"> & {
  priceKaNet: number;
  priceShippingNet: number;
};

export type OrderDto = {
  _id: string;
  idf: number;
  idfs: string;
  createdAt: string;
  items: OrderLineDto[];
  deliveryAddress: AddressDto;
  deliveryContact: ContactDto;
  customerReference: string | null;
  /** amount in euros */
  discountCode: { code: string; amount: number } | null;
  /** every amount in euros (SPEC 3 "Submitted order document") */
  totalPricing: Record<keyof OrderPricingCents, number>;
};

export function pricingToEuros(p: OrderPricingCents): Record<keyof OrderPricingCents, number> {
  const out = {} as Record<keyof OrderPricingCents, number>;
  for (const key of Object.keys(p) as (keyof OrderPricingCents)[]) out[key] = centsToEuros(p[key]);
  return out;
}

/** Discount codes are stored with their amount in cents (the seed and the submit write cents). */
export function toOrderDto(row: OrderRowLike): OrderDto {
  return {
    _id: row.id,
    idf: row.idf,
    idfs: row.idfs,
    createdAt: row.createdAt.toISOString(),
    items: row.items.map(({ priceKaNetCents, priceShippingNetCents, ...rest }) => ({
      ...rest,
      comment: rest.comment ?? null,
      priceKaNet: centsToEuros(priceKaNetCents),
      priceShippingNet: centsToEuros(priceShippingNetCents),
    })),
    deliveryAddress: row.deliveryAddress,
    deliveryContact: row.deliveryContact,
    customerReference: row.customerReference,
    discountCode: row.discountCode ? { code: row.discountCode.code, amount: centsToEuros(row.discountCode.amount) } : null,
    totalPricing: pricingToEuros(row.totalPricing),
  };
}

/** A product's shipping data as the delivery rules need it (lib/domain/delivery.ts). */
export function shipmentItemOf(p: {
  id: number;
  provider: string;
  shippingTime: { minDays: number; maxDays: number | null };
  shippingTimeProvider: boolean;
}): ShipmentItem {
  const { minDays, maxDays } = p.shippingTime;
  return {
    id: String(p.id),
    provider: p.provider,
    // The provider's general shipping time gives no product date: the group shows the provider's text.
    shippingTime: p.shippingTimeProvider ? null : { minDays, maxDays },
    shippingTimeProvider: p.shippingTimeProvider
      ? `Lieferzeit laut ${p.provider}: ${minDays}${maxDays && maxDays !== minDays ? `–${maxDays}` : ""} Werktage`
      : null,
  };
}

/** SPEC 9 / DECISIONS: a wish list keeps product ids repeated once per unit. */
export function wishlistLines(itemIds: number[]): { id: number; quantity: number }[] {
  const lines: { id: number; quantity: number }[] = [];
  for (const id of itemIds) {
    const line = lines.find((l) => l.id === id);
    if (line) line.quantity += 1;
    else lines.push({ id, quantity: 1 });
  }
  return lines;
}

/** Sets the quantity of one product in a wish list's itemIds; 0 removes it. Keeps the order of first appearance. */
export function setWishlistQuantity(itemIds: number[], id: number, quantity: number): number[] {
  const lines = wishlistLines(itemIds);
  const found = lines.some((l) => l.id === id);
  const next = found ? lines.map((l) => (l.id === id ? { ...l, quantity } : l)) : [...lines, { id, quantity }];
  return next.filter((l) => l.quantity > 0).flatMap((l) => Array.from({ length: l.quantity }, () => l.id));
}

/** SPEC 9: a wish list's total multiplies each price by its repeat count. Prices in cents. */
export function wishlistTotalCents(itemIds: number[], priceOf: (id: number) => number | undefined): number {
  return itemIds.reduce((sum, id) => sum + (priceOf(id) ?? 0), 0);
}
