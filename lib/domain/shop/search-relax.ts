/**
 * A search that matches nothing with every word is relaxed (issue 29: "Backofen 60 cm",
 * "Induktionskochfeld mit Abzug" found nothing although the catalog holds hundreds of ovens and hobs
 * with extraction). The words are AND-ed (lib/server/shop/search.ts), so one word the names do not carry
 * (a size, "60", "cm") empties the answer. The server tries the candidates below in order and answers
 * with the first that finds products, saying so above the results.
 *
 * Order of the candidates, each built on the one before:
 *  1. without the words that match nothing on their own;
 *  2. without sizes and units ("60", "60cm", "cm", "l"), which product names rarely carry;
 *  3. compounds widened to their last part ("Induktionskochfeld" -> "Kochfeld"), when the catalog
 *     knows that part as a word;
 *  4. one word fewer, dropping from the end (the first word usually names the product), again with
 *     compounds widened; and so on down to one word.
 */
import { SEARCH_STOPWORDS } from "./search-synonyms";

/** Units of sizes, capacities and power that follow a number in what studios type. */
const UNITS = new Set(["cm", "mm", "m", "l", "liter", "ltr", "kg", "g", "w", "watt", "kw", "v", "volt", "grad", "zoll", "x"]);

/** A size or unit: "60", "59,5", "60cm", "cm". */
export function isSizeWord(term: string): boolean {
  return UNITS.has(term) || /^\d+([.,]\d+)?(cm|mm|m|l|kg|w|kw|v)?$/.test(term);
}

/** Most candidates the server probes; each probe is one index lookup that stops at the first match. */
export const MAX_RELAX_CANDIDATES = 12;

export type RelaxInput = {
  /** The search's words (lower case, as lib/domain/shop/search-query.ts parses them), filler words included. */
  terms: string[];
  /** Per word: does it find any product on its own (under the list's other filters)? */
  matchesAlone: (term: string) => boolean;
  /** The known last part of a compound ("induktionskochfeld" -> "kochfeld"), or null. */
  head: (term: string) => string | null;
};

const key = (words: string[]) => words.join(" ");

/** The relaxed word lists to try, best first, without the original and without repeats. */
export function relaxCandidates({ terms, matchesAlone, head }: RelaxInput): string[][] {
  const words = terms.filter((t) => !SEARCH_STOPWORDS.has(t));
  if (words.length === 0) return [];
  const out: string[][] = [];
  const seen = new Set([key(words)]);
  const add = (list: string[]) => {
    if (list.length === 0 || seen.has(key(list))) return;
    seen.add(key(list));
    out.push(list);
  };
  const widen = (list: string[]) => list.map((w) => head(w) ?? w);
  const known = words.filter(matchesAlone);
  add(known);
  const sized = known.filter((w) => !isSizeWord(w));
  const base = sized.length ? sized : known;
  add(base);
  add(widen(base));
  for (let keep = base.length - 1; keep >= 1; keep--) {
    const shorter = base.slice(0, keep);
    // Dropping one word of the last `keep + 1`: the last first, then the others, the first word last.
    for (let drop = keep; drop >= 0; drop--) {
      const list = [...base.slice(0, keep + 1)];
      list.splice(drop, 1);
      add(list);
      add(widen(list));
    }
    add(shorter);
  }
  return out.slice(0, MAX_RELAX_CANDIDATES);
}

/**
 * The relaxed search as the person typed it: their words (and spelling) that remain, a widened
 * compound in its new form with the typed capitalisation, and a filler word only between two kept
 * words ("Kochfeld mit Abzug", but "Spüle" for "Spüle ohne Armatur").
 */
export function relaxedText(original: string, kept: string[], head: (term: string) => string | null): string {
  const tokens = original.split(/\s+/).filter(Boolean);
  const norm = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  const remaining = [...kept];
  const shown: { text: string; filler: boolean }[] = [];
  for (const token of tokens) {
    const w = norm(token);
    if (SEARCH_STOPWORDS.has(w)) {
      shown.push({ text: token, filler: true });
      continue;
    }
    let i = remaining.indexOf(w);
    let text = token;
    if (i < 0) {
      const h = head(w);
      i = h ? remaining.indexOf(h) : -1;
      if (i >= 0 && h) text = token[0] === token[0].toUpperCase() ? h[0].toUpperCase() + h.slice(1) : h;
    }
    if (i < 0) {
      shown.push({ text: "", filler: false });
      continue;
    }
    remaining.splice(i, 1);
    shown.push({ text, filler: false });
  }
  // A filler word stays only between two kept words.
  const words = shown.filter((s, i) => {
    if (!s.filler) return s.text !== "";
    const before = shown
      .slice(0, i)
      .reverse()
      .find((x) => !x.filler);
    const after = shown.slice(i + 1).find((x) => !x.filler);
    return !!before?.text && !!after?.text;
  });
  return words.map((s) => s.text).join(" ");
}

export { relaxedNotice } from "./search-measure";
