import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { calendarFeedResponse, forgetCalendarFeeds } from "@/lib/server/console/calendar-feed";
import { calendarTokens } from "@/models/console/calendar-feed";
import { proposals } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";

// The private calendar feed, parsed back by a calendar parser (node-ical).

let db: Awaited<ReturnType<typeof freshDatabase>>;
let mayer: string;
const NOW = new Date("2026-11-24T10:00:00Z");
beforeAll(async () => {
  db = await freshDatabase();
  mayer = await sessionCookie(DEMO.mayer);
});
afterAll(() => db.drop());

const fileOf = (url: string) => url.split("/calendar/")[1];
const events = (body: string) => Object.values(ical.sync.parseICS(body)).filter((c): c is VEvent => c?.type === "VEVENT");
const berlinHour = (d: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", hourCycle: "h23" }).format(d);

async function mayerStore() {
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, "kuechen-mayer"));
  return s;
}

/** Puts a confirmed visit on `count` proposals of the store: alternately in summer and winter time, 10:00 Berlin. */
async function visitsAt(storeId: string, when: string[]) {
  const rows = await db.db
    .select({ id: proposals.id, crm: proposals.crm })
    .from(proposals)
    .where(eq(proposals.storeId, storeId))
    .orderBy(proposals.crmId)
    .limit(when.length);
  for (const [i, r] of rows.entries()) {
    await db.db
      .update(proposals)
      .set({ crm: { ...r.crm, Confirmed_Store_Visit_Date__c: when[i] }, appointmentAt: new Date(when[i]) })
      .where(eq(proposals.id, r.id));
  }
  return rows.map((r) => r.crm.Id);
}

describe("calendar feed /calendar/{token}.ics", () => {
  it("lists the studio's visits at the right Berlin time across the clock change, with number, address and customer link; the name only when unlocked", async () => {
    const store = await mayerStore();
    // 10:00 Berlin: 08:00 UTC in summer time (September), 09:00 UTC in winter time (December, January).
    const ids = await visitsAt(store.id, ["2026-09-15T08:00:00.000Z", "2026-12-10T09:00:00.000Z", "2027-01-20T09:00:00.000Z"]);
    const created = await call("POST", "calendarTokenCreate", { storeSlug: "kuechen-mayer" }, mayer);
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    forgetCalendarFeeds();
    const res = await calendarFeedResponse(fileOf(created.body.url), null, NOW);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const body = await res.text();
    const list = events(body);
    const visits = ids.map((id) => list.find((e) => e.uid.startsWith(`visit-${id}@`))!);
    expect(visits.map((v) => v.start.toISOString())).toEqual(["2026-09-15T08:00:00.000Z", "2026-12-10T09:00:00.000Z", "2027-01-20T09:00:00.000Z"]);
    expect(visits.map((v) => berlinHour(v.start))).toEqual(["10", "10", "10"]);
    expect(visits.every((v) => v.end!.getTime() - v.start.getTime() === 3_600_000)).toBe(true);
    expect(visits[0].location).toContain(store.crm.BillingStreet!);
    expect(String(typeof visits[0].url === "string" ? visits[0].url : visits[0].description)).toMatch(/\/stores\/kuechen-mayer\/customers\//);

    // Unlock rule: a confirmed visit unlocks unless the status locks it; compare with the console's answer.
    const console_ = await call("GET", "storeWithLeads", { storeSlug: "kuechen-mayer" }, mayer);
    for (const [i, id] of ids.entries()) {
      const dto = (
        console_.body.proposals as { crm: { Id: string }; unlocked: boolean; lead: { crm: { FirstName?: string; LastName?: string } } }[]
      ).find((p) => p.crm.Id === id)!;
      const summary = String(visits[i].summary);
      if (dto.unlocked) expect(summary).toContain(`${dto.lead.crm.FirstName} ${dto.lead.crm.LastName}`);
      else expect(summary).toMatch(/^Studiotermin KA-\d+$/);
    }
    // Another studio's appointments are not in this feed.
    expect(body).not.toMatch(/Küchenwelt Berlin/);
  });

  it("answers 304 for the client's current copy, and 404 without a valid token or after revoking", async () => {
    const created = await call("POST", "calendarTokenCreate", { storeSlug: "kuechen-mayer" }, mayer);
    const file = fileOf(created.body.url);
    const first = await calendarFeedResponse(file, null, NOW);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await calendarFeedResponse(file, etag, NOW)).status).toBe(304);

    expect((await calendarFeedResponse("x".repeat(43) + ".ics", null, NOW)).status).toBe(404);
    expect((await calendarFeedResponse("kuechen-mayer.ics", null, NOW)).status).toBe(404);
    // Only the hash is stored.
    const stored = await db.db.select({ h: calendarTokens.tokenHash }).from(calendarTokens);
    expect(stored.some((r) => file.includes(r.h))).toBe(false);

    const revoked = await call("POST", "calendarTokenRevoke", { storeSlug: "kuechen-mayer" }, mayer);
    expect(revoked.status).toBe(200);
    expect((await calendarFeedResponse(file, null, NOW)).status).toBe(404);
    const settings = await call("GET", "notificationSettings", { storeSlug: "kuechen-mayer" }, mayer);
    expect(settings.body.calendarSince).toBeNull();
  });

  it("a child's feed stops when the master's member no longer has that child, the console role or an active account", async () => {
    const email = "verkauf@kuechenhaus-nord.example";
    const cookie = await sessionCookie(email);
    const file = fileOf((await call("POST", "calendarTokenCreate", { storeSlug: "kuechenhaus-kiel" }, cookie)).body.url);
    const [hamburg] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const status = async () => {
      forgetCalendarFeeds();
      return (await calendarFeedResponse(file, null, NOW)).status;
    };
    try {
      expect(await status()).toBe(200);
      await db.db
        .update(user)
        .set({ childScope: "selected", childStoreIds: [hamburg.id] })
        .where(eq(user.email, email));
      expect(await status()).toBe(404);
      await db.db.update(user).set({ childScope: "all", childStoreIds: [] }).where(eq(user.email, email));
      expect(await status()).toBe(200);
      await db.db.update(user).set({ role: "einkauf" }).where(eq(user.email, email));
      expect(await status()).toBe(404);
      await db.db.update(user).set({ role: "verkauf", active: false }).where(eq(user.email, email));
      expect(await status()).toBe(404);
    } finally {
      await db.db.update(user).set({ role: "verkauf", active: true, childScope: "all", childStoreIds: [] }).where(eq(user.email, email));
      await call("POST", "calendarTokenRevoke", { storeSlug: "kuechenhaus-kiel" }, await sessionCookie(email));
    }
  });

  it("making a new URL ends the old one", async () => {
    const a = fileOf((await call("POST", "calendarTokenCreate", { storeSlug: "kuechen-mayer" }, mayer)).body.url);
    const b = fileOf((await call("POST", "calendarTokenCreate", { storeSlug: "kuechen-mayer" }, mayer)).body.url);
    expect((await calendarFeedResponse(a, null, NOW)).status).toBe(404);
    expect((await calendarFeedResponse(b, null, NOW)).status).toBe(200);
    const live = await db.db
      .select()
      .from(calendarTokens)
      .where(and(isNotNull(calendarTokens.tokenHash), sql`${calendarTokens.revokedAt} is null`));
    expect(live).toHaveLength(1);
  });

  it("lists the visits and own dates of a studio with 5,000 proposals, and a poll gets the kept copy", async () => {
    const store = await mayerStore();
    const [p] = await db.db.select().from(proposals).where(eq(proposals.storeId, store.id)).limit(1);
    // Two years of requests; a third got a confirmed visit, a tenth an own date (around the request).
    await db.db
      .execute(sql`insert into proposals (crm_id, store_id, opportunity_id, lead_id, crm, stage, requested_at, appointment_at, store_custom_appointment_date)
      select 'perf-' || i, ${store.id}, ${p.opportunityId}, ${p.leadId},
        jsonb_build_object('Id', 'perf-' || i, 'Stage__c', 'Received', 'CreatedDate', '2026-01-01T00:00:00Z', 'LastModifiedDate', '2026-01-01T00:00:00Z',
          'Confirmed_Store_Visit_Date__c', case when i % 3 = 0 then to_char(t.at + interval '10 days', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end),
        'Received', t.at,
        case when i % 3 = 0 then t.at + interval '10 days' end,
        case when i % 10 = 1 then to_char(t.at + interval '14 days', 'YYYY-MM-DD') end
      from generate_series(1, 5000) as i,
        lateral (select ${NOW.toISOString()}::timestamptz - make_interval(hours => (i * 7) % 17520) + interval '4 months' as at) t`);
    const file = fileOf((await call("POST", "calendarTokenCreate", { storeSlug: "kuechen-mayer" }, mayer)).body.url);
    forgetCalendarFeeds();
    const first = await calendarFeedResponse(file, null, NOW);
    const body = await first.text();
    // Both arms of the window query: confirmed visits and own whole-day dates (speed: npm run bench).
    expect(events(body).filter((e) => e.uid.startsWith("visit-perf-")).length).toBeGreaterThan(400);
    expect(events(body).filter((e) => e.uid.startsWith("own-perf-")).length).toBeGreaterThan(100);
    // A poll within the minute gets the kept copy: the same ETag, and 304 for the client's copy.
    const again = await calendarFeedResponse(file, first.headers.get("etag"), NOW);
    expect(again.status).toBe(304);
  });
});
