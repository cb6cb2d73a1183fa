import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { products } from "@/models/shop/catalog";
import { EXACT_MATCHES, firstMatches } from "@/lib/server/shop/catalog";
import { sqlRows } from "@/models/platform/sql-rows";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// A search matching more than EXACT_MATCHES products: estimated count, bestseller order, paging.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
const TOTAL = 1300;
type P = { id: number };

beforeAll(async () => {
  db = await freshDatabase({ products: TOTAL });
  await db.db.execute(sql`analyze products`);
  cookie = await sessionCookie(DEMO.berlin);
}, 180_000);
afterAll(() => db.drop());

/**
 * Too many matches to rank each: products with the word in their name first, accessories after the
 * rest, bestsellers within (issue 17; before, bestsellers only).
 */
const broadOrder = (limit: number) =>
  sqlRows<{ id: number }>(
    db.db,
    sql`select p.id from ${products} p join categories c on c.id = p.category_id left join categories s on s.id = p.sub_category_id
        order by (to_tsvector('german', p.name) @@ to_tsquery('german', 'serie:*')) desc,
                 (c.slug = 'zubehoer' or coalesce(s.slug in ('spuelenzubehoer', 'kaffeezubehoer'), false)) asc, p.sales_rank, p.id
        limit ${limit}`,
  );

describe("a broad search", () => {
  it("says it has more than the bound, orders by name match, accessories last and bestseller, and pages without overlap", async () => {
    // Every description says "... der Serie ...", so "Serie" matches the whole catalog.
    const get = (offset: number) => call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search: "Serie", offset, limit: 20 }, cookie);
    const first = await get(0);
    expect(first.status).toBe(200);
    expect(TOTAL).toBeGreaterThan(EXACT_MATCHES);
    // The count is the bound the matches exceed ("über 1.000 Artikel"), never the planner's estimate.
    expect(first.body.meta.count).toBe(EXACT_MATCHES);
    expect(first.body.meta.brandIds.length).toBeGreaterThan(10);
    // The answer says the count is not exact and the order is not by relevance.
    expect(first.body.meta.countExact).toBe(false);
    expect(first.body.meta.relevanceRanked).toBe(false);

    const ranks = await broadOrder(40);
    expect(first.body.data.map((p: P) => p.id)).toEqual(ranks.slice(0, 20).map((r) => r.id));
    const second = await get(20);
    expect(second.body.data.map((p: P) => p.id)).toEqual(ranks.slice(20, 40).map((r) => r.id));
  });

  it("counts exactly again once a filter narrows the matches", async () => {
    const all = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search: "Serie", brandIds: "1" }, cookie);
    const [{ n }] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.brandId} = 1`);
    expect(all.body.meta.count).toBe(n);
    expect(all.body.meta.countExact).toBe(true);
    expect(all.body.meta.relevanceRanked).toBe(true);
  });

  it("suggests the best tier's bestsellers for a broad prefix", async () => {
    const r = await call("GET", "asSearchSuggestions", { storeSlug: "kuechenwelt-berlin", search: "Serie" }, cookie);
    const top = await broadOrder(8);
    expect(r.body.products.map((p: P) => p.id)).toEqual(top.map((t) => t.id));
  });

  it("reads the first matches of a word nearly every product matches by scanning, and only matches", async () => {
    // 10 of 1,300 matches: about 10 products to test in table order (lib/domain/shop/search-read-plan.ts).
    const serie = sql`${products.searchVector} @@ to_tsquery('german', 'serie:*')`;
    const rows = await firstMatches<{ id: number }>(sql`${products.id} as id`, serie, 10);
    expect(rows).toHaveLength(10);
    const ids = rows.map((r) => r.id);
    const [{ n }] = await sqlRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from ${products} where ${serie} and ${products.id} in ${sql.raw(`(${ids.join(",")})`)}`,
    );
    expect(n).toBe(10);
    // A word few products match is read through the index, with the same answer.
    const rare = sql`${products.searchVector} @@ to_tsquery('german', 'gibtesnicht:*')`;
    expect(await firstMatches(sql`${products.id} as id`, rare, 10)).toEqual([]);
  });

  it("reads the first matches of words that also name a category or brand in table order, bounded or not", async () => {
    // Each word OR-ed with a category or brand, as a search for "Spüle Blanco" is written: the probe may
    // test the table's first pages only (lib/domain/shop/search-read-plan.ts boundedProbePages) or collect
    // from the indexes; either way the answer is the first matches in table order.
    const words = sql`(${products.searchVector} @@ to_tsquery('german', 'serie:*') or ${products.categoryId} = 1)
      and (${products.searchVector} @@ to_tsquery('german', 'edelstahl:*') or ${products.brandId} = 1)`;
    const first = await sqlRows<{ id: number }>(db.db, sql`select id from ${products} where ${words} order by ctid limit 25`);
    expect(first).toHaveLength(25);
    const rows = await firstMatches<{ id: number }>(sql`${products.id} as id`, words, 25);
    expect(rows.map((r) => r.id)).toEqual(first.map((r) => r.id));
  });

  // Runs before the last one: it renames most of the catalog and leaves PostgreSQL's statistics behind.
  it("answers a broad search PostgreSQL expects to be narrow as broad: bound, bestseller order, paging", async () => {
    // A new word in 12 of 13 names, unknown to the statistics: PostgreSQL expects a few matches, so
    // the ranked page is read beside the count; the count then finds more than the bound, and the page
    // must be the broad one after all. One in thirteen names has the word twice: ranked by relevance,
    // those would come first.
    await db.db.execute(sql`update products set name = name || ' Kollektion' where id % 13 <> 0`);
    await db.db.execute(sql`update products set name = name || ' Kollektion' where id % 13 = 1`);
    const ranks = await sqlRows<{ id: number }>(
      db.db,
      sql`select p.id from ${products} p join categories c on c.id = p.category_id left join categories s on s.id = p.sub_category_id
          where to_tsvector('german', p.name) @@ to_tsquery('german', 'kollektion:*')
          order by (c.slug = 'zubehoer' or coalesce(s.slug in ('spuelenzubehoer', 'kaffeezubehoer'), false)) asc, p.sales_rank, p.id
          limit 40`,
    );
    const get = (offset: number) => call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search: "Kollektion", offset, limit: 20 }, cookie);
    const first = await get(0);
    expect(first.body.meta.count).toBe(EXACT_MATCHES);
    expect(first.body.meta.countExact).toBe(false);
    expect(first.body.meta.relevanceRanked).toBe(false);
    expect(first.body.data.map((p: P) => p.id)).toEqual(ranks.slice(0, 20).map((r) => r.id));
    expect((await get(20)).body.data.map((p: P) => p.id)).toEqual(ranks.slice(20, 40).map((r) => r.id));
  });

  // Runs last: it renames most of the catalog.
  it("reads a best tier that holds most matches by walking the bestsellers, in the same order", async () => {
    // Nine in ten products get "Edition" in their name: most matches sit in the best tier, so the
    // page is read from the first bestsellers (lib/domain/shop/search-read-plan.ts), not from every match.
    await db.db.execute(sql`update products set name = name || ' Edition' where id % 10 <> 0`);
    await db.db.execute(sql`analyze products`);
    const expected = (limit: number) =>
      sqlRows<{ id: number }>(
        db.db,
        sql`select p.id from ${products} p join categories c on c.id = p.category_id left join categories s on s.id = p.sub_category_id
            where to_tsvector('german', p.name) @@ to_tsquery('german', 'edition:*')
            order by (c.slug = 'zubehoer' or coalesce(s.slug in ('spuelenzubehoer', 'kaffeezubehoer'), false)) asc, p.sales_rank, p.id
            limit ${limit}`,
      );
    const ranks = await expected(60);
    const get = (offset: number) => call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search: "Edition", offset, limit: 20 }, cookie);
    const first = await get(0);
    expect(first.body.meta.countExact).toBe(false);
    expect(first.body.data.map((p: P) => p.id)).toEqual(ranks.slice(0, 20).map((r) => r.id));
    expect((await get(20)).body.data.map((p: P) => p.id)).toEqual(ranks.slice(20, 40).map((r) => r.id));
    expect((await get(40)).body.data.map((p: P) => p.id)).toEqual(ranks.slice(40, 60).map((r) => r.id));
    const suggested = await call("GET", "asSearchSuggestions", { storeSlug: "kuechenwelt-berlin", search: "Edition" }, cookie);
    expect(suggested.body.products.map((p: P) => p.id)).toEqual(ranks.slice(0, 8).map((r) => r.id));
  });
});
