import { env } from "@/lib/env";
import { closeDatabase, database, getDb } from "@/lib/server/db";
import { startOutboxWorker } from "@/lib/server/outbox";
import { isDatabaseEmpty, seedDemoData } from "@/models/seed";

async function start() {
  const config = env();
  const handle = await database();
  if (config.DEMO_DATA === "on" && (await isDatabaseEmpty(handle.db))) {
    const t = Date.now();
    await seedDemoData(handle.db, { products: config.DEMO_PRODUCTS });
    console.info(`[start] Demodaten geladen in ${Date.now() - t} ms`);
  }
  const stopWorker = startOutboxWorker(getDb, config.OUTBOX_INTERVAL_MS);
  void import("@/lib/server/crm-sync").then((m) => m.startCrmSync(getDb, config.CRM_SYNC_INTERVAL_MS)); // only when Salesforce is configured

  // Close the embedded database cleanly, or PGlite recovers on the next start and sequences jump.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[start] ${signal} empfangen, fahre herunter`);
    stopWorker();
    await closeDatabase().catch((e) => console.error(e));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await start();
