/** The trust bar counts offered articles up to this many (a bounded count; more reads "Über 1.000.000"). */
export const TRUST_COUNT_LIMIT = 1_000_000;

/**
 * The trust bar's article point from the number of articles offered to studios (issue 42): rounded down
 * to its leading digit ("Über 10.000 Artikel auf Lager" for 12,345), exact below 100 or when already
 * round, and no point at all for an empty shop.
 */
export function articleCountText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const n = Math.min(Math.floor(count), TRUST_COUNT_LIMIT);
  const step = n < 100 ? 1 : 10 ** Math.floor(Math.log10(n));
  const floored = Math.floor(n / step) * step;
  const text = floored.toLocaleString("de-DE");
  if (count > floored) return `Über ${text} Artikel auf Lager`;
  return `${text} Artikel auf Lager`;
}
