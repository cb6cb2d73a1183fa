import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { Vocabulary } from "@/lib/domain/shop/spelling";
import { ConceptIndex, conceptWords, type BrandRef, type CategoryRef } from "@/lib/domain/shop/search-intent";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { UNMAPPED_CATEGORY_SLUG } from "./offered";

/**
 * The words of the catalog for typo tolerance (lib/domain/shop/spelling.ts), loaded per database and kept
 * for ten minutes; an old copy keeps answering while a new one loads. Product codes (words with
 * digits) are left out: they are matched exactly as EAN / producer id. Large catalogs are sampled:
 * the words come from a few hundred name patterns, so 20,000 names hold practically all of them.
 * With them, the categories and brands (lib/domain/shop/search-intent.ts): what a search word names.
 */
const TTL_MS = 10 * 60_000;
const NAME_SAMPLE = 20_000;
const DESCRIPTION_SAMPLE = 3_000;
/** Weight of a vocabulary word among corrections of equal closeness. */
const CONCEPT_NDOC = 1_000;

export type SearchVocabulary = { words: Vocabulary; concepts: ConceptIndex };
type Entry = { vocab?: SearchVocabulary; at: number; loading?: Promise<SearchVocabulary> };
const cache = new WeakMap<object, Entry>();

async function load(db: Db): Promise<SearchVocabulary> {
  const [{ total }] = await sqlRows<{ total: number }>(db, sql`select count(*)::int as total from products`);
  // ts_stat runs its own query text; the sample percentage is a number we format, never user input.
  const percent = Math.min(100, (100 * NAME_SAMPLE) / Math.max(total, 1)).toFixed(3);
  const names = `select to_tsvector('simple', name) from products tablesample bernoulli (${percent})`;
  const descriptions = `select to_tsvector('simple', description) from products limit ${DESCRIPTION_SAMPLE}`;
  const rows = await sqlRows<{ word: string; ndoc: number }>(
    db,
    sql`
    select word, ndoc from ts_stat(${names}) where word !~ '[0-9]'
    union all
    select word, ndoc from ts_stat(${descriptions}) where word !~ '[0-9]'`,
  );
  const merged = new Map<string, number>();
  for (const r of rows) merged.set(r.word, (merged.get(r.word) ?? 0) + Number(r.ndoc));
  const [categories, brands] = await Promise.all([
    sqlRows<CategoryRef>(db, sql`select id, slug, name, parent_id as "parentId" from categories where slug <> ${UNMAPPED_CATEGORY_SLUG}`),
    sqlRows<BrandRef>(db, sql`select id, name from brands`),
  ]);
  // The words of the search vocabulary count as known words too: never "corrected", and a typo can be corrected to them.
  for (const word of conceptWords(categories)) merged.set(word, Math.max(merged.get(word) ?? 0, CONCEPT_NDOC));
  return {
    words: new Vocabulary([...merged].map(([word, ndoc]) => ({ word, ndoc }))),
    concepts: new ConceptIndex(categories, brands),
  };
}

export async function searchVocabulary(): Promise<SearchVocabulary> {
  const db = await getDb();
  let entry = cache.get(db);
  if (!entry) cache.set(db, (entry = { at: 0 }));
  const e = entry;
  if (e.vocab && Date.now() - e.at < TTL_MS) return e.vocab;
  e.loading ??= load(db)
    .then((v) => {
      e.vocab = v;
      e.at = Date.now();
      return v;
    })
    .finally(() => {
      e.loading = undefined;
    });
  return e.vocab ?? e.loading;
}
