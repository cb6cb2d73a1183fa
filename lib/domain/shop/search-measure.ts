/**
 * A measure in a search ("Backofen 60 cm", "Geschirrspüler 45cm", "90 cm Induktion"): kept as a
 * preference when the exact words find nothing (docs/search.md "Measures"). The relaxed answer then
 * lists products carrying that measure in name or features first, those without any measure of the
 * unit next, and those of another measure (the 45 cm compact oven for "60 cm") last. Pure: the patterns
 * are PostgreSQL regular expressions, passed as bound parameters.
 */

export type SearchMeasure = {
  /** As the shop writes it: "60 cm", "59,5 cm". */
  text: string;
  /** The number as written in features ("60", "59,5"). */
  value: string;
  unit: "cm" | "mm";
  /** Matches the measure in a name: "60 cm", "60cm", not "160 cm" nor "59,60 cm". */
  namePattern: string;
  /** Matches any measure of the unit in a name: "45 cm". */
  anyPattern: string;
};

const MEASURE = /(?:^|[^\p{L}\p{N},.])(\d{1,4}(?:[.,]\d{1,2})?)\s?(cm|mm)(?![\p{L}\p{N}])/iu;

/** The first measure in what was typed, or null. Only widths and heights of appliances: 10 to 400 cm. */
export function searchMeasure(typed: string): SearchMeasure | null {
  const m = MEASURE.exec(typed);
  if (!m) return null;
  const unit = m[2].toLowerCase() as "cm" | "mm";
  const value = m[1].replace(".", ",");
  const number = Number(value.replace(",", "."));
  const cm = unit === "mm" ? number / 10 : number;
  if (cm < 10 || cm > 400) return null;
  const digits = value.replace(",", "[.,]");
  const before = "(^|[^0-9.,])";
  return {
    text: `${value} ${unit}`,
    value,
    unit,
    namePattern: `${before}${digits}\\s?${unit}([^a-z0-9]|$)`,
    anyPattern: `${before}[0-9]+([.,][0-9]+)?\\s?${unit}([^a-z0-9]|$)`,
  };
}

/**
 * The honest line above a relaxed answer: "Keine genauen Treffer für „Backofen 60 cm“ – ähnliche
 * Ergebnisse für „Backofen“", and when a measure was kept, whether products of it come first
 * ("…, mit 60 cm zuerst") or none carries it ("…; keines mit der Angabe 60 cm").
 */
export function relaxedNotice(original: string, relaxed: string, measure?: { text: string; found: boolean } | null): string {
  const base = `Keine genauen Treffer für „${original}“ – ähnliche Ergebnisse für „${relaxed}“`;
  if (!measure) return base;
  return measure.found ? `${base}, mit ${measure.text} zuerst` : `${base}; keines mit der Angabe ${measure.text}`;
}
