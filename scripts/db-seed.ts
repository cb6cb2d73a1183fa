// `npm run db:seed [-- --products N]`: loads the demo data into an empty database, or tops the catalog
// up to N products directly, without the importer (for benchmarks with 100,000 or 1,000,000 products; progress every 50,000).
import path from "node:path";
import { parseArgs } from "node:util";
import { dataDir, env } from "../lib/env";
import { openDatabase } from "../models/platform/db";
import { isDatabaseEmpty, seedProducts } from "../models/seed";
import { loadDemoData } from "../lib/server/operator/demo-catalog";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const products = values.products ? Number(values.products) : env().DEMO_PRODUCTS;
if (!Number.isInteger(products) || products < 1) {
  console.error("--products erwartet eine positive ganze Zahl.");
  process.exit(1);
}

const url = env().DATABASE_URL;
const handle = await openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") });
const t = Date.now();
const de = (n: number) => n.toLocaleString("de-DE");
const onProgress = (done: number, total: number) => console.log(`Produkte: ${de(done)} von ${de(total)} (${Math.round((Date.now() - t) / 1000)} s)`);
if (await isDatabaseEmpty(handle.db)) {
  // The catalog through the BMEcat importer, as at the app's first start.
  await loadDemoData(handle.db, { products, onProgress });
  console.log(`Demodaten geladen (${products} Produkte) in ${Date.now() - t} ms.`);
} else {
  await seedProducts(handle.db, products, onProgress);
  console.log(`Katalog auf ${products} Produkte ergänzt in ${Date.now() - t} ms.`);
}
await handle.close();
