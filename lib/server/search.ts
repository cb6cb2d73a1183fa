import "server-only";
import { or, eq, inArray, sql, type SQL } from "drizzle-orm";
import { products } from "@/models/schema";
import type { ParsedSearch } from "@/lib/domain/search-query";
import { tolerantPrefixQuery } from "@/lib/domain/spelling";
import { searchVocabulary } from "./search-vocabulary";

/**
 * The search parts of a product query (German, SPEC.md 2.4): German full-text
 * on products.search_vector (GIN index), every word a prefix so results appear while typing, widened
 * for typos and compounds through the catalog's vocabulary (lib/domain/spelling.ts), plus exact EAN
 * and producer-id matches (btree indexes), all OR-ed so PostgreSQL combines the index bitmaps.
 *
 * Relevance: an exact EAN / producer id first, then an exact name, then ts_rank plus the pg_trgm
 * similarity of the name to the typed text, then bestsellers.
 */
export type SearchPlan = { q: ParsedSearch; tsquery: string | null };

export async function planSearch(q: ParsedSearch): Promise<SearchPlan> {
  const vocab = q.terms.some((t) => t.length >= 4) ? await searchVocabulary() : null;
  return { q, tsquery: tolerantPrefixQuery(q.terms, vocab) };
}

export function searchWhere({ q, tsquery }: SearchPlan): SQL {
  const parts: SQL[] = [];
  if (tsquery) parts.push(sql`${products.searchVector} @@ to_tsquery('german', ${tsquery})`);
  if (q.ean) parts.push(eq(products.ean, q.ean));
  parts.push(inArray(products.producerId, [...new Set([q.text, q.text.toUpperCase()])]));
  return or(...parts)!;
}

export function relevanceOrder({ q, tsquery }: SearchPlan): SQL[] {
  const exactCode = q.ean
    ? sql`(${products.ean} = ${q.ean} or ${products.producerId} = ${q.text}) desc`
    : sql`(${products.producerId} = ${q.text}) desc`;
  const rank = tsquery
    ? sql`ts_rank(${products.searchVector}, to_tsquery('german', ${tsquery})) + similarity(${products.name}, ${q.text})`
    : sql`similarity(${products.name}, ${q.text})`;
  return [exactCode, sql`(lower(${products.name}) = ${q.text.toLowerCase()}) desc`, sql`${rank} desc`];
}
