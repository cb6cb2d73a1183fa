import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "@/models/platform/db";
import { seedDemoData, type SeedProgress, type SeedReport } from "@/models/seed";
import { writeDemoCatalog } from "@/models/seed/demo-bmecat";
import { importCatalogFileNow } from "./catalog-import";

/**
 * The demo catalog enters the shop the way a supplier's does: written as a BMEcat 2005 file
 * (models/seed/demo-bmecat.ts) and loaded through the catalog importer, so every start with demo data
 * proves the import. The file is removed afterwards; the import stays in the history.
 */
async function importDemoCatalog(db: Db, products: number, now: Date): Promise<void> {
  const file = path.join(os.tmpdir(), `kuechenportal-demokatalog-${randomUUID()}.xml`);
  try {
    await writeDemoCatalog(file, products, now);
    await importCatalogFileNow(db, file, now, { fileName: "demokatalog.xml", startedBy: "Demodaten" });
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

/**
 * The whole demo data set into an empty database (DECISIONS.md "Demo data"), its catalog through the
 * importer: the app's first start (lib/server/platform/startup.ts), `npm run db:seed` and the tests'
 * database templates.
 */
export function loadDemoData(db: Db, opts: { products: number; now?: Date; onProgress?: SeedProgress }): Promise<SeedReport> {
  const now = opts.now ?? new Date();
  return seedDemoData(db, { ...opts, now, loadCatalog: (tx, products) => importDemoCatalog(tx, products, now) });
}
