import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { brands, categories, products } from "@/models/shop/catalog";
import { productPrices } from "@/models/operator/catalog-import";
import { productFeatures, productMedia } from "@/models/shop/product-details";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { runCatalogImportsOn } from "../../helpers/jobs";
import { logger } from "@/lib/server/platform/log";
import { catalogImportJob } from "@/lib/server/operator/jobs";
import { startJobRunner } from "@/lib/server/jobs/runner";
import type { CatalogImportStatus } from "@/lib/domain/operator/catalog-import-schema";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitOrderAs } from "../../helpers/cart";

// BMEcat 2005 imports on real-shaped files (tests/fixtures/bmecat): full load, deltas, tiers, customer
// prices, features, broken and hostile files, a re-import, a withdrawn article.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let berlin: string;
const SLUG = "kuechenwelt-berlin";
const fixture = (name: string) => path.join("tests/fixtures/bmecat", name);

async function importFile(name: string, confirmWithdraw?: number): Promise<CatalogImportStatus> {
  const { importId } = await startCatalogImport({ file: fs.createReadStream(fixture(name)), format: "bmecat", confirmWithdraw }, { dir });
  expect((await catalogImportStatus(importId)).state).toBe("queued");
  await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
  return catalogImportStatus(importId);
}

/** Everything an import may change, to prove that a refused file changed nothing. */
async function shopSnapshot() {
  const [p, f, pr, b, c] = await Promise.all([
    db.db.select().from(products).orderBy(asc(products.id)),
    db.db.select().from(productFeatures),
    db.db.select().from(productPrices),
    db.db.select().from(brands),
    db.db.select().from(categories),
  ]);
  return JSON.stringify([p, f, pr, b, c]);
}

async function product(pid: string) {
  const [p] = await db.db.select().from(products).where(eq(products.producerId, pid));
  return p;
}
async function featuresOf(id: number) {
  const rows = await db.db.select().from(productFeatures).where(eq(productFeatures.productId, id)).orderBy(asc(productFeatures.position));
  return rows.map((f) => [f.name, f.value, f.unit]);
}
async function pricesOf(id: number) {
  const rows = await db.db.select().from(productPrices).where(eq(productPrices.productId, id)).orderBy(asc(productPrices.position));
  return rows.map((p) => [p.priceType, p.amountCents, p.lowerBound, p.validFrom, p.validTo]);
}
const listed = async (input: Record<string, unknown>) => {
  const r = await call("GET", "asProducts", { storeSlug: SLUG, ...input }, berlin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: { id: number; name: string }[] }).data;
};

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bmecat-"));
  berlin = await sessionCookie(DEMO.berlin);
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a refused file changes nothing", () => {
  it("lists every broken article with line, element, article number and a German reason", async () => {
    const before = await shopSnapshot();
    const s = await importFile("broken-articles.xml");
    expect(s.state).toBe("failed");
    expect(s).toMatchObject({ created: 0, updated: 0, withdrawn: 0 });
    expect(s.errors).toContainEqual(
      expect.objectContaining({ article: "NH-IK-6010", element: "INTERNATIONAL_PID", message: "EAN hat keine gültige Prüfziffer: „4200000000118“" }),
    );
    // Issue 42: an article without a price is no error any more; it would come in „ohne Preis“.
    expect(s.warnings).toContainEqual(expect.objectContaining({ article: "NH-GS-6030", element: "PRICE_AMOUNT" }));
    const ean = s.errors.find((e) => e.article === "NH-IK-6010" && e.element === "INTERNATIONAL_PID")!;
    const lines = fs.readFileSync(fixture("broken-articles.xml"), "utf8").split("\n");
    // Issue 42: the element's own line, not the product's first.
    expect(lines[ean.line! - 1]).toContain("4200000000118");
    // A refused article's group mapping raises no follow-on error.
    expect(s.errors.filter((e) => e.article === "NH-IK-6010" && e.element === "PROD_ID")).toEqual([]);
    // The valid article of the same file did not get in either.
    expect(await product("NH-IK-8020")).toBeUndefined();
    expect(await shopSnapshot()).toBe(before);
  });

  it("refuses a file that ends inside an element, naming the line and the article", async () => {
    const before = await shopSnapshot();
    const s = await importFile("unclosed-element.xml");
    expect(s.state).toBe("failed");
    expect(s.errors).toHaveLength(1);
    expect(s.errors[0].message).toMatch(/^Element <\w+> wird nicht geschlossen/);
    expect(s.errors[0].article).toBe("NH-IK-6010");
    expect(s.errors[0].line).toBeGreaterThan(50);
    expect(await shopSnapshot()).toBe(before);
  });

  it("refuses entity expansion (DOCTYPE) and a file that is not XML, in German", async () => {
    const before = await shopSnapshot();
    const lol = await importFile("hostile-entity-expansion.xml");
    expect(lol.state).toBe("failed");
    expect(lol.errors[0].message).toContain("deklariert eigene Entitäten");
    const csv = await importFile("not-xml.csv");
    expect(csv.state).toBe("failed");
    expect(csv.errors[0].message).toMatch(/kein XML|kein wohlgeformtes XML/);
    expect(csv.errors[0].line).toBe(1);
    expect(await shopSnapshot()).toBe(before);
  });

  it("stops reading a huge element early instead of reading it into memory", async () => {
    let served = 0;
    async function* huge() {
      yield Buffer.from(
        '<?xml version="1.0"?><BMECAT version="2005"><HEADER/><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>X-1</SUPPLIER_PID><DESCRIPTION_LONG>',
      );
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let i = 0; i < 3200; i++) {
        served += chunk.length;
        yield chunk; // 200 MB if read to the end
      }
      yield Buffer.from("</DESCRIPTION_LONG></PRODUCT></T_NEW_CATALOG></BMECAT>");
    }
    const { parseBmecat } = await import("@/lib/server/operator/bmecat-parser");
    const none = () => {};
    await expect(parseBmecat(huge(), { header: none, transaction: none, group: none, article: none, assignment: none })).rejects.toThrow(/zu groß/);
    expect(served).toBeLessThan(3 * 1024 * 1024);
  });
});

describe("a full load (T_NEW_CATALOG)", () => {
  it("creates the articles with brand, groups, prices, tiers, customer prices, delivery time, features and images", async () => {
    const demo = (await db.db.select({ id: products.id }).from(products)).length;
    // Withdrawing more than 20 % of the active articles needs their number (issue 42).
    const refused = await importFile("full-load.xml");
    expect(refused.state).toBe("failed");
    expect(refused.errors[0]).toMatchObject({ element: "confirmWithdraw", message: expect.stringContaining(`(confirmWithdraw=${demo})`) });
    const s = await importFile("full-load.xml", demo);
    expect(s).toMatchObject({ state: "done", processed: 3, total: 3, created: 3, updated: 0, withdrawn: demo, errors: [] });

    const a = await product("NH-IK-6010");
    expect(a).toMatchObject({
      name: "Induktionskochfeld 60 cm mit Rahmen",
      ean: "4200000000116",
      description: "Vier Kochzonen, Powerboost.~Rahmenlos aufliegend.",
      priceKaNetCents: 64900,
      shippingTimeMinDays: 3,
      shippingTimeMaxDays: 3,
      provider: "Nordhaus Elektro GmbH",
      withdrawnAt: null,
    });
    const [brand] = await db.db.select().from(brands).where(eq(brands.id, a.brandId));
    expect(brand.name).toBe("Nordhaus");
    const cats = await db.db
      .select()
      .from(categories)
      .where(inArray(categories.id, [a.categoryId, a.subCategoryId!]));
    const top = cats.find((c) => c.id === a.categoryId)!;
    const sub = cats.find((c) => c.id === a.subCategoryId)!;
    expect([top.name, top.parentId, sub.name, sub.parentId]).toEqual(["Kochfelder Import", null, "Induktionskochfelder Import", top.id]);

    expect(await featuresOf(a.id)).toEqual([
      ["Breite", "60", "cm"],
      ["Energieeffizienzklasse", "A", null],
      ["Anzahl Kochzonen", "4", null],
    ]);
    expect(await pricesOf(a.id)).toEqual([
      ["net_list", 64900, 1, null, null],
      ["net_list", 62900, 5, null, null],
      ["net_list", 59900, 10, null, null],
      ["net_customer", 57900, 1, "2026-01-01", "2026-12-31"],
    ]);
    const media = await db.db.select().from(productMedia).where(eq(productMedia.productId, a.id));
    expect(media.map((m) => [m.source, m.purpose, m.mimeType])).toEqual([["bilder/NH-IK-6010.jpg", "normal", "image/jpeg"]]);

    // The shop lists what the full load brought, and nothing else.
    const list = await listed({});
    expect(list.map((p) => p.name).sort()).toEqual([
      "Geschirrspüler vollintegrierbar 60 cm",
      "Induktionskochfeld 60 cm mit Rahmen",
      "Induktionskochfeld 80 cm Flächeninduktion",
    ]);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await shopSnapshot();
    const s = await importFile("full-load.xml");
    expect(s).toMatchObject({ state: "done", processed: 3, total: 3, created: 0, updated: 0, withdrawn: 0, errors: [] });
    expect(await shopSnapshot()).toBe(before);
  });

  it("withdraws an article missing from the next full load: gone from list, search and suggestions, still in an order and a wish list", async () => {
    const b = await product("NH-IK-8020");
    const wish = await call("POST", "asWishlistUpsert", { storeSlug: SLUG, name: "Kochfelder Kunde Schulz", itemIds: [b.id] }, berlin);
    expect(wish.status, JSON.stringify(wish.body)).toBe(200);
    const submitted = await submitOrderAs(berlin, SLUG, `import-test-${Date.now()}`, {
      items: [{ id: b.id, quantity: 1, desiredDeliveryDate: null }],
      deliveryAddress: {
        mode: "studio",
        companyName: "Küchenwelt Berlin GmbH",
        toAttention: "Sabine Krüger",
        addressStreet: "Schönhauser Allee 112",
        addressZip: "10439",
        addressCity: "Berlin",
        addressState: "Berlin",
        addressCountry: "Deutschland",
        phone: "030 1234567",
      },
      deliveryContact: {
        gender: "Frau",
        firstName: "Sabine",
        lastName: "Krüger",
        phone: "030 1234567",
        email: "einkauf@kuechenwelt-berlin.example",
      },
      customerReference: "Kommission Schulz",
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await listed({ search: "Flächeninduktion" })).map((p) => p.id)).toEqual([b.id]);

    const s = await importFile("full-load-without-8020.xml", 1);
    expect(s).toMatchObject({ state: "done", created: 0, updated: 0, withdrawn: 1 });
    expect((await product("NH-IK-8020")).withdrawnAt).not.toBeNull();

    expect((await listed({})).map((p) => p.id)).not.toContain(b.id);
    expect(await listed({ search: "Flächeninduktion" })).toEqual([]);
    const suggest = await call("GET", "asSearchSuggestions", { storeSlug: SLUG, search: "Induktionskochfeld" }, berlin);
    expect(suggest.status).toBe(200);
    const suggested = (suggest.body as { products: { id: number }[] }).products.map((p) => p.id);
    expect(suggested).toContain((await product("NH-IK-6010")).id);
    expect(suggested).not.toContain(b.id);

    // Orders, wish lists and reorder keep it.
    const orders = await call("GET", "asOrders", { storeSlug: SLUG, startDate: "2000-01-01", endDate: "2099-12-31" }, berlin);
    const items = (orders.body as { orders: { items: { id: number; name: string }[] }[] }).orders.flatMap((o) => o.items);
    expect(items).toContainEqual(expect.objectContaining({ id: b.id, name: "Induktionskochfeld 80 cm Flächeninduktion" }));
    const lists = await call("GET", "asWishlists", { storeSlug: SLUG }, berlin);
    expect((lists.body as { wishlists: { itemIds: number[] }[] }).wishlists.some((w) => w.itemIds.includes(b.id))).toBe(true);
    expect((await listed({ ids: String(b.id) })).map((p) => p.name)).toEqual(["Induktionskochfeld 80 cm Flächeninduktion"]);
  });

  it("makes a withdrawn article active again when a full load names it again", async () => {
    const s = await importFile("full-load.xml");
    expect(s).toMatchObject({ state: "done", created: 0, updated: 1, withdrawn: 0 });
    expect((await product("NH-IK-8020")).withdrawnAt).toBeNull();
    expect((await listed({ search: "Flächeninduktion" })).length).toBe(1);
  });
});

describe("deltas", () => {
  it("T_UPDATE_PRODUCTS creates, updates and withdraws by mode, and touches nothing else", async () => {
    const untouched = await product("NH-IK-8020");
    const s = await importFile("update-products.xml");
    expect(s).toMatchObject({ state: "done", processed: 3, total: 3, created: 1, updated: 1, withdrawn: 1, errors: [] });
    const d = await product("NH-DA-9040");
    expect(d).toMatchObject({ name: "Deckenlüfter 90 cm", priceKaNetCents: 119900, shippingTimeMaxDays: 7, withdrawnAt: null });
    const a = await product("NH-IK-6010");
    expect(a).toMatchObject({ name: "Induktionskochfeld 60 cm mit Rahmen, Edelstahl", priceKaNetCents: 66900, shippingTimeMinDays: 4 });
    expect(await featuresOf(a.id)).toEqual([
      ["Breite", "60", "cm"],
      ["Energieeffizienzklasse", "A+", null],
    ]);
    expect(await pricesOf(a.id)).toEqual([["net_list", 66900, 1, null, null]]);
    expect((await product("NH-GS-6030")).withdrawnAt).not.toBeNull();
    expect(await product("NH-IK-8020")).toEqual(untouched);
  });

  it("T_UPDATE_PRICES replaces the prices of the articles it names: list price, tiers and customer prices with validity", async () => {
    const before = await product("NH-IK-8020");
    const s = await importFile("update-prices.xml");
    // The second article's prices are the ones it has: nothing to change.
    expect(s).toMatchObject({ state: "done", processed: 2, total: 2, created: 0, updated: 1, withdrawn: 0, errors: [] });
    const b = await product("NH-IK-8020");
    expect(b).toEqual({ ...before, priceKaNetCents: 84900 });
    expect(await pricesOf(b.id)).toEqual([
      ["net_list", 84900, 1, null, null],
      ["net_list", 81900, 3, null, null],
      ["net_customer", 79900, 1, "2026-03-01", "2026-06-30"],
    ]);
    const again = await importFile("update-prices.xml");
    expect(again).toMatchObject({ state: "done", created: 0, updated: 0, withdrawn: 0 });
  });
});

describe("the import job", () => {
  it("runs a queued import on the job runner and reports it done", async () => {
    const runner = await startJobRunner(db, [catalogImportJob(() => null)], { superviseIntervalSeconds: 5, pollMs: 500, log: logger("jobs") });
    try {
      const { importId } = await startCatalogImport(
        { file: Readable.from(fs.createReadStream(fixture("update-prices.xml"))), format: "bmecat" },
        { dir },
      );
      let s = await catalogImportStatus(importId);
      for (let i = 0; i < 200 && (s.state === "queued" || s.state === "running"); i++) {
        await new Promise((r) => setTimeout(r, 100));
        s = await catalogImportStatus(importId);
      }
      expect(s).toMatchObject({ state: "done", processed: 2, total: 2, created: 0, updated: 0, withdrawn: 0, errors: [] });
    } finally {
      await runner.stop(2000);
    }
  });

  it("answers not found for an unknown import and refuses another format", async () => {
    await expect(catalogImportStatus("00000000-0000-4000-8000-000000000000")).rejects.toThrow("Diesen Import gibt es nicht.");
    await expect(startCatalogImport({ file: Readable.from([Buffer.from("x")]), format: "xlsx" }, { dir })).rejects.toThrow(/Unbekanntes Format/);
  });
});
