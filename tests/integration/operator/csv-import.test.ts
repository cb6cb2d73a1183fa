import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, isNull } from "drizzle-orm";
import { categories, products } from "@/models/shop/catalog";
import { productPrices } from "@/models/operator/catalog-import";
import { productFeatures } from "@/models/shop/product-details";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { runCatalogImportsOn } from "../../helpers/jobs";
import type { CatalogImportStatus } from "@/lib/domain/operator/catalog-import-schema";
import type { CsvMapping, CsvMode } from "@/lib/domain/operator/csv-import";
import { freshDatabase } from "../../helpers/test-db";

// CSV imports with a column mapping (tests/fixtures/csv): `;` and `,`, BOM, German decimal commas,
// features from "Merkmal:" columns, a delta and a full load, and broken files that change nothing.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
const fixture = (name: string) => path.join("tests/fixtures/csv", name);

async function importCsv(name: string, opts: { mapping?: CsvMapping; mode?: CsvMode; confirmWithdraw?: number } = {}): Promise<CatalogImportStatus> {
  const { importId } = await startCatalogImport(
    {
      file: fs.createReadStream(fixture(name)),
      format: "csv",
      csvMapping: opts.mapping,
      csvMode: opts.mode ?? "delta",
      confirmWithdraw: opts.confirmWithdraw,
    },
    { dir },
  );
  await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
  return catalogImportStatus(importId);
}

async function product(pid: string) {
  const [p] = await db.db.select().from(products).where(eq(products.producerId, pid));
  return p;
}

async function shopSnapshot() {
  const [p, f, pr, c] = await Promise.all([
    db.db.select().from(products).orderBy(asc(products.id)),
    db.db.select().from(productFeatures),
    db.db.select().from(productPrices),
    db.db.select().from(categories),
  ]);
  return JSON.stringify([p, f, pr, c]);
}

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-import-"));
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("CSV import", () => {
  it("reads a German Excel file (BOM, `;`, decimal comma, quotes) with the default mapping", async () => {
    const s = await importCsv("artikel-semikolon.csv");
    expect(s, JSON.stringify(s.errors)).toMatchObject({ state: "done", processed: 3, total: 3, created: 3, updated: 0, withdrawn: 0, errors: [] });
    const gs = await product("CSV-GS-100");
    expect(gs).toMatchObject({
      name: "Geschirrspüler Eco 60",
      ean: "4299000000011",
      priceKaNetCents: 129900,
      shippingTimeMinDays: 3,
      shippingTimeMaxDays: 5,
    });
    expect(gs.description).toBe('Leise; sparsam und "flüsterleise"');
    const features = await db.db.select().from(productFeatures).where(eq(productFeatures.productId, gs.id)).orderBy(asc(productFeatures.position));
    expect(features.map((f) => [f.name, f.value, f.unit])).toEqual([
      ["Breite", "60", "cm"],
      ["Energieeffizienzklasse", "B", null],
    ]);
    const kf = await product("CSV-KF-200");
    expect(kf).toMatchObject({ priceKaNetCents: 84950, shippingTimeMinDays: 7, shippingTimeMaxDays: 7 });
    // An empty feature cell is no feature.
    const kfFeatures = await db.db.select().from(productFeatures).where(eq(productFeatures.productId, kf.id));
    expect(kfFeatures.map((f) => f.name)).toEqual(["Breite"]);
    // Category and subcategory by name: found or created.
    const [cat] = await db.db.select().from(categories).where(eq(categories.id, gs.categoryId!));
    const [sub] = await db.db.select().from(categories).where(eq(categories.id, gs.subCategoryId!));
    expect([cat.name, cat.parentId, sub.name, sub.parentId]).toEqual(["Elektrogeräte", null, "Geschirrspüler", cat.id]);
    expect((await product("CSV-SP-300")).subCategoryId).toBeNull();
  });

  it("the same file again changes nothing", async () => {
    const before = await shopSnapshot();
    const s = await importCsv("artikel-semikolon.csv");
    expect(s).toMatchObject({ state: "done", created: 0, updated: 0, withdrawn: 0 });
    expect(await shopSnapshot()).toBe(before);
  });

  it("reads a comma-separated file with its own headers through a mapping", async () => {
    const mapping: CsvMapping = {
      article: "SKU",
      ean: "GTIN",
      name: "Title",
      brand: "Maker",
      category: "Group",
      priceNet: "Net price",
      features: ["Width"],
    };
    const s = await importCsv("artikel-komma.csv", { mapping });
    expect(s, JSON.stringify(s.errors)).toMatchObject({ state: "done", created: 2 });
    expect(await product("CSV-AH-400")).toMatchObject({ priceKaNetCents: 129900, name: "Dunstabzugshaube Insel 90" });
    expect(await product("CSV-AH-401")).toMatchObject({ priceKaNetCents: 104950, name: "Dunstabzugshaube Wand 60, schwarz" });
  });

  it("lists every bad row with CSV line, article number, column and a German reason; nothing changes", async () => {
    const before = await shopSnapshot();
    const s = await importCsv("artikel-fehler.csv");
    expect(s.state).toBe("failed");
    expect(s.errors).toEqual(
      expect.arrayContaining([
        { line: 3, element: "EAN", article: "CSV-EAN-501", message: "EAN hat keine gültige Prüfziffer: „4299000000067“" },
        { line: 4, element: "Preis netto", article: "CSV-PR-502", message: "Preis ist kein gültiger Betrag (z. B. 1.299,00 oder 1299.00): „1.299“" },
        { line: 5, element: "Artikelnummer", article: null, message: "Artikelnummer fehlt" },
        { line: 6, element: "Bezeichnung", article: "CSV-NM-503", message: "Kurzbeschreibung fehlt" },
        {
          line: 6,
          element: "Lieferzeit Tage",
          article: "CSV-NM-503",
          message: "Lieferzeit ist keine Zahl von Arbeitstagen (z. B. 5 oder 3-5): „bald“",
        },
      ]),
    );
    expect(s.errors).toHaveLength(5);
    // The good row of the same file did not get in either.
    expect(await product("CSV-OK-500")).toBeUndefined();
    expect(await shopSnapshot()).toBe(before);
  });

  it("refuses a broken CSV (an unclosed quote, a short row, a missing column) naming the line", async () => {
    const before = await shopSnapshot();
    const quote = await importCsv("kaputt-anfuehrungszeichen.csv");
    expect(quote.state).toBe("failed");
    expect(quote.errors).toEqual([expect.objectContaining({ message: "Ein Anführungszeichen wird nicht geschlossen (die Datei endet vorher)" })]);
    const short = await importCsv("kaputt-spalten.csv");
    expect(short.state).toBe("failed");
    expect(short.errors).toEqual([expect.objectContaining({ line: 3, message: "Die Zeile hat 4 Spalten, die Kopfzeile 6" })]);
    const column = await importCsv("artikel-komma.csv", { mapping: { article: "Artikelnummer" } });
    expect(column.errors).toEqual([
      { line: 1, element: "Artikelnummer", article: null, message: "Die Spalte „Artikelnummer“ fehlt in der Kopfzeile" },
    ]);
    expect(await product("CSV-Q-600")).toBeUndefined();
    expect(await product("CSV-C-700")).toBeUndefined();
    expect(await shopSnapshot()).toBe(before);
  });

  it("a full load withdraws every article the file does not name", async () => {
    const activeBefore = await db.db.select({ id: products.id }).from(products).where(isNull(products.withdrawnAt));
    const s = await importCsv("artikel-semikolon.csv", { mode: "full", confirmWithdraw: activeBefore.length - 3 });
    expect(s).toMatchObject({ state: "done", created: 0 });
    expect(s.withdrawn).toBe(activeBefore.length - 3);
    expect((await product("CSV-AH-400")).withdrawnAt).not.toBeNull();
    expect((await product("CSV-GS-100")).withdrawnAt).toBeNull();
  });
});
