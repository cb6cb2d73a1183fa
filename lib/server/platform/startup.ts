import "server-only";
import { withAdvisoryLock, type Db } from "@/models/platform/db";
import { isDatabaseEmpty } from "@/models/seed";
import { logger } from "@/lib/server/platform/log";

const log = logger("start");

/**
 * Loads the demo data into an empty database only (DECISIONS.md "Demo data"), so a restart keeps
 * everything people changed and never loads the demo data twice. Instances starting together on one
 * PostgreSQL take turns under an advisory lock: the first seeds, the others then find it not empty.
 * `load` is the demo loader (lib/server/operator/demo-catalog.ts: the catalog goes through the importer).
 * Returns whether it seeded.
 */
export async function loadDemoDataIfEmpty(
  db: Db,
  opts: { demoData: "on" | "off"; products: number; load: (db: Db, opts: { products: number }) => Promise<unknown> },
): Promise<boolean> {
  if (opts.demoData !== "on") return false;
  return withAdvisoryLock(db, "demo-data", async () => {
    if (!(await isDatabaseEmpty(db))) return false;
    const t = Date.now();
    await opts.load(db, { products: opts.products });
    log.info({ ms: Date.now() - t, products: opts.products }, "Demodaten geladen");
    return true;
  });
}
