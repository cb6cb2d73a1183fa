/**
 * Features (BMEcat FEATURE: name, value, unit, e.g. Breite 60 cm) as filters of the product list
 * (issue 32): which features are common enough to filter by, and how a choice lives in the URL
 * (`features=Breite:60|Breite:90|Energieeffizienzklasse:A`). Values of one feature are alternatives
 * (45 cm or 60 cm), different features must all hold (Breite 60 cm and Energieeffizienzklasse A).
 */

/** A feature is offered as a filter when at least this share of the category's active products has it. */
export const COMMON_FEATURE_SHARE = 0.3;
/** At most this many feature filters beside each other. */
export const MAX_FEATURE_FILTERS = 4;
/** At most this many chosen values in one URL. */
export const MAX_FEATURE_CHOICES = 20;
export const MAX_FEATURE_TEXT = 60;

export type FeatureChoice = { name: string; value: string };
/** One feature filter with its values and how many products of the current list each value has. */
export type FeatureFacetDto = { name: string; values: { value: string; unit: string | null; count: number }[] };

/**
 * The feature names common in a category: present on at least COMMON_FEATURE_SHARE of its `total`
 * active products, most frequent first (then by name), at most MAX_FEATURE_FILTERS.
 */
export function commonFeatureNames(counts: { name: string; products: number }[], total: number, share = COMMON_FEATURE_SHARE): string[] {
  if (total <= 0) return [];
  return counts
    .filter((c) => c.products > 0 && c.products / total >= share)
    .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name, "de"))
    .slice(0, MAX_FEATURE_FILTERS)
    .map((c) => c.name);
}

/** Values in their natural order: numbers by size (45 before 120), otherwise alphabetically. */
export function compareFeatureValues(a: string, b: string): number {
  const na = Number(a.replace(",", "."));
  const nb = Number(b.replace(",", "."));
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b, "de", { numeric: true });
}

/** A value as shown: „60 cm“, „A“, „0,5 l“. */
export function featureLabel(value: string, unit: string | null | undefined): string {
  return unit ? `${value} ${unit}` : value;
}

const TEXT = /^[^:|\u0000-\u001f]+$/;

/** The URL text of chosen values; stable order so equal choices give equal URLs. */
export function encodeFeatureChoices(choices: FeatureChoice[]): string {
  const unique = new Map(choices.map((c) => [`${c.name}:${c.value}`, c]));
  return [...unique.keys()].sort((a, b) => a.localeCompare(b, "de", { numeric: true })).join("|");
}

/** Reads `features` from a URL; null when it is malformed (too long, a broken pair, too many). */
export function parseFeatureChoices(text: string): FeatureChoice[] | null {
  const parts = text.split("|").filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_FEATURE_CHOICES) return null;
  const out: FeatureChoice[] = [];
  for (const part of parts) {
    const at = part.indexOf(":");
    if (at <= 0) return null;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (!name || !value || name.length > MAX_FEATURE_TEXT || value.length > MAX_FEATURE_TEXT) return null;
    if (!TEXT.test(name) || !/^[^|\u0000-\u001f]+$/.test(value)) return null;
    out.push({ name, value });
  }
  const unique = new Map(out.map((c) => [`${c.name}:${c.value}`, c]));
  return [...unique.values()];
}

/** Chosen values grouped by feature, in a stable order. */
export function groupFeatureChoices(choices: FeatureChoice[]): { name: string; values: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const c of choices) groups.set(c.name, [...(groups.get(c.name) ?? []), c.value]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, "de"))
    .map(([name, values]) => ({ name, values: values.sort(compareFeatureValues) }));
}

/** The choices with one value switched on or off. */
export function toggleFeatureChoice(choices: FeatureChoice[], choice: FeatureChoice, on: boolean): FeatureChoice[] {
  const rest = choices.filter((c) => !(c.name === choice.name && c.value === choice.value));
  return on ? [...rest, choice] : rest;
}
