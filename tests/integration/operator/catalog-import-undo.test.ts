import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { catalogArticles, catalogClassMappings, catalogImportUndo, productClassifications, productPrices } from "@/models/operator/catalog-import";
import { productFeatures, productMedia } from "@/models/shop/product-details";
import { categories, products } from "@/models/shop/catalog";
import { productStock } from "@/models/shop/stock";
import { writeDemoCatalog } from "@/models/seed/demo-bmecat";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { applyPreviewedImport, startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { expireImportUndo, undoCatalogImport } from "@/lib/server/operator/catalog-import-undo";
import type { CatalogImportStatus } from "@/lib/domain/operator/catalog-import-schema";
import { runCatalogImportsOn } from "../../helpers/jobs";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 42: a preview changes nothing and shows what the import would do; "Übernehmen" applies the stored
// file; an applied import is undone from its before-images within 30 days.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let berlin: string;
let operator: string;
/** The demo catalog again, changed: every 4th article left out, every 4th (+1) repriced, every 4th (+2) renamed with another feature, one new. */
let changedCatalog: string;
let repriceFile: string;
/** The article the later price file changes. */
let repricedPid: string;

const DAY = 86_400_000;

async function run(importId: string): Promise<CatalogImportStatus> {
  await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
  return catalogImportStatus(importId);
}
async function importFile(file: string, opts: { preview?: boolean; confirmWithdraw?: number } = {}) {
  const { importId } = await startCatalogImport(
    { file: fs.createReadStream(file), format: "bmecat", fileName: path.basename(file), ...opts },
    { dir },
  );
  return { importId, status: await run(importId) };
}

/** Every row an import or an undo may change (the search vector follows from the row). */
async function dbSnapshot() {
  const rows = await Promise.all([
    db.db.select().from(products).orderBy(asc(products.id)),
    db.db.select().from(productFeatures).orderBy(asc(productFeatures.productId), asc(productFeatures.position)),
    db.db.select().from(productPrices).orderBy(asc(productPrices.productId), asc(productPrices.position)),
    db.db.select().from(productClassifications).orderBy(asc(productClassifications.productId), asc(productClassifications.position)),
    db.db.select().from(productMedia).orderBy(asc(productMedia.productId), asc(productMedia.position)),
    db.db.select().from(productStock).orderBy(asc(productStock.productId)),
    db.db.select().from(catalogArticles).orderBy(asc(catalogArticles.productId)),
  ]);
  rows[0] = rows[0].map((p) => ({ ...p, searchVector: null }));
  return rows;
}

/** What studios see: the list by sales rank, by price and by name, and one article's page. */
async function shopAnswers() {
  const answers = [];
  for (const q of [{}, { sortingField: "priceKaNet", sortingDir: "desc" }, { sortingField: "name", limit: 100 }, { search: "Spüle" }]) {
    const r = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", ...q }, berlin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    answers.push(r.body);
  }
  return JSON.stringify(answers);
}

function blocks(xml: string) {
  const start = xml.indexOf("    <PRODUCT mode=");
  const mapStart = xml.indexOf("    <PRODUCT_TO_CATALOGGROUP_MAP>");
  const products = xml.slice(start, mapStart).split(/(?=    <PRODUCT mode=)/);
  const maps = xml.slice(mapStart, xml.indexOf("  </T_NEW_CATALOG>")).split(/(?=    <PRODUCT_TO_CATALOGGROUP_MAP>)/);
  return { head: xml.slice(0, start), products, maps };
}
const pidOf = (block: string) => /<(?:SUPPLIER_PID|PROD_ID)>([^<]+)</.exec(block)![1];
const tenPercentMore = (block: string) =>
  block.replace(/(price_type="net_list"><PRICE_AMOUNT>)([\d.]+)/, (_m, pre: string, amount: string) => `${pre}${(Number(amount) * 1.1).toFixed(2)}`);

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-undo-"));
  berlin = await sessionCookie(DEMO.berlin);
  operator = await sessionCookie(DEMO.betrieb);
  const demo = path.join(dir, "demo.xml");
  const n = (await db.db.select({ id: products.id }).from(products)).length;
  await writeDemoCatalog(demo, n);
  const { head, products: items, maps } = blocks(fs.readFileSync(demo, "utf8"));
  const kept: string[] = [];
  const keptPids = new Set<string>();
  items.forEach((b, i) => {
    if (i % 4 === 0) return;
    keptPids.add(pidOf(b));
    if (i % 4 === 1) kept.push(tenPercentMore(b));
    else if (i % 4 === 2)
      kept.push(b.replace(/<FVALUE>[^<]*<\/FVALUE>/, "<FVALUE>geändert</FVALUE>").replace("</DESCRIPTION_SHORT>", " (neu)</DESCRIPTION_SHORT>"));
    else kept.push(b);
  });
  const fresh = items[3].replace(/<SUPPLIER_PID>[^<]+/, "<SUPPLIER_PID>UNDO-NEU-1").replace(/\s*<INTERNATIONAL_PID[^\n]*/, "");
  const freshMap = maps[3].replace(/<PROD_ID>[^<]+/, "<PROD_ID>UNDO-NEU-1");
  changedCatalog = path.join(dir, "katalog-geaendert.xml");
  fs.writeFileSync(
    changedCatalog,
    head + kept.join("") + fresh + maps.filter((m) => keptPids.has(pidOf(m))).join("") + freshMap + "  </T_NEW_CATALOG>\n</BMECAT>\n",
  );
  // A later price file for the first repriced article.
  const first = pidOf(items[1]);
  repricedPid = first;
  repriceFile = path.join(dir, "preise.xml");
  fs.writeFileSync(
    repriceFile,
    head.replace("<T_NEW_CATALOG>", '<T_UPDATE_PRICES prev_version="1">').replace(/<CATALOG_GROUP_SYSTEM>[\s\S]*<\/CATALOG_GROUP_SYSTEM>\s*/, "") +
      `    <PRODUCT mode="update"><SUPPLIER_PID>${first}</SUPPLIER_PID><PRODUCT_PRICE_DETAILS><DAILY_PRICE>false</DAILY_PRICE>` +
      `<PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>1.00</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.19</TAX><LOWER_BOUND>1</LOWER_BOUND></PRODUCT_PRICE>` +
      `</PRODUCT_PRICE_DETAILS></PRODUCT>\n  </T_UPDATE_PRICES>\n</BMECAT>\n`,
  );
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("preview and Übernehmen", () => {
  let previewId: string;
  let preview: CatalogImportStatus;
  const demoCount = async () => (await db.db.select({ id: products.id }).from(products)).length;

  it("a preview runs every check and says what the import would do; nothing in the shop changes", async () => {
    const before = await dbSnapshot();
    const shopBefore = await shopAnswers();
    const [cats, classes] = [await db.db.select().from(categories), await db.db.select().from(catalogClassMappings)];
    const n = await demoCount();
    const r = await importFile(changedCatalog, { preview: true });
    previewId = r.importId;
    preview = r.status;
    expect(preview.errors).toEqual([]);
    const left = Math.ceil(n / 4);
    const repriced = Math.ceil((n - 1) / 4);
    const refeatured = Math.ceil((n - 2) / 4);
    expect(preview).toMatchObject({
      state: "previewed",
      created: 1,
      withdrawn: left,
      updated: repriced + refeatured,
      unchanged: n - left - repriced - refeatured,
      confirmNeeded: true,
      activeBefore: n,
      undoUntil: null,
    });
    // The ten largest price changes, largest first, with the shop's price before.
    expect(preview.priceChanges).toHaveLength(10);
    const diffs = preview.priceChanges.map((c) => c.newCents - c.oldCents);
    expect(diffs).toEqual([...diffs].sort((a, b) => b - a));
    const [top] = await db.db.select().from(products).where(eq(products.producerId, preview.priceChanges[0].article));
    expect(preview.priceChanges[0]).toMatchObject({ name: top.name, oldCents: top.priceKaNetCents, newCents: Math.round(top.priceKaNetCents * 1.1) });

    expect(await dbSnapshot()).toEqual(before);
    expect(await shopAnswers()).toBe(shopBefore);
    expect(await db.db.select().from(categories)).toEqual(cats);
    expect(await db.db.select().from(catalogClassMappings)).toEqual(classes);
  });

  it("Übernehmen needs the typed number of withdrawals, then applies the stored file as previewed", async () => {
    const wrong = await call("POST", "catalogImportApply", { importId: previewId, confirmWithdraw: preview.withdrawn - 1 }, operator);
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toContain(`zieht ${preview.withdrawn} Artikel zurück`);
    expect((await catalogImportStatus(previewId)).state).toBe("previewed");

    const ok = await call("POST", "catalogImportApply", { importId: previewId, confirmWithdraw: preview.withdrawn }, operator);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const s = await run(previewId);
    expect(s).toMatchObject({
      state: "done",
      created: 1,
      updated: preview.updated,
      withdrawn: preview.withdrawn,
      unchanged: preview.unchanged,
      priceChanges: preview.priceChanges,
    });
    expect(new Date(s.undoUntil!).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const [top] = await db.db.select().from(products).where(eq(products.producerId, preview.priceChanges[0].article));
    expect(top.priceKaNetCents).toBe(preview.priceChanges[0].newCents);

    const again = await applyPreviewedImport(previewId, preview.withdrawn).catch((e: Error) => e.message);
    expect(again).toBe("Nur eine Vorschau lässt sich übernehmen; dieser Import ist keine (mehr).");
  });
});

describe("undo", () => {
  it("a full load that withdrew articles and changed prices and features is undone: the shop answers as before", async () => {
    // The preview above was applied; start again from a shop that has not seen it.
    const last = (await call("GET", "catalogImports", { page: 1 }, operator)).body.imports[0];
    await undoCatalogImport(last.id);
    const before = await dbSnapshot();
    const shopBefore = await shopAnswers();

    const { importId, status } = await importFile(changedCatalog, { confirmWithdraw: Math.ceil(before[0].filter((p) => !p.withdrawnAt).length / 4) });
    expect(status, JSON.stringify(status.errors)).toMatchObject({ state: "done", created: 0 });
    expect(status.withdrawn).toBeGreaterThan(0);
    expect(await shopAnswers()).not.toBe(shopBefore);

    const later = await importFile(repriceFile);
    expect(later.status).toMatchObject({ state: "done", updated: 1 });
    const refused = await call("POST", "catalogImportUndo", { importId }, operator);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("Ein späterer Import („preise.xml“");
    expect(refused.body.error.message).toContain(`dieselben Artikel geändert, z. B. ${repricedPid}.`);
    expect((await call("POST", "catalogImportUndo", { importId: later.importId }, operator)).status).toBe(200);

    const undone = await call("POST", "catalogImportUndo", { importId }, operator);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await shopAnswers()).toBe(shopBefore);
    expect(await dbSnapshot()).toEqual(before);
    expect((await catalogImportStatus(importId)).undoneAt).not.toBeNull();
    expect(await db.db.select().from(catalogImportUndo).where(eq(catalogImportUndo.importId, importId))).toEqual([]);

    const twice = await call("POST", "catalogImportUndo", { importId }, operator);
    expect(twice.body.error.message).toBe("Dieser Import wurde bereits rückgängig gemacht.");
  });

  it("takes new articles out of the shop again", async () => {
    const last = (await call("GET", "catalogImports", { page: 1 }, operator)).body.imports;
    // The first applied full load (the preview's) created UNDO-NEU-1 and was undone above.
    expect(last.some((i: { state: string }) => i.state === "done")).toBe(true);
    const [neu] = await db.db.select().from(products).where(eq(products.producerId, "UNDO-NEU-1"));
    expect(neu.withdrawnAt).not.toBeNull();
  });

  it("is refused after 30 days, and the daily clean-up deletes the before-images", async () => {
    const { importId, status } = await importFile(repriceFile);
    expect(status.state).toBe("done");
    const late = await undoCatalogImport(importId, { now: new Date(Date.now() + 31 * DAY) }).catch((e: Error) => e.message);
    expect(late).toMatch(/^Ein Import lässt sich nur 30 Tage lang rückgängig machen; die Frist endete am /);
    expect(await expireImportUndo(db.db, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await expireImportUndo(db.db, new Date(Date.now() + 31 * DAY))).toBeGreaterThan(0);
    expect(await db.db.select().from(catalogImportUndo).where(eq(catalogImportUndo.importId, importId))).toEqual([]);
    const gone = await undoCatalogImport(importId).catch((e: Error) => e.message);
    expect(gone).toBe("Für diesen Import ist kein früherer Stand gespeichert; er lässt sich nicht rückgängig machen.");
  });
});
