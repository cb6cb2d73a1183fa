/**
 * Shop documents as the API shows them (SPEC.md section 3): amounts in euros, dates as ISO strings.
 * Pure mappings from the stored rows (cents) so the server and its tests share one definition.
 */
import { centsToEuros } from "../platform/money";
import type { ShipmentItem } from "./delivery";
import type { CartItem } from "./cart-schema";
import type { DeliveryAddress, DeliveryContact } from "./delivery-schema";
import type { LineLateness, LineStatusDto, OrderState } from "./order-status";
import type { OrderRequestDto } from "./order-requests";
import type { OrderPaymentDto, OrderRefundDto } from "./payment-state";

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

/** An order line as it was sold: name and prices are copied so later catalog changes do not alter it. */
export type OrderLine = CartItem & {
  name: string;
  ean: string;
  provider: string;
  /** The unit price the studio paid (its price list's, else the list price). */
  priceKaNetCents: number;
  priceShippingNetCents: number;
  /** The catalog's list price at the time of the order (absent on orders from before price lists). */
  listPriceKaNetCents?: number;
  /** The price list and tier that gave priceKaNetCents; null when the list price applied (issue 32). */
  priceList?: { id: string; name: string; fromQuantity: number; inherited: boolean } | null;
};

/** The voucher an order was placed with; its amount in cents where stored, in euros in the API. */
export type OrderDiscount = { code: string; amount: number };

/** The stored order (models/shop/orders.ts `orders`, whose jsonb columns are typed with these shapes). */
export type OrderRowLike = {
  id: string;
  idf: number;
  idfs: string;
  createdAt: Date;
  items: OrderLine[];
  deliveryAddress: DeliveryAddress;
  deliveryContact: DeliveryContact;
  customerReference: string | null;
  discountCode: OrderDiscount | null;
  totalPricing: OrderPricingCents;
  placedByName?: string | null;
};

export type OrderLineDto = Omit<OrderLine, "priceKaNetCents" | "priceShippingNetCents" | "listPriceKaNetCents" | "priceSeenCents"> & {
  priceKaNet: number;
  priceShippingNet: number;
  /** The list price in euros, where the order recorded it. */
  listPriceKaNet?: number;
  /** Set when read for the studio: a catalog import has withdrawn the article since („Nicht mehr lieferbar“). */
  withdrawn?: boolean;
  /** Set when read for the studio: what the supplier reported on the line (issue 33). */
  status?: LineStatusDto;
  /** Set when read for the studio: how late the line is (lib/domain/shop/late-delivery.ts). */
  late?: LineLateness;
  /** Set when read for the studio: units it may still cancel and return (issue 33, lib/domain/shop/order-requests.ts). */
  requestable?: { cancel: number; return: number };
};

export type OrderDto = {
  _id: string;
  idf: number;
  idfs: string;
  createdAt: string;
  items: OrderLineDto[];
  deliveryAddress: DeliveryAddress;
  deliveryContact: DeliveryContact;
  customerReference: string | null;
  /** amount in euros */
  discountCode: OrderDiscount | null;
  /** every amount in euros (SPEC 3 "Submitted order document") */
  totalPricing: Record<keyof OrderPricingCents, number>;
  /** The team member who placed the order (absent for orders from before team members). */
  placedByName?: string;
  /** The credit notes of the order's invoice, oldest first (issue 33); set when read for the studio. */
  creditNotes?: CreditNoteDto[];
  /** Set when read for the studio: the order's state from its lines' (issue 33, lib/domain/shop/order-status.ts). */
  state?: OrderState;
  /** Set when read for the studio: its cancellations and returns, oldest first (issue 33). */
  requests?: OrderRequestDto[];
  /** Set when read for the studio: how late its latest line still to deliver is (lib/domain/shop/late-delivery.ts). */
  late?: LineLateness;
  /** Set when read for the studio: paid, outstanding and the payments (Vorkasse, lib/domain/shop/payment-state.ts). */
  payment?: OrderPaymentDto;
  /** Set when read for the studio: what its credit notes pay back and whether it was transferred (docs/operator-payments.md "Refunds"). */
  refunds?: OrderRefundDto[];
};

/** A credit note (Gutschrift) as asOrder / asOrders show it: amounts in euros, the date ISO. */
export type CreditNoteDto = {
  number: string;
  date: string;
  /** The invoice it corrects. */
  invoiceNumber: string;
  reason: string;
  /** Net, VAT and gross credited, in euros. */
  amountNet: number;
  amountVat: number;
  amount: number;
  lines: { article: number; name: string; quantity: number }[];
};

/** The stored credit note (models/shop/credit-notes.ts) as far as its DTO needs it. */
export type CreditNoteRowLike = {
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  reason: string;
  basisCents: number;
  vatCents: number;
  grossCents: number;
  lines: { article: number; name: string; quantity: number }[];
};

export function toCreditNoteDto(n: CreditNoteRowLike): CreditNoteDto {
  return {
    number: n.number,
    date: n.issuedAt.toISOString(),
    invoiceNumber: n.invoiceNumber,
    reason: n.reason,
    amountNet: centsToEuros(n.basisCents),
    amountVat: centsToEuros(n.vatCents),
    amount: centsToEuros(n.grossCents),
    lines: n.lines.map((l) => ({ article: l.article, name: l.name, quantity: l.quantity })),
  };
}

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
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the cart's seen price is not part of an order
    items: row.items.map(({ priceKaNetCents, priceShippingNetCents, listPriceKaNetCents, priceSeenCents, ...rest }) => ({
      ...rest,
      comment: rest.comment ?? null,
      priceKaNet: centsToEuros(priceKaNetCents),
      priceShippingNet: centsToEuros(priceShippingNetCents),
      ...(listPriceKaNetCents !== undefined ? { listPriceKaNet: centsToEuros(listPriceKaNetCents) } : {}),
    })),
    deliveryAddress: row.deliveryAddress,
    deliveryContact: row.deliveryContact,
    customerReference: row.customerReference,
    discountCode: row.discountCode ? { code: row.discountCode.code, amount: centsToEuros(row.discountCode.amount) } : null,
    totalPricing: pricingToEuros(row.totalPricing),
    ...(row.placedByName ? { placedByName: row.placedByName } : {}),
  };
}

/** A product's shipping data as the delivery rules need it (lib/domain/shop/delivery.ts). */
export function shipmentItemOf(p: {
  id: number;
  provider: string;
  shippingTime: { minDays: number; maxDays: number | null };
  shippingTimeProvider: boolean;
  /** The restock date the line waits for (lib/domain/shop/availability.ts availableFrom), if any. */
  availableFrom?: Date | null;
}): ShipmentItem {
  const { minDays, maxDays } = p.shippingTime;
  return {
    id: String(p.id),
    provider: p.provider,
    // With the provider's general shipping time the group shows the provider's text and gets no
    // default date (SPEC 4); its days still bound the earliest desired date.
    shippingTime: { minDays, maxDays },
    shippingTimeProvider: p.shippingTimeProvider
      ? `Lieferzeit laut ${p.provider}: ${minDays}${maxDays && maxDays !== minDays ? `–${maxDays}` : ""} Werktage`
      : null,
    ...(p.availableFrom ? { availableFrom: p.availableFrom } : {}),
  };
}
