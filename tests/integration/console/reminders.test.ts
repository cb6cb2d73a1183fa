import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray, isNotNull, like, sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { decodeQuotedPrintable } from "../../helpers/mail";
import { startSmtpPeer } from "../../peers/smtp-peer";
import { setMailPort } from "@/lib/integrations/mail";
import { smtpMail } from "@/lib/integrations/mail/smtp";
import { sendDailySummaries, sendTimerReminders } from "@/lib/server/console/reminders";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { dailySummaryJob } from "@/lib/server/console/jobs";
import { mailJob } from "@/lib/server/platform/deliveries";
import { logger } from "@/lib/server/platform/log";
import { queueCounts } from "@/lib/server/jobs/inspect";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { notifications, opportunities, proposals } from "@/models/console/requests";
import { sentReminders, userNotificationSettings } from "@/models/console/notification-settings";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { clearDeliveries, deliveriesOf } from "../../helpers/jobs";

// Reminders before a response timer runs out and the 8:00 summary, with a fake clock, through the
// queue and the real SMTP adapter to a local SMTP peer.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const NOW = new Date("2026-11-24T10:00:00Z");

beforeAll(async () => {
  db = await freshDatabase();
  smtp = await startSmtpPeer();
  setMailPort(smtpMail({ url: smtp.url, from: "shop@kuechenportal.example" }));
});
afterAll(async () => {
  setMailPort(undefined);
  await smtp.close();
  await db.drop();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await clearDeliveries(db.db);
  await db.db.delete(sentReminders);
});

async function storeBySlug(slug: string) {
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, slug));
  return s;
}

/** Moves every open request of the store out of reminder reach, then one to `hoursLeft` before its deadline. */
async function oneRequestDue(slug: string, hoursLeft: number) {
  const store = await storeBySlug(slug);
  const far = new Date(NOW.getTime() + 30 * 24 * 3_600_000).toISOString();
  await db.db.execute(sql`update proposals set crm = crm || jsonb_build_object('Response_Timeout__c', ${far}::text), store_declined_at = null`);
  const [p] = await db.db
    .select({ id: proposals.id, crm: proposals.crm, opportunityId: proposals.opportunityId })
    .from(proposals)
    .innerJoin(opportunities, eq(opportunities.id, proposals.opportunityId))
    .where(
      and(
        eq(proposals.storeId, store.id),
        eq(proposals.stage, "Requested"),
        sql`${opportunities.crm}->>'StageName' not in ('Closed', 'Closed Lost', 'Sold')`,
      ),
    )
    .orderBy(proposals.crmId)
    .limit(1);
  const deadline = new Date(NOW.getTime() + hoursLeft * 3_600_000).toISOString();
  await db.db
    .update(proposals)
    .set({ crm: { ...p.crm, Response_Timeout__c: deadline } })
    .where(eq(proposals.id, p.id));
  const [o] = await db.db.select({ crm: opportunities.crm }).from(opportunities).where(eq(opportunities.id, p.opportunityId));
  return { store, proposalId: p.id, customerNumber: o.crm.Customer_Number__c };
}

const deliverAll = () => db.jobs.runDue();

const subjectOf = (raw: Buffer) => {
  const m = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw.toString("utf8"));
  return m ? m[1] : "";
};
const decodeHeader = (h: string) =>
  h
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    )
    .replace(/\r?\n[ \t]/g, "")
    .replace(/\?=\s+=\?/g, "");

describe("reminder before the response timer runs out", () => {
  it("sends one bell notification and one mail per console user, once per request and threshold, even when two runs race", async () => {
    const { store, customerNumber } = await oneRequestDue("kuechen-mayer", 3.5);
    const before = await db.db.select().from(notifications).where(eq(notifications.storeId, store.id));
    const [a, b] = await Promise.all([sendTimerReminders(db.db, NOW), sendTimerReminders(db.db, NOW)]);
    expect(a + b).toBe(1);
    expect(await sendTimerReminders(db.db, new Date(NOW.getTime() + 60_000))).toBe(0);

    const after = await db.db.select().from(notifications).where(eq(notifications.storeId, store.id));
    const added = after.filter((n) => !before.some((x) => x.id === n.id));
    // 3.5 hours left: the bell says what the response timer shows, not the threshold of 4 hours.
    expect(added.map((n) => n.message)).toEqual([`Noch 3:30 Std. für Anfrage ${customerNumber}`]);

    await deliverAll();
    // The studio's console users: the owner and sales; purchasing gets no request mails.
    expect(smtp.received.map((m) => m.to).sort()).toEqual([["studio@kuechen-mayer.example"], ["verkauf@kuechen-mayer.example"]]);
    for (const mail of smtp.received) {
      expect(decodeHeader(subjectOf(mail.raw))).toBe(`Noch 3:30 Std. für Anfrage ${customerNumber}`);
      expect(decodeQuotedPrintable(mail.raw.toString("utf8"))).toContain("/stores/kuechen-mayer/overview");
    }
  });

  it("does not remind with more time left, after expiry, or for a declined request", async () => {
    await oneRequestDue("kuechen-mayer", 4.5);
    expect(await sendTimerReminders(db.db, NOW)).toBe(0);
    await oneRequestDue("kuechen-mayer", -0.5);
    expect(await sendTimerReminders(db.db, NOW)).toBe(0);
    const { proposalId } = await oneRequestDue("kuechen-mayer", 2);
    await db.db.update(proposals).set({ storeDeclinedAt: NOW }).where(eq(proposals.id, proposalId));
    expect(await sendTimerReminders(db.db, NOW)).toBe(0);
  });

  it("follows the studio's own threshold, and a changed threshold reminds once more", async () => {
    const { store, customerNumber } = await oneRequestDue("kuechen-mayer", 7);
    await db.db.update(stores).set({ reminderHours: 8 }).where(eq(stores.id, store.id));
    try {
      expect(await sendTimerReminders(db.db, NOW)).toBe(1);
      const [n] = await db.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.storeId, store.id), like(notifications.message, "Noch 7:00 Std.%")));
      expect(n.message).toBe(`Noch 7:00 Std. für Anfrage ${customerNumber}`);
      expect(await sendTimerReminders(db.db, NOW)).toBe(0);
    } finally {
      await db.db.update(stores).set({ reminderHours: 4 }).where(eq(stores.id, store.id));
    }
  });

  it("posts to the store chat channel, but not for a test store; a person who switched reminders off gets no mail", async () => {
    await oneRequestDue("kuechen-mayer", 1);
    expect(await sendTimerReminders(db.db, NOW)).toBe(1);
    const chats = (await deliveriesOf(db.db)).filter((r) => r.kind === "chat");
    expect(chats).toHaveLength(1);

    // A new scenario on the same request: forget what was sent.
    await clearDeliveries(db.db);
    await db.db.delete(sentReminders);
    const { store } = await oneRequestDue("kuechen-mayer", 2);
    await db.db.update(stores).set({ isTest: true }).where(eq(stores.id, store.id));
    const [u] = await db.db.select().from(user).where(eq(user.email, "studio@kuechen-mayer.example"));
    await db.db.insert(userNotificationSettings).values({ userId: u.id, reminderMails: false, dailySummary: true });
    try {
      expect(await sendTimerReminders(db.db, NOW)).toBe(1);
      // No chat for a test store; the owner switched mails off, the sales colleague still gets one.
      const rows = await deliveriesOf(db.db);
      expect(rows.map((r) => [r.kind, (r.payload as { to?: string }).to])).toEqual([["mail", "verkauf@kuechen-mayer.example"]]);
      const bell = await db.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.storeId, store.id), like(notifications.message, "Noch %")));
      expect(bell.length).toBeGreaterThanOrEqual(2);
    } finally {
      await db.db.update(stores).set({ isTest: false }).where(eq(stores.id, store.id));
      await db.db.delete(userNotificationSettings);
    }
  });
});

describe("daily summary at 8:00 Berlin time", () => {
  // The console users: owners and sales of a studio (purchasing gets no request mails; the operator's
  // people belong to no studio).
  const people = async () =>
    (
      await db.db
        .select({ email: user.email })
        .from(user)
        .where(and(inArray(user.role, ["inhaber", "verkauf"]), isNotNull(user.storeId)))
    )
      .map((u) => u.email)
      .sort();

  it("goes out from 8:00 Berlin time on the day summer time starts, once per person and day", async () => {
    // 29 March 2026: clocks go from 2:00 to 3:00, so 8:00 Berlin is 06:00 UTC.
    expect(await sendDailySummaries(db.db, new Date("2026-03-29T05:59:00Z"))).toBe(0);
    const sent = await sendDailySummaries(db.db, new Date("2026-03-29T06:00:00Z"));
    expect(await sendDailySummaries(db.db, new Date("2026-03-29T06:01:00Z"))).toBe(0);
    await deliverAll();
    const to = smtp.received.flatMap((m) => m.to).sort();
    // Every studio of the demo data has open requests, so every console user gets exactly one.
    expect(to).toEqual(await people());
    expect(sent).toBe(to.length);
    const mayer = smtp.received.find((m) => m.to[0] === "studio@kuechen-mayer.example")!;
    expect(decodeHeader(subjectOf(mayer.raw))).toMatch(/^Ihr Tag am 29\.03\.2026: \d+ offene Anfragen, \d+ Termine$/);
    const body = decodeQuotedPrintable(mayer.raw.toString("utf8"));
    expect(body).toContain("Offene Anfragen (");
    expect(body).toContain("Termine heute (");
    const nord = smtp.received.find((m) => m.to[0] === "zentrale@kuechenhaus-nord.example")!;
    expect(decodeQuotedPrintable(nord.raw.toString("utf8"))).toMatch(/KA-\d+ \(Küchenhaus (Hamburg|Bremen|Kiel)\)/);
  });

  it("a master's member given selected children gets only those children's requests", async () => {
    const [hamburg] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const member = "verkauf@kuechenhaus-nord.example";
    await db.db
      .update(user)
      .set({ childScope: "selected", childStoreIds: [hamburg.id] })
      .where(eq(user.email, member));
    try {
      expect(await sendDailySummaries(db.db, new Date("2026-03-30T06:00:00Z"))).toBeGreaterThan(0);
      await deliverAll();
      const mine = decodeQuotedPrintable(smtp.received.find((m) => m.to[0] === member)!.raw.toString("utf8"));
      const owners = decodeQuotedPrintable(smtp.received.find((m) => m.to[0] === "zentrale@kuechenhaus-nord.example")!.raw.toString("utf8"));
      expect(mine).toContain("(Küchenhaus Hamburg)");
      expect(mine).not.toMatch(/\(Küchenhaus (Bremen|Kiel)\)/);
      // The owner of the same master still sees every child.
      expect(owners).toMatch(/\(Küchenhaus (Bremen|Kiel)\)/);
    } finally {
      await db.db.update(user).set({ childScope: "all", childStoreIds: [] }).where(eq(user.email, member));
    }
  });

  it("in winter time at 07:00 UTC, not before; the next day again; not to a person who switched it off", async () => {
    const [u] = await db.db.select().from(user).where(eq(user.email, "studio@kuechen-mayer.example"));
    await db.db.insert(userNotificationSettings).values({ userId: u.id, reminderMails: true, dailySummary: false });
    try {
      expect(await sendDailySummaries(db.db, new Date("2026-12-01T06:59:00Z"))).toBe(0);
      expect(await sendDailySummaries(db.db, new Date("2026-12-01T07:00:00Z"))).toBeGreaterThan(0);
      expect(await sendDailySummaries(db.db, new Date("2026-12-01T10:59:00Z"))).toBe(0);
      expect(await sendDailySummaries(db.db, new Date("2026-12-02T07:30:00Z"))).toBeGreaterThan(0);
      await deliverAll();
      const to = smtp.received.flatMap((m) => m.to);
      expect(to).not.toContain("studio@kuechen-mayer.example");
      expect(to.filter((t) => t === "studio@kuechenwelt-berlin.example")).toHaveLength(2);
    } finally {
      await db.db.delete(userNotificationSettings);
    }
  });

  it("the job runner on two instances: the 8:00 schedule firing on both, and again minutes later, mails each person once", async () => {
    const url =
      db.kind === "postgres"
        ? (db.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString
        : undefined;
    const other: DbHandle = url ? await openDatabase({ url }) : { ...db, close: async () => {} };
    const fast = {
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      superviseIntervalSeconds: 1,
      monitorIntervalSeconds: 1,
      cronPollingSeconds: 0.5,
      log: logger("jobs"),
    };
    const a = await startJobRunner(db, [dailySummaryJob, mailJob], fast);
    const b = await startJobRunner(other, [dailySummaryJob, mailJob], fast);
    try {
      const [schedule] = await a.boss.getSchedules("daily-summary");
      expect(schedule).toMatchObject({ cron: "0 8 * * *", timezone: "Europe/Berlin" });
      // 15 April 2026, 8:00 Berlin (summer time): what each instance's cron sends, at once; then a late repeat.
      await Promise.all([a.runNow("daily-summary", { at: "2026-04-15T06:00:00Z" }), b.runNow("daily-summary", { at: "2026-04-15T06:00:00Z" })]);
      const settled = async () => {
        const q = (await queueCounts(db.db)).find((c) => c.name === "daily-summary");
        return q ? q.waiting + q.active + q.retry : -1;
      };
      await expect.poll(settled, { timeout: 30_000, interval: 200 }).toBe(0);
      await Promise.all([a.runNow("daily-summary", { at: "2026-04-15T06:05:00Z" }), b.runNow("daily-summary", { at: "2026-04-15T06:05:00Z" })]);
      await expect.poll(settled, { timeout: 30_000, interval: 200 }).toBe(0);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await other.close();
    }
    await deliverAll();
    const to = smtp.received.flatMap((m) => m.to).sort();
    expect(to).toEqual(await people());
    expect(smtp.received.every((m) => decodeHeader(subjectOf(m.raw)).startsWith("Ihr Tag am 15.04.2026"))).toBe(true);
  }, 90_000);
});
