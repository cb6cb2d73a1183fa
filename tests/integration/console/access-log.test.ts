import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { accessLog } from "@/models/console/access-log";
import { leads, proposals } from "@/models/console/requests";
import { stores, type Store } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { storeProposals } from "@/lib/server/console/proposals";
import { runRetention } from "@/lib/server/console/retention";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 34: every reveal of a phone number or e-mail, every detail view and every customer export of an
// end customer is recorded (who, when, which customer, the screen); owners read it, newest first.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: Store;
let cookie: string;

beforeAll(async () => {
  db = await freshDatabase();
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  cookie = await sessionCookie(DEMO.berlin);
});
afterAll(() => db.drop());

describe("access log", () => {
  it("records a phone reveal in the lead pool, a reveal and a detail view of a proposal, and an export; owners read them newest first", async () => {
    const [pool] = await db.db
      .select()
      .from(leads)
      .where(and(eq(leads.poolStoreId, berlin.id), isNotNull(leads.crmLead)))
      .limit(1);
    const reveal = await call("POST", "displayStoreLeadpoolPhone", { storeSlug: berlin.slug, leadNumber: pool.leadNumber }, cookie);
    expect(reveal.status).toBe(200);

    const rows = await storeProposals(berlin);
    const unlocked = rows.find((r) => r.unlocked)!;
    // The list never carries the contact data; "Anzeigen" asks for it.
    expect(unlocked.crm.Phone__c).toBeUndefined();
    const [stored] = await db.db.select().from(proposals).where(eq(proposals.crmId, unlocked.crm.Id));
    const phone = await call(
      "POST",
      "storeCustomerAccess",
      { storeSlug: berlin.slug, crmId: unlocked.crm.Id, kind: "phone", screen: "status" },
      cookie,
    );
    expect(phone).toEqual({ status: 200, body: { value: stored.crm.Phone__c ?? null } });
    const email = await call(
      "POST",
      "storeCustomerAccess",
      { storeSlug: berlin.slug, crmId: unlocked.crm.Id, kind: "email", screen: "proposal" },
      cookie,
    );
    expect(email.body.value).toBe(stored.crm.Customer_Email__c ?? null);
    const detail = await call(
      "POST",
      "storeCustomerAccess",
      { storeSlug: berlin.slug, crmId: unlocked.crm.Id, kind: "detail", screen: "customer" },
      cookie,
    );
    expect(detail).toEqual({ status: 200, body: { value: null } });

    // A locked proposal's contact data stays hidden, and the refusal is not logged as a reveal.
    const locked = rows.find((r) => !r.unlocked);
    if (locked) {
      const refused = await call(
        "POST",
        "storeCustomerAccess",
        { storeSlug: berlin.slug, crmId: locked.crm.Id, kind: "phone", screen: "status" },
        cookie,
      );
      expect(refused.status).toBe(422);
    }

    const csv = await serveEndpoint(
      new Request(`http://localhost/api/customersExport?storeCrmId=${encodeURIComponent(berlin.crmId)}`, { headers: { cookie } }),
      "customersExport",
      "GET",
    );
    expect(csv.status).toBe(200);
    await csv.text();

    const log = await call("GET", "storeAccessLog", { storeSlug: berlin.slug, limit: 10 }, cookie);
    expect(log.status).toBe(200);
    const customer = unlocked.opportunity.crm.Customer_Number__c;
    expect(log.body.entries.map((e: Record<string, string>) => [e.kindLabel, e.customerNumber, e.screen])).toEqual([
      ["Kundenexport", "", "Kunden exportieren"],
      ["Detailansicht", customer, "Kunde (Detailansicht)"],
      ["E-Mail-Adresse angezeigt", customer, "Planung (Detailansicht)"],
      ["Telefonnummer angezeigt", customer, "Status Planungen"],
      ["Telefonnummer angezeigt", pool.crm.Customer_Number__c, "Leadpool"],
    ]);
    expect(new Set(log.body.entries.map((e: Record<string, string>) => e.userName)).size).toBe(1);
    expect(log.body.entries[0].userName).toBeTruthy();

    // Paged: two at a time, the cursor leads on to the older ones.
    const first = await call("GET", "storeAccessLog", { storeSlug: berlin.slug, limit: 2 }, cookie);
    const next = await call("GET", "storeAccessLog", { storeSlug: berlin.slug, limit: 2, cursor: first.body.nextCursor }, cookie);
    expect(next.body.entries.map((e: { id: string }) => e.id)).toEqual(log.body.entries.slice(2, 4).map((e: { id: string }) => e.id));
  });

  it("is refused to another studio", async () => {
    const mayer = await sessionCookie(DEMO.mayer);
    expect((await call("GET", "storeAccessLog", { storeSlug: berlin.slug }, mayer)).status).toBe(403);
    expect(
      (await call("POST", "storeCustomerAccess", { storeSlug: "kuechen-mayer", crmId: "a01nichtda", kind: "phone", screen: "status" }, mayer)).status,
    ).toBe(403);
  });

  it("is itself pruned after the access-log rule's period", async () => {
    const now = new Date();
    const old = new Date(now);
    old.setUTCMonth(old.getUTCMonth() - 13);
    await db.db.insert(accessLog).values({ storeId: berlin.id, userName: "Frühere Mitarbeiterin", kind: "phone", screen: "status", createdAt: old });
    const before = await db.db.$count(accessLog, eq(accessLog.storeId, berlin.id));
    const dry = await runRetention(db.db, { now, dryRun: true });
    expect(dry.accessLogEntries).toBe(1);
    const done = await runRetention(db.db, { now });
    expect(done.accessLogEntries).toBe(1);
    expect(await db.db.$count(accessLog, eq(accessLog.storeId, berlin.id))).toBe(before - 1);
    expect(await db.db.$count(accessLog, eq(accessLog.userName, "Frühere Mitarbeiterin"))).toBe(0);
  });
});
