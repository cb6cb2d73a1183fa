import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { categories, products } from "@/models/shop/catalog";
import { productClassifications } from "@/models/operator/catalog-import";
import { productFeatures } from "@/models/shop/product-details";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import type { CatalogImportStatus } from "@/lib/domain/operator/catalog-import-schema";
import { runCatalogImportsOn } from "../../helpers/jobs";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { listClassMappings, setClassMapping } from "@/lib/server/operator/class-mappings";

// Issue 42: the files suppliers send (tests/fixtures/bmecat/spec, SOURCES.md names each file's source).
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let berlin: string;
const fixture = (name: string) => path.join("tests/fixtures/bmecat", name);

async function importFile(name: string): Promise<CatalogImportStatus> {
  const { importId } = await startCatalogImport({ file: fs.createReadStream(fixture(name)), format: "bmecat" }, { dir });
  await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
  return catalogImportStatus(importId);
}
const listed = async (input: Record<string, unknown>) => {
  const r = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", ...input }, berlin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: { id: number; name: string }[] }).data.map((p) => p.name);
};
async function product(pid: string) {
  const [p] = await db.db.select().from(products).where(eq(products.producerId, pid));
  return p;
}

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bmecat-real-"));
  berlin = await sessionCookie(DEMO.berlin);
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("versions and DOCTYPEs", () => {
  it.each([
    ["spec/bmecat-1.2-doctype.xml", "SPEC12-001", "Abtropfschale Edelstahl (BMEcat 1.2)", 3990],
    ["spec/bmecat-2005-doctype.xml", "SPEC05-001", "Abtropfschale SPEC05-001", 2900],
    ["spec/bmecat-2005.1-prefixed.xml", "SPEC051-001", "Abtropfschale SPEC051-001", 2900],
    ["spec/bmecat-2005fd.xml", "SPEC05FD-001", "Abtropfschale SPEC05FD-001", 2900],
    ["spec/bmecat-2005-onto.xml", "SPEC05ON-001", "Abtropfschale SPEC05ON-001", 2900],
  ])("reads %s (the DTD it names is never fetched)", async (file, pid, name, cents) => {
    const s = await importFile(file);
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 1 });
    const p = await product(pid);
    expect(p).toMatchObject({ name, priceKaNetCents: cents, withdrawnAt: null });
  });

  it("refuses a file that declares entities (XXE, billion laughs) with a German reason", async () => {
    for (const file of ["spec/xxe-external-entity.xml", "hostile-entity-expansion.xml"]) {
      const s = await importFile(file);
      expect(s.state).toBe("failed");
      expect(s.errors).toHaveLength(1);
      expect(s.errors[0]).toMatchObject({ element: "DOCTYPE", line: expect.any(Number) });
      expect(s.errors[0].message).toContain("deklariert eigene Entitäten");
    }
  });
});

describe("classification: ECLASS, ETIM and the supplier's own groups", () => {
  it("imports articles classified only by ECLASS, ETIM or the supplier's system, held back as „Nicht zugeordnet“ until mapped", async () => {
    const s = await importFile("spec/bmecat-2005-eclass-only.xml");
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 2, unmapped: 2 });
    const hob = await product("KW-IND-800");
    expect(hob).toMatchObject({ classUnmapped: true, priceKaNetCents: 89900 });
    const classes = await db.db.select().from(productClassifications).where(eq(productClassifications.productId, hob.id));
    expect(classes.map((c) => [c.position, c.system, c.version, c.classCode, c.className])).toEqual([
      [1, "ECLASS", "11.1", "27141101", "Induktionskochfeld"],
      [2, "ETIM", "8.0", "EC011407", null],
    ]);
    // Not shown to studios: neither listed nor found nor in the categories.
    expect(await listed({ search: "Kochwerk" })).toEqual([]);
    const cats = await call("GET", "asCategories", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(JSON.stringify(cats.body)).not.toContain("Nicht zugeordnet");

    // /betrieb lists them with suggestions by the class's name.
    const list = await listClassMappings({ db: db.db });
    const eclass = list.classes.find((c) => c.system === "ECLASS" && c.code === "27141101")!;
    expect(eclass).toMatchObject({ name: "Induktionskochfeld", categoryId: null, articles: 1, unmapped: 1 });
    expect(eclass.suggestions[0].label).toBe("Kochfelder › Induktionskochfelder");
    expect(list.classes.find((c) => c.system === "Kochwerk-Warengruppen")).toMatchObject({ code: "ZUB-WOK", unmapped: 1 });
    expect(list.unmappedArticles.map((a) => a.producerId).sort()).toEqual(["KW-IND-800", "KW-ZUB-01"]);

    // Mapping the class makes its article visible at once.
    const { categoryId, subCategoryId } = eclass.suggestions[0];
    expect(await setClassMapping({ system: "ECLASS", code: "27141101", categoryId, subCategoryId }, { db: db.db })).toEqual({ placed: 1 });
    const [sub] = await db.db.select().from(categories).where(eq(categories.id, subCategoryId!));
    expect(sub.name).toBe("Induktionskochfelder");
    expect(await product("KW-IND-800")).toMatchObject({ classUnmapped: false, categoryId, subCategoryId });
    expect(await listed({ search: "Kochwerk" })).toEqual(["Induktionskochfeld 80 cm Kochwerk"]);

    // A later import places a new article of the mapped class directly.
    const later = await importFile("spec/bmecat-2005-eclass-second.xml");
    expect(later).toMatchObject({ state: "done", created: 1, unmapped: 0 });
    expect(await product("KW-IND-600")).toMatchObject({ classUnmapped: false, categoryId, subCategoryId });
  });

  it("refuses a mapping to a category that does not exist, in German", async () => {
    await expect(setClassMapping({ system: "ECLASS", code: "27141101", categoryId: 999999 }, { db: db.db })).rejects.toThrow(
      "Diese Kategorie gibt es nicht.",
    );
  });

  it("refuses a subcategory of another category, or a subcategory as the category, in German", async () => {
    const all = await db.db.select().from(categories);
    const sub = all.find((c) => c.parentId !== null)!;
    const other = all.find((c) => c.parentId === null && c.id !== sub.parentId && c.slug !== "nicht-zugeordnet")!;
    const mapping = { system: "ECLASS", code: "27141101" };
    const mapped = async () => (await listClassMappings({ db: db.db })).classes.find((c) => c.system === "ECLASS" && c.code === "27141101");
    const before = await mapped();
    await expect(setClassMapping({ ...mapping, categoryId: other.id, subCategoryId: sub.id }, { db: db.db })).rejects.toThrow(
      "Die Unterkategorie gehört nicht zu dieser Kategorie.",
    );
    await expect(setClassMapping({ ...mapping, categoryId: sub.parentId!, subCategoryId: 999999 }, { db: db.db })).rejects.toThrow(
      "Die Unterkategorie gehört nicht zu dieser Kategorie.",
    );
    await expect(setClassMapping({ ...mapping, categoryId: sub.id }, { db: db.db })).rejects.toThrow("Diese Kategorie gibt es nicht.");
    // The mapping set before stands.
    expect(await mapped()).toEqual(before);
  });
});

describe("articles without price, EAN or manufacturer", () => {
  it("come in with warnings: „ohne Preis“ held back until a price file, ordered by article number, the supplier as maker, prices rounded", async () => {
    const s = await importFile("spec/bmecat-2005-pim-without-prices.xml");
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 2 });
    expect(s.warnings).toEqual([
      expect.objectContaining({ article: "SW-SIEB-01", element: "PRICE_AMOUNT", message: expect.stringContaining("„ohne Preis“") }),
      expect.objectContaining({
        article: "SW-STOP-02",
        element: "PRICE_AMOUNT",
        message: "Preis mit mehr als zwei Nachkommastellen auf Cent gerundet: 12.3456 → 12,35 €",
      }),
      expect.objectContaining({
        article: "SW-STOP-02",
        element: "INTERNATIONAL_PID",
        message: "EAN fehlt: der Artikel wird über seine Artikelnummer bestellt",
      }),
      expect.objectContaining({
        article: "SW-STOP-02",
        element: "MANUFACTURER_NAME",
        message: "Hersteller fehlt: der Lieferant „Spülwerk Zubehör GmbH“ steht dafür",
      }),
    ]);
    expect(s.warningCount).toBe(4);
    expect(await product("SW-SIEB-01")).toMatchObject({ priceMissing: true });
    expect(await product("SW-STOP-02")).toMatchObject({ priceMissing: false, ean: "", priceKaNetCents: 1235 });
    expect(await listed({ search: "Spülwerk" })).toEqual(["Stopfen Spülwerk ohne EAN"]);

    const later = await importFile("spec/bmecat-2005-prices-later.xml");
    expect(later).toMatchObject({ state: "done", updated: 1 });
    expect(await product("SW-SIEB-01")).toMatchObject({ priceMissing: false, priceKaNetCents: 1990 });
    expect((await listed({ search: "Spülwerk" })).sort()).toEqual(["Siebkorb Spülwerk ohne Preis", "Stopfen Spülwerk ohne EAN"]);
  });

  it("takes a catalog priced only net_customer for a buyer that is no studio, with net_customer as the list price", async () => {
    const s = await importFile("spec/bmecat-2005-net-customer-only.xml");
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 1 });
    expect(s.warnings).toEqual([
      expect.objectContaining({ element: "BUYER_ID", message: expect.stringContaining("der Katalog gilt für alle Studios") }),
    ]);
    expect(await product("SW-ABTR-03")).toMatchObject({ priceKaNetCents: 2450, priceMissing: false });
  });
});

describe("features: ECLASS Advanced and ETIM", () => {
  const featuresOf = async (pid: string) =>
    (
      await db.db
        .select()
        .from(productFeatures)
        .where(eq(productFeatures.productId, (await product(pid)).id))
        .orderBy(productFeatures.position)
    ).map((f) => [f.name, f.value, f.unit]);

  it("reads FTEMPLATE features by FT_NAME and FT_UNIT, keeps 300 of 1,500 with one warning and leaves the block out", async () => {
    const s = await importFile("spec/bmecat-2005-eclass-advanced.xml");
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 1 });
    expect(s.warnings).toEqual([
      expect.objectContaining({
        article: "KW-ADV-900",
        element: "FEATURE",
        message: "1.500 Merkmale: die ersten 300 werden übernommen, 1.200 weitere verworfen",
      }),
    ]);
    const features = await featuresOf("KW-ADV-900");
    expect(features).toHaveLength(299);
    expect(features.slice(0, 4)).toEqual([
      ["Breite (0173-1#02-AAB713#005)", "900", "mm"],
      ["Anzahl der Kochzonen (0173-1#02-AAA486#006)", "5", null],
      ["Anschlussleistung (0173-1#02-AAI198#003)", "7.4", "kW"],
      ["Zonenmerkmal 1 (0173-1#02-ZZZ001#001)", "1", "mm"],
    ]);
  });

  it("reads ETIM feature and value codes with the value's details and shows UN/CEFACT units as the shop writes them", async () => {
    const s = await importFile("spec/bmecat-2005-etim-codes.xml");
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 1, warnings: [] });
    expect(await featuresOf("LW-LED-60")).toEqual([
      ["EF000007", "EV000080 – Azurblau", null],
      ["EF000008", "600", "mm"],
      ["EF000280", "9.5", "W"],
      ["Lichtfarbe", "3000", "K"],
    ]);
  });
});

describe("prices and pack sizes", () => {
  it("divides prices by PRICE_QUANTITY (rounded ones listed with both values) and keeps QUANTITY_MIN and QUANTITY_INTERVAL", async () => {
    const s = await importFile("spec/bmecat-2005-pack-sizes.xml");
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 2 });
    expect(s.warnings).toEqual([
      expect.objectContaining({
        article: "BW-PLATTE-3",
        element: "PRICE_QUANTITY",
        message: "Preis für 3 Einheiten auf den Stückpreis umgerechnet und auf Cent gerundet: 10.00 / 3 → 3,33 €",
      }),
    ]);
    expect(await product("BW-CLIP-110")).toMatchObject({ priceKaNetCents: 595, orderQuantityMin: 8, orderQuantityInterval: 8 });
    expect(await product("BW-PLATTE-3")).toMatchObject({ priceKaNetCents: 333, orderQuantityMin: 2, orderQuantityInterval: 1 });
  });
});

describe("CSV encodings", () => {
  it("reads a Windows-1252 CSV saved by German Excel and says so in the report", async () => {
    const { importId } = await startCatalogImport(
      { file: fs.createReadStream("tests/fixtures/csv/excel-windows-1252.csv"), format: "csv", csvMode: "delta" },
      { dir },
    );
    await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
    const s = await catalogImportStatus(importId);
    expect(s.errors).toEqual([]);
    expect(s).toMatchObject({ state: "done", created: 1, encoding: "windows-1252" });
    expect(s.warnings).toEqual([expect.objectContaining({ article: "CSV-1252-01", message: expect.stringContaining("149.9950 → 150,00 €") })]);
    expect(await product("CSV-1252-01")).toMatchObject({ name: "Spülbecken Größe M", description: "Edelstahl, gebürstet", priceKaNetCents: 15000 });
  });
});
