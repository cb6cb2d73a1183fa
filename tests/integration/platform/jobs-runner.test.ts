import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { enqueueMail, mailJob, mailMessageId } from "@/lib/server/platform/deliveries";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { setCrmPort, type CrmPort } from "@/lib/integrations/crm";
import { startJobRunner, type JobRunner } from "@/lib/server/jobs/runner";
import { crmSyncJob } from "@/lib/server/console/jobs";
import { deadJobs, queueCounts, retryDead } from "@/lib/server/jobs/inspect";
import type { JobKind } from "@/lib/server/jobs/kinds";
import { logger } from "@/lib/server/platform/log";
import { sqlRows } from "@/models/platform/sql-rows";
import { forgetQueuedJobs, jobsOf } from "../../helpers/jobs";

// The job runner (lib/server/jobs) with two instances on one database: on PostgreSQL (DATABASE_URL)
// two pools and two pg-boss instances, as two servers have; on the embedded database two pg-boss
// instances on the one PGlite connection (one process owns it). What runs once runs once, a failing
// job is retried with growing delays and ends in the dead-letter list, and a restart loses nothing.

let db: Awaited<ReturnType<typeof freshDatabase>>;
/** The second instance's database handle (its own pool on PostgreSQL). */
let other: DbHandle;
beforeAll(async () => {
  db = await freshDatabase({ seed: false });
  const url =
    db.kind === "postgres"
      ? (db.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString
      : undefined;
  other = url ? await openDatabase({ url }) : { ...db, close: async () => {} };
});
const runners: JobRunner[] = [];
afterEach(async () => {
  setMailPort(undefined);
  setCrmPort(undefined);
  await Promise.all(runners.splice(0).map((r) => r.stop(5_000)));
});
afterAll(async () => {
  await other.close();
  await db.drop();
});

const fast = {
  log: logger("jobs"),
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
  cronPollingSeconds: 0.5,
  pollMs: 500,
};
async function start(handle: DbHandle, kinds: JobKind[]) {
  const r = await startJobRunner(handle, kinds, fast);
  runners.push(r);
  return r;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How many mails of the queue were delivered (their jobs completed). */
const mailsDone = async () => (await jobsOf<{ to: string }>(db.db, "mail")).filter((j) => j.state === "completed").length;

describe("job runner on two instances", () => {
  it("delivers every queued mail exactly once while both instances take the mail queue", async () => {
    await forgetQueuedJobs(db.db);
    const sent: string[] = [];
    setMailPort({
      async send(m: MailMessage) {
        await sleep(15);
        sent.push(m.to);
      },
    });
    const to = Array.from({ length: 30 }, (_, i) => `kunde${i}@example.test`);
    for (const t of to.slice(0, 15)) await enqueueMail(db.db, { to: t, subject: "Bestellung", text: "Danke" });
    await Promise.all([start(db, [mailJob]), start(other, [mailJob])]);
    // More arrive while both run.
    for (const t of to.slice(15)) await enqueueMail(db.db, { to: t, subject: "Bestellung", text: "Danke" });
    await expect.poll(mailsDone, { timeout: 30_000, interval: 200 }).toBe(30);
    await sleep(1_000); // a second delivery would arrive now
    expect(sent.sort()).toEqual([...to].sort());
  });

  it("runs a cron schedule once per minute although both instances watch it", async () => {
    const ran: { who: string; at: number }[] = [];
    const tick = (who: string): JobKind => ({
      name: "test-tick",
      retry: { retryLimit: 0, retryDelay: 1, retryDelayMax: 1 },
      expireInSeconds: 30,
      cron: { expression: "* * * * *", tz: "Europe/Berlin" },
      async run() {
        ran.push({ who, at: Date.now() });
      },
    });
    await Promise.all([start(db, [tick("A")]), start(other, [tick("B")])]);
    // Both instances' cron monitors look every second and find the schedule due.
    await expect.poll(() => ran.length, { timeout: 75_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    await sleep(5_000);
    // One job per minute's occurrence, and each job ran once. pg-boss's cron pass files each occurrence
    // under its minute (data.slot of its internal send-it job) and forwards it as one job of the queue.
    // Run times alone cannot say it: a job of one minute that starts a second late shares its minute with
    // the next one's. Read at a minute's turn, an occurrence may be filed but not yet forwarded, or a job
    // forwarded but not yet run: the counts are read again until they agree. A job run twice, or a
    // minute filed twice, never agrees.
    const counts = async () => {
      const perMinute = await sqlRows<{ minute: string | null; n: number }>(
        db.db,
        sql`select data->>'slot' as minute, count(*)::int as n from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = 'test-tick' group by data->>'slot'`,
      );
      const [{ n }] = await sqlRows<{ n: number }>(db.db, sql`select count(*)::int as n from pgboss.job where name = 'test-tick'`);
      return {
        minutes: perMinute.length,
        agreement: {
          minutesFiledTwice: perMinute.filter((m) => m.n !== 1 || m.minute === null),
          jobsWithoutTheirMinute: n - perMinute.length,
          runsMoreThanJobs: ran.length - n,
        },
      };
    };
    await expect
      .poll(async () => (await counts()).agreement, { timeout: 20_000, interval: 500 })
      .toEqual({ minutesFiledTwice: [], jobsWithoutTheirMinute: 0, runsMoreThanJobs: 0 });
    expect((await counts()).minutes).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it("retries a failing job with growing delays, then lists it as dead with its last error; a retry by id runs it again", async () => {
    const calls: number[] = [];
    let broken = true;
    const crm: CrmPort = {
      async query<T>(): Promise<T[]> {
        calls.push(Date.now());
        if (broken) throw new Error("Salesforce: HTTP 503 Service Unavailable");
        return [];
      },
      async describePicklists() {
        return {};
      },
      async update() {},
    };
    setCrmPort(crm);
    // The CRM sync with a short retry policy (the app's waits 30 s, 60 s, 120 s).
    const kind = { ...crmSyncJob(60_000), every: undefined, retry: { retryLimit: 3, retryDelay: 1, retryDelayMax: 60 } };
    const a = await start(db, [kind]);
    await start(other, [kind]);
    expect(await a.runNow("crm-sync")).toMatch(/^[0-9a-f-]{36}$/);

    await expect.poll(async () => (await deadJobs(db.db)).filter((d) => d.queue === "crm-sync").length, { timeout: 45_000, interval: 250 }).toBe(1);
    // Four tries (the first and three retries), each gap longer than the one before it on the whole.
    expect(calls).toHaveLength(4);
    const gaps = calls.slice(1).map((t, i) => t - calls[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[2]).toBeGreaterThan(gaps[0] + 1_000);
    const [dead] = (await deadJobs(db.db)).filter((d) => d.queue === "crm-sync");
    expect(dead).toMatchObject({ tries: 4, lastError: "Salesforce: HTTP 503 Service Unavailable" });
    expect((await queueCounts(db.db)).find((q) => q.name === "crm-sync")).toMatchObject({ failed: 1, dead: 1, active: 0 });

    // The CRM is back; the operator retries the dead job by its id.
    broken = false;
    expect(await retryDead(db.db, "not-an-id", a.boss)).toMatchObject({ ok: false, message: expect.stringContaining("keine Auftragsnummer") });
    expect(await retryDead(db.db, dead.id, a.boss)).toEqual({ ok: true, queue: "crm-sync" });
    await expect
      .poll(async () => (await queueCounts(db.db)).find((q) => q.name === "crm-sync")?.completed, { timeout: 20_000, interval: 250 })
      .toBe(1);
    expect(calls).toHaveLength(4 + 3); // a full sync reads studios, opportunities and proposals
    expect((await deadJobs(db.db)).filter((d) => d.queue === "crm-sync")).toEqual([]);
  }, 90_000);

  it("loses nothing over a restart: a stopping instance finishes its delivery and the next one delivers the rest, once", async () => {
    await forgetQueuedJobs(db.db);
    const sent: string[] = [];
    let slow = true;
    setMailPort({
      async send(m: MailMessage) {
        await sleep(slow ? 400 : 5);
        sent.push(m.to);
      },
    });
    const to = Array.from({ length: 12 }, (_, i) => `neustart${i}@example.test`);
    for (const t of to) await enqueueMail(db.db, { to: t, subject: "Bestellung", text: "Danke" });
    const first = await startJobRunner(db, [mailJob], fast);
    await expect.poll(() => sent.length, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    // SIGTERM: the running delivery ends; the others wait in the queue.
    await first.stop(5_000);
    const delivered = sent.length;
    expect(delivered).toBeLessThan(12);
    const waiting = (await jobsOf<{ to: string }>(db.db, "mail")).filter((j) => j.data.to.startsWith("neustart"));
    expect(waiting.filter((j) => j.state === "created").length).toBe(12 - delivered);
    expect(waiting.filter((j) => j.state === "active")).toEqual([]);

    // The new instance (or the other one) takes over and delivers the rest, once.
    slow = false;
    await start(other, [mailJob]);
    const restartedDone = async () =>
      (await jobsOf<{ to: string }>(db.db, "mail")).filter((j) => j.data.to.startsWith("neustart") && j.state === "completed").length;
    await expect.poll(restartedDone, { timeout: 30_000, interval: 200 }).toBe(12);
    await sleep(500);
    expect(sent.sort()).toEqual([...to].sort());
  }, 60_000);

  it("an instance that stalls past a delivery's time: the other delivers it again with the same Message-ID, and the stalled try cannot mark it done", async () => {
    await forgetQueuedJobs(db.db);
    // A mail queue whose jobs count as lost after one second (the app's: two minutes).
    const quick = { ...mailJob, expireInSeconds: 1, retry: { retryLimit: 3, retryDelay: 1, retryDelayMax: 1 } };
    const sent: { by: string; messageId?: string }[] = [];
    let stalled = true;
    const port = (by: string) => ({
      async send(m: MailMessage & { messageId?: string }) {
        if (by === "A" && stalled) {
          stalled = false;
          await sleep(4_000);
        }
        sent.push({ by, messageId: m.messageId });
      },
    });
    setMailPort(port("A"));
    await start(db, [quick]);
    await enqueueMail(db.db, { to: "langsam@example.test", subject: "Bestellung", text: "Danke" });
    const [job] = (await jobsOf<{ to: string }>(db.db, "mail")).filter((j) => j.data.to === "langsam@example.test");
    await expect.poll(() => !stalled, { timeout: 10_000, interval: 50 }).toBe(true);
    // A hangs inside the mail server; B's supervisor finds the job's time run out, and B tries again.
    setMailPort(port("B"));
    await start(other, [quick]);
    await expect.poll(() => sent.filter((s) => s.by === "B").length, { timeout: 20_000, interval: 100 }).toBe(1);
    await sleep(4_000); // A's hanging try ends now
    expect(sent.map((s) => s.messageId)).toEqual(expect.arrayContaining([mailMessageId(job.id)]));
    expect(new Set(sent.map((s) => s.messageId))).toEqual(new Set([mailMessageId(job.id)]));
    const [done] = (await jobsOf<{ to: string }>(db.db, "mail")).filter((j) => j.id === job.id);
    expect(done).toMatchObject({ state: "completed", retryCount: 1 });
  }, 60_000);
});
