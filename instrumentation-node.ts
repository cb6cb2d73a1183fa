// The app's start in the Node runtime (imported by instrumentation.ts): configuration, database and
// migrations, demo data, the background workers. It records each step in the start-up state
// (lib/server/readiness.ts), which /api/ready reports and scripts/serve.mjs waits for before it prints
// "Bereit" and lets requests in. It never blocks Next's own preparation, so /api/health answers while
// the database is still being migrated.
import { authSecret, env } from "@/lib/env";
import { closeDatabase, database, getDb } from "@/lib/server/db";
import { startOutboxWorker } from "@/lib/server/outbox";
import { startDatabaseMaintenance } from "@/lib/server/db-maintenance";
import { loadDemoDataIfEmpty } from "@/lib/server/startup";
import { logger, reason } from "@/lib/server/log";
import { markFailed, markReady, markStopping, serviceChecks, startupState } from "@/lib/server/readiness";

const log = logger("start");
/** Set by scripts/serve.mjs: it owns the process (signals, exit); otherwise (next dev) this module does. */
const servedByServeMjs = !!(globalThis as { __kuechenServe?: boolean }).__kuechenServe;

async function start() {
  const state = startupState();
  const config = env();
  authSecret(); // a missing AUTH_SECRET where one is required stops the start here, with its name

  // Outside services: a configured one with a missing companion variable stops the start, with its name.
  const services = serviceChecks();
  state.services = services;
  const broken = Object.entries(services).find(([, c]) => !c.ok);
  if (broken) throw new Error(`${broken[0]}: ${broken[1].reason}`);

  let t = Date.now();
  const handle = await database(); // opens and migrates, under an advisory lock on PostgreSQL
  state.migrations = { ok: true, ms: Date.now() - t };

  t = Date.now();
  const seeded = await loadDemoDataIfEmpty(handle.db, { demoData: config.DEMO_DATA, products: config.DEMO_PRODUCTS });
  state.demoData = { ok: true, mode: config.DEMO_DATA === "off" ? "off" : seeded ? "loaded" : "present", ms: Date.now() - t };

  const stopOutbox = startOutboxWorker(getDb, config.OUTBOX_INTERVAL_MS);
  // The embedded database has no autovacuum: the server keeps its tables and statistics up to date.
  const stopMaintenance = handle.kind === "pglite" ? startDatabaseMaintenance(getDb, config.DB_MAINTENANCE_INTERVAL_MS) : async () => {};
  // Reminders before response timers run out and the 8:00 summary; sent once across instances.
  const stopReminders = (await import("@/lib/server/reminders")).startReminderWorker(getDb);
  // Uploads never recorded on a profile are removed after a day; deleting twice (several instances) is harmless.
  const staleUploads = setInterval(() => {
    void import("@/lib/server/media")
      .then((m) => m.removeStaleUploads())
      .catch((e) => logger("media").error({ reason: reason(e) }, "Aufräumen fehlgeschlagen"));
  }, 60 * 60_000);
  staleUploads.unref();
  const crmSync = await import("@/lib/server/crm-sync");
  const stopCrmSync = crmSync.startCrmSync(getDb, config.CRM_SYNC_INTERVAL_MS); // only when Salesforce is configured

  // Called by serve.mjs after the HTTP server has drained (or by the signal handler below in `next dev`):
  // stop taking new work, let running deliveries finish, then close the database cleanly (an embedded
  // database closed uncleanly recovers on the next start and its sequences jump).
  state.shutdown = async () => {
    markStopping();
    clearInterval(staleUploads);
    await Promise.all([stopReminders(5_000), stopOutbox(10_000), stopCrmSync(5_000), stopMaintenance(5_000)]);
    await closeDatabase().catch((e) => log.error({ reason: reason(e) }, "Datenbank nicht sauber geschlossen"));
    log.info("Worker gestoppt, Datenbank geschlossen");
  };

  const modes = Object.entries(services).map(([name, c]) => `${name}: ${c.mode}`);
  markReady([`Datenbank: ${state.database.mode}`, `Demodaten: ${state.demoData.mode}`, ...modes].join(", "));
  log.info({ database: state.database.mode, demoData: state.demoData.mode, services: Object.fromEntries(Object.entries(services).map(([k, c]) => [k, c.mode])) }, "Start abgeschlossen");
  if (config.DATABASE_URL) {
    // Several instances can share this database, but not this machine's folders.
    for (const [name, c] of Object.entries(services)) {
      if (c.mode === "local" && (name === "mail" || name === "storage")) log.warn({ service: name }, c.note ?? "bleibt lokal");
    }
  }
}

startupState();
void start().catch((error) => {
  markFailed(error);
  // A wrong setting or an unreachable database stops the server with the cause instead of leaving it
  // listening and answering every request with an error. serve.mjs exits itself on the failed state.
  log.fatal({ err: error }, `Start fehlgeschlagen: ${reason(error)}`);
  if (!servedByServeMjs) process.exit(1);
});

if (!servedByServeMjs) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "Signal empfangen, fahre herunter");
    await startupState().shutdown?.();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
