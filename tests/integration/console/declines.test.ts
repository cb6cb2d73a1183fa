import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { startSalesforcePeer } from "../../peers/salesforce-peer";
import { setCrmPort } from "@/lib/integrations/crm";
import { salesforceCrm } from "@/lib/integrations/crm/salesforce";
import { openRequests, type ViewRow } from "@/lib/domain/console/console-views";
import { replyOutcome } from "@/lib/domain/platform/sla";
import { berlinIsoDay } from "@/lib/domain/platform/berlin-time";
import { leads, proposals } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { deliveriesOf } from "../../helpers/jobs";

// "Kein Interesse" in the lead pool and for received requests: the lead leaves the open list, the
// reason is kept and pushed to Salesforce (a local REST peer) through the queue; the master counts it.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let sf: Awaited<ReturnType<typeof startSalesforcePeer>>;
let berlin: string;
let hamburg: string;
let nord: string;

type Proposal = ViewRow & { crm: { Id: string }; storeDeclinedAt?: string };

beforeAll(async () => {
  db = await freshDatabase();
  const poolLeads = await db.db.select({ crm: leads.crm }).from(leads);
  const allProposals = await db.db.select({ crmId: proposals.crmId }).from(proposals);
  sf = await startSalesforcePeer({
    version: "62.0",
    username: "u@example.test",
    password: "p",
    data: {
      Lead: poolLeads.filter((l) => l.crm.Id).map((l) => ({ Id: l.crm.Id! })),
      Proposal__c: allProposals.map((p) => ({ Id: p.crmId })),
    },
  });
  setCrmPort(salesforceCrm({ loginUrl: sf.url, version: "62.0", username: "u@example.test", password: "p" }));
  [berlin, hamburg, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.hamburg), sessionCookie(DEMO.nord)]);
});
afterAll(async () => {
  setCrmPort(undefined);
  await sf.close();
  await db.drop();
});

const deliver = () => db.jobs.runDue();

describe("decline a lead-pool lead", () => {
  it("removes it from the studio's pool, stores the reason and pushes it to the CRM Lead", async () => {
    const before = (await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin)).body.leadpoolLeads as { leadNumber: string }[];
    const target = before[0].leadNumber;
    const res = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenwelt-berlin", leadNumber: target, reason: "budget", contacted: true },
      berlin,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ declined: true, reason: "budget" });

    const after = (await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin)).body.leadpoolLeads as { leadNumber: string }[];
    expect(after.map((l) => l.leadNumber)).not.toContain(target);
    expect(after).toHaveLength(before.length - 1);

    const again = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenwelt-berlin", leadNumber: target, reason: "budget", contacted: true },
      berlin,
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Diese Anfrage wurde bereits abgelehnt.");

    await deliver();
    const [lead] = await db.db.select({ crm: leads.crm }).from(leads).where(eq(leads.leadNumber, target));
    expect(sf.labels()).toContain(`update:Lead/${lead.crm.Id}`);
    expect(sf.data.Lead.find((l) => l.Id === lead.crm.Id)).toMatchObject({
      Store_Decline_Reason__c: "Budget passt nicht",
      Store_Decline_Comment__c: null,
      Store_Customer_Contacted__c: true,
    });
  });

  it("needs a text for Sonstiges and refuses another studio's lead", async () => {
    const leadsOfBerlin = (await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin)).body.leadpoolLeads as {
      leadNumber: string;
    }[];
    const noText = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenwelt-berlin", leadNumber: leadsOfBerlin[0].leadNumber, reason: "other", contacted: false },
      berlin,
    );
    expect(noText.status).toBe(400);
    expect(noText.body.error).toMatchObject({ field: "text", message: "text: Bitte beschreibe den Grund." });
    const [nordLead] = await db.db
      .select({ leadNumber: leads.leadNumber })
      .from(leads)
      .innerJoin(stores, eq(stores.id, leads.poolStoreId))
      .where(eq(stores.slug, "kuechenhaus-nord"));
    const foreign = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenwelt-berlin", leadNumber: nordLead.leadNumber, reason: "budget", contacted: false },
      berlin,
    );
    expect(foreign.status).toBe(403);
  });
});

describe("decline a received request", () => {
  it("takes it off the open requests, pushes reason, text and contact to the CRM proposal, and the master counts it", async () => {
    const list = (await call("GET", "storeWithLeads", { storeSlug: "kuechenhaus-hamburg" }, hamburg)).body.proposals as Proposal[];
    const { unanswered } = openRequests(list);
    const target = unanswered[0];
    const res = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenhaus-hamburg", crmId: target.crm.Id, reason: "other", text: "Kunde baut erst 2028", contacted: true },
      hamburg,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await call("GET", "storeWithLeads", { storeSlug: "kuechenhaus-hamburg" }, hamburg)).body.proposals as Proposal[];
    expect(after.find((p) => p.crm.Id === target.crm.Id)?.storeDeclinedAt).toEqual(res.body.declinedAt);
    expect(openRequests(after).unanswered.map((p) => p.crm.Id)).not.toContain(target.crm.Id);

    await deliver();
    expect(sf.data.Proposal__c.find((p) => p.Id === target.crm.Id)).toMatchObject({
      Store_Decline_Reason__c: "Sonstiges",
      Store_Decline_Comment__c: "Kunde baut erst 2028",
      Store_Customer_Contacted__c: true,
      Store_Declined_At__c: res.body.declinedAt,
    });

    // An answered request (stage Received) cannot be declined.
    const received = after.find((p) => p.crm.Stage__c === "Received")!;
    const answered = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenhaus-hamburg", crmId: received.crm.Id, reason: "budget", contacted: false },
      hamburg,
    );
    expect(answered.status).toBe(403);

    // The master's dashboard: declines per child and reason, and the share answered in time.
    const today = berlinIsoDay(new Date()); // the dashboard's days are Berlin days
    const fourYearsAgo = `${Number(today.slice(0, 4)) - 4}${today.slice(4)}`;
    const stats = await call("GET", "childStoresServiceStats", { storeSlug: "kuechenhaus-nord", startDate: fourYearsAgo, endDate: today }, nord);
    expect(stats.status).toBe(200);
    const hh = (
      stats.body.stores as { slug: string; declines: Record<string, number>; declinesTotal: number; onTime: number; late: number; share: number }[]
    ).find((s) => s.slug === "kuechenhaus-hamburg")!;
    expect(hh.declines).toEqual({ tooFar: 0, budget: 0, noCapacity: 0, unreachable: 0, other: 1 });
    expect(hh.declinesTotal).toBe(1);

    // The same rule as lib/domain/platform/sla.ts, applied to every proposal of the child.
    const rows = await db.db
      .select()
      .from(proposals)
      .innerJoin(stores, eq(stores.id, proposals.storeId))
      .where(eq(stores.slug, "kuechenhaus-hamburg"));
    const now = new Date();
    const outcomes = rows.map(({ proposals: p }) =>
      replyOutcome({
        deadline: p.crm.Response_Timeout__c,
        answeredAt: [p.acceptedAt, p.storeDeclinedAt].filter(Boolean).sort((a, b) => a!.getTime() - b!.getTime())[0] ?? null,
        now,
      }),
    );
    expect(hh.onTime).toBe(outcomes.filter((o) => o === "onTime").length);
    expect(hh.late).toBe(outcomes.filter((o) => o === "late").length);
    expect(hh.share).toBe(100 - Math.round((hh.late / (hh.onTime + hh.late)) * 100));

    // Not for a single studio, and not for a child slug of another master.
    expect(
      (await call("GET", "childStoresServiceStats", { storeSlug: "kuechenhaus-hamburg", startDate: "2026-01-01", endDate: today }, hamburg)).status,
    ).toBe(403);
    expect(
      (
        await call(
          "GET",
          "childStoresServiceStats",
          { storeSlug: "kuechenhaus-nord", startDate: "2026-01-01", endDate: today, childSlugs: "kuechen-mayer" },
          nord,
        )
      ).status,
    ).toBe(403);
    expect((await deliveriesOf(db.db)).every((r) => r.done)).toBe(true);
  });
});

describe("a declined request is finished everywhere, and can be taken back for ten minutes", () => {
  type Declined = Proposal & { status: string; decline?: { reason: string; text: string | null; byName: string | null; undoUntil: string } };
  const proposalsOf = async () => (await call("GET", "storeWithLeads", { storeSlug: "kuechenhaus-hamburg" }, hamburg)).body.proposals as Declined[];

  it("is „Abgelehnt“ with its reason in the API, then open again after „Rückgängig“, the CRM fields emptied", async () => {
    const target = openRequests(await proposalsOf()).unanswered[0] as Declined;
    const before = target.status;
    expect(before).not.toBe("declined");
    const res = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenhaus-hamburg", crmId: target.crm.Id, reason: "tooFar", contacted: false },
      hamburg,
    );
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.undoUntil) - Date.parse(res.body.declinedAt)).toBe(10 * 60_000);
    const declined = (await proposalsOf()).find((p) => p.crm.Id === target.crm.Id)!;
    expect(declined.status).toBe("declined");
    expect(declined.decline).toMatchObject({ reason: "tooFar", text: null, byName: expect.any(String), undoUntil: res.body.undoUntil });
    await deliver();
    expect(sf.data.Proposal__c.find((p) => p.Id === target.crm.Id)).toMatchObject({ Store_Decline_Reason__c: "Zu weit entfernt" });

    const undo = await call("POST", "storeLeadDeclineUndo", { storeSlug: "kuechenhaus-hamburg", crmId: target.crm.Id }, hamburg);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const back = (await proposalsOf()).find((p) => p.crm.Id === target.crm.Id)!;
    expect(back.status).toBe(before);
    expect(back.storeDeclinedAt).toBeUndefined();
    expect(back.decline).toBeUndefined();
    expect(openRequests(await proposalsOf()).unanswered.map((p) => p.crm.Id)).toContain(target.crm.Id);
    await deliver();
    expect(sf.data.Proposal__c.find((p) => p.Id === target.crm.Id)).toMatchObject({
      Store_Decline_Reason__c: null,
      Store_Decline_Comment__c: null,
      Store_Customer_Contacted__c: null,
      Store_Declined_At__c: null,
    });
    // Nothing left to take back.
    const twice = await call("POST", "storeLeadDeclineUndo", { storeSlug: "kuechenhaus-hamburg", crmId: target.crm.Id }, hamburg);
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe("Diese Anfrage wurde von Ihrem Studio nicht abgelehnt.");
  });

  it("refuses after ten minutes, and another studio's decline", async () => {
    const target = openRequests(await proposalsOf()).unanswered[0] as Declined;
    const res = await call(
      "POST",
      "storeLeadDecline",
      { storeSlug: "kuechenhaus-hamburg", crmId: target.crm.Id, reason: "budget", contacted: true },
      hamburg,
    );
    expect(res.status).toBe(200);
    // Berlin cannot take back Hamburg's decline (the same answer as for nothing to take back).
    const foreign = await call("POST", "storeLeadDeclineUndo", { storeSlug: "kuechenwelt-berlin", crmId: target.crm.Id }, berlin);
    expect(foreign.status).toBe(404);
    // Eleven minutes later.
    await db.db.execute(
      sql`update lead_declines set created_at = now() - interval '11 minutes' where proposal_id = (select id from proposals where crm_id = ${target.crm.Id})`,
    );
    const late = await call("POST", "storeLeadDeclineUndo", { storeSlug: "kuechenhaus-hamburg", crmId: target.crm.Id }, hamburg);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("Die Absage liegt mehr als 10 Minuten zurück und kann nicht mehr rückgängig gemacht werden.");
    expect((await proposalsOf()).find((p) => p.crm.Id === target.crm.Id)?.status).toBe("declined");
  });

  it("brings a declined pool lead back to the pool", async () => {
    const pool = async () =>
      ((await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin)).body.leadpoolLeads as { leadNumber: string }[]).map(
        (l) => l.leadNumber,
      );
    const target = (await pool())[0];
    expect(
      (
        await call(
          "POST",
          "storeLeadDecline",
          { storeSlug: "kuechenwelt-berlin", leadNumber: target, reason: "noCapacity", contacted: false },
          berlin,
        )
      ).status,
    ).toBe(200);
    expect(await pool()).not.toContain(target);
    const undo = await call("POST", "storeLeadDeclineUndo", { storeSlug: "kuechenwelt-berlin", leadNumber: target }, berlin);
    expect(undo.status).toBe(200);
    expect(await pool()).toContain(target);
  });
});
