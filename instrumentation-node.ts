// The app's start in the Node runtime (imported by instrumentation.ts): configuration, database and
// migrations, demo data, the job runner. It records each step in the start-up state
// (lib/server/platform/readiness.ts), which /api/ready reports and scripts/serve.mjs waits for before it prints
// "Bereit" and lets requests in. It never blocks Next's own preparation, so /api/health answers while
// the database is still being migrated.
import { authSecret, env } from "@/lib/env";
import { closeDatabase, database } from "@/lib/server/platform/db";
import { loadDemoDataIfEmpty } from "@/lib/server/platform/startup";
import { logger, reason } from "@/lib/server/platform/log";
import { markFailed, markReady, markStopping, serviceChecks, startupState } from "@/lib/server/platform/readiness";

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
  const { loadDemoData } = await import("@/lib/server/operator/demo-catalog");
  const seeded = await loadDemoDataIfEmpty(handle.db, { demoData: config.DEMO_DATA, products: config.DEMO_PRODUCTS, load: loadDemoData });
  state.demoData = { ok: true, mode: config.DEMO_DATA === "off" ? "off" : seeded ? "loaded" : "present", ms: Date.now() - t };

  // Background work (deliveries, events, imports, reminders, the daily summary, CRM sync, upkeep,
  // clean-up): one job runner on pg-boss in this database (lib/server/jobs), with the job kinds of every
  // area (lib/server/app-jobs.ts); its first start installs pg-boss's schema. Operations send to it from
  // here on. What an earlier version left in its own queues moves onto it once.
  t = Date.now();
  const { startJobRunner } = await import("@/lib/server/jobs/runner");
  const { appJobs } = await import("@/lib/server/app-jobs");
  const jobs = await startJobRunner(handle, appJobs(config, handle.kind), { log: logger("jobs"), pollMs: config.QUEUE_POLL_MS });
  const { adoptEarlierQueues } = await import("@/lib/server/jobs-upgrade");
  const adopted = await adoptEarlierQueues(handle.db);
  if (adopted) log.info(adopted, "Wartende Zustellungen und Importe in die Auftragswarteschlange übernommen");
  log.info({ ms: Date.now() - t, jobs: jobs.kinds }, "Auftragswarteschlange gestartet");

  // Called by serve.mjs after the HTTP server has drained (or by the signal handler below in `next dev`):
  // stop taking new work, let running deliveries finish, then close the database cleanly (an embedded
  // database closed uncleanly recovers on the next start and its sequences jump).
  state.shutdown = async () => {
    markStopping();
    await jobs.stop(10_000).catch((e) => log.error({ reason: reason(e) }, "Auftragswarteschlange nicht sauber gestoppt"));
    await closeDatabase().catch((e) => log.error({ reason: reason(e) }, "Datenbank nicht sauber geschlossen"));
    log.info("Worker gestoppt, Datenbank geschlossen");
  };

  const modes = Object.entries(services).map(([name, c]) => `${name}: ${c.mode}`);
  markReady([`Datenbank: ${state.database.mode}`, `Demodaten: ${state.demoData.mode}`, ...modes].join(", "));
  log.info(
    {
      database: state.database.mode,
      demoData: state.demoData.mode,
      services: Object.fromEntries(Object.entries(services).map(([k, c]) => [k, c.mode])),
    },
    "Start abgeschlossen",
  );
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
