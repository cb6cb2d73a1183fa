import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { enqueueChat } from "@/lib/server/platform/deliveries";
import { runDatabaseMaintenance, tableStates } from "@/lib/server/platform/db-maintenance";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { dbUpkeepJob } from "@/lib/server/platform/jobs";
import { logger } from "@/lib/server/platform/log";
import { sqlRows } from "@/models/platform/sql-rows";
import { seedProducts } from "@/models/seed";

// The embedded database has no autovacuum: after many writes the server's own upkeep removes the dead
// row versions and gives the planner statistics that match the tables.

let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase({ seed: false });
  await seedProducts(db.db, 400);
});
afterAll(async () => {
  await db.drop();
});

type Stat = { dead: number; vacuumed: boolean; analyzed: boolean };
async function stat(table: string, schema = "public"): Promise<Stat> {
  await db.db.execute(sql`select pg_stat_force_next_flush()`);
  const [r] = await sqlRows<{ dead: string | number; vacuumed: boolean; analyzed: boolean }>(
    db.db,
    sql`
    select n_dead_tup as dead, coalesce(last_vacuum, last_autovacuum) is not null as vacuumed, coalesce(last_analyze, last_autoanalyze) is not null as analyzed
    from pg_stat_user_tables where relname = ${table} and schemaname = ${schema}`,
  );
  return { dead: Number(r.dead), vacuumed: r.vacuumed, analyzed: r.analyzed };
}

/** 300 shop notifications queued and delivered: each job inserted, taken, marked done, its chat line recorded. */
async function deliverNotifications() {
  for (let i = 0; i < 300; i++) await enqueueChat(db.db, { isTest: false }, "shop", `Händlershop geöffnet: Studio ${i}`);
  await db.jobs.runDue();
}

/** The queue's table of the jobs of every queue that is not a partition of its own (pg-boss), where every delivery leaves its row versions. */
const JOBS = "pgboss.job_common";

describe("database upkeep", () => {
  it("vacuums the tables that took many writes and analyzes the freshly loaded catalog", async () => {
    // PostgreSQL's own autovacuum (the embedded database has none) would otherwise clean the queue's
    // table whenever it happens to run during the deliveries, and leave this test nothing to count.
    await db.db.execute(sql.raw(`alter table ${JOBS} set (autovacuum_enabled = false)`));
    await deliverNotifications();
    // Every delivered job left old row versions behind. On PostgreSQL the queue's other connections report
    // theirs a moment later, and pruning on access already removes some (233 of 300 in one CI run).
    await expect.poll(async () => (await stat("job_common", "pgboss")).dead, { timeout: 15_000, interval: 200 }).toBeGreaterThan(100);
    const before = await stat("job_common", "pgboss");
    const due = await tableStates(db.db);
    expect(due.find((t) => t.table === JOBS)).toMatchObject({ vacuum: true });
    expect(due.find((t) => t.table === "products")).toMatchObject({ analyze: true });

    const run = await runDatabaseMaintenance(db.db);
    const after = await stat("job_common", "pgboss");
    expect(after.dead).toBeLessThan(before.dead / 10);
    expect(after.vacuumed && after.analyzed).toBe(true);
    // The planner now knows the catalog's size (never analyzed, it guesses from the file size).
    const [{ reltuples }] = await sqlRows<{ reltuples: number }>(db.db, sql`select reltuples from pg_class where relname = 'products'`);
    expect(Number(reltuples)).toBe(400);
    expect((await stat("products")).analyzed).toBe(true);
    expect([...run.vacuumed, ...run.analyzed]).toEqual(expect.arrayContaining(["products"]));

    // A second round right after finds nothing due and leaves the tables alone.
    expect(await runDatabaseMaintenance(db.db)).toMatchObject({ vacuumed: [], analyzed: [] });
  });

  it("runs by itself in the background (the job runner's db-upkeep) while the server takes writes", async () => {
    await deliverNotifications();
    // As above: the queue's other connections report their dead row versions a moment later.
    await expect.poll(async () => (await tableStates(db.db)).find((t) => t.table === JOBS)?.vacuum, { timeout: 15_000, interval: 200 }).toBe(true);
    const runner = await startJobRunner(db, [dbUpkeepJob(50)], { log: logger("jobs") });
    try {
      await expect.poll(async () => (await tableStates(db.db)).find((t) => t.table === JOBS)?.vacuum, { timeout: 20_000, interval: 100 }).toBe(false);
    } finally {
      await runner.stop();
    }
    expect((await stat("job_common", "pgboss")).dead).toBeLessThan(300);
  });

  it("keeps the embedded database's buffers small: its memory lives in the server's process (docs/memory.md)", async () => {
    if (db.kind !== "pglite") return;
    const [row] = await sqlRows<{ shared: string; maintenance: string }>(
      db.db,
      sql`select current_setting('shared_buffers') as shared, current_setting('maintenance_work_mem') as maintenance`,
    );
    expect(row).toEqual({ shared: "32MB", maintenance: "16MB" });
  });
});
