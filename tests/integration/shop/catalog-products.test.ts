import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { chatMessages } from "@/models/platform/chat-messages";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { customerPrice } from "@/lib/domain/platform/money";
import { forgetShopNotices } from "@/lib/server/shop/shop-events";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { deliveriesOf } from "../../helpers/jobs";

// asProducts filters, sort, paging and bad input; asCategories, asBrands; shopEvent.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let cookie: string;
let margin: number;
const slug = "kuechenwelt-berlin";
type P = {
  id: number;
  name: string;
  priceKaNet: number;
  priceCustomer: number;
  categoryId: number;
  subCategoryId: number | null;
  brand: { id: number; name: string };
};
type List = { data: P[]; meta: { count: number; brandIds: number[] } };
const get = (input: Record<string, unknown>) => call("GET", "asProducts", { storeSlug: slug, ...input }, cookie);
const list = async (input: Record<string, unknown> = {}) => {
  const r = await get(input);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as List;
};

beforeAll(async () => {
  db = await freshDatabase();
  cookie = await sessionCookie(DEMO.berlin);
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, slug));
  margin = s.shopClientMarginPercentage;
});
afterAll(() => db.drop());

describe("asProducts", () => {
  it("lists 20 bestsellers by default with the total count", async () => {
    const r = await list();
    expect(r.data).toHaveLength(20);
    expect(r.meta.count).toBe(300);
    const ranks = await db.db.select({ id: products.id, rank: products.salesRank }).from(products);
    const rank = new Map(ranks.map((x) => [x.id, x.rank]));
    const got = r.data.map((p) => rank.get(p.id)!);
    expect(got).toEqual([...got].sort((a, b) => a - b));
    expect(Math.min(...ranks.map((x) => x.rank))).toBe(got[0]);
  });

  it("pages with offset and limit without overlap", async () => {
    const first = await list({ limit: 20 });
    const second = await list({ offset: 20, limit: 20 });
    const ids = new Set(first.data.map((p) => p.id));
    expect(second.data.some((p) => ids.has(p.id))).toBe(false);
    expect((await list({ limit: 100 })).data).toHaveLength(100);
  });

  it("shows net prices in euros and the customer price with the store margin", async () => {
    const r = await list({ limit: 5 });
    const rows = await db.db.select().from(products).where(eq(products.id, r.data[0].id));
    expect(r.data[0].priceKaNet).toBe(rows[0].priceKaNetCents / 100);
    expect(r.data[0].priceCustomer).toBe(customerPrice(rows[0].priceKaNetCents, margin) / 100);
    expect(margin).toBeGreaterThan(0);
  });

  it("filters by category and subcategory", async () => {
    const cats = (await call("GET", "asCategories", { storeSlug: slug }, cookie)).body.categories as { id: number; parentId: number | null }[];
    const top = cats.find((c) => c.parentId === null)!;
    const sub = cats.find((c) => c.parentId === top.id)!;
    const byCat = await list({ categoryId: top.id, limit: 100 });
    expect(byCat.meta.count).toBeGreaterThan(0);
    expect(byCat.data.every((p) => p.categoryId === top.id)).toBe(true);
    const bySub = await list({ categoryId: top.id, subCategoryId: sub.id, limit: 100 });
    expect(bySub.data.every((p) => p.subCategoryId === sub.id)).toBe(true);
    expect(bySub.meta.count).toBeLessThan(byCat.meta.count);
  });

  it("filters by brands and keeps the other brands as options", async () => {
    const all = await list();
    const [a, b] = all.meta.brandIds;
    const r = await list({ brandIds: `${a},${b}`, limit: 100 });
    expect(r.data.every((p) => p.brand.id === a || p.brand.id === b)).toBe(true);
    expect(r.meta.brandIds).toEqual(all.meta.brandIds);
  });

  it("filters by net price, or by customer price in the Kundenansicht", async () => {
    const net = await list({ startPrice: "100", endPrice: "300,50", limit: 100 });
    expect(net.meta.count).toBeGreaterThan(0);
    expect(net.data.every((p) => p.priceKaNet >= 100 && p.priceKaNet <= 300.5)).toBe(true);
    const gross = await list({ startPrice: "100", endPrice: "300,50", shopClientView: "true", limit: 100 });
    expect(gross.data.every((p) => p.priceCustomer >= 100 && p.priceCustomer <= 300.5)).toBe(true);
    expect(gross.data.map((p) => p.id)).not.toEqual(net.data.map((p) => p.id));
  });

  it("sorts by price and name in both directions", async () => {
    const asc = (await list({ sortingField: "priceKaNet", sortingDir: "asc" })).data.map((p) => p.priceKaNet);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await list({ sortingField: "priceKaNet", sortingDir: "desc" })).data.map((p) => p.priceKaNet);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    expect(desc[0]).toBeGreaterThan(asc[0]);
    const names = (await list({ sortingField: "name", sortingDir: "desc" })).data.map((p) => p.name);
    expect(names[0] >= names[names.length - 1]).toBe(true);
  });

  it("returns exactly the products of `ids`, in that order, without paging", async () => {
    const some = (await list({ limit: 30 })).data.map((p) => p.id);
    const wanted = [some[25], some[3], 999999, some[10]];
    const r = await list({ ids: wanted.join(","), limit: 1 });
    expect(r.data.map((p) => p.id)).toEqual([some[25], some[3], some[10]]);
    expect(r.meta.count).toBe(3);
  });

  it("answers unknown category and brand ids with an empty result", async () => {
    expect(await list({ categoryId: 999999 })).toEqual({ data: [], meta: { count: 0, brandIds: [], countExact: true, relevanceRanked: true } });
    const r = await list({ brandIds: "999999" });
    expect(r.data).toEqual([]);
    expect(r.meta.count).toBe(0);
  });

  it.each([
    [{ limit: "101" }, "limit", "limit darf höchstens 100 sein."],
    [{ limit: "viele" }, "limit", "limit muss eine ganze Zahl sein."],
    [{ offset: "-20" }, "offset", "offset muss eine ganze Zahl sein."],
    [{ startPrice: "-1" }, "startPrice", "startPrice muss ein Betrag ab 0 sein (z. B. 149,90)."],
    [{ startPrice: "500", endPrice: "100" }, "endPrice", "Der Höchstpreis darf nicht kleiner als der Mindestpreis sein."],
    [{ categoryId: "Spülen" }, "categoryId", "categoryId muss eine ganze Zahl sein."],
    [{ brandIds: "1,zwei" }, "brandIds", "brandIds muss eine durch Kommas getrennte Liste von Nummern sein."],
    [{ ids: "1 OR 1=1" }, "ids", "ids muss eine durch Kommas getrennte Liste von Nummern sein."],
  ])("refuses %j with a 400 naming %s", async (input, field, message) => {
    const r = await get(input);
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe(field);
    expect(r.body.error.message).toBe(`${field}: ${message}`);
  });
});

describe("asCategories and asBrands", () => {
  it("lists top-level categories with their subcategories; limit counts top-level ones", async () => {
    const all = (await call("GET", "asCategories", { storeSlug: slug }, cookie)).body.categories as {
      id: number;
      name: string;
      parentId: number | null;
    }[];
    const top = all.filter((c) => c.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(all.length).toBeGreaterThan(top.length);
    const two = (await call("GET", "asCategories", { storeSlug: slug, limit: 2 }, cookie)).body.categories as {
      id: number;
      parentId: number | null;
    }[];
    expect(two.filter((c) => c.parentId === null).map((c) => c.id)).toEqual(top.slice(0, 2).map((c) => c.id));
    expect(two.every((c) => c.parentId === null || top.slice(0, 2).some((t) => t.id === c.parentId))).toBe(true);
  });

  it("lists the 16 brands with their logos", async () => {
    const r = await call("GET", "asBrands", { storeSlug: slug }, cookie);
    expect(r.body.brands).toHaveLength(16);
    expect(r.body.brands).toContainEqual(expect.objectContaining({ name: "Bora", logo: "/images/brands/Bora.svg" }));
  });
});

describe("shopEvent", () => {
  const chats = async () => (await deliveriesOf(db.db)).filter((d) => d.kind === "chat").map((r) => (r.payload as { message: string }).message);

  it("notifies the shop channel when a store opens the shop, with studio name and number", async () => {
    const r = await call("POST", "shopEvent", { storeSlug: slug, event: "shopOpened" }, cookie);
    expect(r.status).toBe(200);
    const [s] = await db.db.select().from(stores).where(eq(stores.slug, slug));
    expect(await chats()).toContain(`Händlershop geöffnet: ${s.name} (Studio-Nr. ${s.storeNumber})`);
  });

  it("notifies when a suggestion is clicked, naming the product", async () => {
    const [p] = await db.db.select().from(products).limit(1);
    const r = await call("POST", "shopEvent", { storeSlug: slug, event: "suggestionClicked", productId: p.id }, cookie);
    expect(r.status).toBe(200);
    expect((await chats()).some((m) => m.startsWith("Suchvorschlag geklickt:") && m.includes(p.name))).toBe(true);
  });

  it("sends nothing for a test store", async () => {
    forgetShopNotices(); // else the notice limit, not the test store, would keep it out
    await db.db.update(stores).set({ isTest: true }).where(eq(stores.slug, slug));
    const before = (await chats()).length;
    const r = await call("POST", "shopEvent", { storeSlug: slug, event: "shopOpened" }, cookie);
    expect(r.status).toBe(200);
    expect((await chats()).length).toBe(before);
    expect(await db.db.select().from(chatMessages)).toEqual([]);
    await db.db.update(stores).set({ isTest: false }).where(eq(stores.slug, slug));
  });

  it("refuses an unknown product or event", async () => {
    expect((await call("POST", "shopEvent", { storeSlug: slug, event: "suggestionClicked", productId: 999999 }, cookie)).body.error.field).toBe(
      "productId",
    );
    expect((await call("POST", "shopEvent", { storeSlug: slug, event: "hacked" }, cookie)).status).toBe(400);
  });
});
