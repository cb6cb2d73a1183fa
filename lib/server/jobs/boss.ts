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
  /** How often an instance checks for expired or silent jobs (heartbeats) and cleans up. */
  superviseIntervalSeconds?: number;
  /** For the CLI: neither maintain nor fire schedules, only read and move jobs. */
  passive?: boolean;
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
    ...(timings.passive ? { supervise: false, schedule: false, migrate: false } : {}),
  };
  if (handle.kind === "postgres") {
    const pool = client as Pool;
    return new PgBoss({ ...common, connectionString: pool.options.connectionString, max: 3, application_name: "kuechenportal-jobs" });
  }
  return new PgBoss({ ...common, db: fromPglite(client as PGliteLike), backend: "pglite" });
}
