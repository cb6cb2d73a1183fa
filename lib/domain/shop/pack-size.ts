/**
 * Pack sizes (issue 42): a supplier sells some articles only from a minimum quantity and in packs
 * (BMEcat QUANTITY_MIN and QUANTITY_INTERVAL): 8, 16, 24 … of hinges sold in packs of 8. The quantities a
 * studio may order are `min`, `min + interval`, `min + 2 × interval` …; the product page shows them, the
 * quantity field steps by them, the cart save and the order submit refuse any other. Pure rules.
 */
import { MAX_QUANTITY } from "./cart-items";

export type PackSize = { min: number; interval: number };
export const NO_PACK: PackSize = { min: 1, interval: 1 };

/** A product's pack size from its columns; null when it is ordered piece by piece from 1. */
export function packSizeOf(p: { orderQuantityMin: number; orderQuantityInterval: number }): PackSize | null {
  const min = Math.max(1, p.orderQuantityMin);
  const interval = Math.max(1, p.orderQuantityInterval);
  return min === 1 && interval === 1 ? null : { min, interval };
}

/** Whether `quantity` is one a studio may order. */
export function isPackQuantity(quantity: number, pack: PackSize | null | undefined): boolean {
  const { min, interval } = pack ?? NO_PACK;
  return Number.isInteger(quantity) && quantity >= min && (quantity - min) % interval === 0;
}

/** The orderable quantity nearest above `quantity` (what the field makes of a typed 5 with packs of 8: 8), at most the largest below 999. */
export function packQuantity(quantity: number, pack: PackSize | null | undefined): number {
  const { min, interval } = pack ?? NO_PACK;
  const largest = min + Math.floor((MAX_QUANTITY - min) / interval) * interval;
  if (quantity <= min) return min;
  return Math.min(largest, min + Math.ceil((quantity - min) / interval) * interval);
}

/** "+" and "−" on the field: one pack more or less, never below the minimum. */
export function stepPackQuantity(quantity: number, delta: 1 | -1, pack: PackSize | null | undefined): number {
  const { interval } = pack ?? NO_PACK;
  return packQuantity(packQuantity(quantity, pack) + delta * interval, pack);
}

/** The product page's lines: "Verpackungseinheit: 8 Stück", "Mindestbestellmenge: 16 Stück". */
export function packSizeTexts(pack: PackSize | null | undefined): string[] {
  if (!pack) return [];
  const out: string[] = [];
  if (pack.interval > 1) out.push(`Verpackungseinheit: ${pack.interval} Stück`);
  if (pack.min > 1 && pack.min !== pack.interval) out.push(`Mindestbestellmenge: ${pack.min} Stück`);
  return out;
}

/** Why a quantity is refused (German, naming the article and what would be right), or null. */
export function packQuantityProblem(name: string, quantity: number, pack: PackSize | null | undefined): string | null {
  if (isPackQuantity(quantity, pack)) return null;
  const { min, interval } = pack ?? NO_PACK;
  const examples = [0, 1, 2].map((i) => min + i * interval).join(", ");
  if (interval > 1) return `„${name}“ wird nur in Verpackungseinheiten zu ${interval} Stück bestellt: bitte ${examples} … Stück wählen.`;
  return `„${name}“ hat eine Mindestbestellmenge von ${min} Stück.`;
}
