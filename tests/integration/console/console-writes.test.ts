import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { leads, opportunities, proposalComments, proposals } from "@/models/console/requests";
import { deliveriesOf } from "../../helpers/jobs";
import { isoDay } from "@/lib/domain/platform/format";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { serveEndpoint } from "@/lib/api/serve";

type Row = {
  id: string;
  status: string;
  unlocked: boolean;
  crm: { Id: string; Price__c?: number | null; Phone__c?: string; Customer_Email__c?: string; Confirmed_Store_Visit_Date__c?: string | null };
  storeEditedStatus?: string;
  storeEditedStatusTimestamp?: string;
  storeEditedSoldPrice?: number;
  storeCustomAppointmentDate?: string;
  storeComments?: { date: number; value: string }[];
  opportunity: { crm: { Id: string; Customer_Number__c: string; Installation_Date__c?: string | null } };
  lead: { leadNumber: string; crm: Record<string, unknown> };
  leadSlug: string;
};

let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let mayer: string;
let nord: string;
let rows: Row[];

const reload = async (cookie = berlin, slug = "kuechenwelt-berlin") =>
  (await call("GET", "storeWithLeads", { storeSlug: slug }, cookie)).body.proposals as Row[];
const byId = async (id: string) => (await reload()).find((r) => r.id === id)!;
const queuedDeliveries = () => deliveriesOf(db.db);

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, mayer, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.mayer), sessionCookie(DEMO.nord)]);
  rows = await reload();
});
afterAll(() => db.drop());

const unlockedOpen = () => rows.find((r) => r.unlocked && r.status === "appointmentSet")!;
const locked = () => rows.find((r) => !r.unlocked && r.status === "appointmentSearch")!;

describe("storeWithLeads keeps locked contact data on the server (SPEC 4 Unlock)", () => {
  it("a locked row's JSON holds neither name, slug, phone nor e-mail of the customer", async () => {
    const row = locked();
    const [lead] = await db.db.select().from(leads).where(eq(leads.leadNumber, row.lead.leadNumber));
    const [p] = await db.db.select().from(proposals).where(eq(proposals.id, row.id));
    const json = JSON.stringify(row);
    for (const secret of [lead.crm.LastName, lead.crm.Phone!, lead.crm.CustomerSlug__c, p.crm.Customer_Email__c!]) expect(json).not.toContain(secret);
    expect(row.lead.crm).toEqual({});
    expect(row.leadSlug).toBe(row.lead.leadNumber);
  });
  it("a locked row's planning link is a same-origin redirect resolved only for the studio", async () => {
    const row = locked();
    const [lead] = await db.db.select().from(leads).where(eq(leads.leadNumber, row.lead.leadNumber));
    const link = (row.lead as unknown as { personalizedLink: string }).personalizedLink;
    expect(link).toMatch(/^\/api\/proposalPlanningLink\?crmId=/);
    const open = (cookie: string) => serveEndpoint(new Request(`http://localhost${link}`, { headers: { cookie } }), "proposalPlanningLink", "GET");
    const ok = await open(berlin);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe(lead.personalizedLink);
    expect((await open(mayer)).status).toBe(403);
  });

  it("an unlocked row carries the name, but phone and e-mail only on request (storeCustomerAccess)", () => {
    const row = unlockedOpen();
    expect(row.crm.Phone__c).toBeUndefined();
    expect(row.crm.Customer_Email__c).toBeUndefined();
    expect(row.lead.crm.LastName).toBeTruthy();
  });
});

describe("dbUpdate type Proposal", () => {
  it("stores a status with a server timestamp; the displayed status follows", async () => {
    const row = unlockedOpen();
    const before = Date.now();
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree: { storeEditedStatus: "negotiation" } }, berlin);
    expect(res.status).toBe(200);
    const after = await byId(row.id);
    expect(after.storeEditedStatus).toBe("negotiation");
    expect(after.status).toBe("negotiation");
    expect(Date.parse(after.storeEditedStatusTimestamp!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("sold with a sold price, addressed by crmId", async () => {
    const row = unlockedOpen();
    const res = await call(
      "POST",
      "dbUpdate",
      { type: "Proposal", crmId: row.crm.Id, tree: { storeEditedStatus: "sold", storeEditedSoldPrice: 12345.5 } },
      berlin,
    );
    expect(res.status).toBe(200);
    const after = await byId(row.id);
    expect(after.status).toBe("sold");
    expect(after.storeEditedSoldPrice).toBe(12345.5);
  });

  it.each([
    [{ storeEditedStatus: "appointmentSet" }, "tree.storeEditedStatus", "gültigen Status"],
    [{ storeEditedSoldPrice: -5 }, "tree.storeEditedSoldPrice", "Verkaufspreis"],
    [{ storeEditedSoldPrice: "viel" }, "tree.storeEditedSoldPrice", "Verkaufspreis"],
    [{ storeCustomAppointmentDate: isoDay(addDays(new Date(), -2)) }, "tree.storeCustomAppointmentDate", "nicht vor gestern"],
  ])("refuses %j with a German 400 and changes nothing", async (tree, field, text) => {
    const row = rows.find((r) => r.unlocked && r.status === "negotiation")!;
    const before = await byId(row.id);
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree }, berlin);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toContain(text);
    expect(await byId(row.id)).toEqual(before);
  });

  it("refuses a status change on a locked row (422) and changes nothing", async () => {
    const row = locked();
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree: { storeEditedStatus: "sold" } }, berlin);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain("noch nicht freigeschaltet");
    expect((await byId(row.id)).storeEditedStatus).toBeUndefined();
  });

  it("refuses another store's proposal (403) and changes nothing", async () => {
    const row = unlockedOpen();
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree: { storeEditedStatus: "notSold" } }, mayer);
    expect(res.status).toBe(403);
    expect((await byId(row.id)).storeEditedStatus).toBe("sold");
  });

  it("an appointment date is stored and notifies the store channel", async () => {
    const row = rows.find((r) => r.unlocked && r.status === "negotiation")!;
    const date = isoDay(addDays(new Date(), 5));
    const chatsBefore = (await queuedDeliveries()).filter((o) => o.kind === "chat").length;
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree: { storeCustomAppointmentDate: date } }, berlin);
    expect(res.status).toBe(200);
    expect((await byId(row.id)).storeCustomAppointmentDate).toBe(date);
    const chats = (await queuedDeliveries()).filter((o) => o.kind === "chat");
    expect(chats).toHaveLength(chatsBefore + 1);
    expect(chats.at(-1)!.payload).toMatchObject({ channel: "store" });
    expect(JSON.stringify(chats.at(-1)!.payload)).toContain(row.opportunity.crm.Customer_Number__c);
  });

  it("a master may act on its child's proposal", async () => {
    const kiel = await reload(nord, "kuechenhaus-kiel");
    const row = kiel.find((r) => r.unlocked && r.status === "appointmentSet")!;
    const res = await call("POST", "dbUpdate", { type: "Proposal", id: row.id, tree: { storeEditedStatus: "notSold" } }, nord);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("notSold");
  });
});

describe("proposalAddComment", () => {
  it("refuses only spaces with the SPEC message; nothing stored", async () => {
    const row = unlockedOpen();
    const res = await call("POST", "proposalAddComment", { id: row.id, entry: { date: 20260101, value: "   " } }, berlin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("Das Feld darf nicht leer sein.");
    expect(await db.db.select().from(proposalComments).where(eq(proposalComments.proposalId, row.id))).toHaveLength(row.storeComments?.length ?? 0);
  });

  it("appends the comment and notifies the store channel with the customer number only", async () => {
    const row = unlockedOpen();
    const res = await call("POST", "proposalAddComment", { id: row.id, entry: { date: 20260315, value: "Rückruf am Montag" } }, berlin);
    expect(res.status).toBe(200);
    // Who did what: the comment carries the name of the member who wrote it.
    expect(res.body.storeComments.at(-1)).toEqual({ date: 20260315, value: "Rückruf am Montag", authorName: "Studio Küchenwelt Berlin" });
    // The chat says which customer number got a comment, never the comment: it may name the person.
    const chat = (await queuedDeliveries()).filter((o) => o.kind === "chat").at(-1)!;
    expect(JSON.stringify(chat.payload)).toContain("hat einen Kommentar für Kunde KA-");
    expect(JSON.stringify(chat.payload)).not.toContain("Rückruf am Montag");
  });

  it("refuses a locked row and a foreign store", async () => {
    expect((await call("POST", "proposalAddComment", { id: locked().id, entry: { date: 20260315, value: "x" } }, berlin)).status).toBe(422);
    expect((await call("POST", "proposalAddComment", { id: unlockedOpen().id, entry: { date: 20260315, value: "x" } }, mayer)).status).toBe(403);
  });
});

describe("crmUpdate type Opportunity", () => {
  it("stores the installation date in the mirror and queues the CRM write", async () => {
    const row = unlockedOpen();
    const date = isoDay(addDays(new Date(), 40));
    const res = await call("POST", "crmUpdate", { type: "Opportunity", crmId: row.opportunity.crm.Id, tree: { Installation_Date__c: date } }, berlin);
    expect(res.status).toBe(200);
    const [opp] = await db.db.select().from(opportunities).where(eq(opportunities.crmId, row.opportunity.crm.Id));
    expect(opp.crm.Installation_Date__c).toBe(date);
    const crm = (await queuedDeliveries()).filter((o) => o.kind === "crm").at(-1)!;
    expect(crm.payload).toMatchObject({ sobject: "Opportunity", id: row.opportunity.crm.Id, fields: { Installation_Date__c: date } });
  });

  it("refuses a date before yesterday, a locked row and another store", async () => {
    const row = unlockedOpen();
    const bad = await call(
      "POST",
      "crmUpdate",
      { type: "Opportunity", crmId: row.opportunity.crm.Id, tree: { Installation_Date__c: "2020-01-01" } },
      berlin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("tree.Installation_Date__c");
    const future = isoDay(addDays(new Date(), 3));
    expect(
      (await call("POST", "crmUpdate", { type: "Opportunity", crmId: locked().opportunity.crm.Id, tree: { Installation_Date__c: future } }, berlin))
        .status,
    ).toBe(422);
    expect(
      (await call("POST", "crmUpdate", { type: "Opportunity", crmId: row.opportunity.crm.Id, tree: { Installation_Date__c: future } }, mayer)).status,
    ).toBe(403);
  });
});

describe("reads", () => {
  it("proposalPriceIndicator answers a message for a priced offer and an error without price", async () => {
    const priced = rows.find((r) => r.crm.Price__c)!;
    const ok = await call("GET", "proposalPriceIndicator", { storeSlug: "kuechenwelt-berlin", crmId: priced.crm.Id }, berlin);
    expect(ok.status).toBe(200);
    expect(ok.body.indicatorMessage).toMatch(/Durchschnitt|Vergleichsangebote/);
    const open = rows.find((r) => !r.crm.Price__c)!;
    const no = await call("GET", "proposalPriceIndicator", { storeSlug: "kuechenwelt-berlin", crmId: open.crm.Id }, berlin);
    expect(no.status).toBe(422);
    expect(no.body.error.message).toBe("Für dieses Angebot liegt noch kein Preis vor.");
  });

  it("storeAppointments lists only proposals with an appointment; foreign is 403", async () => {
    const res = await call("GET", "storeAppointments", { docId: "kuechenwelt-berlin" }, berlin);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(2);
    for (const p of res.body as Row[]) expect(p.crm.Confirmed_Store_Visit_Date__c || p.storeCustomAppointmentDate).toBeTruthy();
    expect((await call("GET", "storeAppointments", { docId: "kuechenwelt-berlin" }, mayer)).status).toBe(403);
  });

  it("notifications: more than 9 unseen for Berlin; the check marks them seen", async () => {
    const before = await call("GET", "notifications", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(before.body.newNotifications).toBeGreaterThan(9);
    expect(before.body.notificationsSeen).toBe(false);
    expect(before.body.notifications[0].notificationLead.personalizedLink).toMatch(/^\/api\/proposalPlanningLink\?crmId=/);
    expect((await call("POST", "storeLastNotificationsCheck", { storeSlug: "kuechenwelt-berlin" }, berlin)).status).toBe(200);
    const after = await call("GET", "notifications", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(after.body.newNotifications).toBe(0);
    expect(after.body.notificationsSeen).toBe(true);
    expect(after.body.notifications.length).toBe(before.body.notifications.length);
    expect((await call("POST", "storeLastNotificationsCheck", { storeSlug: "kuechenwelt-berlin" }, mayer)).status).toBe(403);
  });
});
