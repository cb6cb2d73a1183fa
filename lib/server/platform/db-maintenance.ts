import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";

// The embedded database (PGlite) runs PostgreSQL in this process without its background workers: no
// autovacuum, so nothing ever removes the dead row versions that writes leave behind (every cart save,
// wish list change, queued and finished job, sign-in, order) and nothing refreshes the planner's statistics.
// The db-upkeep job (lib/server/platform/jobs.ts) does what autovacuum would, with autovacuum's
// default thresholds, from inside the server.
// A PostgreSQL server has autovacuum of its own and does not start it.

/** PostgreSQL's defaults: autovacuum_vacuum_threshold / _scale_factor and the analyze pair. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** The schemas upkeep looks after: the app's tables and the queue's (pg-boss writes a row version per job state). */
const SCHEMAS = ["public", "pgboss"];

/** `table` is the app's table name, or `pgboss.<name>` for the queue's. */
export type TableState = { table: string; live: number; dead: number; modified: number; vacuum: boolean; analyze: boolean };

/** The tables of the app with their dead rows and changes since the last ANALYZE, and what is due. */
export async function tableStates(db: Db): Promise<TableState[]> {
  // The counters of this process's last statements are kept back for up to a second; flush them first.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await sqlRows<{ table: string; live: string | number; dead: string | number; modified: string | number }>(
    db,
    sql`
    select case when schemaname = 'public' then relname else schemaname || '.' || relname end as "table",
      n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as modified
    from pg_stat_user_tables where schemaname in (${sql.join(
      SCHEMAS.map((x) => sql`${x}`),
      sql`, `,
    )}) order by 1`,
  );
  return rows.map((r) => {
    const live = Number(r.live);
    const dead = Number(r.dead);
    const modified = Number(r.modified);
    return {
      table: r.table,
      live,
      dead,
      modified,
      vacuum: dead > VACUUM_BASE + VACUUM_SCALE * live,
      analyze: modified > ANALYZE_BASE + ANALYZE_SCALE * live,
    };
  });
}

export type MaintenanceRun = { vacuumed: string[]; analyzed: string[]; ms: number };

/**
 * One round: VACUUM (ANALYZE) for each table whose dead rows passed the threshold, ANALYZE for each
 * whose changes did. One table at a time, so a search waits for at most one small table's turn
 * (PGlite answers one statement at a time).
 */
export async function runDatabaseMaintenance(db: Db): Promise<MaintenanceRun> {
  const t = performance.now();
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const s of await tableStates(db)) {
    const name = sql.join(
      s.table.split(".").map((part) => sql.identifier(part)),
      sql.raw("."),
    );
    if (s.vacuum) {
      await db.execute(sql`vacuum (analyze) ${name}`);
      vacuumed.push(s.table);
    } else if (s.analyze) {
      await db.execute(sql`analyze ${name}`);
      analyzed.push(s.table);
    }
  }
  return { vacuumed, analyzed, ms: Math.round(performance.now() - t) };
}
