import { authSecret, env } from "@/lib/env";
import { closeDatabase, database, getDb } from "@/lib/server/db";
import { startOutboxWorker } from "@/lib/server/outbox";
import "@/lib/server/invoice"; // registers the invoice PDF renderer for order confirmation mails
import { loadDemoDataIfEmpty } from "@/lib/server/startup";

async function start() {
  const config = env();
  authSecret(); // a missing AUTH_SECRET where one is required stops the start here, with its name
  const handle = await database();
  await loadDemoDataIfEmpty(handle.db, { demoData: config.DEMO_DATA, products: config.DEMO_PRODUCTS });
  const stopWorker = startOutboxWorker(getDb, config.OUTBOX_INTERVAL_MS);
  // Uploads never recorded on a profile are removed after a day; deleting twice (several instances) is harmless.
  const staleUploads = setInterval(() => {
    void import("@/lib/server/media")
      .then((m) => m.removeStaleUploads())
      .catch((e) => console.error("[media] Aufräumen fehlgeschlagen", e));
  }, 60 * 60_000);
  staleUploads.unref();
  void import("@/lib/server/crm-sync").then((m) => m.startCrmSync(getDb, config.CRM_SYNC_INTERVAL_MS)); // only when Salesforce is configured

  // Close the embedded database cleanly, or PGlite recovers on the next start and sequences jump.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[start] ${signal} empfangen, fahre herunter`);
    stopWorker();
    clearInterval(staleUploads);
    await closeDatabase().catch((e) => console.error(e));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// A wrong setting or an unreachable database stops the server with the cause instead of leaving it
// listening and answering every request with an error.
try {
  await start();
} catch (error) {
  console.error("[start] Start fehlgeschlagen:", error);
  process.exit(1);
}
