import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { products } from "@/models/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import { boundedProbePages, measuredMatches, scanInTableOrder } from "@/lib/domain/shop/search-read-plan";
import { getDb } from "../platform/db";

/**
 * The first matches of a search (lib/server/shop/catalog.ts: its count and brand options, the suggestions,
 * the facets) and the catalog figures that plan how they and the page are read
 * (lib/domain/shop/search-read-plan.ts).
 */

type Estimate = { rows: number; cost: number };

/**
 * PostgreSQL's estimates follow its statistics, which change with imports and ANALYZE: a condition's is
 * asked at most once a minute, and only the last ESTIMATES_KEPT conditions are kept per database (the
 * text a studio searches for is anyone's). An estimate only chooses how a search is read, never what it
 * finds, so one a minute old costs at most a slower plan.
 */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 500;
const estimates = new WeakMap<object, Map<string, Estimate & { at: number }>>();
const dialect = new PgDialect();

/** PostgreSQL's estimate of the rows matching `where` and of its plan's total cost (0 without a condition). */
export async function estimatedPlan(where: SQL | undefined): Promise<Estimate> {
  const db = await getDb();
  const statement = sql`explain (format json) select 1 from ${products} where ${where ?? sql`true`}`;
  const compiled = dialect.sqlToQuery(statement);
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`;
  const cache = estimates.get(db) ?? new Map<string, Estimate & { at: number }>();
  estimates.set(db, cache);
  const known = cache.get(key);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) return { rows: known.rows, cost: known.cost };
  const rows = await sqlRows(db, statement);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: { "Plan Rows": number; "Total Cost": number } }[];
  const estimate = { rows: Math.round(plan[0]?.Plan["Plan Rows"] ?? 0), cost: plan[0]?.Plan["Total Cost"] ?? 0 };
  // The estimate asked longest ago leaves first.
  cache.delete(key);
  cache.set(key, { ...estimate, at: Date.now() });
  if (cache.size > ESTIMATES_KEPT) cache.delete(cache.keys().next().value!);
  return estimate;
}

/** PostgreSQL's estimate of the rows matching `where` (0 without a condition). */
export async function estimatedCount(where: SQL | undefined): Promise<number> {
  return (await estimatedPlan(where)).rows;
}

type CatalogStats = { n: number; pages: number; at: number };
const catalogSizes = new WeakMap<object, CatalogStats>();

/**
 * PostgreSQL's own figures of the products table (from its statistics): the number of products and of
 * the table's pages, read at most once a minute per database.
 */
export async function catalogStats(): Promise<CatalogStats> {
  const db = await getDb();
  const known = catalogSizes.get(db);
  if (known && Date.now() - known.at < 60_000) return known;
  const [row] = await sqlRows<{ n: number; pages: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n, relpages::int as pages from pg_class where oid = 'products'::regclass`,
  );
  const stats = { n: Number(row?.n ?? 0), pages: Number(row?.pages ?? 0), at: Date.now() };
  catalogSizes.set(db, stats);
  return stats;
}

/**
 * The first `limit` products matching a search, in no particular order. Usually read through the
 * search indexes: asked for "the first 1,001 of an estimated 2,500", the planner would rather scan the
 * table from the start and filter (35 ms at 100,000 products); the materialized CTE is planned without
 * the limit, so it combines the index bitmaps (10 ms) and the limit only stops reading. When a good
 * part of the catalog matches (lib/domain/shop/search-read-plan.ts), the scan is the cheaper one: at
 * 1,000,000 products "Schwarz" has 229,000 matches, whose bitmap alone takes 36 ms, while the scan
 * finds 1,001 of them after 4,000 products (6 ms). Between the two the scan is bounded to the table's
 * first pages (boundedProbePages) and the bitmap read only when those do not hold `limit` matches.
 */
export async function firstMatches<T extends Record<string, unknown>>(columns: SQL, where: SQL | undefined, limit: number): Promise<T[]> {
  return (await probeMatches<T>(columns, where, limit)).rows;
}

/**
 * firstMatches with the number of all matches as measured by the probe (lib/domain/shop/search-read-plan.ts
 * measuredMatches: how far into the table it had to read for its `limit` matches), which plans how the
 * page is read; PostgreSQL's estimate only chooses how the probe itself reads, and stands in when the
 * table's size is not known yet (0 without a condition).
 */
export async function probeMatches<T extends Record<string, unknown>>(
  columns: SQL,
  where: SQL | undefined,
  limit: number,
  /** The same condition as read from the indexes when the matches are collected (lib/server/shop/search-arms.ts). */
  collectWhere?: SQL,
): Promise<{ rows: T[]; matches: number }> {
  const db = await getDb();
  const { value: rows, matches } = await probe(where, limit, collectWhere, columns, async (statement) => {
    const found = await sqlRows<T & { pageOfMatch: number }>(db, statement);
    return { value: found, found: found.length, lastPage: found.reduce((max, r) => Math.max(max, Number(r.pageOfMatch)), -1) };
  });
  return { rows, matches };
}

/**
 * The first `limit` matches counted by one value (`key`, e.g. the brand), as probeMatches reads them: only
 * the counts leave the database, not up to `limit` rows (a search's count and brand options).
 */
export async function probeCounts<K extends string | number>(
  key: SQLWrapper,
  where: SQL | undefined,
  limit: number,
): Promise<{ counts: Map<K, number>; found: number; matches: number }> {
  const db = await getDb();
  const {
    value: counts,
    found,
    matches,
  } = await probe(where, limit, undefined, sql`${key} as "key"`, async (statement) => {
    const groups = await sqlRows<{ key: K; n: number; lastPage: number }>(
      db,
      sql`select "key", count(*)::int as n, max("pageOfMatch")::int as "lastPage" from (${statement}) p group by 1`,
    );
    return {
      value: new Map(groups.map((g) => [g.key, Number(g.n)])),
      found: groups.reduce((sum, g) => sum + Number(g.n), 0),
      lastPage: groups.reduce((max, g) => Math.max(max, Number(g.lastPage)), -1),
    };
  });
  return { counts, found, matches };
}

type ProbeRead<V> = (statement: SQL) => Promise<{ value: V; found: number; lastPage: number }>;

/**
 * The probe's read plan: the table's first pages when PostgreSQL expects them to hold the matches, else
 * (or when they fall short) the indexes; `read` runs a statement over the probe's rows (its `columns` and
 * the table page of each) and says how many it found and the last page among them.
 */
async function probe<V>(where: SQL | undefined, limit: number, collectWhere: SQL | undefined, columns: SQL, read: ProbeRead<V>) {
  const condition = where ?? sql`true`;
  const [plan, stats] = where
    ? await Promise.all([estimatedPlan(where), catalogStats()])
    : [
        { rows: 0, cost: 0 },
        { n: 0, pages: 0 },
      ];
  const estimate = plan.rows;
  // The table page each match lies on (a scan and a bitmap heap scan both read pages in order).
  const withPage = sql`${columns}, (${products}.ctid::text::point)[0]::int as "pageOfMatch"`;
  const bound = where && !scanInTableOrder(estimate, stats.n, limit) ? boundedProbePages(plan, stats.n, stats.pages, limit) : null;
  // The bounded scan (a TID range scan of the first pages); when it falls short, the indexes after all.
  let result = bound
    ? await read(sql`select ${withPage} from ${products} where ${products}.ctid < ${`(${bound},0)`}::tid and ${condition} limit ${limit}`)
    : null;
  if (!result || result.found < limit)
    result = await read(
      !where || scanInTableOrder(estimate, stats.n, limit)
        ? sql`select ${withPage} from ${products} where ${condition} limit ${limit}`
        : sql`with m as materialized (select ${withPage} from ${products} where ${collectWhere ?? condition}) select * from m limit ${limit}`,
    );
  return {
    value: result.value,
    found: result.found,
    matches: where ? (measuredMatches(result.found, limit, result.lastPage, stats.pages) ?? estimate) : 0,
  };
}
