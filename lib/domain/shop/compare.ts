/**
 * „Vergleichen“ (docs/shop.md "Compare"): up to four products of one studio's shop side by side. Pure:
 * the list's rule (order kept, at most four), the table's rows (every feature of any product, values
 * per product, equal rows marked) and „nur Unterschiede“.
 */
import type { ProductFeatureDto } from "./product-dto";

/** At most this many products are compared at once (a phone shows one, a wide screen all four). */
export const MAX_COMPARE = 4;

export const COMPARE_MESSAGES = {
  full: `Es können höchstens ${MAX_COMPARE} Produkte verglichen werden. Bitte entfernen Sie zuerst eines aus dem Vergleich.`,
  unknown: "Dieses Produkt gibt es im Katalog nicht.",
} as const;

/** The list after a click: added at the end (once), or taken out; null when it is full. */
export function toggledCompare(list: readonly number[], productId: number, on: boolean): number[] | null {
  if (!on) return list.filter((id) => id !== productId);
  if (list.includes(productId)) return [...list];
  if (list.length >= MAX_COMPARE) return null;
  return [...list, productId];
}

/** A feature's value as the shop writes it: "60 cm", "A+". */
export function featureText(f: Pick<ProductFeatureDto, "value" | "unit">): string {
  return f.unit ? `${f.value} ${f.unit}` : f.value;
}

/** One row of the comparison: a feature's name, its value per product ("–" when missing), equal or not. */
export type CompareRow = { name: string; values: string[]; same: boolean };

/**
 * Every feature any of the products has, in the order they first appear, with each product's value.
 * A row is "same" when every product has the same value (a missing value differs from any value).
 */
export function compareRows(products: readonly { features?: readonly ProductFeatureDto[] }[]): CompareRow[] {
  const names: string[] = [];
  for (const p of products) for (const f of p.features ?? []) if (!names.includes(f.name)) names.push(f.name);
  return names.map((name) => {
    const values = products.map((p) => {
      const f = (p.features ?? []).find((x) => x.name === name);
      return f ? featureText(f) : "–";
    });
    return { name, values, same: products.length > 1 && values.every((v) => v !== "–" && v === values[0]) };
  });
}

/** „nur Unterschiede“: the rows whose values differ. */
export function differencesOnly(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((r) => !r.same);
}
