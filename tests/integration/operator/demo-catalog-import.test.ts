import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { brands, categories, products } from "@/models/shop/catalog";
import { catalogImports } from "@/models/operator/catalog-import";
import { productFeatures } from "@/models/shop/product-details";
import { importCatalogFileNow } from "@/lib/server/operator/catalog-import";
import { demoArticle } from "@/models/seed/seed-catalog";
import { demoFeatures } from "@/models/seed/seed-features";
import { UniqueArticleNumbers, writeDemoCatalog } from "@/models/seed/demo-bmecat";
import { TEMPLATE_PRODUCTS } from "../../helpers/test-db-templates";
import { freshDatabase } from "../../helpers/test-db";

// The demo catalog enters the shop through the BMEcat importer (lib/server/platform/startup.ts): every
// test database starts from it. The shop must hold exactly what the demo generator describes.
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe("the demo catalog loaded through the importer", () => {
  it("holds every demo article with the generator's data, in its order", async () => {
    const rows = await db.db
      .select({
        p: products,
        category: categories.slug,
        brand: brands.slug,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.subCategoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .orderBy(asc(products.id));
    expect(rows).toHaveLength(TEMPLATE_PRODUCTS);
    const numbers = new UniqueArticleNumbers();
    rows.forEach(({ p, category, brand }, i) => {
      const a = demoArticle(i);
      expect({
        name: p.name,
        producerId: p.producerId,
        ean: p.ean,
        description: p.description,
        subcategory: category,
        brand,
        priceKaNetCents: p.priceKaNetCents,
        priceShippingNetCents: p.priceShippingNetCents,
        provider: p.provider,
        shippingTimeMinDays: p.shippingTimeMinDays,
        shippingTimeMaxDays: p.shippingTimeMaxDays,
        shippingTimeProvider: p.shippingTimeProvider,
        salesRank: p.salesRank,
        imageKey: p.imageKey,
        withdrawnAt: p.withdrawnAt,
      }).toEqual({
        name: a.name,
        producerId: numbers.next(a.producerId),
        ean: a.ean,
        description: a.description,
        subcategory: a.subcategory.slug,
        brand: a.brand.slug,
        priceKaNetCents: a.priceKaNetCents,
        priceShippingNetCents: a.priceShippingNetCents,
        provider: a.provider,
        shippingTimeMinDays: a.shippingTimeMinDays,
        shippingTimeMaxDays: a.shippingTimeMaxDays,
        shippingTimeProvider: a.shippingTimeProvider,
        salesRank: a.salesRank,
        imageKey: a.imageKey,
        withdrawnAt: null,
      });
    });
  });

  it("carries the demo articles' features (Breite, Energieeffizienzklasse, Geräuschpegel) as the file's FEATUREs", async () => {
    const rows = await db.db
      .select({ productId: productFeatures.productId, name: productFeatures.name, value: productFeatures.value, unit: productFeatures.unit })
      .from(productFeatures)
      .orderBy(asc(productFeatures.productId), asc(productFeatures.position));
    const ids = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((r) => r.id);
    const expected = ids.flatMap((productId, i) => demoFeatures(demoArticle(i)).map((f) => ({ productId, ...f })));
    expect(expected.filter((f) => f.name === "Breite").length).toBeGreaterThan(20);
    expect(rows).toEqual(expected);
  });

  it("shows up in the import history as a finished full load", async () => {
    const history = await db.db.select().from(catalogImports);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ state: "done", transaction: "T_NEW_CATALOG", created: TEMPLATE_PRODUCTS, withdrawn: 0 });
  });

  it("the same demo file imported again changes nothing", async () => {
    const file = path.join(os.tmpdir(), `demo-again-${process.pid}.xml`);
    await writeDemoCatalog(file, TEMPLATE_PRODUCTS);
    try {
      const status = await importCatalogFileNow(db.db, file);
      expect(status).toMatchObject({ state: "done", created: 0, updated: 0, withdrawn: 0 });
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

describe("article numbers of the demo catalog", () => {
  it("stay the generator's codes and become unique with a suffix where a code repeats", () => {
    const n = new UniqueArticleNumbers();
    expect([n.next("AB1"), n.next("AB1"), n.next("CD2"), n.next("AB1")]).toEqual(["AB1", "AB1-2", "CD2", "AB1-3"]);
    // A generator's code that looks like a suffixed one is skipped, never handed out twice.
    const m = new UniqueArticleNumbers();
    expect([m.next("X-2"), m.next("X"), m.next("X")]).toEqual(["X-2", "X", "X-3"]);
  });
});
