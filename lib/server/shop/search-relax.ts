import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import { products } from "@/models/schema";
import { parseSearch, type ParsedSearch } from "@/lib/domain/shop/search-query";
import { relaxCandidates, relaxedText } from "@/lib/domain/shop/search-relax";
import { SEARCH_STOPWORDS } from "@/lib/domain/shop/search-synonyms";
import { getDb } from "../platform/db";
import { sqlRows } from "../platform/sql-rows";
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
 * A search of several words that found nothing, relaxed (lib/domain/search-relax.ts): the first
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
