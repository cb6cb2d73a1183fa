import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { nameVectorOf, products, scopedVectorOf } from "@/models/shop/catalog";
import type { ParsedSearch } from "@/lib/domain/shop/search-query";
import type { TermIntent } from "@/lib/domain/shop/search-intent";
import { SEARCH_STOPWORDS, umlautSpellings } from "@/lib/domain/shop/search-synonyms";
import { searchVocabulary, type SearchVocabulary } from "./search-vocabulary";

/**
 * The search parts of a product query (German, SPEC.md 2.4). Every word becomes:
 *
 * - German full-text on products.search_vector (GIN index) as a prefix, so results appear while
 *   typing, in its spellings with umlauts ("kuehlschrank" -> "kühlschrank"), widened to compounds
 *   that contain it ("spüle" -> "einbauspüle") and, only for a word the catalog does not know, to
 *   close spellings (lib/domain/shop/spelling.ts);
 * - when it names a category (its name or a word of lib/domain/shop/search-synonyms.ts) or a brand, also
 *   the products of that category or brand (btree indexes on category, subcategory and brand).
 *
 * The words are AND-ed; an exact EAN or producer id (btree) is OR-ed beside them.
 *
 * Relevance, best first: exact EAN / producer id, exact name, then per word (summed) in the named
 * category or brand 4, the word as typed 3, a word starting with it 2, only a compound or
 * correction 1; accessories after the rest unless the search asks for them; then ts_rank (name
 * above description); then bestsellers. (The name's trigram similarity, once added to ts_rank, took
 * half of a ranked search's time on the embedded database and changed no judged result; it remains
 * only for searches without a full-text word.) Above a thousand matches
 * (see lib/server/shop/catalog.ts) only index-friendly parts count: named category or brand, the other
 * words in the name, accessories last, then bestseller (broadTiers).
 */
export type TermPlan = {
  term: string;
  /** The typed word and its umlaut spellings that the catalog has. */
  spellings: string[];
  /** Compounds and, for unknown words, typo corrections. */
  wider: string[];
  intent: TermIntent | null;
  /** A short word beside others: matched whole, not ranked. */
  short: boolean;
};

export type SearchPlan = {
  q: ParsedSearch;
  /** All words AND-ed (to_tsquery text, German configuration); null when no word is left. */
  tsquery: string | null;
  terms: TermPlan[];
  /** Accessory categories to rank last, or null when the search asks for accessories. */
  demote: { top: number[]; sub: number[] } | null;
};

/** Words up to this length match whole when the search has other words too. */
const SHORT_WORD = 2;

function planTerm(term: string, several: boolean, vocab: SearchVocabulary | null, named: TermIntent | null): TermPlan {
  if (several && term.length <= SHORT_WORD) return { term, spellings: [term], wider: [], intent: null, short: true };
  if (!vocab) return { term, spellings: [term], wider: [], intent: null, short: false };
  const spellings = umlautSpellings(term);
  let intent = named;
  const compounds = spellings.flatMap((s) => vocab.words.compounds(s));
  // Typo tolerance only for a word the catalog and its vocabulary do not know; a correction that
  // names a category brings that category ("Kühlschrnak" -> "kühlschrank").
  const known = intent !== null || spellings.some((s) => vocab.words.hasPrefix(s));
  const corrections = known ? [] : vocab.words.corrections(term);
  if (!known) intent = corrections.map((c) => vocab.concepts.intentOf(c)).find((i) => i !== null) ?? null;
  return { term, spellings, wider: [...new Set([...compounds, ...corrections])].filter((w) => !spellings.includes(w)), intent, short: false };
}

/** The to_tsquery text of one word; `weight` "A" limits it to names and codes. */
export function termQuery(t: TermPlan, weight = ""): string {
  if (t.short) return weight ? `${t.term}:${weight}` : t.term;
  const parts = [...t.spellings.map((s) => `${s}:*${weight}`), ...t.wider.map((w) => (weight ? `${w}:${weight}` : w))];
  return parts.length > 1 ? `(${parts.join(" | ")})` : parts[0];
}

export async function planSearch(q: ParsedSearch): Promise<SearchPlan> {
  // A one-letter word beside longer ones counts whole ("Serie 6", "N 70"), never as a prefix.
  const useful = q.terms;
  const withoutFiller = useful.filter((t) => !SEARCH_STOPWORDS.has(t));
  const words = withoutFiller.length ? withoutFiller : useful;
  const vocab = words.some((t) => t.length >= 3) ? await searchVocabulary() : null;
  const several = words.length > 1;
  const named = vocab ? vocab.concepts.intentsOf(words.map(umlautSpellings)) : [];
  const terms = words.map((t, i) => planTerm(t, several, vocab, named[i] ?? null));
  const tsquery = terms.length ? terms.map((t) => termQuery(t)).join(" & ") : null;
  const asksForAccessories = !!vocab && terms.some((t) => t.intent && vocab.concepts.asksForAccessories(t.intent));
  const demote = vocab && !asksForAccessories ? { top: vocab.concepts.accessoryTop, sub: vocab.concepts.accessorySub } : null;
  return { q, tsquery, terms, demote };
}

const matchesQuery = (text: string) => sql`${products.searchVector} @@ to_tsquery('german', ${text})`;

/** Products of the categories or brands a word names; null when it names none. */
export function inIntent(intent: TermIntent | null): SQL | null {
  if (!intent) return null;
  const parts: SQL[] = [];
  if (intent.top.length) parts.push(inArray(products.categoryId, intent.top));
  if (intent.sub.length) parts.push(inArray(products.subCategoryId, intent.sub));
  if (intent.brands.length) parts.push(inArray(products.brandId, intent.brands));
  return parts.length ? or(...parts)! : null;
}

/** A category ("c4") or subcategory ("s46") as scoped_search_vector tags its lexemes (models/shop/catalog.ts). */
export type SearchScope = { tag: string; where: SQL };

export function searchScope(c: { id: number; parentId: number | null }): SearchScope {
  return c.parentId === null
    ? { tag: `c${c.id}`, where: eq(products.categoryId, c.id) }
    : { tag: `s${c.id}`, where: eq(products.subCategoryId, c.id) };
}

/**
 * The search's condition. With `scope`, a condition that every match inside the scope meets and nothing
 * outside it: the words from the scope's own entries of products_scoped_search_idx, the named categories and
 * brands, the EAN and the producer id each together with the scope (category and brand indexes). Asked
 * beside the condition itself (lib/server/shop/search-hints.ts hasMatches), it lets PostgreSQL prove that a
 * category holds no match without visiting every match of the word in the catalog.
 */
export function searchWhere({ q, terms }: SearchPlan, scope?: SearchScope): SQL {
  const parts: SQL[] = [];
  const matches = scope
    ? (text: string) => sql`${scopedVectorOf(products)} @@ scoped_search_query(${scope.tag}, to_tsquery('german', ${text}))`
    : matchesQuery;
  const within = (c: SQL) => (scope ? and(scope.where, c)! : c);
  if (terms.length) {
    // Plain words share one full-text query; a word naming a category or brand also matches by id.
    const plain = terms.filter((t) => !inIntent(t.intent));
    const clauses: SQL[] = [];
    if (plain.length) clauses.push(matches(plain.map((t) => termQuery(t)).join(" & ")));
    for (const t of terms.filter((t) => inIntent(t.intent))) clauses.push(or(matches(termQuery(t)), within(inIntent(t.intent)!))!);
    parts.push(clauses.length > 1 ? and(...clauses)! : clauses[0]);
  }
  if (q.ean) parts.push(within(eq(products.ean, q.ean)));
  parts.push(within(inArray(products.producerId, [...new Set([q.text, q.text.toUpperCase()])])));
  return or(...parts)!;
}

/** How well one word matches a product: 4 its named category or brand, 3 as typed, 2 as a prefix, 1 otherwise. */
function termScore(t: TermPlan): SQL {
  const named = inIntent(t.intent);
  const exact = t.spellings.join(" | ");
  const prefix = t.spellings.map((s) => `${s}:*`).join(" | ");
  // Without compounds or corrections every match starts with the word: no need to test that per row.
  const widened = t.wider.length > 0 || named !== null;
  return sql`(case${named ? sql` when ${named} then 4` : sql``} when ${matchesQuery(exact)} then 3${widened ? sql` when ${matchesQuery(prefix)} then 2 else 1` : sql` else 2`} end)`;
}

/** Products of accessory categories, when the search does not ask for them; null otherwise. */
function accessoryCondition(plan: SearchPlan): SQL | null {
  const d = plan.demote;
  if (!d || (!d.top.length && !d.sub.length)) return null;
  const parts: SQL[] = [];
  if (d.top.length) parts.push(inArray(products.categoryId, d.top));
  if (d.sub.length) parts.push(inArray(products.subCategoryId, d.sub));
  return sql`coalesce(${or(...parts)}, false)`;
}

function accessoryLast(plan: SearchPlan): SQL[] {
  const acc = accessoryCondition(plan);
  return acc ? [sql`${acc} asc`] : [];
}

export function relevanceOrder(plan: SearchPlan): SQL[] {
  const { q, tsquery, terms } = plan;
  const exactCode = q.ean
    ? sql`(${products.ean} = ${q.ean} or ${products.producerId} = ${q.text}) desc`
    : sql`(${products.producerId} = ${q.text}) desc`;
  const scored = terms.filter((t) => !t.short);
  const score = scored.length ? [sql`(${sql.join(scored.map(termScore), sql` + `)}) desc`] : [];
  const rank = tsquery ? sql`ts_rank(${products.searchVector}, to_tsquery('german', ${tsquery}))` : sql`similarity(${products.name}, ${q.text})`;
  return [exactCode, sql`(lower(${products.name}) = ${q.text.toLowerCase()}) desc`, ...score, ...accessoryLast(plan), sql`${rank} desc`];
}

/**
 * Every word in the name or codes (search_vector's weight A), and its opposite. The first reads the index of
 * name and codes (products_name_search_idx, the same lexemes): a tier of a word found only in descriptions
 * ("NoFrost") is then known to be empty from the index, where the weight test rechecked every match, and
 * PostgreSQL estimates the tier from that index's own statistics. The opposite tests the stored vector's
 * weights per row, cheaper than building the name's vector again.
 */
function inName(plain: TermPlan[]): [SQL, SQL] {
  const any = plain.map((t) => termQuery(t)).join(" & ");
  const weighted = plain.map((t) => termQuery(t, "A")).join(" & ");
  return [sql`${nameVectorOf(products)} @@ to_tsquery('german', ${any})`, sql`not ${matchesQuery(weighted)}`];
}

/**
 * A search with too many matches to rank each (lib/server/shop/catalog.ts) is read in tiers, best first:
 * products of every named category or brand, then the rest, each with accessories after the others
 * (unless the search asks for them). Each tier is read in bestseller order, so PostgreSQL walks the
 * sales-rank index and stops after one page instead of sorting thousands of matches; a tier is only
 * read when the ones before it did not fill the page. Only indexed integer columns decide the tier.
 */
export function broadTiers(plan: SearchPlan): SQL[] {
  const named = plan.terms.map((t) => inIntent(t.intent)).filter((s): s is SQL => s !== null);
  const plain = plan.terms.filter((t) => !inIntent(t.intent));
  const acc = accessoryCondition(plan);
  // Best first: in every named category or brand; every other word in the name (weight A); not an accessory.
  // Each as the condition of its tier and of the tier without it.
  const wanted: [SQL, SQL][] = [];
  const both = (w: SQL): [SQL, SQL] => [w, sql`not ${w}`];
  if (named.length) wanted.push(both(sql`coalesce(${and(...named)}, false)`));
  if (plain.length) wanted.push(inName(plain));
  if (acc) wanted.push(both(sql`not ${acc}`));
  let tiers: SQL[][] = [[]];
  for (const [yes, no] of wanted)
    tiers = tiers.flatMap((t) => [
      [...t, yes],
      [...t, no],
    ]);
  return tiers.map((t) => (t.length ? and(...t)! : sql`true`));
}

/**
 * Per tier of broadTiers, a condition on category, subcategory and brand ids alone that, with what is
 * offered, stands for the search's condition and the tier's; null where there is none. Where every word names a category or
 * brand, a product in all of them matches every word by that, so such a tier, and its accessory split, is a
 * question of the category and brand indexes ("Bora": none of the brand's 22,939 articles at 1,000,000
 * outside accessories, proven from products_offered_brand_category_idx, where the tier's read visited each).
 */
export function tiersByIdsAlone(plan: SearchPlan): (SQL | null)[] {
  const tiers = broadTiers(plan);
  const named = plan.terms.map((t) => inIntent(t.intent));
  if (!named.length || named.some((n) => n === null)) return tiers.map(() => null);
  // The named tiers come first, half of all (broadTiers splits on the named condition first); the named
  // categories and brands also as they are (not within coalesce), so PostgreSQL reads them from an index.
  return tiers.map((tier, i) => (i < tiers.length / 2 ? and(...(named as SQL[]), tier)! : null));
}

/** Reads `limit` rows from `offset` across the tiers; `read` gets a tier's condition and its own offset and limit. */
export async function readTiers<T>(
  tiers: SQL[],
  limit: number,
  offset: number,
  read: (tier: SQL, limit: number, offset: number) => Promise<T[]>,
): Promise<T[]> {
  const out: T[] = [];
  let skip = offset;
  for (const tier of tiers) {
    if (out.length >= limit) break;
    // Rows of this tier before the page are counted by reading up to the page's end.
    const rows = await read(tier, skip + limit - out.length, 0);
    out.push(...rows.slice(skip));
    skip = Math.max(0, skip - rows.length);
  }
  return out.slice(0, limit);
}

/**
 * The order inside a tier. `collect`: the same order as an expression no index holds, so PostgreSQL
 * collects the tier's matches (full-text or category index) and sorts them instead of walking the
 * sales-rank index; used where walking is known to be the wrong read (lib/server/shop/catalog.ts
 * walkOrCollect: a tier rare among the bestsellers, which a walk of 1,000,000 articles found in 800 ms
 * where collecting took 85 ms).
 */
export const tierOrder = (collect = false): SQL[] => [collect ? sql`(${products.salesRank} + 0) asc` : asc(products.salesRank)];
