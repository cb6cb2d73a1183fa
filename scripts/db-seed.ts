// `npm run db:seed [-- --products N]`: loads the demo data into an empty database, or tops the catalog
// up to N products (for benchmarks with 100,000 products).
import path from "node:path";
import { parseArgs } from "node:util";
import { dataDir, env } from "../lib/env";
import { openDatabase } from "../models/db";
import { isDatabaseEmpty, seedDemoData, seedProducts } from "../models/seed";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const products = values.products ? Number(values.products) : env().DEMO_PRODUCTS;
if (!Number.isInteger(products) || products < 1) {
  console.error("--products erwartet eine positive ganze Zahl.");
  process.exit(1);
}

const url = env().DATABASE_URL;
const handle = await openDatabase({ url, dir: url ? null : path.join(dataDir(), "pglite") });
const t = Date.now();
if (await isDatabaseEmpty(handle.db)) {
  await seedDemoData(handle.db, { products });
  console.log(`Demodaten geladen (${products} Produkte) in ${Date.now() - t} ms.`);
} else {
  await seedProducts(handle.db, products);
  console.log(`Katalog auf ${products} Produkte ergänzt in ${Date.now() - t} ms.`);
}
await handle.close();
