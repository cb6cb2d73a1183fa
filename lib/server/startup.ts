import "server-only";
import type { Db } from "@/models/db";
import { isDatabaseEmpty, seedDemoData } from "@/models/seed";

/**
 * Loads the demo data into an empty database only (DECISIONS.md "Demo data"), so a restart keeps
 * everything people changed and never loads the demo data twice. Returns whether it seeded.
 */
export async function loadDemoDataIfEmpty(db: Db, opts: { demoData: "on" | "off"; products: number }): Promise<boolean> {
  if (opts.demoData !== "on" || !(await isDatabaseEmpty(db))) return false;
  const t = Date.now();
  await seedDemoData(db, { products: opts.products });
  console.info(`[start] Demodaten geladen in ${Date.now() - t} ms`);
  return true;
}
