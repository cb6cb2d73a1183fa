/**
 * Which price a studio pays (issue 32 "Prices per studio"): the studio's own price list, else the price
 * list of its master, else the catalog's list price. A plain function of its inputs, so the catalog,
 * the cart, the order and the tests all ask the same rule.
 *
 * - A line applies on a Berlin calendar day when validFrom <= day <= validTo (both inclusive, either
 *   open when absent).
 * - Of the applying lines of one list, the tier is the highest fromQuantity <= quantity; two lines of
 *   the same tier with overlapping validity: the one that started later wins (the newer agreement).
 * - The own list beats the master's for every article it has an applying line for; an article the own
 *   list has no applying line for falls back to the master's list, then to the list price.
 */
import { eurosToCents } from "../platform/money";

export type PriceListLineInput = {
  listId: string;
  listName: string;
  /** Net unit price in cents. */
  priceNetCents: number;
  fromQuantity: number;
  /** "YYYY-MM-DD" (Europe/Berlin calendar day) or null for open. */
  validFrom: string | null;
  validTo: string | null;
};

export type PriceSource = "own" | "master" | "list";

export type AppliedPrice = {
  /** Net unit price in cents the studio pays at this quantity. */
  unitNetCents: number;
  source: PriceSource;
  /** The list that gave the price (null for the list price). */
  listId: string | null;
  listName: string | null;
  /** The tier's fromQuantity (1 for the list price). */
  fromQuantity: number;
};

export function lineAppliesOn(line: Pick<PriceListLineInput, "validFrom" | "validTo">, day: string): boolean {
  return (line.validFrom === null || line.validFrom <= day) && (line.validTo === null || day <= line.validTo);
}

/** The line of one list that applies at this quantity and day, or null. */
export function tierOf<L extends PriceListLineInput>(lines: readonly L[], quantity: number, day: string): L | null {
  let best: L | null = null;
  for (const line of lines) {
    if (line.fromQuantity > quantity || !lineAppliesOn(line, day)) continue;
    if (
      !best ||
      line.fromQuantity > best.fromQuantity ||
      (line.fromQuantity === best.fromQuantity && (line.validFrom ?? "") > (best.validFrom ?? ""))
    ) {
      best = line;
    }
  }
  return best;
}

export type PriceCandidates = {
  /** Lines of the studio's own list for this article. */
  own: readonly PriceListLineInput[];
  /** Lines of the master's list for this article (empty when the studio has its own list or no master list). */
  master: readonly PriceListLineInput[];
  /** The catalog's list price (products.price_ka_net_cents). */
  listPriceCents: number;
};

/** The price that applies (see the module comment). */
export function appliedPrice(c: PriceCandidates, quantity: number, day: string): AppliedPrice {
  for (const source of ["own", "master"] as const) {
    const line = tierOf(c[source], quantity, day);
    if (line) return { unitNetCents: line.priceNetCents, source, listId: line.listId, listName: line.listName, fromQuantity: line.fromQuantity };
  }
  return { unitNetCents: c.listPriceCents, source: "list", listId: null, listName: null, fromQuantity: 1 };
}

export type PriceTier = { fromQuantity: number; unitNetCents: number };

/**
 * The studio's prices of an article by quantity on a day, as steps: the price from each quantity on
 * until the next step. Always starts at quantity 1; consecutive equal prices are merged. The browser
 * picks a line's unit price from these (unitPriceAt) without knowing the lists.
 */
export function priceTiers(c: PriceCandidates, day: string): PriceTier[] {
  const steps = new Set<number>([1]);
  for (const line of [...c.own, ...c.master]) if (line.fromQuantity >= 1 && lineAppliesOn(line, day)) steps.add(line.fromQuantity);
  const tiers: PriceTier[] = [];
  for (const q of [...steps].sort((a, b) => a - b)) {
    const price = appliedPrice(c, q, day).unitNetCents;
    if (tiers.at(-1)?.unitNetCents !== price) tiers.push({ fromQuantity: q, unitNetCents: price });
  }
  return tiers;
}

/** The unit price at a quantity out of tiers as priceTiers gives them (the first tier below quantity 1). */
export function unitPriceAt(tiers: readonly PriceTier[], quantity: number): number {
  let price = tiers[0]?.unitNetCents ?? 0;
  for (const t of tiers) if (t.fromQuantity <= quantity) price = t.unitNetCents;
  return price;
}

/** The studio's net unit price of a product (as the catalog answers it) at a quantity, in cents. */
export function productUnitCents(
  p: { priceKaNet: number; priceTiers?: readonly { fromQuantity: number; priceKaNet: number }[] },
  quantity: number,
): number {
  const tiers = p.priceTiers ?? [{ fromQuantity: 1, priceKaNet: p.priceKaNet }];
  return unitPriceAt(
    tiers.map((t) => ({ fromQuantity: t.fromQuantity, unitNetCents: eurosToCents(t.priceKaNet) })),
    quantity,
  );
}

/**
 * "Preis geändert" (issue 32): the unit price the cart showed when the line was added (or its quantity
 * last changed) against today's price at the line's quantity, or null when unchanged or never recorded.
 */
export function priceChangeOf(
  item: { quantity: number; priceSeenCents?: number },
  product: { priceKaNet: number; priceTiers?: readonly { fromQuantity: number; priceKaNet: number }[] },
): { beforeCents: number; nowCents: number } | null {
  if (item.priceSeenCents === undefined) return null;
  const nowCents = productUnitCents(product, item.quantity);
  return nowCents === item.priceSeenCents ? null : { beforeCents: item.priceSeenCents, nowCents };
}
