import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { financeRequests, leads } from "@/models/console/requests";
import { stores } from "@/models/platform/stores";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { anonymiseLead } from "@/lib/server/console/retention";

// The lead pool endpoints of SPEC 7 "Lead pool": own pool only, the phone only after "Anzeigen".
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let mayer: string;
let nord: string;
let berlinId: string;
let nordId: string;

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, mayer, nord] = await Promise.all([sessionCookie(DEMO.berlin), sessionCookie(DEMO.mayer), sessionCookie(DEMO.nord)]);
  const all = await db.db.select().from(stores);
  berlinId = all.find((s) => s.slug === "kuechenwelt-berlin")!.id;
  nordId = all.find((s) => s.slug === "kuechenhaus-nord")!.id;
});
afterAll(() => db.drop());

async function poolLead(storeId: string, displayed: boolean) {
  const [row] = await db.db
    .select()
    .from(leads)
    .where(and(eq(leads.poolStoreId, storeId), eq(leads.phoneDisplayed, displayed)))
    .limit(1);
  return row;
}

describe("leadpoolLeads", () => {
  it("lists the store's pool, newest first, without hidden uploads", async () => {
    const res = await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(res.status).toBe(200);
    const list = res.body.leadpoolLeads as { crmLead: { CreatedDate: string }; userData: { uploads: { isHidden: boolean }[] } }[];
    expect(list).toHaveLength(25);
    const dates = list.map((l) => l.crmLead.CreatedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.flatMap((l) => l.userData.uploads).every((u) => u.isHidden === false)).toBe(true);
  });

  it("never sends a phone that was not displayed yet", async () => {
    const hidden = await db.db
      .select()
      .from(leads)
      .where(and(eq(leads.poolStoreId, berlinId), eq(leads.phoneDisplayed, false)));
    expect(hidden.length).toBeGreaterThan(0);
    const res = await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    const text = JSON.stringify(res.body);
    for (const lead of hidden) expect(text).not.toContain(lead.crm.Phone!);
    const shown = await poolLead(berlinId, true);
    const dto = res.body.leadpoolLeads.find((l: { leadNumber: string }) => l.leadNumber === shown.leadNumber);
    expect(dto.phone).toBe(shown.crm.Phone);
  });

  it("is refused for a store without lead pool", async () => {
    const res = await call("GET", "leadpoolLeads", { storeSlug: "kuechen-mayer" }, mayer);
    expect(res.status).toBe(403);
  });
});

describe("displayStoreLeadpoolPhone", () => {
  it("reveals the phone and records when", async () => {
    const lead = await poolLead(berlinId, false);
    const res = await call("POST", "displayStoreLeadpoolPhone", { storeSlug: "kuechenwelt-berlin", leadNumber: lead.leadNumber }, berlin);
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe(lead.crm.Phone);
    const [after] = await db.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after.phoneDisplayed).toBe(true);
    expect(after.phoneDisplayedAt).toBeInstanceOf(Date);
    const list = await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(list.body.leadpoolLeads.find((l: { leadNumber: string }) => l.leadNumber === lead.leadNumber).phone).toBe(lead.crm.Phone);
  });

  it("refuses a lead of another store's pool and a lead in no pool, recording nothing", async () => {
    const foreign = await poolLead(nordId, false);
    const res = await call("POST", "displayStoreLeadpoolPhone", { storeSlug: "kuechenwelt-berlin", leadNumber: foreign.leadNumber }, berlin);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(foreign.crm.Phone!);
    const [after] = await db.db.select().from(leads).where(eq(leads.id, foreign.id));
    expect(after.phoneDisplayed).toBe(false);

    const [noPool] = await db.db.select().from(leads).where(isNull(leads.poolStoreId)).limit(1);
    const res2 = await call("POST", "displayStoreLeadpoolPhone", { storeSlug: "kuechenwelt-berlin", leadNumber: noPool.leadNumber }, berlin);
    expect(res2.status).toBe(403);
    expect(JSON.stringify(res2.body)).not.toContain(noPool.crm.Phone!);
  });
});

describe("an anonymised pool lead", () => {
  it("says so instead of offering a phone to show, and showing it is refused", async () => {
    const lead = await poolLead(berlinId, true);
    expect(await anonymiseLead(db.db, lead.id, { now: new Date() })).toBeGreaterThanOrEqual(0);
    const list = (await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin)).body.leadpoolLeads as {
      leadNumber: string;
      anonymized: boolean;
      phone: string | null;
    }[];
    expect(list.find((l) => l.leadNumber === lead.leadNumber)).toMatchObject({ anonymized: true, phone: null });
    expect(list.filter((l) => l.leadNumber !== lead.leadNumber).every((l) => l.anonymized === false)).toBe(true);
    const shown = await call("POST", "displayStoreLeadpoolPhone", { storeSlug: "kuechenwelt-berlin", leadNumber: lead.leadNumber }, berlin);
    expect(shown.status).toBe(409);
    expect(shown.body.error.message).toBe("Die Kundendaten dieser Anfrage wurden anonymisiert.");
  });
});

describe("changeStoreLeadpoolStatus", () => {
  it("stores the studio's status, which becomes the effective one", async () => {
    const lead = await poolLead(berlinId, false);
    const res = await call(
      "POST",
      "changeStoreLeadpoolStatus",
      { storeSlug: "kuechenwelt-berlin", leadNumber: lead.leadNumber, statusId: "statusSold" },
      berlin,
    );
    expect(res.status).toBe(200);
    expect(res.body.leadpoolStatus).toBe("statusSold");
    const [after] = await db.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after.storeEditedStatus).toBe("statusSold");
    const list = await call("GET", "leadpoolLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(list.body.leadpoolLeads.find((l: { leadNumber: string }) => l.leadNumber === lead.leadNumber).status).toBe("statusSold");
  });

  it("refuses an unknown status and another store's lead without changing anything", async () => {
    const lead = await poolLead(berlinId, true);
    const bad = await call(
      "POST",
      "changeStoreLeadpoolStatus",
      { storeSlug: "kuechenwelt-berlin", leadNumber: lead.leadNumber, statusId: "statusBeforeSchedule" },
      berlin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("statusId");
    expect(bad.body.error.message).toContain("gültigen Status");

    const foreign = await poolLead(nordId, true);
    const res = await call(
      "POST",
      "changeStoreLeadpoolStatus",
      { storeSlug: "kuechenwelt-berlin", leadNumber: foreign.leadNumber, statusId: "statusClosedLost" },
      berlin,
    );
    expect(res.status).toBe(403);
    const [after] = await db.db.select().from(leads).where(eq(leads.id, foreign.id));
    expect(after.storeEditedStatus).toBe(foreign.storeEditedStatus);
  });

  it("lets the master work its own pool, but not through a child without lead pool", async () => {
    const lead = await poolLead(nordId, false);
    const ok = await call(
      "POST",
      "changeStoreLeadpoolStatus",
      { storeSlug: "kuechenhaus-nord", leadNumber: lead.leadNumber, statusId: "statusNegotiation" },
      nord,
    );
    expect(ok.status).toBe(200);
    const child = await call("GET", "leadpoolLeads", { storeSlug: "kuechenhaus-hamburg" }, nord);
    expect(child.status).toBe(403);
  });
});

describe("leadpoolFinanceRequestSave", () => {
  const valid = {
    storeSlug: "kuechenwelt-berlin",
    name: "Anna Schmidt",
    amount: 12500.5,
    termMonths: 48,
    phone: "030 1234567",
    email: "anna@example.de",
  };

  it("stores a valid request in cents and lists it", async () => {
    const res = await call("POST", "leadpoolFinanceRequestSave", valid, berlin);
    expect(res.status).toBe(200);
    expect(res.body.financeRequest.amount).toBe(12500.5);
    const [row] = await db.db.select().from(financeRequests).where(eq(financeRequests.storeId, berlinId));
    expect(row.amountCents).toBe(1250050);
    const list = await call("GET", "leadpoolFinanceRequests", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(list.body.financeRequests.map((f: { name: string }) => f.name)).toEqual(["Anna Schmidt"]);
  });

  it("refuses bad input with the German message and saves nothing", async () => {
    const before = await db.db.select().from(financeRequests);
    const res = await call("POST", "leadpoolFinanceRequestSave", { ...valid, email: "anna@" }, berlin);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("email");
    expect(res.body.error.message).toContain("gültige E-Mail-Adresse");
    const res2 = await call("POST", "leadpoolFinanceRequestSave", { ...valid, termMonths: 0 }, berlin);
    expect(res2.body.error.field).toBe("termMonths");
    expect(await db.db.select().from(financeRequests)).toHaveLength(before.length);
  });
});
