import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { categories, products } from "@/models/shop/catalog";
import { productFeatures } from "@/models/shop/product-details";
import { featureFacets } from "@/lib/server/shop/feature-facets";
import { productQuerySchema } from "@/lib/domain/shop/product-query";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 32: the supplier's features (here the demo catalog's, read off names and descriptions) in the
// product's answer, and the category's common features as list filters with counts, in the URL,
// combinable with search, brand and price.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
let dishwashers: number;
const slug = "kuechenwelt-berlin";
const store = { shopClientMarginPercentage: 30 };

type Feature = { name: string; value: string; unit: string | null };
type List = { data: { id: number; name: string; features?: Feature[] }[]; meta: { count: number } };

async function list(input: Record<string, unknown>): Promise<List> {
  const r = await call("GET", "asProducts", { storeSlug: slug, limit: 100, ...input }, cookie);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as List;
}
async function detail(ids: number[]): Promise<List["data"]> {
  return (await list({ ids: ids.join(",") })).data;
}
const facetsOf = (input: Record<string, string>) => featureFacets(store, productQuerySchema.parse(input));

beforeAll(async () => {
  db = await freshDatabase();
  cookie = await sessionCookie(DEMO.berlin);
  [{ id: dishwashers }] = await db.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "geschirrspueler"));
});
afterAll(async () => {
  await db.drop();
});

describe("features in the product's answer", () => {
  it("a demo dishwasher carries its width (and noise where its description names it), in order and with units", async () => {
    const all = await list({ categoryId: String(dishwashers) });
    const [first] = await detail([all.data[0].id]);
    const width = /(\d{2,3}) cm/.exec(first.name)![1];
    expect(first.features).toContainEqual({ name: "Breite", value: width, unit: "cm" });
    expect(first.features![0].name).toBe("Breite");
    const withNoise = (await detail(all.data.slice(0, 30).map((p) => p.id))).find((p) => p.features!.some((f) => f.name === "Geräuschpegel"));
    expect(withNoise!.features).toContainEqual({ name: "Geräuschpegel", value: "42", unit: "dB" });
  });

  it("a product without features answers an empty list", async () => {
    const [tap] = await db.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(categories.slug, "armaturen"))
      .limit(1);
    expect((await detail([tap.id]))[0].features).toEqual([]);
  });
});

describe("the width filter", () => {
  it("offers Breite in Geschirrspüler with 45 cm and 60 cm, counted like the list", async () => {
    const facets = await facetsOf({ categoryId: String(dishwashers) });
    const width = facets.find((f) => f.name === "Breite")!;
    expect(width.values.map((v) => `${v.value} ${v.unit}`)).toEqual(["45 cm", "60 cm"]);
    for (const v of width.values) {
      const narrowed = await list({ categoryId: String(dishwashers), features: `Breite:${v.value}` });
      expect(narrowed.meta.count).toBe(v.count);
      expect(v.count).toBeGreaterThan(0);
    }
    const total = await list({ categoryId: String(dishwashers) });
    expect(width.values.reduce((n, v) => n + v.count, 0)).toBe(total.meta.count);
  });

  it("narrows the list to products of that width; two widths are alternatives", async () => {
    const sixty = await list({ categoryId: String(dishwashers), features: "Breite:60" });
    const all = await list({ categoryId: String(dishwashers) });
    expect(sixty.meta.count).toBeLessThan(all.meta.count);
    for (const p of await detail(sixty.data.map((p) => p.id))) expect(p.features).toContainEqual({ name: "Breite", value: "60", unit: "cm" });
    const both = await list({ categoryId: String(dishwashers), features: "Breite:60|Breite:45" });
    expect(both.meta.count).toBe(all.meta.count);
  });

  it("combines with search: the counts follow the search, the list has only matches of that width", async () => {
    const search = "Edelstahl";
    const facets = await facetsOf({ categoryId: String(dishwashers), search });
    const sixty = facets.find((f) => f.name === "Breite")!.values.find((v) => v.value === "60")!;
    const found = await list({ categoryId: String(dishwashers), search, features: "Breite:60" });
    expect(found.meta.count).toBe(sixty.count);
    expect(found.data.every((p) => p.name.includes("60 cm") && p.name.includes(search))).toBe(true);
    const unfiltered = await list({ categoryId: String(dishwashers), features: "Breite:60" });
    expect(found.meta.count).toBeLessThan(unfiltered.meta.count);
  });

  it("a chosen width does not hide the other widths' counts, but another feature's choice narrows them", async () => {
    const plain = await facetsOf({ categoryId: String(dishwashers) });
    const chosen = await facetsOf({ categoryId: String(dishwashers), features: "Breite:60" });
    expect(chosen.find((f) => f.name === "Breite")).toEqual(plain.find((f) => f.name === "Breite"));
    const noise = plain.find((f) => f.name === "Geräuschpegel")!;
    const withNoise = await facetsOf({ categoryId: String(dishwashers), features: `Geräuschpegel:${noise.values[0].value}` });
    const sum = withNoise.find((f) => f.name === "Breite")!.values.reduce((n, v) => n + v.count, 0);
    expect(sum).toBe(noise.values[0].count);
    expect(sum).toBeLessThan(plain.find((f) => f.name === "Breite")!.values.reduce((n, v) => n + v.count, 0));
  });

  it("offers no feature filter where features are rare or without a category", async () => {
    const [taps] = await db.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "armaturen"));
    expect(await facetsOf({ categoryId: String(taps.id) })).toEqual([]);
    expect(await facetsOf({})).toEqual([]);
  });

  it("refuses a malformed filter with a German message naming the field", async () => {
    const r = await call("GET", "asProducts", { storeSlug: slug, features: "Breite" }, cookie);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("features muss die Form");
  });

  it("the seeded features match the names: every Breite is a width in the product's name", async () => {
    const rows = await db.db
      .select({ name: products.name, value: productFeatures.value })
      .from(productFeatures)
      .innerJoin(products, eq(products.id, productFeatures.productId))
      .where(eq(productFeatures.name, "Breite"));
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) expect(r.name).toContain(`${r.value} cm`);
  });
});
