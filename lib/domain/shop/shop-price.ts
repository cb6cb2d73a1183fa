/**
 * Net and gross in the shop (SPEC.md 1, 6 and 9): prices are net and come with the 19% VAT notice;
 * the "Kundenansicht" shows the end-customer price, gross including the store's
 * shopClientMarginPercentage, and hides the notice. One module for the product list, the cart, the
 * wish lists and the checkout, all in integer cents.
 */
import { customerPrice, VAT_RATE } from "../platform/money";

export const VAT_NOTICE = `Alle Preise zzgl. ${VAT_RATE}% MwSt.`;

/** The price a shop page shows for a net dealer price. */
export function shownPriceCents(netCents: number, marginPercent: number, customerView: boolean): number {
  return customerView ? customerPrice(netCents, marginPercent) : netCents;
}

/** For DTOs that carry both prices in euros (ProductDto priceKaNet / priceCustomer). */
export function shownPriceEuros(p: { priceKaNet: number; priceCustomer: number }, customerView: boolean): number {
  return customerView ? p.priceCustomer : p.priceKaNet;
}

/** Total of a list shown in the chosen view: each line's shown unit price times its quantity. */
export function shownTotalCents(lines: { netCents: number; quantity: number }[], marginPercent: number, customerView: boolean): number {
  return lines.reduce((sum, l) => sum + shownPriceCents(l.netCents, marginPercent, customerView) * l.quantity, 0);
}

/**
 * A price-filter bound typed in the shown view, as a bound on the net price, so the database can
 * filter its net column. customerPrice is monotonic in the net price, so the smallest net price whose
 * shown price reaches `minShown` (or the largest staying at or below `maxShown`) is exact.
 */
export function netBoundForShown(shownCents: number, marginPercent: number, customerView: boolean, kind: "min" | "max"): number {
  if (!customerView) return shownCents;
  const factor = (1 + marginPercent / 100) * (1 + VAT_RATE / 100);
  let net = Math.max(0, Math.round(shownCents / factor));
  if (kind === "min") {
    while (net > 0 && customerPrice(net - 1, marginPercent) >= shownCents) net--;
    while (customerPrice(net, marginPercent) < shownCents) net++;
  } else {
    while (customerPrice(net + 1, marginPercent) <= shownCents) net++;
    while (net >= 0 && customerPrice(net, marginPercent) > shownCents) net--;
  }
  return net;
}
