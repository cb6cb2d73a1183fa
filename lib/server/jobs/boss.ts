import "server-only";
import { PgBoss, fromPglite, type PGliteLike } from "pg-boss";
import type { Pool } from "pg";
import type { DbHandle } from "@/models/platform/db";

/** pg-boss keeps its tables in a schema of its own, beside the app's tables in `public`. */
export const BOSS_SCHEMA = "pgboss";

export type BossTimings = {
  /** How often an instance looks for due cron schedules (pg-boss default 30 s; tests shorten it). */
  cronMonitorIntervalSeconds?: number;
  /** How often an instance sends the jobs of schedules found due (pg-boss default 5 s). */
  cronWorkerIntervalSeconds?: number;
  /** How often an instance runs its supervision pass (expiry, heartbeats, cleanup) at most. */
  superviseIntervalSeconds?: number;
  /**
   * How long after the last check by any instance expired and silent jobs are looked for again (pg-boss
   * default 60 s: a job whose runner died comes back at most this long after its time ran out; tests shorten it).
   */
  monitorIntervalSeconds?: number;
  /** Only send, read and move jobs: neither maintain nor fire schedules (the CLI, a test's or a script's queue). */
  passive?: boolean;
  /** Create or upgrade pg-boss's schema at start (default: unless passive). */
  migrate?: boolean;
};

/**
 * A pg-boss instance on the app's database. On PostgreSQL it opens a small pool of its own to the
 * same database (it holds one connection for LISTEN/NOTIFY and runs its multi-statement maintenance
 * as one query, which a pool shared with the app's transactions would not keep apart); on the
 * embedded database it runs through the one PGlite connection (PGlite answers one statement at a
 * time and there is no other process). Not started: call `start()`.
 */
export function bossFor(handle: DbHandle, timings: BossTimings = {}): PgBoss {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const common = {
    schema: BOSS_SCHEMA,
    // The instance registry and OpenTelemetry are not used; the CLI reads the job table.
    registerInstance: false,
    openTelemetry: { enabled: false },
    cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: timings.cronWorkerIntervalSeconds ?? 5,
    superviseIntervalSeconds: timings.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: timings.monitorIntervalSeconds ?? 60,
    migrate: timings.migrate ?? !timings.passive,
    ...(timings.passive ? { supervise: false, schedule: false } : {}),
  };
  if (handle.kind === "postgres") {
    const pool = client as Pool;
    return new PgBoss({ ...common, connectionString: pool.options.connectionString, max: 3, application_name: "kuechenportal-jobs" });
  }
  return new PgBoss({ ...common, db: fromPglite(client as PGliteLike), backend: "pglite" });
}
