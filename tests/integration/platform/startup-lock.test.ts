import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { stores } from "@/models/platform/stores";
import { loadDemoDataIfEmpty } from "@/lib/server/platform/startup";
import { loadDemoData } from "@/lib/server/operator/demo-catalog";
import { readSyncState } from "@/lib/server/console/crm-sync";
import { crmSyncJob } from "@/lib/server/console/jobs";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { logger } from "@/lib/server/platform/log";
import { setCrmPort, type CrmPort } from "@/lib/integrations/crm";
import { freshDatabase } from "../../helpers/test-db";

// Several instances on one PostgreSQL: migrations and demo data under an advisory lock, the CRM sync
// once per interval across instances (one waiting run on the queue) with its watermark in the database.

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("two instances starting at once on one empty PostgreSQL database", () => {
  const name = `test_lock_${randomBytes(5).toString("hex")}`;
  const handles: DbHandle[] = [];
  let target: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${name}`;
    target = u.toString();
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("both migrate and come up, and the demo data is loaded once", async () => {
    // Without the lock one of them fails in CREATE EXTENSION (pg_extension_name_index) or CREATE TABLE.
    const opened = await Promise.all([openDatabase({ url: target }), openDatabase({ url: target })]);
    handles.push(...opened);
    const seeded = await Promise.all(opened.map((h) => loadDemoDataIfEmpty(h.db, { demoData: "on", products: 50, load: loadDemoData })));
    expect(seeded.sort()).toEqual([false, true]);
    const [{ n }] = await opened[0].db.select({ n: count() }).from(stores);
    expect(n).toBe(6);
  });
});

describe("CRM sync across instances", () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let other: DbHandle;
  let extra: DbHandle | undefined;
  beforeAll(async () => {
    db = await freshDatabase({ seed: false });
    // A second instance: its own pool on the same PostgreSQL database; PGlite has one process, one handle.
    if (url) {
      const u = new URL(url);
      const current = (await db.db.execute(sql`select current_database() as d`)) as unknown as { rows: { d: string }[] };
      u.pathname = `/${current.rows[0].d}`;
      extra = await openDatabase({ url: u.toString() });
      other = extra;
    } else other = { ...db, close: async () => {} };
  });
  afterAll(async () => {
    setCrmPort(undefined);
    await extra?.close();
    await db.drop();
  });

  function slowCrm(calls: string[]): CrmPort {
    return {
      async update() {},
      async query(soql: string) {
        calls.push(soql);
        await new Promise((r) => setTimeout(r, 300));
        return [];
      },
      async describePicklists() {
        return {};
      },
    };
  }

  it("runs on one instance at a time, once per interval, and continues from the stored watermark", async () => {
    const calls: string[] = [];
    setCrmPort(slowCrm(calls));
    const accounts = () => calls.filter((c) => c.includes("FROM Account"));
    const intervalMs = 3_000;
    const started = Date.now();
    // Both instances schedule the refresh at their start; the queue holds one waiting run across them.
    const [a, b] = await Promise.all([
      startJobRunner(db, [crmSyncJob(intervalMs)], { log: logger("jobs") }),
      startJobRunner(other, [crmSyncJob(intervalMs)], { log: logger("jobs") }),
    ]);
    try {
      await expect.poll(() => accounts().length, { timeout: 10_000, interval: 50 }).toBe(1);
      await expect.poll(async () => (await readSyncState(db.db)).since, { timeout: 10_000, interval: 50 }).not.toBeNull();
      const first = await readSyncState(db.db);
      expect(calls.every((c) => !c.includes("WHERE LastModifiedDate"))).toBe(true); // the first run is full
      // Until the interval has passed no instance runs it again.
      await new Promise((r) => setTimeout(r, intervalMs - (Date.now() - started) - 500));
      expect(accounts()).toHaveLength(1);
      // After the interval, one instance continues incrementally from the stored watermark.
      await expect.poll(() => accounts().length, { timeout: 10_000, interval: 50 }).toBe(2);
      const opportunities = () => calls.filter((c) => c.includes("FROM Opportunity"));
      await expect.poll(() => opportunities().length, { timeout: 10_000, interval: 50 }).toBe(2);
      const since = first.since!.replace(/\.\d{3}Z$/, "Z");
      expect(opportunities().at(-1)).toMatch(new RegExp(`WHERE LastModifiedDate > ${since}$`));
      expect(accounts()).toHaveLength(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 30_000);
});
