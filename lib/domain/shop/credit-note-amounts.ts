/**
 * The amounts of a credit note (Gutschrift, EN 16931 type code 381) against its original invoice, in
 * integer cents. One written rule, used by the server for every credit note (issue 33):
 *
 * **Every amount of a credit note is the difference between what all credit notes of the invoice
 * credit together with it and what they credited before it** ("cumulative rule"). What a set of
 * credited quantities is worth is computed by one function (`creditedValue`):
 *
 * - Lines: the credited quantity of each invoice line times its invoiced net unit price (exact cents).
 * - Voucher (the invoice's "Gutschein" allowance, BT-92): apportioned pro rata to the credited net line
 *   value, rounded down to the cent: floor(voucher × credited net / invoiced net). Rounded down, so the
 *   credited voucher share never exceeds the credited net; once every unit is credited it is exactly
 *   the voucher.
 * - Shipping (the "Lieferkosten" charge) and its delivery-cost discount ("minus 20%
 *   Lieferkosten-Rabatt"): credited in full, and only, by the credit note that credits the last
 *   not-yet-credited unit of the invoice. As long as anything of the order stays with the studio,
 *   its delivery was performed and its shipping stays charged.
 * - VAT (one rate, the invoice's): the rate applied to the credited taxable amount (lines − voucher
 *   share + shipping − shipping discount), rounded half away from zero (as the invoice,
 *   lib/domain/shop/einvoice.ts).
 *
 * Taking differences of these cumulative values means: the credit notes of an invoice never credit
 * more than it invoiced, in no amount (lines, voucher, shipping, VAT, gross), whatever their number
 * and order; once everything is credited they add up to the invoice to the cent. A single credit note's
 * VAT is then within one cent of its own taxable amount × rate (the EN 16931 rule BR-CO-17 allows
 * ±1.00 in the CII schematron); a credit note of the whole invoice equals it exactly.
 *
 * Quantities beyond what the invoice line has left (after the earlier credit notes) are refused with
 * a German message, never cut silently.
 */
import { VAT_RATE } from "../platform/money";
import type { EInvoiceAllowanceCharge, EInvoiceTotals } from "./einvoice";
import { ALLOWANCE_REASON_DISCOUNT, CHARGE_REASON_FREIGHT, vatForRate } from "./einvoice";
import { SHIPPING_DISCOUNT_LABEL } from "./pricing";

/** One line of the original invoice, in the order of the invoice (its position is the line index). */
export type InvoicedLine = {
  /** The article: the order line's product id (`items[].id`). */
  article: number;
  name: string;
  ean: string;
  quantity: number;
  unitNetCents: number;
};

/** What the original invoice charged (lib/domain/shop/einvoice.ts `einvoiceOfOrder`). */
export type InvoicedAmounts = {
  lines: InvoicedLine[];
  /** The voucher allowance (totalPricing.priceDiscountCode). */
  voucherCents: number;
  /** The voucher's code, for the allowance's reason ("Gutschein KUECH"). */
  voucherCode?: string | null;
  /** The shipping charge (totalPricing.priceShippingNetPreDiscount). */
  shippingChargeCents: number;
  /** The delivery-cost discount (totalPricing.priceShippingNetDiscount). */
  shippingDiscountCents: number;
  /** The VAT rate of every line and of shipping, in percent (19 when not given). */
  vatRatePercent?: number;
};

/** Quantities already credited (or to credit) per invoice line index. */
export type CreditedQuantities = number[];

/** What a set of credited quantities is worth (the cumulative rule's one function). */
export type CreditedValue = {
  netLinesCents: number;
  voucherCents: number;
  shippingChargeCents: number;
  shippingDiscountCents: number;
  /** Taxable amount: lines − voucher + shipping − shipping discount. */
  basisCents: number;
  vatCents: number;
  grossCents: number;
  /** Every unit of every line is credited. */
  complete: boolean;
};

export type CreditNoteLine = {
  /** Position of the line on the original invoice (0-based). */
  lineIndex: number;
  article: number;
  name: string;
  ean: string;
  quantity: number;
  unitNetCents: number;
  lineNetCents: number;
};

/** The amounts of one credit note (all positive: what is credited to the studio). */
export type CreditNoteAmounts = {
  lines: CreditNoteLine[];
  netLinesCents: number;
  voucherCents: number;
  shippingChargeCents: number;
  shippingDiscountCents: number;
  basisCents: number;
  vatRatePercent: number;
  vatCents: number;
  grossCents: number;
  /** This credit note credits the last units of the invoice. */
  completesInvoice: boolean;
};

/** A request to credit units of an article. */
export type CreditRequestLine = { article: number; quantity: number };

/** A credit the rules refuse; `message` is German and says what to do. */
export class CreditNoteRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "CreditNoteRefused";
  }
}

function assertInvoice(inv: InvoicedAmounts) {
  for (const l of inv.lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) throw new RangeError(`invoiced quantity of ${l.article} must be >= 1`);
    if (!Number.isInteger(l.unitNetCents) || l.unitNetCents < 0) throw new RangeError(`invoiced price of ${l.article} must be cents >= 0`);
  }
  for (const v of [inv.voucherCents, inv.shippingChargeCents, inv.shippingDiscountCents]) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError("invoiced voucher and shipping must be cents >= 0");
  }
}

/** The cumulative rule's one function: what these credited quantities (per invoice line) are worth. */
export function creditedValue(inv: InvoicedAmounts, credited: CreditedQuantities): CreditedValue {
  assertInvoice(inv);
  const rate = inv.vatRatePercent ?? VAT_RATE;
  let invoicedNet = 0;
  let netLinesCents = 0;
  let complete = inv.lines.length > 0;
  inv.lines.forEach((l, i) => {
    const q = credited[i] ?? 0;
    if (!Number.isInteger(q) || q < 0 || q > l.quantity) throw new RangeError(`credited quantity of line ${i} out of range`);
    invoicedNet += l.quantity * l.unitNetCents;
    netLinesCents += q * l.unitNetCents;
    if (q < l.quantity) complete = false;
  });
  // floor(voucher × credited / invoiced) in exact integer arithmetic.
  const voucherCents = complete
    ? inv.voucherCents
    : invoicedNet === 0
      ? 0
      : Number((BigInt(inv.voucherCents) * BigInt(netLinesCents)) / BigInt(invoicedNet));
  const shippingChargeCents = complete ? inv.shippingChargeCents : 0;
  const shippingDiscountCents = complete ? inv.shippingDiscountCents : 0;
  const basisCents = netLinesCents - voucherCents + shippingChargeCents - shippingDiscountCents;
  const vatCents = vatForRate(basisCents, rate);
  return {
    netLinesCents,
    voucherCents,
    shippingChargeCents,
    shippingDiscountCents,
    basisCents,
    vatCents,
    grossCents: basisCents + vatCents,
    complete,
  };
}

/**
 * The credit note for `request` after the earlier credit notes of the invoice credited `earlier`
 * (quantities per invoice line index). Refuses (CreditNoteRefused) an empty request, an article not on
 * the invoice, and a quantity above what its lines have left; an article on several lines is credited
 * line by line in the invoice's order.
 */
export function creditNoteAmounts(inv: InvoicedAmounts, earlier: CreditedQuantities, request: CreditRequestLine[]): CreditNoteAmounts {
  assertInvoice(inv);
  const before = inv.lines.map((l, i) => earlier[i] ?? 0);
  before.forEach((q, i) => {
    if (!Number.isInteger(q) || q < 0 || q > inv.lines[i].quantity) throw new RangeError(`earlier credited quantity of line ${i} out of range`);
  });
  if (request.length === 0) throw new CreditNoteRefused("Bitte geben Sie mindestens einen Artikel mit Menge an.", "lines");
  const wanted = new Map<number, number>();
  request.forEach((r, i) => {
    if (!Number.isInteger(r.quantity) || r.quantity < 1)
      throw new CreditNoteRefused("Die Menge muss eine ganze Zahl ab 1 sein.", `lines.${i}.quantity`);
    if (!inv.lines.some((l) => l.article === r.article)) {
      throw new CreditNoteRefused(`Der Artikel ${r.article} ist nicht Teil dieser Rechnung.`, `lines.${i}.article`);
    }
    wanted.set(r.article, (wanted.get(r.article) ?? 0) + r.quantity);
  });

  const after = [...before];
  const lines: CreditNoteLine[] = [];
  for (const [article, quantity] of wanted) {
    const left = inv.lines.reduce((s, l, i) => s + (l.article === article ? l.quantity - before[i] : 0), 0);
    if (quantity > left) {
      const name = inv.lines.find((l) => l.article === article)!.name;
      throw new CreditNoteRefused(
        left === 0
          ? `„${name}“ ist bereits vollständig gutgeschrieben.`
          : `Von „${name}“ können höchstens noch ${left} Stück gutgeschrieben werden, nicht ${quantity}.`,
        "lines",
      );
    }
    let rest = quantity;
    inv.lines.forEach((l, i) => {
      if (l.article !== article || rest === 0) return;
      const take = Math.min(rest, l.quantity - after[i]);
      if (take === 0) return;
      after[i] += take;
      rest -= take;
      lines.push({
        lineIndex: i,
        article,
        name: l.name,
        ean: l.ean,
        quantity: take,
        unitNetCents: l.unitNetCents,
        lineNetCents: take * l.unitNetCents,
      });
    });
  }
  lines.sort((a, b) => a.lineIndex - b.lineIndex);

  const was = creditedValue(inv, before);
  const now = creditedValue(inv, after);
  return {
    lines,
    netLinesCents: now.netLinesCents - was.netLinesCents,
    voucherCents: now.voucherCents - was.voucherCents,
    shippingChargeCents: now.shippingChargeCents - was.shippingChargeCents,
    shippingDiscountCents: now.shippingDiscountCents - was.shippingDiscountCents,
    basisCents: now.basisCents - was.basisCents,
    vatRatePercent: inv.vatRatePercent ?? VAT_RATE,
    vatCents: now.vatCents - was.vatCents,
    grossCents: now.grossCents - was.grossCents,
    completesInvoice: now.complete,
  };
}

/** Quantities credited per invoice line index by a list of credit notes. */
export function creditedSoFar(lineCount: number, notes: { lines: Pick<CreditNoteLine, "lineIndex" | "quantity">[] }[]): CreditedQuantities {
  const q = Array.from({ length: lineCount }, () => 0);
  for (const n of notes) for (const l of n.lines) q[l.lineIndex] += l.quantity;
  return q;
}

/**
 * The credit note as EN 16931 amounts (the same shape as an invoice's, lib/domain/shop/einvoice.ts):
 * its lines, the credited voucher share and the delivery-cost discount as allowances, the shipping as
 * a charge, and its VAT as the cumulative rule gave it.
 */
export function creditNoteEInvoice(c: CreditNoteAmounts, voucherCode?: string | null): EInvoiceTotals {
  const ac: EInvoiceAllowanceCharge[] = [];
  const rate = c.vatRatePercent;
  if (c.voucherCents > 0) {
    ac.push({
      charge: false,
      amountCents: c.voucherCents,
      reason: voucherCode ? `Anteil Gutschein ${voucherCode}` : "Anteil Gutschein",
      reasonCode: ALLOWANCE_REASON_DISCOUNT,
      vatRatePercent: rate,
    });
  }
  if (c.shippingChargeCents > 0) {
    ac.push({ charge: true, amountCents: c.shippingChargeCents, reason: "Lieferkosten", reasonCode: CHARGE_REASON_FREIGHT, vatRatePercent: rate });
  }
  if (c.shippingDiscountCents > 0) {
    ac.push({
      charge: false,
      amountCents: c.shippingDiscountCents,
      reason: SHIPPING_DISCOUNT_LABEL,
      reasonCode: ALLOWANCE_REASON_DISCOUNT,
      vatRatePercent: rate,
    });
  }
  const allowanceTotalCents = ac.filter((a) => !a.charge).reduce((s, a) => s + a.amountCents, 0);
  const chargeTotalCents = ac.filter((a) => a.charge).reduce((s, a) => s + a.amountCents, 0);
  return {
    lines: c.lines.map((l) => ({
      lineId: String(l.lineIndex + 1),
      name: l.name,
      gtin: /^\d{8,14}$/.test(l.ean) ? l.ean : null,
      quantity: l.quantity,
      unitNetCents: l.unitNetCents,
      vatRatePercent: rate,
      deliveryDay: null,
      lineNetCents: l.lineNetCents,
    })),
    allowancesCharges: ac,
    lineTotalCents: c.netLinesCents,
    allowanceTotalCents,
    chargeTotalCents,
    taxBasisTotalCents: c.basisCents,
    vatBreakdown: [{ ratePercent: rate, basisCents: c.basisCents, vatCents: c.vatCents }],
    taxTotalCents: c.vatCents,
    grandTotalCents: c.grossCents,
    prepaidCents: 0,
    duePayableCents: c.grossCents,
  };
}
