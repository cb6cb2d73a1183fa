import "server-only";
import { and, asc, inArray, sql, type SQL } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import type { SearchSuggestionsDto } from "@/lib/domain/shop/product-dto";
import { parseSearch } from "@/lib/domain/shop/search-query";
import { getDb } from "../platform/db";
import { broadTiers, planSearch, readTiers, relevanceOrder, searchWhere, tierOrder, tiersByIdsAlone, type SearchPlan } from "./search";
import { categorySuggestions } from "./search-hints";
import { searchWhereByArms } from "./search-arms";
import { probeMatches } from "./search-probe";
import { storedImagesOf } from "./catalog-images";
import { offeredToStudios } from "./offered";
import { productImages } from "./product-rows";
import { walkOrCollect } from "./product-list-reads";

const suggestionColumns = {
  id: products.id,
  name: products.name,
  imageKey: products.imageKey,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
};

/** Suggestions are ranked by relevance when a search has at most this many matches. */
const SUGGEST_RANKED = 300;

/**
 * SPEC 2.4 suggestions while typing: a few products, best match first. A broad prefix ("s", "Bosch")
 * has thousands of matches; then the bestsellers among them are suggested, found by walking the
 * sales-rank index, instead of ranking them all on every keystroke.
 */
export async function searchSuggestions(raw: string, limit = 8): Promise<SearchSuggestionsDto> {
  const parsed = parseSearch(raw);
  if (!parsed) return { products: [], categories: [] };
  const db = await getDb();
  const plan = await planSearch(parsed);
  const where = and(searchWhere(plan), offeredToStudios())!;
  // Where the first matches are collected from the indexes, through the condition written as alternatives an
  // index reads each (search-arms.ts): a search with no match is then known empty from the indexes.
  const { rows: probe, matches } = await probeMatches<{ id: number; categoryId: number; subCategoryId: number | null }>(
    sql`${products.id} as id, ${products.categoryId} as "categoryId", ${products.subCategoryId} as "subCategoryId"`,
    where,
    SUGGEST_RANKED + 1,
    and(searchWhereByArms(plan), offeredToStudios()),
  );
  const rows =
    probe.length <= SUGGEST_RANKED
      ? probe.length === 0
        ? []
        : await db
            .select(suggestionColumns)
            .from(products)
            .where(
              inArray(
                products.id,
                probe.map((r) => r.id),
              ),
            )
            .orderBy(...relevanceOrder(plan), asc(products.salesRank), asc(products.id))
            .limit(limit)
      : await readBroadSuggestions(plan, where, matches, limit);
  // The matched categories as suggestions of their own ("in Spülen"), see lib/server/shop/search-hints.ts.
  const [cats, images] = await Promise.all([
    categorySuggestions(plan, probe, probe.length <= SUGGEST_RANKED, rows),
    storedImagesOf(rows.map((r) => r.id)),
  ]);
  return {
    products: rows.map((r) => ({ _id: String(r.id), id: r.id, name: r.name, images: productImages(r.imageKey, images.get(r.id) ?? null) })),
    categories: cats,
  };
}

/** Suggestions for a search with many matches: bestsellers of the best tiers, walked when that is cheaper. */
async function readBroadSuggestions(plan: SearchPlan, where: SQL, matches: number, limit: number) {
  const db = await getDb();
  const tiers = broadTiers(plan);
  const byIds = tiersByIdsAlone(plan);
  // A tier known by ids alone is first asked whether it holds any product (index-only); an empty one is skipped.
  const holdsAny = async (tier: SQL) => {
    const ids = byIds[tiers.indexOf(tier)];
    return (
      !ids ||
      (
        await db
          .select({ one: sql`1` })
          .from(products)
          .where(and(offeredToStudios(), ids))
          .limit(1)
      ).length > 0
    );
  };
  return readTiers(tiers, limit, 0, async (tier, n) =>
    !(await holdsAny(tier))
      ? []
      : walkOrCollect(matches, n, (from, m, collect) =>
          db
            .select(suggestionColumns)
            .from(from ?? products)
            .where(and(where, tier))
            .orderBy(...tierOrder(collect), asc(products.id))
            .limit(m),
        ),
  );
}
