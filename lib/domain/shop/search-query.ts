/**
 * Turns what a person typed into the parts of a safe database search (SPEC.md 2.4 search):
 * German full-text with prefix matching while typing (the tsquery text is built from `terms` in
 * spelling.ts) and exact EAN / producer-id matches. Only letters and digits become terms, so no search
 * can inject tsquery syntax (or SQL: every part is passed as a bound parameter).
 */

/** More words than this add nothing but cost. */
export const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export type ParsedSearch = {
  /** The trimmed text with collapsed spaces, for exact producer-id and name comparisons. */
  text: string;
  /** Lower-case words of letters and digits. */
  terms: string[];
  /** An EAN-like number (8 to 14 digits) when the whole search is one. */
  ean: string | null;
};

export function parseSearch(raw: string | null | undefined): ParsedSearch | null {
  const text = (raw ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  if (!text) return null;
  const terms = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((t) => t.slice(0, MAX_TERM_LENGTH)),
    ),
  ].slice(0, MAX_TERMS);
  const compact = text.replace(/\s/g, "");
  return {
    text: text.slice(0, 200),
    terms,
    ean: /^\d{8,14}$/.test(compact) ? compact : null,
  };
}

/** SPEC 8: a search for Bora terms shows the hint that only Bora accessories are sold. */
export function isBoraSearch(raw: string | null | undefined): boolean {
  return /\bbora\b/i.test(raw ?? "");
}
