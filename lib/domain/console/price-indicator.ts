/**
 * The message appended to the offer price (SPEC 7 proposalPriceIndicator): how this studio's price
 * compares with the other studios' offers for the same planning, or with its own average offer when it
 * is the only one. Whole percent, German wording.
 */
import { formatPartnerPrice } from "../platform/format";

export const PRICE_INDICATOR_MESSAGES = {
  noPrice: "Für dieses Angebot liegt noch kein Preis vor.",
  noComparison: "Noch keine Vergleichsangebote vorhanden.",
} as const;

export type PriceIndicatorInput = {
  /** This offer's price in euros. */
  price: number | null | undefined;
  /** Prices of the other studios' offers for the same opportunity. */
  competitorPrices: (number | null | undefined)[];
  /** Prices of this studio's other offers (fallback comparison). */
  ownPrices: (number | null | undefined)[];
};

const valid = (list: (number | null | undefined)[]) => list.filter((n): n is number => typeof n === "number" && Number.isFinite(n) && n > 0);

function relative(price: number, average: number, what: string): string {
  const diff = Math.round(((price - average) / average) * 100);
  if (diff === 0) return `Ihr Preis entspricht dem Durchschnitt ${what} (${formatPartnerPrice(average)}).`;
  const dir = diff > 0 ? "über" : "unter";
  return `Ihr Preis liegt ${Math.abs(diff)} % ${dir} dem Durchschnitt ${what} (${formatPartnerPrice(average)}).`;
}

/** Null price -> error message key "noPrice" (the endpoint answers with an error then). */
export function priceIndicatorMessage(input: PriceIndicatorInput): { ok: true; message: string } | { ok: false; message: string } {
  if (typeof input.price !== "number" || !Number.isFinite(input.price) || input.price <= 0) {
    return { ok: false, message: PRICE_INDICATOR_MESSAGES.noPrice };
  }
  const competitors = valid(input.competitorPrices);
  if (competitors.length > 0) {
    const avg = competitors.reduce((s, n) => s + n, 0) / competitors.length;
    return { ok: true, message: relative(input.price, avg, "der anderen Angebote zu dieser Planung") };
  }
  const own = valid(input.ownPrices);
  if (own.length > 0) {
    const avg = own.reduce((s, n) => s + n, 0) / own.length;
    return { ok: true, message: relative(input.price, avg, "Ihrer Angebote") };
  }
  return { ok: true, message: PRICE_INDICATOR_MESSAGES.noComparison };
}
