/**
 * Categories, brands and products. Product i is a pure function of i (its own seeded generator), so
 * `seedProducts(db, N)` can top up an existing catalog to N products without touching the first ones.
 */
import { count, inArray, sql } from "drizzle-orm";
import type { Db } from "../platform/db";
import { brands, categories, products } from "../shop/catalog";
import { productFeatures } from "../shop/product-details";
import { demoFeatures } from "./seed-features";
import { BRANDS, PROVIDER_LIST, type BrandDef } from "./brand-data";
import { BORA_NOUNS, CATEGORIES, type CategoryDef, type SubcategoryDef } from "./catalog-data";
import { Rng } from "./random";

type CatalogIds = { category: Map<string, number>; brand: Map<string, number> };

const SUBS: { cat: CategoryDef; sub: SubcategoryDef }[] = CATEGORIES.flatMap((cat) => cat.subcategories.map((sub) => ({ cat, sub })));
const BRAND_BY_NAME = new Map(BRANDS.map((b) => [b.name, b]));

/** Inserts the category tree and the brands that are missing; returns ids by slug. */
export async function seedCatalogBase(db: Db): Promise<CatalogIds> {
  const existing = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const category = new Map(existing.map((c) => [c.slug, c.id]));
  const missingTop = CATEGORIES.map((c, position) => ({ name: c.name, slug: c.slug, position })).filter((c) => !category.has(c.slug));
  if (missingTop.length) {
    for (const row of await db.insert(categories).values(missingTop).returning()) category.set(row.slug, row.id);
  }
  const missingSub = CATEGORIES.flatMap((c) =>
    c.subcategories.map((s, position) => ({ name: s.name, slug: s.slug, position, parentId: category.get(c.slug)! })),
  ).filter((s) => !category.has(s.slug));
  if (missingSub.length) {
    for (const row of await db.insert(categories).values(missingSub).returning()) category.set(row.slug, row.id);
  }

  const existingBrands = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(
      inArray(
        brands.slug,
        BRANDS.map((b) => b.slug),
      ),
    );
  const brand = new Map(existingBrands.map((b) => [b.slug, b.id]));
  const missingBrands = BRANDS.filter((b) => !brand.has(b.slug)).map((b) => ({ name: b.name, slug: b.slug, isTop: true }));
  if (missingBrands.length) {
    for (const row of await db.insert(brands).values(missingBrands).returning()) brand.set(row.slug, row.id);
  }
  return { category, brand };
}

/** EAN-13 check digit (GS1: weights 1,3 from the left over the first 12 digits). */
export function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/**
 * A unique EAN per product index: German prefix "40" plus ten digits from a bijection of i modulo
 * 10^10 (the multiplier is coprime with 10), so no two products ever share one.
 */
export function eanFor(index: number): string {
  const body = ((index * 9_301_377 + 48_271) % 10_000_000_000).toString().padStart(10, "0");
  const first12 = `40${body}`;
  return first12 + eanCheckDigit(first12);
}

/**
 * A model number unique per product index (a bijection of i modulo 10^7, as for the EAN): brand,
 * noun, series, size and colour repeat across thousands of demo products, the model number tells
 * them apart, so no two products share a name (up to 10 million products).
 */
export function modelNumberFor(index: number): string {
  return ((index * 7_654_321 + 1_234_567) % 10_000_000).toString().padStart(7, "0");
}

function fillPattern(rng: Rng, pattern: string): string {
  let out = "";
  for (const ch of pattern) {
    if (ch === "#") out += rng.chars(1);
    else if (ch === "A") out += rng.chars(1, "ABCDEFGHJKLMNPRSTUVWXZ");
    else out += ch;
  }
  return out;
}

const RANK_BLOCK = 10_000;
const rankBlocks = new Map<number, number[]>();

/** Sales ranks are a shuffled 1..N within each block of 10,000, so they stay unique when topping up. */
function salesRankFor(index: number): number {
  const block = Math.floor(index / RANK_BLOCK);
  let perm = rankBlocks.get(block);
  if (!perm) {
    perm = new Rng(`ranks:${block}`).shuffle(Array.from({ length: RANK_BLOCK }, (_, k) => k));
    rankBlocks.set(block, perm);
  }
  return block * RANK_BLOCK + perm[index % RANK_BLOCK] + 1;
}

function priceCents(rng: Rng, [min, max]: [number, number]): number {
  const euros = min * Math.pow(max / min, rng.float());
  if (euros < 100) return Math.floor(euros) * 100 + 90;
  const tens = Math.round(euros / 10) * 10;
  return (rng.chance(0.5) ? tens - 1 : tens) * 100;
}

export type GeneratedProduct = typeof products.$inferInsert;

/** The i-th demo product as the supplier's catalog names it: category, subcategory and brand by their definitions. */
export type DemoArticle = Omit<GeneratedProduct, "categoryId" | "subCategoryId" | "brandId"> & {
  category: CategoryDef;
  subcategory: SubcategoryDef;
  brand: BrandDef;
};

/** The i-th demo product (0-based), independent of every other product. */
export function generateProduct(index: number, ids: CatalogIds): GeneratedProduct {
  const { category, subcategory, brand, ...rest } = demoArticle(index);
  return {
    ...rest,
    categoryId: ids.category.get(category.slug)!,
    subCategoryId: ids.category.get(subcategory.slug)!,
    brandId: ids.brand.get(brand.slug)!,
  };
}

/** The i-th demo article (0-based), independent of every other one. */
export function demoArticle(index: number): DemoArticle {
  const rng = new Rng(`product:${index}`);
  const { cat, sub } = rng.pick(SUBS);
  const brand: BrandDef = BRAND_BY_NAME.get(rng.pick(sub.brands))!;
  const isBora = brand.slug === "bora";
  const noun = isBora ? rng.pick(BORA_NOUNS[sub.slug] ?? [sub.noun]) : sub.noun;
  const series = rng.pick(brand.series);
  const variant = rng.pick(sub.variants);
  const code = fillPattern(rng, brand.codePattern);

  let name: string;
  if (cat.slug === "spuelen" && sub.slug !== "spuelenzubehoer") {
    const size = rng.pick([340, 400, 450, 500, 550, 700]);
    const suffix = sub.slug === "unterbauspuelen" ? "U" : rng.pick(["F", "IF", "S", "S-IF"]);
    name = `${brand.name} ${noun} ${series} ${size}-${suffix} ${variant}`;
  } else if (isBora) {
    name = `Bora ${noun} für ${series}${variant.startsWith("für") ? "" : ` ${variant}`}`;
  } else if (cat.slug === "armaturen" || cat.slug === "zubehoer" || sub.slug === "spuelenzubehoer" || sub.slug === "kaffeezubehoer") {
    name = `${brand.name} ${noun} ${series} ${variant}`;
  } else {
    name = `${brand.name} ${noun} ${series} ${code.replace(/[ .-]/g, "")} ${variant}`;
  }
  name = `${name} – Modell ${modelNumberFor(index)}`;

  const segments = [
    `${noun} der Serie ${series} von ${brand.name} in der Ausführung ${variant}`,
    ...rng.sample(sub.features, rng.int(1, 2)),
    ...rng.sample(cat.features, rng.int(1, 2)),
  ].slice(0, 5);
  if (segments.length < 3) segments.push("2 Jahre Herstellergarantie");

  const defaultProvider = isBora ? PROVIDER_LIST[2] : cat.provider;
  const provider = rng.chance(0.8) ? defaultProvider : rng.pick(PROVIDER_LIST);
  const shippingTimeProvider = rng.chance(0.35);
  const minDays = shippingTimeProvider ? provider.minDays : rng.int(1, 7);
  const maxDays = shippingTimeProvider ? provider.maxDays : minDays + rng.int(2, 10);
  const [shipMin, shipMax] = cat.shipping;
  const shipping = Math.min(8900, Math.floor(shipMin + (shipMax - shipMin) * rng.float()) * 100 + 90);

  return {
    name,
    producerId: code,
    ean: eanFor(index),
    description: segments.join("~"),
    category: cat,
    subcategory: sub,
    brand,
    priceKaNetCents: priceCents(rng, sub.price),
    priceShippingNetCents: shipping,
    provider: provider.name,
    shippingTimeMinDays: minDays,
    shippingTimeMaxDays: maxDays,
    shippingTimeProvider,
    salesRank: salesRankFor(index),
    imageKey: `${cat.slug}-${brand.slug}`,
  };
}

/** Rows per INSERT: 15 parameters a row stays well below PostgreSQL's 65,535 per statement. */
const BATCH = 2_000;
/** From this many missing products on, the secondary indexes are dropped before the load and built after it. */
const BULK_FROM = 50_000;

export type SeedProgress = (done: number, total: number) => void;

type IndexDef = { name: string; def: string };

/** The products indexes that belong to no constraint (primary key and unique EAN stay: they guard the load). */
async function secondaryIndexes(db: Db): Promise<IndexDef[]> {
  const result = (await db.execute(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = 'products'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by i.relname`)) as unknown as { rows: IndexDef[] };
  return result.rows;
}

/**
 * Tops the catalog up to `total` products (`npm run db:seed -- --products N`): products 0..existing-1
 * are assumed to be there already, only the missing ones are inserted, 2,000 rows per statement.
 * A large load (1,000,000 products) runs in one transaction with the secondary indexes (full text,
 * trigram, sort keys) dropped and rebuilt once at the end, which is several times faster than keeping
 * them up to date row by row; memory stays flat because each batch is generated, sent and released.
 */
export async function seedProducts(db: Db, total: number, onProgress?: SeedProgress): Promise<void> {
  const ids = await seedCatalogBase(db);
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (total - n <= 0) return;
  const load = async (target: Db) => {
    let lastReport = 0;
    for (let start = n; start < total; start += BATCH) {
      const batch: GeneratedProduct[] = [];
      for (let i = start; i < Math.min(total, start + BATCH); i++) batch.push(generateProduct(i, ids));
      const inserted = await target.insert(products).values(batch).returning({ id: products.id, ean: products.ean });
      // Their features (Breite, Energieeffizienzklasse, Geräuschpegel) from name and description.
      const idOf = new Map(inserted.map((r) => [r.ean, r.id]));
      const features = batch.flatMap((p) => demoFeatures(p).map((f, position) => ({ productId: idOf.get(p.ean)!, position, ...f })));
      for (let k = 0; k < features.length; k += 10_000) await target.insert(productFeatures).values(features.slice(k, k + 10_000));
      const done = Math.min(total, start + BATCH);
      if (onProgress && (done - lastReport >= 50_000 || done === total)) {
        lastReport = done;
        onProgress(done, total);
      }
    }
  };
  if (total - n < BULK_FROM) return load(db);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const indexes = await secondaryIndexes(txDb);
    for (const ix of indexes) await txDb.execute(sql.raw(`drop index "${ix.name}"`));
    await load(txDb);
    // More memory for the index builds than the server's default (a GIN build at 1,000,000 rows).
    await txDb.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const ix of indexes) await txDb.execute(sql.raw(ix.def));
  });
  await db.execute(sql`analyze products`);
}
