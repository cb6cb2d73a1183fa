/**
 * The e-invoice (EN 16931) of an order, in integer cents: lines, document-level allowances and charges,
 * the VAT breakdown per rate and the document totals (BT-106 ... BT-115).
 *
 * Rounding as EN 16931 requires: every line net amount to the cent (quantity * unit net price, exact in
 * cents), the VAT once per rate on that rate's taxable amount (BR-S-09), half away from zero. With one
 * rate of 19% this is what the order's totals are computed with (pricing.ts), so the invoice equals the
 * order to the cent.
 */
import { divideRounded, VAT_RATE } from "../platform/money";
import type { OrderRowLike } from "./order-dto";
import { SHIPPING_DISCOUNT_LABEL } from "./pricing";

export type EInvoiceLineInput = {
  /** BT-126 */
  lineId: string;
  name: string;
  /** GTIN/EAN (BT-157 with scheme 0160). */
  gtin: string | null;
  quantity: number;
  /** BT-146, net per unit. */
  unitNetCents: number;
  /** VAT category S with this rate (BT-152). */
  vatRatePercent: number;
  /** Desired delivery day YYYYMMDD, when the buyer chose one. */
  deliveryDay: number | null;
};

export type EInvoiceAllowanceCharge = {
  /** true: charge (BG-21), false: allowance (BG-20). */
  charge: boolean;
  amountCents: number;
  /** BT-97 / BT-104 */
  reason: string;
  /** UNTDID 5189 (allowances) or 7161 (charges): BT-98 / BT-105. */
  reasonCode: string;
  vatRatePercent: number;
};

export type EInvoiceLine = EInvoiceLineInput & { /** BT-131 */ lineNetCents: number };

export type VatBreakdown = { ratePercent: number; /** BT-116 */ basisCents: number; /** BT-117 */ vatCents: number };

export type EInvoiceTotals = {
  lines: EInvoiceLine[];
  allowancesCharges: EInvoiceAllowanceCharge[];
  /** BT-106: sum of line net amounts. */
  lineTotalCents: number;
  /** BT-107 */
  allowanceTotalCents: number;
  /** BT-108 */
  chargeTotalCents: number;
  /** BT-109 */
  taxBasisTotalCents: number;
  vatBreakdown: VatBreakdown[];
  /** BT-110 */
  taxTotalCents: number;
  /** BT-112 */
  grandTotalCents: number;
  /** BT-113 */
  prepaidCents: number;
  /** BT-115 */
  duePayableCents: number;
};

/** VAT of a taxable amount at a rate (percent, up to two decimals), rounded half away from zero to the cent. */
export function vatForRate(basisCents: number, ratePercent: number): number {
  return divideRounded(basisCents * Math.round(ratePercent * 100), 10000);
}

/** The one computation of an invoice's amounts (see the module comment for the rounding). */
export function einvoiceTotals(lines: EInvoiceLineInput[], allowancesCharges: EInvoiceAllowanceCharge[], prepaidCents = 0): EInvoiceTotals {
  for (const l of lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) throw new RangeError(`quantity of line ${l.lineId} must be a whole number >= 1`);
    if (!Number.isInteger(l.unitNetCents) || l.unitNetCents < 0) throw new RangeError(`price of line ${l.lineId} must be non-negative cents`);
  }
  for (const a of allowancesCharges) {
    if (!Number.isInteger(a.amountCents) || a.amountCents <= 0) throw new RangeError(`allowance/charge "${a.reason}" must be positive cents`);
  }
  const withNet = lines.map((l) => ({ ...l, lineNetCents: l.quantity * l.unitNetCents }));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const lineTotalCents = sum(withNet.map((l) => l.lineNetCents));
  const allowanceTotalCents = sum(allowancesCharges.filter((a) => !a.charge).map((a) => a.amountCents));
  const chargeTotalCents = sum(allowancesCharges.filter((a) => a.charge).map((a) => a.amountCents));
  const taxBasisTotalCents = lineTotalCents - allowanceTotalCents + chargeTotalCents;

  const rates = [...new Set([...withNet.map((l) => l.vatRatePercent), ...allowancesCharges.map((a) => a.vatRatePercent)])].sort((a, b) => b - a);
  const vatBreakdown = rates.map((ratePercent) => {
    const basisCents =
      sum(withNet.filter((l) => l.vatRatePercent === ratePercent).map((l) => l.lineNetCents)) +
      sum(allowancesCharges.filter((a) => a.vatRatePercent === ratePercent).map((a) => (a.charge ? a.amountCents : -a.amountCents)));
    return { ratePercent, basisCents, vatCents: vatForRate(basisCents, ratePercent) };
  });
  const taxTotalCents = sum(vatBreakdown.map((v) => v.vatCents));
  const grandTotalCents = taxBasisTotalCents + taxTotalCents;
  return {
    lines: withNet,
    allowancesCharges,
    lineTotalCents,
    allowanceTotalCents,
    chargeTotalCents,
    taxBasisTotalCents,
    vatBreakdown,
    taxTotalCents,
    grandTotalCents,
    prepaidCents,
    duePayableCents: grandTotalCents - prepaidCents,
  };
}

/** UNTDID 5189 "Discount" (voucher, delivery-cost discount); UNTDID 7161 "FC" freight service (shipping). */
export const ALLOWANCE_REASON_DISCOUNT = "95";
export const CHARGE_REASON_FREIGHT = "FC";

/**
 * An order as e-invoice amounts: its lines at 19%, the shipping as a document-level charge, the
 * delivery-cost discount ("minus 20% Lieferkosten-Rabatt") and the voucher as document-level allowances.
 */
export function einvoiceOfOrder(order: Pick<OrderRowLike, "items" | "totalPricing" | "discountCode">): EInvoiceTotals {
  const p = order.totalPricing;
  const lines: EInvoiceLineInput[] = order.items.map((item, i) => ({
    lineId: String(i + 1),
    name: item.name,
    gtin: /^\d{8,14}$/.test(item.ean) ? item.ean : null,
    quantity: item.quantity,
    unitNetCents: item.priceKaNetCents,
    vatRatePercent: VAT_RATE,
    deliveryDay: item.desiredDeliveryDate ?? null,
  }));
  const ac: EInvoiceAllowanceCharge[] = [];
  if (p.priceDiscountCode > 0) {
    const code = order.discountCode?.code;
    ac.push({
      charge: false,
      amountCents: p.priceDiscountCode,
      reason: code ? `Gutschein ${code}` : "Gutschein",
      reasonCode: ALLOWANCE_REASON_DISCOUNT,
      vatRatePercent: VAT_RATE,
    });
  }
  if (p.priceShippingNetPreDiscount > 0) {
    ac.push({
      charge: true,
      amountCents: p.priceShippingNetPreDiscount,
      reason: "Lieferkosten",
      reasonCode: CHARGE_REASON_FREIGHT,
      vatRatePercent: VAT_RATE,
    });
  }
  if (p.priceShippingNetDiscount > 0) {
    ac.push({
      charge: false,
      amountCents: p.priceShippingNetDiscount,
      reason: SHIPPING_DISCOUNT_LABEL,
      reasonCode: ALLOWANCE_REASON_DISCOUNT,
      vatRatePercent: VAT_RATE,
    });
  }
  return einvoiceTotals(lines, ac);
}

/**
 * The order totals an invoice's amounts must equal, as pairs [what, invoice, order]; an empty list of
 * differences means the invoice equals the order to the cent.
 */
export function einvoiceDifferences(t: EInvoiceTotals, p: OrderRowLike["totalPricing"]): string[] {
  const pairs: [string, number, number][] = [
    ["Warenwert netto (BT-106)", t.lineTotalCents, p.priceKaNetPreDiscount],
    ["Nachlässe (BT-107)", t.allowanceTotalCents, p.priceDiscountCode + p.priceShippingNetDiscount],
    ["Zuschläge (BT-108)", t.chargeTotalCents, p.priceShippingNetPreDiscount],
    ["Gesamt netto (BT-109)", t.taxBasisTotalCents, p.priceKaNetWithShipping],
    ["MwSt. (BT-110)", t.taxTotalCents, p.priceKaVatAmount],
    ["Gesamt brutto (BT-112)", t.grandTotalCents, p.priceKaGrossWithShipping],
    ["Zahlbetrag (BT-115)", t.duePayableCents, p.priceKaGrossWithShipping],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([what, a, b]) => `${what}: Rechnung ${a} ≠ Bestellung ${b}`);
}
