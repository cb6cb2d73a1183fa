import type { StagedPrice } from "./catalog-import-schema";
import {
  amountCentsSchema,
  ARTICLE_LIMITS,
  bmecatDaySchema,
  clean,
  currencySchema,
  euroText,
  first,
  lowerBoundSchema,
  roundedCents,
  unitPriceCents,
} from "./bmecat-values";

/** BMEcat prices (PRODUCT_PRICE / ARTICLE_PRICE): their checks, the unit price, the shop's list price. */

export type RawPrice = {
  priceType: string | null;
  amount: string | null;
  currency: string | null;
  lowerBound: string | null;
  territories: string[];
  validStart: string | null;
  validEnd: string | null;
};

/** A reason a price is refused or warned of. */
type Problem = { element?: string; message: string };

/**
 * PRICE_AMOUNT in cents per unit: a price for PRICE_QUANTITY units is divided by it; more than two
 * decimals (or a division's rest) are rounded half-up to whole cents with a warning naming both values.
 */
function priceCents(amount: string, quantity: string | null, problems: Problem[], warnings: Problem[]): number | null {
  const cents = first(amountCentsSchema.safeParse(amount), problems, "PRICE_AMOUNT", amount);
  if (cents === null) return null;
  const shown = amount.trim();
  const q = quantity?.trim() ?? "";
  if (q !== "" && !/^0*1([.,]0*)?$/.test(q)) {
    const unit = unitPriceCents(shown, q);
    if (!unit) {
      problems.push({ element: "PRICE_QUANTITY", message: `Preismenge (PRICE_QUANTITY) ist keine positive Zahl: „${q.slice(0, 40)}“` });
      return null;
    }
    if (unit.rounded)
      warnings.push({
        element: "PRICE_QUANTITY",
        message: `Preis für ${q} Einheiten auf den Stückpreis umgerechnet und auf Cent gerundet: ${shown} / ${q} → ${euroText(unit.cents)}`,
      });
    return unit.cents;
  }
  if (roundedCents(shown.replace(",", ".")).rounded)
    warnings.push({ element: "PRICE_AMOUNT", message: `Preis mit mehr als zwei Nachkommastellen auf Cent gerundet: ${shown} → ${euroText(cents)}` });
  return cents;
}

function validPrice(
  raw: RawPrice,
  priceQuantity: string | null,
  defaultCurrency: string | null,
  problems: Problem[],
  warnings: Problem[],
): StagedPrice | null {
  const before = problems.length;
  const priceType = clean(raw.priceType);
  if (!priceType) problems.push({ element: "PRICE", message: "Preisart (price_type) fehlt" });
  const amountCents = raw.amount === null ? null : priceCents(raw.amount, priceQuantity, problems, warnings);
  if (raw.amount === null) problems.push({ element: "PRICE_AMOUNT", message: "Preis fehlt" });
  const currencyText = clean(raw.currency) ?? defaultCurrency ?? "EUR";
  const currency = first(currencySchema.safeParse(currencyText), problems, "PRICE_CURRENCY", currencyText);
  const lowerBound = raw.lowerBound === null ? 1 : first(lowerBoundSchema.safeParse(raw.lowerBound), problems, "LOWER_BOUND", raw.lowerBound);
  const validFrom = raw.validStart === null ? null : first(bmecatDaySchema.safeParse(raw.validStart), problems, "VALID_START_DATE", raw.validStart);
  const validTo = raw.validEnd === null ? null : first(bmecatDaySchema.safeParse(raw.validEnd), problems, "VALID_END_DATE", raw.validEnd);
  if (validFrom && validTo && validTo < validFrom) problems.push({ element: "VALID_END_DATE", message: "Gültigkeit endet vor ihrem Beginn" });
  if (problems.length > before) return null;
  return {
    priceType: priceType!.toLowerCase(),
    amountCents: amountCents!,
    currency: currency!,
    lowerBound: lowerBound!,
    validFrom,
    validTo,
    territories: raw.territories.map((t) => t.trim().toUpperCase()).filter(Boolean),
  };
}

/**
 * The shop's list price: net_list at lower bound 1, the one valid on `today` when several are given
 * (otherwise the first). Null when the file gives none.
 */
export function listPriceCents(prices: readonly StagedPrice[], today: string, customerAsList = false): number | null {
  const own = prices.filter((p) => p.priceType === "net_list" && p.lowerBound === 1);
  // A catalog priced only net_customer for us (no buyer, or a buyer that is no studio) gives its list price so.
  const lists = own.length || !customerAsList ? own : prices.filter((p) => p.priceType === "net_customer" && p.lowerBound === 1);
  const current = lists.find((p) => (!p.validFrom || p.validFrom <= today) && (!p.validTo || p.validTo >= today));
  return (current ?? lists[0])?.amountCents ?? null;
}

/**
 * The article's prices checked, its list price, and whether it comes without one (a warning; in a
 * price file, `pricesOnly`, a missing price is a problem).
 */
export function articlePrices(
  raw: { prices: RawPrice[]; priceQuantity?: string | null },
  pricesOnly: boolean,
  ctx: { currency: string | null; today: string; customerAsList?: boolean },
  problems: Problem[],
  warnings: Problem[],
) {
  const prices: StagedPrice[] = [];
  const priceMissing = raw.prices.length === 0 && !pricesOnly;
  if (raw.prices.length === 0 && pricesOnly) problems.push({ element: "PRICE_AMOUNT", message: "Preis fehlt" });
  if (priceMissing)
    warnings.push({
      element: "PRICE_AMOUNT",
      message: "Preis fehlt: der Artikel kommt „ohne Preis“ und ist für Studios nicht sichtbar, bis eine Preisdatei ihn liefert",
    });
  if (raw.prices.length > ARTICLE_LIMITS.prices) problems.push({ element: "PRICE", message: `Mehr als ${ARTICLE_LIMITS.prices} Preise` });
  for (const p of raw.prices.slice(0, ARTICLE_LIMITS.prices)) {
    const price = validPrice(p, raw.priceQuantity ?? null, ctx.currency, problems, warnings);
    if (price) prices.push(price);
  }
  const list = listPriceCents(prices, ctx.today, ctx.customerAsList ?? false);
  if (raw.prices.length > 0 && prices.length === raw.prices.length && list === null) {
    problems.push({ element: "PRICE", message: "Listenpreis (net_list ab Menge 1) fehlt" });
  }
  return { prices, list, priceMissing };
}
