import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { productFeatures } from "@/models/shop/product-details";
import { products } from "@/models/shop/catalog";
import { type Store } from "@/models/platform/stores";
import { commonFeatureNames, compareFeatureValues, type FeatureFacetDto } from "@/lib/domain/shop/feature-filters";
import type { ProductQuery } from "@/lib/domain/shop/product-query";
import { parseSearch } from "@/lib/domain/shop/search-query";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { filtersOf } from "./product-list-reads";
import { planSearch, searchWhere } from "./search";
import { offeredToStudios } from "./offered";

/** The common feature names of a category change with imports only; read at most once a minute. */
const COMMON_TTL_MS = 60_000;
const commonCache = new WeakMap<object, Map<string, { names: string[]; at: number }>>();

/** The feature names present on at least COMMON_FEATURE_SHARE of the category's active products. */
async function commonNames(scope: SQL, key: string): Promise<string[]> {
  const db = await getDb();
  const cache = commonCache.get(db) ?? new Map<string, { names: string[]; at: number }>();
  commonCache.set(db, cache);
  const known = cache.get(key);
  if (known && Date.now() - known.at < COMMON_TTL_MS) return known.names;
  const [counts, [total]] = await Promise.all([
    sqlRows<{ name: string; products: number }>(
      db,
      sql`select ${productFeatures.name} as name, count(distinct ${productFeatures.productId})::int as products
          from ${productFeatures} join ${products} on ${products.id} = ${productFeatures.productId}
          where ${scope} group by ${productFeatures.name}`,
    ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(scope),
  ]);
  const names = commonFeatureNames(
    counts.map((c) => ({ name: c.name, products: Number(c.products) })),
    total?.n ?? 0,
  );
  cache.set(key, { names, at: Date.now() });
  return names;
}

/**
 * The feature filters of a category's list (issue 32): its common features
 * (lib/domain/shop/feature-filters.ts) with every value and how many products of the list have it, counted under the list's
 * other filters (search, brand, price, the other features) but not the feature's own choice, so each
 * value stays one click away. Only within a category: "common" is a category's matter, and a whole
 * catalog has no feature every kind of product shares. Empty without a category.
 */
export async function featureFacets(store: Pick<Store, "shopClientMarginPercentage">, q: ProductQuery): Promise<FeatureFacetDto[]> {
  if (!q.categoryId || q.ids) return [];
  const scope = and(
    offeredToStudios(),
    eq(products.categoryId, q.categoryId),
    q.subCategoryId ? eq(products.subCategoryId, q.subCategoryId) : undefined,
  )!;
  const names = await commonNames(scope, `${q.categoryId}/${q.subCategoryId ?? ""}`);
  if (names.length === 0) return [];
  const parsed = parseSearch(q.search);
  const matching = parsed ? searchWhere(await planSearch(parsed)) : undefined;
  const db = await getDb();
  return Promise.all(
    names.map(async (name) => {
      const others = (q.features ?? []).filter((c) => c.name !== name);
      const { base, brand } = filtersOf({ ...q, features: others }, store.shopClientMarginPercentage);
      const rows = await sqlRows<{ value: string; unit: string | null; n: number }>(
        db,
        sql`select ${productFeatures.value} as value, min(${productFeatures.unit}) as unit, count(distinct ${productFeatures.productId})::int as n
            from ${productFeatures} join ${products} on ${products.id} = ${productFeatures.productId}
            where ${productFeatures.name} = ${name} and ${and(...base, brand, matching)}
            group by ${productFeatures.value}`,
      );
      const chosen = new Set((q.features ?? []).filter((c) => c.name === name).map((c) => c.value));
      // A chosen value stays visible (with 0) when the other filters leave none of it.
      for (const value of chosen) if (!rows.some((r) => r.value === value)) rows.push({ value, unit: null, n: 0 });
      return {
        name,
        values: rows.map((r) => ({ value: r.value, unit: r.unit, count: Number(r.n) })).sort((a, b) => compareFeatureValues(a.value, b.value)),
      };
    }),
  );
}
