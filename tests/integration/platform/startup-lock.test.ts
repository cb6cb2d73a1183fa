import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { stores } from "@/models/schema";
import { loadDemoDataIfEmpty } from "@/lib/server/platform/startup";
import { loadDemoData } from "@/lib/server/operator/demo-catalog";
import { readSyncState, runScheduledCrmSync } from "@/lib/server/platform/crm-sync";
import type { CrmPort } from "@/lib/integrations/crm";
import { freshDatabase } from "../../helpers/test-db";

// Several instances on one PostgreSQL: migrations and demo data under an advisory lock, the CRM sync
// once per interval across instances with its watermark in the database.

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
  let other: DbHandle["db"];
  let extra: DbHandle | undefined;
  beforeAll(async () => {
    db = await freshDatabase({ seed: false });
    // A second instance: its own pool on the same PostgreSQL database; PGlite has one process, one handle.
    if (url) {
      const u = new URL(url);
      const current = (await db.db.execute(sql`select current_database() as d`)) as unknown as { rows: { d: string }[] };
      u.pathname = `/${current.rows[0].d}`;
      extra = await openDatabase({ url: u.toString() });
      other = extra.db;
    } else other = db.db;
  });
  afterAll(async () => {
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
    const start = new Date("2026-03-01T10:00:00Z");
    const results = await Promise.all([
      runScheduledCrmSync(db.db, { intervalMs: 15 * 60_000, crm: slowCrm(calls), now: () => start }),
      runScheduledCrmSync(other, { intervalMs: 15 * 60_000, crm: slowCrm(calls), now: () => start }),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(calls.filter((c) => c.includes("FROM Account"))).toHaveLength(1);
    expect(calls.every((c) => !c.includes("WHERE LastModifiedDate"))).toBe(true); // the first run is full
    expect(await readSyncState(db.db)).toEqual({ since: "2026-03-01T09:59:00.000Z", startedAt: start.toISOString() });

    // Another instance five minutes later: the interval has not passed, nothing runs.
    calls.length = 0;
    expect(
      await runScheduledCrmSync(other, { intervalMs: 15 * 60_000, crm: slowCrm(calls), now: () => new Date(start.getTime() + 5 * 60_000) }),
    ).toBeNull();
    expect(calls).toHaveLength(0);

    // After the interval, any instance continues incrementally from the stored watermark.
    const later = new Date(start.getTime() + 16 * 60_000);
    expect(await runScheduledCrmSync(other, { intervalMs: 15 * 60_000, crm: slowCrm(calls), now: () => later })).not.toBeNull();
    expect(calls.find((c) => c.includes("FROM Opportunity"))).toMatch(/WHERE LastModifiedDate > 2026-03-01T09:59:00Z$/);
  });
});
