import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { CATEGORIES } from "@/models/seed/catalog-data";
import { demoArticle } from "@/models/seed/seed-catalog";
import { slugOf } from "@/lib/domain/platform/slug";
import { ADMIN_URL, urlFor } from "./database";

/**
 * The Vendure 3.7 peer of `npm run bench -- --vendure-vs` (bench/peers/vendure): installed there from
 * the npm registry on first use, its PostgreSQL database filled once through Vendure's own importer with
 * the same demo articles as ours and kept for the next run, then served by its server and worker
 * processes as the project template starts them.
 */

export const PEER_DIR = path.resolve("bench/peers/vendure");

/** `npm install` in the peer's folder (its own package-lock.json) when @vendure/core is missing; returns the ms it took. */
export function installPeer(): number {
  if (fs.existsSync(path.join(PEER_DIR, "node_modules/@vendure/core/package.json"))) return 0;
  const t = performance.now();
  const r = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: PEER_DIR, stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm install im Ordner bench/peers/vendure ist fehlgeschlagen");
  return performance.now() - t;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Vendure's product CSV for the first `products` demo articles: name, brand, category and subcategory as facets, the net price. */
export function productsCsv(products: number): string {
  const head =
    "name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets";
  const lines = [head];
  for (let i = 0; i < products; i++) {
    const a = demoArticle(i);
    const facets = `Marke:${a.brand.name}|Kategorie:${a.category.name}|Unterkategorie:${a.subcategory.name}`;
    const row = [
      a.name,
      `${slugOf(a.name)}-${i + 1}`,
      a.description.replace(/~/g, ". "),
      "",
      facets,
      "",
      "",
      a.ean,
      (a.priceKaNetCents / 100).toFixed(2),
    ];
    lines.push([...row, "Standard", 100, "false", "", ""].map(csvCell).join(","));
  }
  return lines.join("\n") + "\n";
}

/** Initial data: Germany, 19 % VAT, one shipping and payment method, a collection per category and subcategory. */
export function initialData() {
  const collections = CATEGORIES.flatMap((c) => [
    { name: c.name, slug: c.slug, filters: [{ code: "facet-value-filter", args: { facetValueNames: [`Kategorie:${c.name}`], containsAny: false } }] },
    ...c.subcategories.map((s) => ({
      name: s.name,
      slug: s.slug,
      parentName: c.name,
      filters: [{ code: "facet-value-filter", args: { facetValueNames: [`Unterkategorie:${s.name}`], containsAny: false } }],
    })),
  ]);
  return {
    defaultLanguage: "en",
    defaultZone: "Europe",
    taxRates: [{ name: "Standard", percentage: 19 }],
    shippingMethods: [{ name: "Standard", price: 990 }],
    paymentMethods: [{ name: "Rechnung", handler: { code: "dummy-payment-handler", arguments: [{ name: "automaticSettle", value: "false" }] } }],
    countries: [{ name: "Deutschland", code: "DE", zone: "Europe" }],
    collections,
  };
}

/** The rows of `text`, or none when the database or table does not exist (yet). */
async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    return (await c.query<T>(text)).rows;
  } catch (e) {
    if (["3D000", "42P01"].includes((e as { code?: string }).code ?? "")) return [];
    throw e;
  } finally {
    await c.end();
  }
}

export type PeerProcess = { proc: ChildProcess; stop: () => Promise<void>; log: () => string };

/** Starts one of the peer's scripts (server.mjs, worker.mjs, populate.mjs) with Node and the given environment. */
export function runPeer(script: string, env: Record<string, string>): PeerProcess {
  const proc = spawn(process.execPath, [script], {
    cwd: PEER_DIR,
    env: { ...process.env, VENDURE_DISABLE_TELEMETRY: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  return {
    proc,
    log: () => log.slice(-3000),
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill("SIGTERM");
      await new Promise((r) => proc.once("exit", r));
    },
  };
}

/** Vendure's database: `name`, filled with `products` articles unless it already holds them; returns its URL and the ms the filling took. */
export async function peerDatabase(name: string, products: number, tmp: string): Promise<{ url: string; populateMs: number }> {
  const url = urlFor(name);
  const [row] = await query<{ n: number }>(url, 'select count(*)::int as n from product where "deletedAt" is null');
  if (row?.n === products) return { url, populateMs: 0 };
  await query(ADMIN_URL, `drop database if exists ${name} with (force)`);
  await query(ADMIN_URL, `create database ${name}`);
  const csv = path.join(tmp, "products.csv");
  const data = path.join(tmp, "initial-data.json");
  fs.writeFileSync(csv, productsCsv(products));
  fs.writeFileSync(data, JSON.stringify(initialData()));
  const t = performance.now();
  const run = runPeer("populate.mjs", { VV_DATABASE_URL: url, VV_PORT: "0", VV_INITIAL_DATA: data, VV_PRODUCTS_CSV: csv });
  const code = await new Promise<number | null>((r) => run.proc.once("exit", r));
  if (code !== 0) throw new Error(`Vendure populate fehlgeschlagen:\n${run.log()}`);
  const [done] = await query<{ n: number }>(url, "select count(*)::int as n from product");
  if (done?.n !== products) throw new Error(`Vendure populate: ${done?.n ?? 0} statt ${products} Produkte\n${run.log()}`);
  // The importer queued one index update per product (the worker takes about five a second) and a full
  // reindex before the collections' filters ran; the full reindex after them (startVendure) covers all.
  await query(url, `delete from job_record where "queueName" = 'update-search-index' and state = 'PENDING'`);
  return { url, populateMs: performance.now() - t };
}

/** The rows of Vendure's search index (one per variant and language). */
export async function indexedRows(url: string): Promise<number> {
  const [row] = await query<{ n: number }>(url, "select count(*)::int as n from search_index_item");
  return row?.n ?? 0;
}

/** Whether a full rebuild of the search index (admin-api `reindex`) has completed on this database. */
export async function reindexDone(url: string): Promise<boolean> {
  const [row] = await query<{ n: number }>(
    url,
    `select count(*)::int as n from job_record where "queueName" = 'update-search-index' and state = 'COMPLETED' and data like '%"type":"reindex"%'`,
  );
  return (row?.n ?? 0) > 0;
}

/** Jobs not yet finished in Vendure's database job queue. */
export async function openJobs(url: string): Promise<number> {
  const [row] = await query<{ n: number }>(url, "select count(*)::int as n from job_record where state in ('PENDING', 'RUNNING', 'RETRYING')");
  return row?.n ?? 0;
}
