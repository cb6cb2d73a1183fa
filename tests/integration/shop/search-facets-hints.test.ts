import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "@/models/shop/catalog";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 17, what the shop offers around a search: the matched category as a suggestion ("in Spülen"),
// the categories of the results with counts, and "Meinten Sie …?" when a search finds nothing.
// Written against presence, not positions: the ranking itself is tuned elsewhere.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
const slug = "kuechenwelt-berlin";
type Category = { id: number; name: string; parentId: number | null };
let cats: Category[];
type List = {
  data: { id: number; categoryId: number; subCategoryId: number | null }[];
  meta: {
    count: number;
    countExact: boolean;
    didYouMean?: { query?: string; category?: { id: number; name: string; parentId: number | null } };
    relaxed?: { from: string; to: string };
  };
};
type Facets = {
  categories: { id: number; name: string; parentId: number | null; count: number }[];
  total: number;
  exact: boolean;
  countedUpTo: number;
};

async function get<T>(name: string, input: Record<string, unknown>): Promise<T> {
  const r = await call("GET", name, { storeSlug: slug, ...input }, cookie);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as T;
}
const products = (input: Record<string, unknown>) => get<List>("asProducts", { limit: 100, ...input });
const facets = (input: Record<string, unknown>) => get<Facets>("asProductFacets", input);

beforeAll(async () => {
  db = await freshDatabase({ products: 600 });
  cookie = await sessionCookie(DEMO.berlin);
  cats = await db.db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
});
afterAll(() => db.drop());

describe("category suggestions while typing", () => {
  it("offers “in Spülen” for Spüle, and that line opens sinks matching the search", async () => {
    const s = await get<{ products: unknown[]; categories: { categoryId: number; subCategoryId: number | null; name: string; via: string }[] }>(
      "asSearchSuggestions",
      { search: "Spüle" },
    );
    const sinks = cats.find((c) => c.name === "Spülen" && c.parentId === null)!;
    const line = s.categories.find((c) => c.name === "Spülen");
    expect(line).toEqual({ categoryId: sinks.id, subCategoryId: null, name: "Spülen", via: "name" });
    const list = await products({ search: "Spüle", categoryId: line!.categoryId });
    expect(list.meta.count).toBeGreaterThan(0);
    expect(list.data.every((p) => p.categoryId === sinks.id)).toBe(true);
  });

  it("names a subcategory with its parent, and offers nothing for a word no category has", async () => {
    const s = await get<{ categories: { categoryId: number; subCategoryId: number | null; name: string }[] }>("asSearchSuggestions", {
      search: "Einbauspülen",
    });
    const sub = cats.find((c) => c.name === "Einbauspülen")!;
    expect(s.categories).toContainEqual({ categoryId: sub.parentId, subCategoryId: sub.id, name: "Einbauspülen", via: "name" });
    const none = await get<{ products: unknown[]; categories: unknown[] }>("asSearchSuggestions", { search: "Xyzzyq" });
    expect(none).toEqual({ products: [], categories: [] });
  });
});

describe("categories of the results with counts", () => {
  it("counts every match once per top-level category; the counts add up to the list's exact count", async () => {
    for (const search of ["Spüle", "Siemens", "Edelstahl"]) {
      const [f, list] = await Promise.all([facets({ search }), products({ search })]);
      expect(f.exact).toBe(true);
      expect(list.meta.countExact).toBe(true);
      const top = f.categories.filter((c) => c.parentId === null);
      expect(top.length).toBeGreaterThan(0);
      expect(top.reduce((n, c) => n + c.count, 0)).toBe(f.total);
      expect(f.total).toBe(list.meta.count);
    }
  });

  it("each count is what the list shows when that category is chosen, and the category filter itself is ignored", async () => {
    const f = await facets({ search: "Edelstahl" });
    const top = f.categories.find((c) => c.parentId === null)!;
    const sub = f.categories.find((c) => c.parentId === top.id);
    expect((await products({ search: "Edelstahl", categoryId: top.id })).meta.count).toBe(top.count);
    if (sub) expect((await products({ search: "Edelstahl", categoryId: top.id, subCategoryId: sub.id })).meta.count).toBe(sub.count);
    // Chosen category or not, every category with results stays on offer.
    expect(await facets({ search: "Edelstahl", categoryId: top.id })).toEqual(f);
  });

  it("follows the brand and price filters", async () => {
    const all = await facets({ search: "Edelstahl" });
    const cheap = await facets({ search: "Edelstahl", endPrice: "300" });
    const list = await products({ search: "Edelstahl", endPrice: "300" });
    expect(cheap.total).toBe(list.meta.count);
    expect(cheap.total).toBeLessThan(all.total);
  });

  it("answers nothing without a search", async () => {
    expect(await facets({})).toMatchObject({ categories: [], total: 0, exact: true });
  });
});

describe("Meinten Sie …? when a search finds nothing", () => {
  // Misspellings beyond the search's own typo tolerance; whichever finds nothing must get a spelling
  // that does find products.
  const typos = ["Gschirspühler", "Dunstabzgshabe", "Kafeevolatomat", "Induktonskochfelt", "Einbauspühle Blankko"];

  it("offers a spelling that finds products, and that spelling really does", async () => {
    let checked = 0;
    for (const search of typos) {
      const r = await products({ search });
      if (r.meta.count > 0) {
        expect(r.meta.didYouMean).toBeUndefined();
        continue;
      }
      checked++;
      const hint = r.meta.didYouMean?.query;
      expect(hint, search).toBeTruthy();
      expect(hint).not.toBe(search);
      expect((await products({ search: hint })).meta.count, `${search} -> ${hint}`).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("offers the nearest category for a misspelt category word", async () => {
    const r = await products({ search: "Gschirspühler" });
    expect(r.meta.count).toBe(0);
    expect(r.meta.didYouMean?.category?.name).toMatch(/Geschirrspüler/);
  });

  it("with words that find nothing together, answers a relaxed search that finds something (issue 29), not nothing", async () => {
    const r = await products({ search: "Quooker Induktionskochfeld" });
    expect(r.meta.count).toBeGreaterThan(0);
    const relaxed = r.meta.relaxed;
    expect(relaxed?.from).toBe("Quooker Induktionskochfeld");
    expect(["Quooker", "Induktionskochfeld"]).toContain(relaxed?.to);
    expect((await products({ search: relaxed!.to })).meta.count).toBe(r.meta.count);
  });

  it("checks the spelling under the list's filters", async () => {
    const taps = cats.find((c) => c.name === "Armaturen")!;
    const r = await products({ search: "Gschirspühler", categoryId: taps.id });
    expect(r.meta.count).toBe(0);
    if (r.meta.didYouMean?.query) expect((await products({ search: r.meta.didYouMean.query, categoryId: taps.id })).meta.count).toBeGreaterThan(0);
  });

  it("stays quiet for gibberish and for searches with results", async () => {
    const none = await products({ search: "Xyzzyq Qwxvb" });
    expect(none.meta.count).toBe(0);
    expect(none.meta.didYouMean?.query).toBeUndefined();
    expect((await products({ search: "Spüle" })).meta.didYouMean).toBeUndefined();
  });
});
