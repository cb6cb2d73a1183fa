/**
 * Deterministic demo data (DECISIONS.md "Demo data"): loaded into an empty database on start unless
 * DEMO_DATA=off, and by `npm run db:seed`. Everything comes from fixed seeds; only the console dates
 * are placed relative to `now`, so upcoming appointments and running timers stay current.
 */
import { count } from "drizzle-orm";
import type { Db } from "../platform/db";
import { stores } from "../platform/stores";
import { seedCatalogBase, seedProducts, type SeedProgress } from "./seed-catalog";
import { seedConsole, type DemoCase } from "./seed-console";
import { seedShop } from "./seed-shop";
import { DEMO_PASSWORD, seedStores } from "./seed-stores";
import { seedOperator } from "./seed-operator";
import { seedAnonymisedCustomer } from "./seed-privacy";

export { DEMO_PASSWORD, seedProducts };
export type { SeedProgress };
export type { DemoCase };

export const DEFAULT_PRODUCT_COUNT = 10_000;

/** True while no studio exists yet: the signal to load the demo data. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(stores);
  return n === 0;
}

export type SeedReport = { timings: Record<string, number>; cases: DemoCase[] };

/**
 * Loads the whole demo data set into an empty database. Runs in one transaction so a failed seed
 * leaves nothing half-written behind (and the next start tries again).
 */
export async function seedDemoData(
  db: Db,
  opts: {
    products: number;
    now?: Date;
    onProgress?: SeedProgress;
    /**
     * Loads the first `products` demo articles into the catalog (after the category tree and the brands):
     * the app passes the catalog importer (lib/server/platform/startup.ts). Without it the products are
     * inserted directly, as `npm run db:seed` does when it tops a catalog up for benchmarks.
     */
    loadCatalog?: (db: Db, products: number) => Promise<void>;
  },
): Promise<SeedReport> {
  if (!(await isDatabaseEmpty(db))) throw new Error("Demo-Daten werden nur in eine leere Datenbank geladen.");
  const now = opts.now ?? new Date();
  const timings: Record<string, number> = {};
  let cases: DemoCase[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await step("products", async () => {
      if (!opts.loadCatalog) return seedProducts(txDb, opts.products, opts.onProgress);
      await seedCatalogBase(txDb);
      await opts.loadCatalog(txDb, opts.products);
    });
    const seeded = await step("stores", () => seedStores(txDb, now));
    cases = await step("console", () => seedConsole(txDb, seeded, now));
    await step("shop", () => seedShop(txDb, seeded, now));
    await step("operator", () => seedOperator(txDb));
    await step("privacy", () => seedAnonymisedCustomer(txDb, seeded, now));
  });
  return { timings, cases };
}
