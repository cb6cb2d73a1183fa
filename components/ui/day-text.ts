/**
 * A day as the date fields show it, "DD.MM.YYYY" in the local calendar. Not date-fns's `format`, which
 * brings its formatter and the English locale (about 20 kB) into every page with a date field (issue 35);
 * tests/integration/platform/day-text.test.ts holds it equal to date-fns.
 */
export function dayText(d: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${String(d.getFullYear()).padStart(4, "0")}`;
}
