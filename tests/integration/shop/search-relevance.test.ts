import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MUST_FIND } from "@/lib/domain/shop/search-relevance";
import { ACCESSORY_CATEGORIES, SEARCH_CONCEPTS } from "@/lib/domain/shop/search-synonyms";
import { CATEGORIES } from "@/models/seed/catalog-data";
import { sqlRows } from "@/models/platform/sql-rows";
import { SEARCH_JUDGEMENTS } from "@/bench/search-judgements";
import { formatRelevance, JUDGED_CATALOG_SQL, judgeSearch, judgedCatalog } from "@/bench/search-relevance";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

/**
 * Precision@5 over the judged query set (bench/search-judgements.ts) on the 10,000-product demo
 * catalog, as `npm run bench` measures it: measured 1.000 (nDCG@10 1.000, no query without results)
 * on 2026-11-24; recorded rounded down to two places with a margin of one hundredth (a product's
 * place can move with PostgreSQL's sort of equal ranks). Lower it only with a reason in docs/search.md.
 */
const RECORDED_PRECISION_AT_5 = 0.99;

let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
let result: Awaited<ReturnType<typeof judgeSearch>>;

beforeAll(async () => {
  db = await freshDatabase({ products: 10_000 });
  await db.db.execute(sql`analyze`);
  cookie = await sessionCookie(DEMO.berlin);
  const catalog = judgedCatalog(await sqlRows(db.db, sql.raw(JUDGED_CATALOG_SQL)));
  result = await judgeSearch(async (search) => {
    const r = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search, limit: 10, offset: 0 }, cookie);
    expect(r.status).toBe(200);
    return { ids: (r.body.data as { id: number }[]).map((p) => p.id), count: r.body.meta.count as number };
  }, catalog);
  // The figures as `npm run bench` prints them, for docs/search.md.
  console.log(formatRelevance("PGlite, 10.000 Produkte", result.summary));
  const measure = result.results.filter((r) => r.judgement.kind === "Maß");
  console.log(`Maß: ${measure.map((r) => `${r.judgement.query} ${r.right.slice(0, 5).filter(Boolean).length}/5`).join(", ")}`);
}, 600_000);
afterAll(() => db.drop());

describe("search relevance over the judged queries", () => {
  it("has a vocabulary file naming only categories of the catalog", () => {
    const slugs = new Set(CATEGORIES.flatMap((c) => [c.slug, ...c.subcategories.map((s) => s.slug)]));
    for (const concept of SEARCH_CONCEPTS) for (const slug of concept.categories) expect(slugs, `${concept.words[0]} -> ${slug}`).toContain(slug);
    for (const slug of ACCESSORY_CATEGORIES) expect(slugs).toContain(slug);
  });

  it("has at least 150 judged queries", () => {
    expect(SEARCH_JUDGEMENTS.length).toBeGreaterThanOrEqual(150);
  });

  it("keeps precision@5 at the recorded figure", () => {
    const weak = result.results
      .filter((r) => r.right.slice(0, 5).filter(Boolean).length < Math.min(5, Math.max(1, r.relevantTotal)))
      .map((r) => r.judgement.query);
    expect(result.summary.precisionAt5, `schwach: ${weak.join(", ")}`).toBeGreaterThanOrEqual(RECORDED_PRECISION_AT_5);
  });

  it("finds something for every query naming a category, subcategory, brand or listed synonym", () => {
    expect(result.results.filter((r) => MUST_FIND.includes(r.judgement.kind)).length).toBeGreaterThan(100);
    expect(result.summary.zeroMustFind).toEqual([]);
  });

  it("answers the words of the issue as a dealer expects", () => {
    const top = (query: string) => result.results.find((r) => r.judgement.query === query)!.right.slice(0, 5);
    for (const q of [
      "Spüle",
      "Zubehör",
      "Kuehlschrank",
      "Abzugshaube",
      "Herd",
      "Spülmaschine",
      "Kaffeemaschine",
      "Dampfgarer",
      "Weinkühlschrank",
      "Blanco Silgranit",
    ]) {
      expect(top(q), q).toEqual([true, true, true, true, true]);
    }
  });
});

describe("a search that no product matches with every word is relaxed and says so (issue 29)", () => {
  const list = (search: string) => call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search, limit: 10, offset: 0 }, cookie);
  const categoriesOf = async (ids: number[]) => {
    const rows = await sqlRows<{ id: number; cat: string; sub: string | null }>(
      db.db,
      sql`select p.id, c.slug as cat, s.slug as sub from products p join categories c on c.id = p.category_id left join categories s on s.id = p.sub_category_id where p.id in ${ids}`,
    );
    return ids.map((id) => rows.find((r) => r.id === id)!);
  };

  it("'Backofen 60 cm' and 'Backofen 60' answer ovens, for 'Backofen'", async () => {
    for (const search of ["Backofen 60 cm", "Backofen 60"]) {
      const r = await list(search);
      expect(r.status).toBe(200);
      expect(r.body.meta.relaxed, search).toMatchObject({ from: search, to: "Backofen" });
      expect(r.body.meta.count, search).toBeGreaterThan(100);
      for (const p of await categoriesOf((r.body.data as { id: number }[]).map((p) => p.id))) expect(p.cat, search).toBe("backoefen");
    }
  });

  it("'Induktionskochfeld mit Abzug' answers hobs with extraction, for 'Kochfeld mit Abzug'", async () => {
    const r = await list("Induktionskochfeld mit Abzug");
    expect(r.body.meta.relaxed).toEqual({ from: "Induktionskochfeld mit Abzug", to: "Kochfeld mit Abzug" });
    expect(r.body.meta.count).toBeGreaterThan(100);
    const top = await categoriesOf((r.body.data as { id: number }[]).slice(0, 5).map((p) => p.id));
    expect(top.map((p) => p.sub)).toEqual(Array(5).fill("kochfelder-mit-dunstabzug"));
  });

  it("pages through the relaxed answer and counts its categories", async () => {
    const page2 = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", search: "Backofen 60 cm", limit: 10, offset: 10 }, cookie);
    expect(page2.body.meta.relaxed).toEqual({ from: "Backofen 60 cm", to: "Backofen", measure: { text: "60 cm", found: false } });
    expect(page2.body.data).toHaveLength(10);
    const facets = await call("GET", "asProductFacets", { storeSlug: "kuechenwelt-berlin", search: "Backofen 60 cm" }, cookie);
    expect(facets.status).toBe(200);
    expect((facets.body.categories as { name: string }[]).map((c) => c.name)).toContain("Backöfen");
  });

  it("keeps every word when some product has them all, and relaxes nothing that matches nothing at all", async () => {
    const exact = await list("Induktionskochfeld 80 cm");
    expect(exact.body.meta.count).toBeGreaterThan(0);
    expect(exact.body.meta.relaxed).toBeUndefined();
    const nothing = await list("Xylophon Quarkspeise");
    expect(nothing.body.meta.count).toBe(0);
    expect(nothing.body.meta.relaxed).toBeUndefined();
  });

  it("keeps a typed measure as a preference: that measure first, another measure last, and says so", async () => {
    const dishwashers = await list("Geschirrspüler 45cm");
    expect(dishwashers.body.meta.relaxed).toEqual({ from: "Geschirrspüler 45cm", to: "Geschirrspüler", measure: { text: "45 cm", found: true } });
    const names = async (ids: number[]) =>
      (await sqlRows<{ id: number; name: string }>(db.db, sql`select id, name from products where id in ${ids}`))
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((r) => r.name);
    for (const name of await names((dishwashers.body.data as { id: number }[]).map((p) => p.id))) expect(name).toContain("45 cm");
    // No demo oven names 60 cm: the ovens without another width come first, compact ovens (45 cm) and warming drawers (14/29 cm) after.
    const ovens = await list("Backofen 60 cm");
    expect(ovens.body.meta.relaxed).toEqual({ from: "Backofen 60 cm", to: "Backofen", measure: { text: "60 cm", found: false } });
    for (const p of await categoriesOf((ovens.body.data as { id: number }[]).map((p) => p.id))) {
      expect(["einbaubackoefen", "dampfbackoefen"]).toContain(p.sub);
    }
    // Sorted by price, the measure orders nothing and the answer does not claim it.
    const byPrice = await call(
      "GET",
      "asProducts",
      { storeSlug: "kuechenwelt-berlin", search: "Geschirrspüler 45cm", sortingField: "priceKaNet", sortingDir: "asc", limit: 10, offset: 0 },
      cookie,
    );
    expect(byPrice.body.meta.relaxed).toEqual({ from: "Geschirrspüler 45cm", to: "Geschirrspüler" });
    // The judged measure queries: every one with five right answers.
    for (const r of result.results.filter((x) => x.judgement.kind === "Maß"))
      expect(r.right.slice(0, 5), r.judgement.query).toEqual([true, true, true, true, true]);
  });

  it("judges the relaxed answers with the other queries: none finds nothing", () => {
    const relaxed = result.results.filter((r) => r.judgement.kind === "Gelockert");
    expect(relaxed.length).toBeGreaterThanOrEqual(6);
    for (const r of relaxed) expect(r.count, r.judgement.query).toBeGreaterThan(0);
  });
});
