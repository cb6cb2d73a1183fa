import "server-only";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { products, scopedVectorOf } from "@/models/shop/catalog";
import { inIntent, searchWhere, termQuery, type SearchPlan, type TermPlan } from "./search";

/** At most this many words naming a category or brand are split into alternatives (2^n of them): with two ("Spüle ohne Armatur", "Kühl-Gefrier-Kombinationen") the alternatives read more than the condition as written (350 -> 580 ms, 23 -> 226 ms at 1,000,000). */
const MAX_NAMED = 1;

const matches = (text: string) => sql`${products.searchVector} @@ to_tsquery('german', ${text})`;

/** The words of `text` inside one category or subcategory, read from products_scoped_search_idx, then tested as they are. */
const scopedMatches = (where: SQL, tag: string, text: string) =>
  and(where, matches(text), sql`${scopedVectorOf(products)} @@ scoped_search_query(${tag}, to_tsquery('german', ${text}))`)!;

/** Products of one named category or subcategory whose other words are `text`: one alternative each. */
function armsOf(text: string, ids: TermPlan[]): SQL[] {
  if (!ids.length) return [matches(text)];
  const rest = ids.slice(1).map((t) => inIntent(t.intent)!);
  if (!text) return [and(inIntent(ids[0].intent)!, ...rest)!];
  const { top, sub } = ids[0].intent!;
  return [
    ...top.map((c) => and(scopedMatches(eq(products.categoryId, c), `c${c}`, text), ...rest)!),
    ...sub.map((s) => and(scopedMatches(eq(products.subCategoryId, s), `s${s}`, text), ...rest)!),
  ];
}

/**
 * The search's condition (searchWhere) written as alternatives, each one an index can read (issue 47,
 * suggestions at 1,000,000 articles): every word in the full text, or a named category with the other
 * words from that category's own full-text entries (not for a word naming a brand). "Kühlschrank
 * 60 cm" (no match) then proves its emptiness from the indexes: "60 & cm & kühlschrank" from the full-text
 * index and "60 & cm" in Kühlschränke from the scoped one, 13 ms, where the condition as written read every
 * product with "60" and "cm" (82,000 table pages, 440 ms). The same products: a product matches a word or
 * lies in what it names, for every word, and each alternative is one such choice.
 */
export function searchWhereByArms(plan: SearchPlan): SQL {
  const plain = plan.terms.filter((t) => !inIntent(t.intent));
  const named = plan.terms.filter((t) => inIntent(t.intent));
  // A named brand has no entries of its own: its alternative read the brand's every article ("AEG 9000 SteamPro":
  // 87,665 from products_brand_idx, 25 ms, where the condition as written took 55 ms less in all).
  if (!named.length || named.length > MAX_NAMED || named.some((t) => t.intent!.brands.length)) return searchWhere(plan);
  const arms: SQL[] = [];
  for (let mask = 0; mask < 1 << named.length; mask++) {
    const words = [...plain, ...named.filter((_, i) => !(mask & (1 << i)))];
    const ids = named.filter((_, i) => mask & (1 << i));
    arms.push(...armsOf(words.map((t) => termQuery(t)).join(" & "), ids));
  }
  const { q } = plan;
  if (q.ean) arms.push(eq(products.ean, q.ean));
  arms.push(inArray(products.producerId, [...new Set([q.text, q.text.toUpperCase()])]));
  return or(...arms)!;
}
