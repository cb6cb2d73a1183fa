/**
 * Numeric date patterns without date-fns's `format` (issue 35: `format` brings its whole formatter and
 * the English locale, about 20 kB, into every page). Tokens: yyyy, MM, dd, HH, mm, in the Date's local
 * calendar, as date-fns prints them; everything else is copied. A unit test holds it equal to date-fns.
 */
export type DatePattern = "dd.MM.yyyy" | "yyyy-MM-dd" | "yyyyMMdd" | "HH:mm" | "dd.MM.yyyy HH:mm";

const two = (n: number) => String(n).padStart(2, "0");

export function formatPattern(date: Date, pattern: DatePattern): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const year = String(date.getFullYear()).padStart(4, "0");
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => {
    switch (token) {
      case "yyyy":
        return year;
      case "MM":
        return two(date.getMonth() + 1);
      case "dd":
        return two(date.getDate());
      case "HH":
        return two(date.getHours());
      default:
        return two(date.getMinutes());
    }
  });
}
