/**
 * Typo tolerance and German compounds for the product search (SPEC.md 2.4), decided against the
 * vocabulary of product names instead of comparing the search with every product name: a few
 * thousand words instead of 100,000 names keeps a search with a typo as fast as one without.
 *
 * A search word that starts no vocabulary word is widened to the words that contain it ("backofen"
 * -> "einbaubackofen", German compounds) and to the closest spellings by trigram similarity, as
 * pg_trgm computes it, or by edit distance ("Gecshirrspüler" -> "geschirrspüler"). The word itself
 * stays in the query, so words that only appear in descriptions, EANs or producer ids still match.
 */

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm `similarity` of two words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Damerau-Levenshtein distance (adjacent swaps count 1), or max + 1 once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

const MIN_SIMILARITY = 0.45;
const MAX_CORRECTIONS = 3;
const MAX_COMPOUNDS = 12;

type Entry = { word: string; ndoc: number; grams: Set<string> };

export class Vocabulary {
  private readonly sorted: string[];
  private readonly entries: Entry[];

  /** `words`: lower-case words with the number of products using them; words with digits (product codes) are left out. */
  constructor(words: { word: string; ndoc: number }[]) {
    const clean = words.filter((w) => /^\p{L}{3,40}$/u.test(w.word));
    this.entries = clean.map((w) => ({ ...w, grams: trigrams(w.word) }));
    this.sorted = clean.map((w) => w.word).sort();
  }

  get size(): number {
    return this.sorted.length;
  }

  /** True when some word starts with `term` (the prefix search will find it as typed). */
  hasPrefix(term: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo].startsWith(term);
  }

  /** True when `word` is itself a word of the catalog. */
  has(word: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return this.sorted[lo] === word;
  }

  /**
   * The last part of a compound that the catalog knows as a word of its own, longest first
   * ("induktionskochfeld" -> "kochfeld"); null for a word without one. Parts under four letters never count.
   */
  compoundHead(term: string): string | null {
    if (/\d/.test(term)) return null;
    for (let i = 1; i <= term.length - 4; i++) if (this.has(term.slice(i))) return term.slice(i);
    return null;
  }

  /** Compounds that contain `term` without starting with it ("spüle" -> "einbauspüle"), most used first. */
  compounds(term: string): string[] {
    if (term.length < 4 || /\d/.test(term)) return [];
    return this.entries
      .filter((e) => e.word.includes(term) && !e.word.startsWith(term))
      .sort((a, b) => b.ndoc - a.ndoc)
      .slice(0, MAX_COMPOUNDS)
      .map((e) => e.word);
  }

  /**
   * Close spellings of `term` ("siemns" -> "siemens"), only when no word starts with it: typo
   * tolerance never replaces a word the catalog has.
   */
  corrections(term: string): string[] {
    if (term.length < 4 || /\d/.test(term) || this.hasPrefix(term)) return [];
    const grams = trigrams(term);
    const maxEdits = term.length >= 8 ? 2 : 1;
    return this.entries
      .map((e) => {
        const sim = trigramSimilarity(grams, e.grams);
        const close = sim >= MIN_SIMILARITY || (sim > 0.15 && editDistance(term, e.word, maxEdits) <= maxEdits);
        return { word: e.word, sim, ndoc: e.ndoc, close };
      })
      .filter((c) => c.close)
      .sort((a, b) => b.sim - a.sim || b.ndoc - a.ndoc)
      .slice(0, MAX_CORRECTIONS)
      .map((c) => c.word);
  }

  /**
   * Words to try besides the typed one: compounds that contain it ("spüle" -> "einbauspüle"; the
   * prefix search already finds words that start with it) and, when no word starts with it, close
   * spellings.
   */
  alternatives(term: string): string[] {
    return [...new Set([...this.compounds(term), ...this.corrections(term)])];
  }
}

/** Words up to this length match whole when the search has other words too. */
const SHORT_WORD = 2;

/**
 * The `to_tsquery` text for the search words: each word as a prefix, OR-ed with its alternatives;
 * the words AND-ed; one-letter words only count when there is nothing else. Only letters and digits reach it (see parseSearch), so it cannot inject syntax.
 */
export function tolerantPrefixQuery(terms: string[], vocab: Vocabulary | null): string | null {
  if (terms.length === 0) return null;
  // A one-letter prefix matches nearly every word (slow, and it narrows nothing) unless it is all there is.
  const useful = terms.some((t) => t.length > 1) ? terms.filter((t) => t.length > 1) : terms;
  // A two-letter prefix ("0s", "if" of "40-0S-IF") expands to thousands of words in the index; beside
  // other words it only narrows, so there it must match as a whole word.
  const several = useful.length > 1;
  return useful
    .map((t) => {
      if (several && t.length <= SHORT_WORD) return t;
      const alts = vocab ? vocab.alternatives(t) : [];
      return alts.length ? `(${[`${t}:*`, ...alts].join(" | ")})` : `${t}:*`;
    })
    .join(" & ");
}
