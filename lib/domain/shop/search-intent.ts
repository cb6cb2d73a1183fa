/**
 * What a search word names in the catalog (SPEC.md 2.4 search): a category (by its own name or a word
 * of lib/domain/shop/search-synonyms.ts) or a brand. The product search ranks products of the named
 * category or brand first and also finds them when their text lacks the word ("Herd" finds ovens and
 * hobs, "Zubehör" the accessories).
 */
import { ACCESSORY_CATEGORIES, SEARCH_CONCEPTS, SEARCH_STOPWORDS, conceptKey, foldGerman, type SearchConcept } from "./search-synonyms";

export type CategoryRef = { id: number; slug: string; name: string; parentId: number | null };
export type BrandRef = { id: number; name: string };

/** Category and brand ids a search word stands for; top-level and subcategory ids apart. */
export type TermIntent = { top: number[]; sub: number[]; brands: number[] };

type Target = { top: Set<number>; sub: Set<number> };

export class ConceptIndex {
  private readonly byKey = new Map<string, Target>();
  private readonly brandsByName = new Map<string, number>();
  /** Ids of accessory categories (top-level and sub), ranked after other products. */
  readonly accessoryTop: number[];
  readonly accessorySub: number[];

  constructor(
    categories: CategoryRef[],
    brands: BrandRef[],
    concepts: SearchConcept[] = SEARCH_CONCEPTS,
    accessories: string[] = ACCESSORY_CATEGORIES,
  ) {
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    const add = (word: string, c: CategoryRef) => {
      const key = conceptKey(word);
      if (key.length < 3) return;
      let t = this.byKey.get(key);
      if (!t) this.byKey.set(key, (t = { top: new Set(), sub: new Set() }));
      (c.parentId === null ? t.top : t.sub).add(c.id);
    };
    for (const c of categories) {
      const words = c.name.split(/\s+/).filter(Boolean);
      if (words.length === 1) add(words[0], c);
      const parts = c.name
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w && !SEARCH_STOPWORDS.has(w.toLowerCase()))
        .map(conceptKey);
      if (parts.length > 1) this.phrases.push({ keys: parts, category: c });
    }
    for (const concept of concepts) {
      for (const slug of concept.categories) {
        const c = bySlug.get(slug);
        if (c) for (const w of concept.words) add(w, c);
      }
    }
    for (const b of brands) this.brandsByName.set(foldGerman(b.name), b.id);
    const acc = accessories.map((s) => bySlug.get(s)).filter((c): c is CategoryRef => !!c);
    this.accessoryTop = acc.filter((c) => c.parentId === null).map((c) => c.id);
    this.accessorySub = acc.filter((c) => c.parentId !== null).map((c) => c.id);
    this.categoryParent = new Map(categories.map((c) => [c.id, c.parentId]));
  }

  private readonly categoryParent: Map<number, number | null>;
  /** Category names of several words ("Kochfeld-Zubehör", "Filter und Ersatzteile"), by their words' keys. */
  private readonly phrases: { keys: string[]; category: CategoryRef }[] = [];

  /**
   * Intents of the search words, each word on its own plus the categories whose name of several words
   * the search contains as a whole: "Kochfeld Zubehör" names Kochfeld-Zubehör through both words.
   */
  intentsOf(terms: string[][]): (TermIntent | null)[] {
    const keys = terms.map((spellings) => new Set(spellings.map(conceptKey)));
    const out = terms.map((spellings) => merge(spellings.map((s) => this.intentOf(s))));
    for (const { keys: phrase, category } of this.phrases) {
      const at = phrase.map((k) => keys.findIndex((set) => set.has(k)));
      if (at.some((i) => i < 0)) continue;
      for (const i of new Set(at)) {
        const own = out[i] ?? { top: [], sub: [], brands: [] };
        out[i] =
          category.parentId === null
            ? { ...own, top: [...new Set([...own.top, category.id])] }
            : { ...own, sub: [...new Set([...own.sub, category.id])] };
      }
    }
    return out;
  }

  /** What `term` (one lower-case search word) names, or null for an ordinary word. */
  intentOf(term: string): TermIntent | null {
    const t = this.byKey.get(conceptKey(term));
    const brand = this.brandsByName.get(foldGerman(term));
    if (!t && brand === undefined) return null;
    return { top: t ? [...t.top] : [], sub: t ? [...t.sub] : [], brands: brand === undefined ? [] : [brand] };
  }

  /** True when the intent only names accessory categories ("Zubehör", "Filter"): then accessories are not ranked last. */
  asksForAccessories(intent: TermIntent): boolean {
    const ids = [...intent.top, ...intent.sub];
    if (ids.length === 0) return false;
    const acc = new Set([...this.accessoryTop, ...this.accessorySub]);
    return ids.every((id) => acc.has(id) || acc.has(this.categoryParent.get(id) ?? -1));
  }
}

/** Lower-case words of the search vocabulary and of one-word category names, for typo tolerance. */
export function conceptWords(categories: Pick<CategoryRef, "name">[], concepts: SearchConcept[] = SEARCH_CONCEPTS): string[] {
  const words = [...concepts.flatMap((c) => c.words), ...categories.map((c) => c.name).filter((n) => !/\s/.test(n))];
  return [...new Set(words.flatMap((w) => w.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 3))];
}

/** The union of intents; null when there is none. */
export function merge(intents: (TermIntent | null)[]): TermIntent | null {
  const found = intents.filter((i): i is TermIntent => i !== null);
  if (!found.length) return null;
  const union = (f: (i: TermIntent) => number[]) => [...new Set(found.flatMap(f))];
  return { top: union((i) => i.top), sub: union((i) => i.sub), brands: union((i) => i.brands) };
}
