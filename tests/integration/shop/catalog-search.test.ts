import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { brands, categories, products } from "@/models/shop/catalog";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Search quality: German full-text, prefixes, typos, EAN / producer id, relevance order.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
const slug = "kuechenwelt-berlin";
type P = { id: number; name: string; brand: { id: number; name: string }; ean: string; producerId: string };
const search = async (term: string, extra: Record<string, unknown> = {}) => {
  const r = await call("GET", "asProducts", { storeSlug: slug, search: term, ...extra }, cookie);
  expect(r.status).toBe(200);
  return r.body as { data: P[]; meta: { count: number; brandIds: number[] } };
};

beforeAll(async () => {
  db = await freshDatabase();
  cookie = await sessionCookie(DEMO.berlin);
  // Two products whose names differ only by a suffix: the longer one is the better seller, so only
  // relevance (exact name first) can put the shorter one on top.
  const [cat] = await db.db.select().from(categories).limit(1);
  const [brand] = await db.db.select().from(brands).limit(1);
  const base = {
    producerId: "ZZ-1",
    description: "Testartikel",
    categoryId: cat.id,
    brandId: brand.id,
    priceKaNetCents: 10000,
    priceShippingNetCents: 990,
    provider: "Test",
    shippingTimeMinDays: 2,
    shippingTimeMaxDays: 5,
    imageKey: "spuelen-blanco",
  };
  await db.db.insert(products).values([
    { ...base, name: "Granitspüle Nordlicht Deluxe Set", ean: "4000000000017", producerId: "NL-SET-2", salesRank: 0 },
    { ...base, name: "Granitspüle Nordlicht", ean: "4000000000024", producerId: "NL-1", salesRank: 999999 },
  ]);
});
afterAll(() => db.drop());

describe("asProducts search", () => {
  it("puts the exact name before a partial match", async () => {
    const r = await search("Granitspüle Nordlicht");
    expect(r.meta.count).toBe(2);
    expect(r.data.map((p) => p.name)).toEqual(["Granitspüle Nordlicht", "Granitspüle Nordlicht Deluxe Set"]);
  });

  it("matches word prefixes while typing", async () => {
    const r = await search("Granitsp Nordl");
    expect(r.data.map((p) => p.name)).toContain("Granitspüle Nordlicht");
    const blanco = await search("Einbausp");
    expect(blanco.meta.count).toBeGreaterThan(0);
    expect(blanco.data.every((p) => /Einbausp/i.test(p.name))).toBe(true);
  });

  it("uses German stemming (Spülen finds Spüle) and finds compounds (Spüle finds Granitspüle)", async () => {
    // Name matches rank above description matches ("für flächenbündigen Einbau", "spülmaschinengeeignet").
    const r = await search("Flächenbündige Spülen", { limit: 5 });
    expect(r.data).toHaveLength(5);
    expect(r.data.every((p) => p.name.includes("Flächenbündige Spüle"))).toBe(true);
    const compound = await search("Spüle Nordlicht");
    expect(compound.data.map((p) => p.name)).toContain("Granitspüle Nordlicht");
  });

  it("still finds a brand with a typo", async () => {
    const r = await search("Quoker");
    expect(r.meta.count).toBeGreaterThan(0);
    expect(r.data[0].brand.name).toBe("Quooker");
    const s = await search("Nordlihct");
    expect(s.data.map((p) => p.name)).toContain("Granitspüle Nordlicht");
  });

  it("finds a word inside a German compound (backofen in Einbaubackofen)", async () => {
    const r = await search("backofen");
    expect(r.meta.count).toBeGreaterThan(0);
    expect(r.data.every((p) => /backofen/i.test(p.name))).toBe(true);
  });

  it("finds a product by its EAN and by its producer id", async () => {
    const [some] = await db.db
      .select()
      .from(products)
      .where(sql`${products.producerId} like '% %'`)
      .limit(1);
    const byEan = await search(some.ean);
    expect(byEan.data[0].id).toBe(some.id);
    const byCode = await search(some.producerId);
    expect(byCode.data[0].id).toBe(some.id);
    expect((await search("NL-SET-2")).data[0].name).toBe("Granitspüle Nordlicht Deluxe Set");
  });

  it("treats SQL and HTML as plain text", async () => {
    for (const term of ["'; drop table products; --", "<script>alert(1)</script>", "a:* | !b", "%_\\"]) {
      const r = await search(term);
      expect(r.meta.count).toBeGreaterThanOrEqual(0);
    }
    const [{ n }] = await db.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(n).toBe(302);
  });

  it("refuses a 2,000-character search with a German message naming the field", async () => {
    const r = await call("GET", "asProducts", { storeSlug: slug, search: "Spüle ".repeat(334) }, cookie);
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe("search");
    expect(r.body.error.message).toContain("höchstens 200 Zeichen");
  });

  it("answers nothing found with an empty, correct result", async () => {
    const r = await search("Xylophonständer");
    expect(r).toEqual({ data: [], meta: { count: 0, brandIds: [], countExact: true, relevanceRanked: true } });
  });

  it("combines a search with filters and reports the brands of the matches", async () => {
    const all = await search("Edelstahl");
    expect(all.meta.brandIds.length).toBeGreaterThan(1);
    const one = all.meta.brandIds[0];
    const filtered = await search("Edelstahl", { brandIds: String(one) });
    // The count is exactly the matches of that brand, as the unfiltered list shows them page by page.
    let ofBrand = 0;
    for (let offset = 0; offset < all.meta.count; offset += 100) {
      const page = await search("Edelstahl", { offset: String(offset), limit: "100" });
      ofBrand += page.data.filter((p) => p.brand.id === one).length;
    }
    expect(ofBrand).toBeGreaterThan(0);
    expect(filtered.meta.count).toBe(ofBrand);
    expect(filtered.meta.count).toBeLessThan(all.meta.count);
    expect(filtered.meta.brandIds).toEqual(all.meta.brandIds);
  });
});

describe("asSearchSuggestions", () => {
  it("suggests a few products with name and images, best match first", async () => {
    const r = await call("GET", "asSearchSuggestions", { storeSlug: slug, search: "Granitspüle Nordlicht" }, cookie);
    expect(r.status).toBe(200);
    expect(r.body.products[0]).toMatchObject({
      name: "Granitspüle Nordlicht",
      images: { s: "/images/products/spuelen-blanco-s.svg", xl: "/images/products/spuelen-blanco-xl.svg" },
    });
    const many = await call("GET", "asSearchSuggestions", { storeSlug: slug, search: "si" }, cookie);
    expect(many.body.products.length).toBeLessThanOrEqual(8);
  });

  it("tolerates typos and returns an empty list for nonsense", async () => {
    const typo = await call("GET", "asSearchSuggestions", { storeSlug: slug, search: "Siemns" }, cookie);
    expect(typo.body.products.length).toBeGreaterThan(0);
    expect(typo.body.products[0].name).toMatch(/Siemens/);
    const none = await call("GET", "asSearchSuggestions", { storeSlug: slug, search: "<img src=x onerror=alert(1)>" }, cookie);
    expect(none.status).toBe(200);
    expect(none.body.products).toEqual([]);
  });

  it("refuses an overlong search", async () => {
    const r = await call("GET", "asSearchSuggestions", { storeSlug: slug, search: "x".repeat(2000) }, cookie);
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe("search");
  });
});
