import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import { productFeatures } from "@/models/shop/product-details";
import { products } from "@/models/shop/catalog";
import type { SearchMeasure } from "@/lib/domain/shop/search-measure";
import { parseSearch, type ParsedSearch } from "@/lib/domain/shop/search-query";
import { relaxCandidates, relaxedText } from "@/lib/domain/shop/search-relax";
import { SEARCH_STOPWORDS } from "@/lib/domain/shop/search-synonyms";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { planSearch, searchWhere } from "./search";
import { searchVocabulary } from "./search-vocabulary";

/** Does any product match? One index lookup that stops at the first match. */
async function anyMatch(where: SQL | undefined): Promise<boolean> {
  const db = await getDb();
  const rows = await sqlRows(db, sql`select 1 from ${products} where ${where ?? sql`true`} limit 1`);
  return rows.length > 0;
}

async function matches(text: string, filters: SQL[]): Promise<boolean> {
  const parsed = parseSearch(text);
  if (!parsed) return false;
  return anyMatch(and(...filters, searchWhere(await planSearch(parsed))));
}

/**
 * A search of several words that found nothing, relaxed (lib/domain/shop/search-relax.ts): the first
 * candidate that finds products under the list's other filters (category, price, brand), as the
 * person would type it ("Backofen 60 cm" -> "Backofen"); null when none does.
 */
export async function relaxSearch(parsed: ParsedSearch, filters: SQL[]): Promise<string | null> {
  const words = parsed.terms.filter((t) => !SEARCH_STOPWORDS.has(t));
  if (words.length < 2) return null;
  const vocab = await searchVocabulary();
  const head = (t: string) => vocab.words.compoundHead(t);
  const alone = new Map(await Promise.all(words.map(async (w) => [w, await matches(w, filters)] as const)));
  for (const list of relaxCandidates({ terms: parsed.terms, matchesAlone: (t) => alone.get(t) ?? false, head })) {
    const text = relaxedText(parsed.text, list, head);
    if (text && text.toLowerCase() !== parsed.text.toLowerCase() && (await matches(text, filters))) return text;
  }
  return null;
}

/** The product carries the measure in its name or as a feature of that unit ("Breite 60 cm"). */
function carries(m: SearchMeasure): SQL {
  return sql`(${products.name} ~* ${m.namePattern} or exists (select 1 from ${productFeatures} f
    where f.product_id = ${products.id} and lower(f.unit) = ${m.unit} and replace(f.value, '.', ',') = ${m.value}))`;
}

/** It carries another measure of the unit (the 45 cm compact oven for "60 cm"). */
function carriesOther(m: SearchMeasure): SQL {
  return sql`(${products.name} ~* ${m.anyPattern} or exists (select 1 from ${productFeatures} f
    where f.product_id = ${products.id} and lower(f.unit) = ${m.unit}))`;
}

/**
 * The measure kept as a preference in a relaxed answer (lib/domain/shop/search-measure.ts): 0 for
 * products carrying it, 1 for those without a measure of its unit, 2 for those of another measure.
 */
export function measureOrder(m: SearchMeasure): SQL {
  return sql`(case when ${carries(m)} then 0 when ${carriesOther(m)} then 2 else 1 end)`;
}

/** Whether any product of the relaxed answer carries the measure (the notice says so either way). */
export async function measureFound(where: SQL | undefined, m: SearchMeasure): Promise<boolean> {
  return anyMatch(and(where, carries(m)));
}

/**
 * The broad search's tiers (lib/server/shop/search.ts broadTiers) with the measure kept: every tier of
 * the products carrying it first, then those without a measure of its unit, then those of another one.
 * `found` false (measureFound: no match carries it) leaves out the first, which would all be empty.
 */
export function measureTiers(tiers: SQL[], m: SearchMeasure, found = true): SQL[] {
  const firsts = [...(found ? [carries(m)] : []), sql`not ${carriesOther(m)}`, sql`(${carriesOther(m)} and not ${carries(m)})`];
  return firsts.flatMap((first) => tiers.map((t) => and(first, t)!));
}
