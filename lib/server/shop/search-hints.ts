import "server-only";
import { and, asc, ne, sql, type SQL } from "drizzle-orm";
import { brands, categories, products } from "@/models/shop/catalog";
import type { CategorySuggestionDto, DidYouMeanDto } from "@/lib/domain/shop/product-dto";
import { parseSearch, type ParsedSearch } from "@/lib/domain/shop/search-query";
import { editDistance, trigrams, trigramSimilarity } from "@/lib/domain/shop/spelling";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { planSearch, searchScope, searchWhere, type SearchPlan } from "./search";
import { UNMAPPED_CATEGORY_SLUG, offeredToStudios } from "./offered";

/**
 * What the shop offers around a search besides the products (issue 17):
 * - the catalog categories a search names, as suggestions of their own ("Spüle" -> "in Spülen");
 * - "Meinten Sie …?" when a search found nothing: a spelling of the catalog that finds products under
 *   the same filters, and the category whose name is nearest to what was typed.
 * The words come from the catalog itself (pg_trgm over the product names' trigram index, the German
 * full-text configuration over the category names), so a new product line needs no list to be kept.
 */

type Category = { id: number; name: string; parentId: number | null; position: number };

async function allCategories(): Promise<Category[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId, position: categories.position })
    .from(categories)
    .where(ne(categories.slug, UNMAPPED_CATEGORY_SLUG))
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id));
}

const letters = (w: string) => /^\p{L}+$/u.test(w);

/** A category suggestion names the category; a subcategory link keeps its parent. */
function asSuggestion(c: Category, via: CategorySuggestionDto["via"]): CategorySuggestionDto {
  return c.parentId === null
    ? { categoryId: c.id, subCategoryId: null, name: c.name, via }
    : { categoryId: c.parentId, subCategoryId: c.id, name: c.name, via };
}

/** At most this many category lines above the product suggestions. */
const MAX_CATEGORY_SUGGESTIONS = 2;

/** Share of the suggested products that must sit in one category for it to be offered without being named. */
const DOMINANT_SHARE = 0.6;

/**
 * The categories to offer for a search while typing. First those whose name the typed words name
 * (German stemming, every word a prefix as typed: "Spüle", "spül", "Kühlschränke" name "Spülen",
 * "Kühlschränke"), top-level before subcategories; only categories where the search has matches.
 * Otherwise, when most of the best product suggestions sit in one category (a synonym such as
 * "Spülmaschine" or a model series), that category.
 *
 * `probe`: the first matches of the search (all of them when `complete`); `top`: the categories of
 * the product suggestions, best first.
 */
export async function categorySuggestions(
  plan: SearchPlan,
  probe: { categoryId: number; subCategoryId: number | null }[],
  complete: boolean,
  top: { categoryId: number; subCategoryId: number | null }[],
): Promise<CategorySuggestionDto[]> {
  if (probe.length === 0) return [];
  const words = plan.q.terms.filter(letters).filter((t) => t.length >= 3);
  const db = await getDb();
  const seenCat = new Set(probe.map((p) => p.categoryId));
  const seenSub = new Set(probe.map((p) => p.subCategoryId));
  const out: CategorySuggestionDto[] = [];
  if (words.length > 0) {
    // Only letters reach the query text (see parseSearch), each word a prefix, all of them AND-ed.
    const tsquery = words.map((w) => `${w}:*`).join(" & ");
    const named = await sqlRows<{ id: number; name: string; parentId: number | null; position: number }>(
      db,
      sql`select ${categories.id} as id, ${categories.name} as name, ${categories.parentId} as "parentId", ${categories.position} as position
          from ${categories}
          where to_tsvector('german', ${categories.name}) @@ to_tsquery('german', ${tsquery})
          order by (${categories.parentId} is null) desc, similarity(${categories.name}, ${plan.q.text}) desc, ${categories.position}`,
    );
    for (const c of named) {
      if (out.length >= MAX_CATEGORY_SUGGESTIONS) break;
      const seen = c.parentId === null ? seenCat.has(c.id) : seenSub.has(c.id);
      const has = seen || (!complete && (await hasMatches(plan, c)));
      if (has) out.push(asSuggestion(c, "name"));
    }
  }
  if (out.length === 0 && top.length >= 3) {
    const counts = new Map<number, number>();
    for (const t of top) counts.set(t.categoryId, (counts.get(t.categoryId) ?? 0) + 1);
    const [best] = [...counts].sort((a, b) => b[1] - a[1]);
    if (best && best[1] / top.length >= DOMINANT_SHARE) {
      const cats = await allCategories();
      const subs = new Map<number | null, number>();
      for (const t of top) if (t.categoryId === best[0]) subs.set(t.subCategoryId, (subs.get(t.subCategoryId) ?? 0) + 1);
      const [bestSub] = [...subs].sort((a, b) => b[1] - a[1]);
      // The subcategory when all of those products share it, else the category.
      const sub = bestSub && bestSub[0] !== null && bestSub[1] === best[1] ? cats.find((c) => c.id === bestSub[0]) : undefined;
      const cat = sub ?? cats.find((c) => c.id === best[0]);
      if (cat) out.push(asSuggestion(cat, "results"));
    }
  }
  return out;
}

/**
 * Whether the category holds an offered match of the search. The search's condition inside the category
 * (searchWhere with a scope) is asked with the condition itself: read from the category's own index
 * entries, it proves an empty category at once (issue 47: "Backofen" in Backofenzubehör, none of its 26,000
 * articles at 1,000,000 a match, walked in 107 ms; the bitmap of every "Backofen" match took 37 ms).
 */
async function hasMatches(plan: SearchPlan, c: Pick<Category, "id" | "parentId">): Promise<boolean> {
  const db = await getDb();
  // A category is suggested for articles the studio can still order, never for withdrawn ones only. The scoped
  // condition holds only inside the category, so it stands for the category's own condition too: with that
  // beside it, PostgreSQL would walk the category (it expects the scoped words to match 2.5 % of the catalog).
  const where = and(searchWhere(plan), offeredToStudios(), searchWhere(plan, searchScope(c)));
  // Planned without the limit (a materialized CTE, as firstMatches): with it, PostgreSQL walks the category
  // and tests every article, expecting an early match.
  // Without parallel workers: their start (5 to 20 ms) cost more than the check they would share.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return sqlRows(tx, sql`with m as materialized (select 1 as one from ${products} where ${where}) select * from m limit 1`);
  });
  return rows.length > 0;
}

async function anyMatch(where: SQL | undefined): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/** Whether `text` as a search finds products under `filters`; null when it is no search. */
async function findsProducts(text: string, filters: SQL[]): Promise<{ plan: SearchPlan } | null> {
  const parsed = parseSearch(text);
  if (!parsed) return null;
  const plan = await planSearch(parsed);
  return (await anyMatch(and(...filters, searchWhere(plan)))) ? { plan } : null;
}

/** How loosely a "Meinten Sie" spelling may differ: looser than the search's own typo tolerance. */
const HINT_WORD_SIMILARITY = 0.3;
const HINT_SIMILARITY = 0.34;
const CANDIDATE_NAMES = 300;
/** Nearest words tried per typed word, each with one index probe. */
const MAX_TRIES = 3;

/**
 * The catalog words nearest to `term`, best first: words of product names found through the trigram
 * index on the names (pg_trgm's `<%`, word similarity), of category and brand names, compared with the
 * term by trigram similarity, then edit distance and frequency. Empty when nothing is close.
 */
async function nearestCatalogWords(term: string, extra: string[]): Promise<string[]> {
  const db = await getDb();
  const names = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(HINT_WORD_SIMILARITY)}, true)`);
    return sqlRows<{ name: string }>(
      tx,
      sql`select ${products.name} as name from ${products} where ${term} <% ${products.name} limit ${CANDIDATE_NAMES}`,
    );
  });
  const grams = trigrams(term);
  const words = new Map<string, { shown: string; n: number }>();
  for (const name of [...names.map((r) => r.name), ...extra]) {
    for (const shown of name.split(/[^\p{L}]+/u)) {
      const w = shown.toLowerCase();
      if (w.length < 3 || w === term) continue;
      const e = words.get(w);
      if (e) e.n++;
      else words.set(w, { shown, n: 1 });
    }
  }
  const scored: { shown: string; sim: number; dist: number; n: number }[] = [];
  for (const [w, { shown, n }] of words) {
    const sim = trigramSimilarity(grams, trigrams(w));
    const dist = editDistance(term, w, 3);
    if (sim >= HINT_SIMILARITY || dist <= 3) scored.push({ shown, sim, dist, n });
  }
  scored.sort((a, b) => b.sim - a.sim || a.dist - b.dist || b.n - a.n);
  return scored.slice(0, MAX_TRIES).map((s) => s.shown);
}

/** The category whose name (or a word of it) is nearest to one of the typed words. */
function nearestCategory(q: ParsedSearch, cats: Category[]): Category | null {
  let best: { c: Category; sim: number } | null = null;
  const terms = q.terms.filter(letters).filter((t) => t.length >= 4);
  for (const c of cats) {
    const parts = [
      c.name.toLowerCase(),
      ...c.name
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4),
    ];
    for (const t of terms) {
      const g = trigrams(t);
      for (const p of parts) {
        const sim = trigramSimilarity(g, trigrams(p));
        if (sim >= HINT_SIMILARITY && (!best || sim > best.sim || (sim === best.sim && c.parentId === null && best.c.parentId !== null)))
          best = { c, sim };
      }
    }
  }
  return best?.c ?? null;
}

/** The category most of a search's first matches belong to. */
async function mainCategory(plan: SearchPlan, filters: SQL[], cats: Category[]): Promise<Category | null> {
  const db = await getDb();
  const rows = await sqlRows<{ categoryId: number }>(
    db,
    sql`with m as materialized (select ${products.categoryId} as "categoryId" from ${products} where ${and(...filters, searchWhere(plan))}) select * from m limit 200`,
  );
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.categoryId, (counts.get(r.categoryId) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best ? (cats.find((c) => c.id === best[0]) ?? null) : null;
}

/**
 * "Meinten Sie …?" for a search that found nothing under `filters` (the list's category, brand and
 * price filters). Each typed word without matches of its own is replaced by the nearest catalog word;
 * the new spelling is offered only when it finds products under the same filters. With several words
 * that find nothing together, the word that finds most on its own is offered instead. The category is
 * the one whose name is nearest to a typed word, else the main category of the offered spelling's
 * results. Costs a few index probes; only asked when the search returned nothing.
 */
export async function didYouMean(q: ParsedSearch, filters: SQL[]): Promise<DidYouMeanDto | undefined> {
  if (q.ean) return undefined;
  const db = await getDb();
  const [cats, brandRows] = await Promise.all([allCategories(), db.select({ name: brands.name }).from(brands)]);
  const extra = [...cats.map((c) => c.name), ...brandRows.map((b) => b.name)];
  // The words as typed (their case), for the offered spelling.
  const typed = new Map(
    q.text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => [w.toLowerCase(), w] as const),
  );
  const words = q.terms.filter((t) => t.length >= 3 && letters(t)).slice(0, 4);
  const fixed = new Map<string, string>();
  const alone: string[] = [];
  for (const t of words) {
    if (await findsProducts(t, filters)) {
      alone.push(typed.get(t) ?? t);
      continue;
    }
    for (const near of await nearestCatalogWords(t, extra)) {
      if (await findsProducts(near, filters)) {
        fixed.set(t, near);
        alone.push(near);
        break;
      }
    }
  }
  let query: string | undefined;
  let found: SearchPlan | undefined;
  if (fixed.size > 0) {
    const text = q.terms.map((t) => fixed.get(t) ?? typed.get(t) ?? t).join(" ");
    const r = await findsProducts(text, filters);
    if (r) [query, found] = [text, r.plan];
  }
  if (!query && words.length > 1) {
    // Several words that find nothing together: the longest word that finds something on its own.
    const single = [...alone].sort((a, b) => b.length - a.length)[0];
    const r = single ? await findsProducts(single, filters) : null;
    if (single && r) [query, found] = [single, r.plan];
  }
  const near = nearestCategory(q, cats);
  const category = near ?? (found ? await mainCategory(found, filters, cats) : null);
  if (!query && !category) return undefined;
  return {
    ...(query ? { query } : {}),
    ...(category ? { category: { id: category.id, name: category.name, parentId: category.parentId } } : {}),
  };
}
