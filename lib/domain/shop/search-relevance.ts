/**
 * Measured search relevance (issue 17): a judged query says which products are a right answer, and
 * precision@5, nDCG@10 and the zero-result rate are computed over the answers. Pure, so the bench
 * (`npm run bench`) and the integration test score alike.
 */

/** What counts as a right answer; a product is right when it meets every condition given. */
export type Judgement = {
  query: string;
  /** Why the query is in the set ("Kategorie", "Synonym", "Tippfehler", …). */
  kind: JudgedKind;
  /** Slugs of categories or subcategories; the product's category or subcategory must be one of them. */
  categories?: string[];
  /** Brand slugs; the product's brand must be one of them. */
  brands?: string[];
  /** Every text must appear in the product's name (case-insensitive). */
  nameIncludes?: string[];
  /** The one right product, by EAN. */
  ean?: string;
};

export type JudgedKind =
  | "Kategorie"
  | "Unterkategorie"
  | "Einzahl/Mehrzahl"
  | "Kompositum"
  | "Schreibweise"
  | "Synonym"
  | "Marke"
  | "Marke + Typ"
  | "Marke + Serie"
  | "Modellnummer"
  | "Artikelnummer"
  | "EAN"
  | "Größe"
  | "Tippfehler"
  | "Merkmal"
  /** Several words, not all of them in any name: answered by a relaxed search (issue 29). */
  | "Gelockert"
  /** A product with a measure ("45cm", "90 cm"): products of that measure first, also when the exact words find nothing. */
  | "Maß";

/** Kinds whose query names a category, subcategory, brand or listed synonym: they must never find nothing. */
export const MUST_FIND: JudgedKind[] = ["Kategorie", "Unterkategorie", "Einzahl/Mehrzahl", "Schreibweise", "Synonym", "Marke", "Gelockert", "Maß"];

/** A product as the judgements see it. */
export type JudgedProduct = { name: string; ean: string; categorySlugs: string[]; brandSlug: string };

export function isRelevant(j: Judgement, p: JudgedProduct): boolean {
  if (j.ean !== undefined && p.ean !== j.ean) return false;
  if (j.categories && !p.categorySlugs.some((s) => j.categories!.includes(s))) return false;
  if (j.brands && !j.brands.includes(p.brandSlug)) return false;
  if (j.nameIncludes) {
    const name = p.name.toLowerCase();
    if (!j.nameIncludes.every((t) => name.includes(t.toLowerCase()))) return false;
  }
  return true;
}

/**
 * Right answers among the first k over the most that could be right (k, or fewer when the catalog
 * has fewer right products: one EAN has one). `relevantTotal` 0 counts as 1 when nothing came back.
 */
export function precisionAt(k: number, right: boolean[], relevantTotal: number): number {
  const possible = Math.min(k, Math.max(relevantTotal, 1));
  const hits = right.slice(0, k).filter(Boolean).length;
  return Math.min(1, hits / possible);
}

/** Normalized discounted cumulative gain of binary judgements over the first k. */
export function ndcgAt(k: number, right: boolean[], relevantTotal: number): number {
  const dcg = right.slice(0, k).reduce((sum, r, i) => sum + (r ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(k, Math.max(relevantTotal, 1)); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}

export type QueryResult = { judgement: Judgement; right: boolean[]; relevantTotal: number; count: number };

export type RelevanceSummary = {
  queries: number;
  precisionAt5: number;
  ndcgAt10: number;
  /** Share of queries answered with nothing. */
  zeroResultRate: number;
  /** Must-find queries (MUST_FIND) that found nothing. */
  zeroMustFind: string[];
};

export function summarize(results: QueryResult[]): RelevanceSummary {
  const n = Math.max(results.length, 1);
  const mean = (f: (r: QueryResult) => number) => results.reduce((s, r) => s + f(r), 0) / n;
  return {
    queries: results.length,
    precisionAt5: mean((r) => precisionAt(5, r.right, r.relevantTotal)),
    ndcgAt10: mean((r) => ndcgAt(10, r.right, r.relevantTotal)),
    zeroResultRate: results.filter((r) => r.count === 0).length / n,
    zeroMustFind: results.filter((r) => r.count === 0 && MUST_FIND.includes(r.judgement.kind)).map((r) => r.judgement.query),
  };
}
