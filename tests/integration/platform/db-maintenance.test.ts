import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { enqueueChat, processOutbox } from "@/lib/server/jobs/outbox";
import { runDatabaseMaintenance, tableStates } from "@/lib/server/platform/db-maintenance";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { dbUpkeepJob } from "@/lib/server/jobs/db-upkeep";
import { sqlRows } from "@/lib/server/platform/sql-rows";
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
async function stat(table: string): Promise<Stat> {
  await db.db.execute(sql`select pg_stat_force_next_flush()`);
  const [r] = await sqlRows<{ dead: string | number; vacuumed: boolean; analyzed: boolean }>(
    db.db,
    sql`
    select n_dead_tup as dead, coalesce(last_vacuum, last_autovacuum) is not null as vacuumed, coalesce(last_analyze, last_autoanalyze) is not null as analyzed
    from pg_stat_user_tables where relname = ${table}`,
  );
  return { dead: Number(r.dead), vacuumed: r.vacuumed, analyzed: r.analyzed };
}

/** 300 shop notifications queued and delivered: each row inserted, claimed and marked done. */
async function deliverNotifications() {
  for (let i = 0; i < 300; i++) await enqueueChat(db.db, { isTest: false }, "shop", `Händlershop geöffnet: Studio ${i}`);
  while ((await processOutbox(db.db, { limit: 50, renewEveryMs: 0 })) > 0) {
    /* deliver all */
  }
}

describe("database upkeep", () => {
  it("vacuums the tables that took many writes and analyzes the freshly loaded catalog", async () => {
    await deliverNotifications();
    const before = await stat("outbox");
    expect(before.dead).toBeGreaterThanOrEqual(300); // every delivered row left old versions behind
    const due = await tableStates(db.db);
    expect(due.find((t) => t.table === "outbox")).toMatchObject({ vacuum: true });
    expect(due.find((t) => t.table === "products")).toMatchObject({ analyze: true });

    const run = await runDatabaseMaintenance(db.db);
    const after = await stat("outbox");
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
    expect((await tableStates(db.db)).find((t) => t.table === "outbox")?.vacuum).toBe(true);
    const runner = await startJobRunner(db, [dbUpkeepJob(50)]);
    try {
      await expect
        .poll(async () => (await tableStates(db.db)).find((t) => t.table === "outbox")?.vacuum, { timeout: 20_000, interval: 100 })
        .toBe(false);
    } finally {
      await runner.stop();
    }
    expect((await stat("outbox")).dead).toBeLessThan(300);
  });
});
