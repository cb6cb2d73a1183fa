import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leadDeclines } from "@/models/console/declines";
import { leads, notifications, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { stores, type Store } from "@/models/platform/stores";
import { localStorage } from "@/lib/integrations/storage/local";
import { setCrmPort } from "@/lib/integrations/crm";
import { salesforceCrm } from "@/lib/integrations/crm/salesforce";
import { runRetention } from "@/lib/server/console/retention";
import { ACCOUNT_PICKLISTS, syncFromCrm } from "@/lib/server/console/crm-sync";
import { storeProposals } from "@/lib/server/console/proposals";
import { startSalesforcePeer } from "../../peers/salesforce-peer";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { deliveriesOf } from "../../helpers/jobs";

// Issue 34: the retention job anonymises end customers of requests closed longer than 24 months, with
// their files; the dashboard keeps its counts and sums; the CRM refresh does not bring names back.

const NOW = new Date("2026-11-26T10:00:00Z"); // the job's clock
const monthsAgo = (m: number) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - m);
  return d;
};

let db: Awaited<ReturnType<typeof freshDatabase>>;
let hamburg: Store;
let mediaDir: string;
let storage: ReturnType<typeof localStorage>;

type Made = { leadId: string; leadNumber: string; oppCrmId: string; propCrmId: string; leadCrmId: string };

/** A customer who asked Hamburg, got a proposal and bought elsewhere ("Closed Lost") `lostMonthsAgo` ago. */
async function lostCustomer(n: number, lostMonthsAgo: number, name: { first: string; last: string }): Promise<Made> {
  const leadNumber = `99${n}0001`;
  const requested = monthsAgo(lostMonthsAgo + 3);
  const lost = monthsAgo(lostMonthsAgo);
  const leadCrmId = `00Q99${n}000000001AAA`;
  const [lead] = await db.db
    .insert(leads)
    .values({
      leadNumber,
      personalizedLink: `https://planer.kuechenportal.example/${name.first.toLowerCase()}-${name.last.toLowerCase()}`,
      crm: {
        Id: leadCrmId,
        FirstName: name.first,
        LastName: name.last,
        Phone: "+49 40 5550001",
        CustomerSlug__c: `${name.first}-${name.last}`.toLowerCase(),
        Customer_Number__c: `KA-${leadNumber}`,
      },
      userData: { uploads: [{ filename: "grundriss.pdf", url: `/media/leads/${leadNumber}/grundriss.pdf`, isHidden: false }] },
      userDataRaw: { language: "de", comment: `Bitte ${name.first} abends anrufen` },
      createdAt: requested,
    })
    .returning();
  const oppCrmId = `00699${n}000000001AAA`;
  const [opp] = await db.db
    .insert(opportunities)
    .values({
      crmId: oppCrmId,
      leadId: lead.id,
      crm: { Id: oppCrmId, StageName: "Closed Lost", Customer_Number__c: `KA-${leadNumber}`, Name: `Küche ${name.last}` },
    })
    .returning();
  const propCrmId = `a0199${n}000000001AAA`;
  const [prop] = await db.db
    .insert(proposals)
    .values({
      crmId: propCrmId,
      storeId: hamburg.id,
      opportunityId: opp.id,
      leadId: lead.id,
      stage: "Received",
      requestedAt: requested,
      acceptedAt: monthsAgo(lostMonthsAgo + 2),
      crm: {
        Id: propCrmId,
        Stage__c: "Received",
        Price__c: 14_900,
        Customer_Email__c: `${name.first.toLowerCase()}@example.org`,
        Phone__c: "+49 40 5550001",
        CreatedDate: requested.toISOString(),
        LastModifiedDate: lost.toISOString(),
      },
    })
    .returning();
  await db.db
    .insert(proposalComments)
    .values({ proposalId: prop.id, date: 20241001, value: `${name.first} möchte eine Insel`, createdAt: requested });
  await db.db
    .insert(notifications)
    .values({ storeId: hamburg.id, leadId: lead.id, message: `Neue Anfrage von ${name.first} ${name.last}`, createdAt: requested });
  await storage.put(`leads/${leadNumber}/grundriss.pdf`, Buffer.from("%PDF-1.4 Grundriss"), "application/pdf");
  await storage.put(`leads/${leadNumber}/kueche.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg");
  return { leadId: lead.id, leadNumber, oppCrmId, propCrmId, leadCrmId };
}

let old: Made;
let recent: Made;

beforeAll(async () => {
  db = await freshDatabase();
  [hamburg] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-media-"));
  storage = localStorage(mediaDir, { secret: "x".repeat(32) });
  old = await lostCustomer(1, 25, { first: "Petra", last: "Lang" });
  recent = await lostCustomer(2, 23, { first: "Jonas", last: "Kurz" });
  // Hamburg also declined Petra once, with a free text naming her.
  await db.db.insert(leadDeclines).values({
    storeId: hamburg.id,
    leadId: old.leadId,
    reason: "other",
    text: "Frau Lang wollte nur Preise vergleichen",
    customerContacted: true,
    createdAt: monthsAgo(27),
  });
});
afterAll(async () => {
  setCrmPort(undefined);
  fs.rmSync(mediaDir, { recursive: true, force: true });
  await db.drop();
});

async function dashboard(cookie: string) {
  const out: unknown[] = [];
  for (const metric of ["requested", "accepted", "appointments", "sold"]) {
    const r = await call(
      "GET",
      "childStoresStats",
      { storeSlug: "kuechenhaus-nord", startDate: "2022-01-01", endDate: "2026-12-31", metric },
      cookie,
    );
    expect(r.status).toBe(200);
    out.push(r.body);
  }
  return out;
}

describe("retention job", () => {
  it("lists in a dry run what it would anonymise, and changes nothing", async () => {
    const report = await runRetention(db.db, { now: NOW, dryRun: true, storage });
    expect(report.dryRun).toBe(true);
    const mine = report.leads.filter((l) => [old.leadNumber, recent.leadNumber].includes(l.leadNumber));
    expect(mine).toEqual([expect.objectContaining({ leadNumber: old.leadNumber, customerNumber: `KA-${old.leadNumber}`, proposals: 1, files: 2 })]);
    const [lead] = await db.db.select().from(leads).where(eq(leads.id, old.leadId));
    expect(lead.anonymizedAt).toBeNull();
    expect(lead.crm.LastName).toBe("Lang");
    expect(await storage.list(`leads/${old.leadNumber}/`)).toHaveLength(2);
  });

  it("anonymises a customer lost 25 months ago with files gone, leaves one lost 23 months ago, and keeps the dashboard's totals", async () => {
    const cookie = await sessionCookie(DEMO.nord);
    const before = await dashboard(cookie);

    const report = await runRetention(db.db, { now: NOW, storage });
    expect(report.leads.map((l) => l.leadNumber)).toContain(old.leadNumber);
    expect(report.leads.map((l) => l.leadNumber)).not.toContain(recent.leadNumber);

    const [a] = await db.db.select().from(leads).where(eq(leads.id, old.leadId));
    expect(a.anonymizedAt?.toISOString()).toBe(NOW.toISOString());
    expect(a.crm).toMatchObject({ FirstName: "", LastName: "Anonymisiert", Phone: null, Customer_Number__c: `KA-${old.leadNumber}` });
    expect(JSON.stringify(a)).not.toMatch(/Petra|Lang\b|5550001|petra@/i);
    expect(a.userData.uploads).toEqual([]);
    expect(await storage.list(`leads/${old.leadNumber}/`)).toEqual([]);
    const [o] = await db.db.select().from(opportunities).where(eq(opportunities.crmId, old.oppCrmId));
    expect(o.crm.Name).toBe("Anonymisiert");
    const [p] = await db.db.select().from(proposals).where(eq(proposals.crmId, old.propCrmId));
    expect(p.crm.Customer_Email__c).toBeUndefined();
    expect(p.crm.Phone__c).toBeUndefined();
    // The row stays countable: stage, dates and price are kept.
    expect(p.stage).toBe("Received");
    expect(p.crm.Price__c).toBe(14_900);
    expect(await db.db.select().from(proposalComments).where(eq(proposalComments.proposalId, p.id))).toEqual([]);
    expect(await db.db.select().from(notifications).where(eq(notifications.leadId, old.leadId))).toEqual([]);

    // 23 months: untouched, files and all.
    const [b] = await db.db.select().from(leads).where(eq(leads.id, recent.leadId));
    expect(b.anonymizedAt).toBeNull();
    expect(b.crm.FirstName).toBe("Jonas");
    expect(await storage.list(`leads/${recent.leadNumber}/`)).toHaveLength(2);

    expect(await dashboard(cookie)).toEqual(before);

    // The studio's list shows the anonymised person by the mark, never the old name.
    const rows = await storeProposals(hamburg, NOW);
    const row = rows.find((r) => r.crm.Id === old.propCrmId)!;
    expect(JSON.stringify(row)).not.toMatch(/Petra|petra@|5550001/);

    // A second run finds nothing new for these two.
    const again = await runRetention(db.db, { now: NOW, storage });
    expect(again.leads.map((l) => l.leadNumber)).not.toContain(old.leadNumber);
  });

  it("the CRM refresh after anonymisation does not restore names, and Salesforce is told through the CRM port", async () => {
    const peer = await startSalesforcePeer({
      version: "62.0",
      username: "u@kuechenportal.example",
      password: "pw",
      picklists: { Account: ACCOUNT_PICKLISTS.map((name) => ({ name, values: [] })) },
      data: {
        // Salesforce still holds the names when the refresh runs.
        Opportunity: [{ Id: old.oppCrmId, Name: "Küche Lang", StageName: "Closed Lost", Customer_Number__c: `KA-${old.leadNumber}` }],
        Proposal__c: [
          {
            Id: old.propCrmId,
            Stage__c: "Received",
            Customer_Email__c: "petra@example.org",
            Phone__c: "+49 40 5550001",
            CreatedDate: monthsAgo(28).toISOString(),
            LastModifiedDate: NOW.toISOString(),
            Proposal_Rating__c: 4,
          },
        ],
        Lead: [{ Id: old.leadCrmId, FirstName: "Petra", LastName: "Lang", Phone: "+49 40 5550001" }],
        Account: [],
      },
    });
    try {
      const crm = salesforceCrm({ loginUrl: peer.url, version: "62.0", username: "u@kuechenportal.example", password: "pw" });
      await syncFromCrm(db.db, { crm });
      const [o] = await db.db.select().from(opportunities).where(eq(opportunities.crmId, old.oppCrmId));
      const [p] = await db.db.select().from(proposals).where(eq(proposals.crmId, old.propCrmId));
      expect(o.crm.Name).toBe("Anonymisiert");
      expect(p.crm.Customer_Email__c).toBeUndefined();
      expect(p.crm.Phone__c).toBeUndefined();
      // What is not personal still comes through.
      expect(p.crm.Proposal_Rating__c).toBe(4);

      // The push: the queue delivers the blanking to Salesforce through the CRM port.
      setCrmPort(crm);
      const queued = (await deliveriesOf(db.db)).filter((d) => d.kind === "crm");
      const ids = queued
        .filter((q) => JSON.stringify(q.payload).includes(old.leadCrmId) || JSON.stringify(q.payload).includes(old.oppCrmId))
        .map((q) => q.id);
      expect(ids.length).toBe(2);
      await db.jobs.runDue();
      const lead = peer.data.Lead.find((r) => r.Id === old.leadCrmId)!;
      expect(lead).toMatchObject({ FirstName: null, LastName: "Anonymisiert", Phone: null });
      expect(peer.data.Opportunity[0].Name).toBe("Anonymisiert");
      expect(peer.data.Proposal__c[0]).toMatchObject({ Customer_Email__c: null, Phone__c: null });
    } finally {
      await peer.close();
    }
  });

  it("keeps a decline's reason countable but drops its free text", async () => {
    const [d] = await db.db.select().from(leadDeclines).where(eq(leadDeclines.leadId, old.leadId));
    expect(d).toMatchObject({ reason: "other", text: null, customerContacted: true });
  });
});
