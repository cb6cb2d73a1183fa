import { formatEuro } from "@/lib/domain/platform/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { financeRequests, leads, notifications, proposalComments, proposals } from "@/models/console/requests";
import { privacyRequests } from "@/models/operator/privacy-requests";
import { stores, type Store } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { storagePort } from "@/lib/integrations/storage";
import { storeProposals } from "@/lib/server/console/proposals";
import { runOperatorRetention } from "@/lib/server/operator/retention";
import { sqlRows } from "@/models/platform/sql-rows";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 34: information and erasure on request in /betrieb. One person (one e-mail) with requests at
// two studios of Küchenhaus Nord and, under a second request, at Küchenwelt Berlin: the operator finds
// all of it, exports it, erases it; the studios' statistics stay as they were.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let nord: string;
let berlin: Store;
/** The person: a lead with proposals at two children, and a second lead at Berlin with the same e-mail. */
let person: { email: string; leadId: string; leadNumber: string; customerNumber: string; studios: string[]; secondLeadId: string };

async function download(subjectId: string, format: string, cookie: string) {
  const req = new Request(`http://localhost/api/privacyExport?${new URLSearchParams({ subjectId, format })}`, { headers: { cookie } });
  return serveEndpoint(req, "privacyExport", "GET");
}

async function dashboard() {
  const out: unknown[] = [];
  for (const metric of ["requested", "accepted", "appointments", "sold"]) {
    const r = await call("GET", "childStoresStats", { storeSlug: "kuechenhaus-nord", startDate: "2022-01-01", endDate: "2026-12-31", metric }, nord);
    expect(r.status).toBe(200);
    out.push(r.body);
  }
  return out;
}

beforeAll(async () => {
  db = await freshDatabase();
  [operator, nord] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.nord)]);
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  // A demo customer whose request went to two children of Küchenhaus Nord, with an e-mail no other demo
  // request has (the demo's names repeat, and so do some of their addresses).
  const [two] = await sqlRows<{ lead_id: string }>(
    db.db,
    sql`
    select p.lead_id from proposals p join stores s on s.id = p.store_id
    join leads l on l.id = p.lead_id
    where s.parent_id is not null and l.anonymized_at is null and p.crm->>'Customer_Email__c' is not null
      and not exists (select 1 from proposals q where q.lead_id <> p.lead_id
        and lower(q.crm->>'Customer_Email__c') = lower(p.crm->>'Customer_Email__c'))
    group by p.lead_id having count(distinct p.store_id) >= 2 order by p.lead_id limit 1`,
  );
  expect(two).toBeDefined();
  const [lead] = await db.db.select().from(leads).where(eq(leads.id, two.lead_id));
  const rows = await db.db.select().from(proposals).where(eq(proposals.leadId, lead.id));
  const names = await db.db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(
      inArray(
        stores.id,
        rows.map((r) => r.storeId),
      ),
    );
  const email = rows[0].crm.Customer_Email__c!;
  // The same person asked Küchenwelt Berlin once more, under another request (e-mail in capitals).
  const [other] = await sqlRows<{ lead_id: string }>(
    db.db,
    sql`select p.lead_id from proposals p join leads l on l.id = p.lead_id
      where p.store_id = ${berlin.id} and l.anonymized_at is null order by p.requested_at desc, p.id limit 1`,
  );
  await db.db
    .update(proposals)
    .set({ crm: sql`${proposals.crm} || ${JSON.stringify({ Customer_Email__c: email.toUpperCase() })}::jsonb` })
    .where(eq(proposals.leadId, other.lead_id));
  // A floor plan uploaded with the first request, a studio comment and a finance request with the phone in +49 form.
  await storagePort().put(`leads/${lead.leadNumber}/grundriss.pdf`, Buffer.from("%PDF-1.4 Grundriss"), "application/pdf");
  await db.db
    .update(leads)
    .set({
      userData: { ...lead.userData, uploads: [{ filename: "grundriss.pdf", url: `/media/leads/${lead.leadNumber}/grundriss.pdf`, isHidden: false }] },
    })
    .where(eq(leads.id, lead.id));
  await db.db.insert(proposalComments).values({ proposalId: rows[0].id, date: 20260101, value: "Kundin möchte eine Kochinsel", authorName: "Test" });
  await db.db
    .insert(financeRequests)
    .values({ storeId: rows[0].storeId, name: "Test Person", amountCents: 1_500_000, termMonths: 48, phone: "+49 151 99887766", email });
  person = {
    email,
    leadId: lead.id,
    leadNumber: lead.leadNumber,
    customerNumber: lead.crm.Customer_Number__c,
    studios: names.map((n) => n.name),
    secondLeadId: other.lead_id,
  };
});
afterAll(() => db.drop());

describe("privacy requests", () => {
  let subjectId: string;

  it("finds the person by e-mail in two studios of the master and in Berlin, as one subject", async () => {
    const res = await call("GET", "privacySearch", { query: ` ${person.email.toUpperCase()} ` }, operator);
    expect(res.status).toBe(200);
    expect(res.body.subjects).toHaveLength(1);
    const [subject] = res.body.subjects;
    subjectId = subject.subjectId;
    expect(subject.customerNumbers).toContain(person.customerNumber);
    expect(subject.customerNumbers.length).toBe(2);
    expect([...subject.studios].sort()).toEqual([...person.studios, berlin.name].sort());
    const kinds = new Set(subject.records.map((r: { kindLabel: string }) => r.kindLabel));
    for (const kind of ["Anfrage", "Angebot", "Kommentar", "Datei", "Finanzierungsanfrage"]) expect(kinds, kind).toContain(kind);
    // The token is opaque: neither the e-mail nor a request id can be read from it.
    expect(subjectId).not.toContain(person.email);
    expect(Buffer.from(subjectId, "base64url").toString("latin1")).not.toContain(person.leadId);
  });

  it("finds the same person by phone in any notation and by customer number", async () => {
    const byPhone = await call("GET", "privacySearch", { query: "0151 9988 7766" }, operator);
    expect(byPhone.body.subjects[0].records.map((r: { kindLabel: string }) => r.kindLabel)).toEqual(["Finanzierungsanfrage"]);
    const byNumber = await call("GET", "privacySearch", { query: person.customerNumber.toLowerCase() }, operator);
    expect(byNumber.body.subjects[0].customerNumbers).toEqual([person.customerNumber]);
    const none = await call("GET", "privacySearch", { query: "niemand@example.de" }, operator);
    expect(none.body.subjects).toEqual([]);
  });

  it("refuses a forged or changed subjectId", async () => {
    const changed = subjectId.slice(0, -4) + (subjectId.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const id of [changed, "x".repeat(60)]) {
      const res = await call("POST", "privacyErase", { subjectId: id, confirm: true }, operator);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe("subjectId");
    }
  });

  it("exports everything as JSON and PDF, each export recorded as an Auskunft", async () => {
    const res = await download(subjectId, "json", operator);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="auskunft-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = JSON.parse(await res.text());
    expect(file.erstelltVon).toBeTruthy();
    expect(file.anfragen).toHaveLength(2);
    // German names and words from the one label table; no internal ids.
    const first = file.anfragen.find((a: Record<string, string>) => a.Anfragenummer === person.leadNumber);
    expect(new Set(first.Angebote.map((p: Record<string, string>) => p.Studio))).toEqual(new Set(person.studios));
    expect(first.Angebote[0]["E-Mail"]).toBe(person.email);
    expect(first.Dateien).toEqual([{ Dateiname: "grundriss.pdf", Adresse: expect.stringContaining("grundriss.pdf") }]);
    expect(file.finanzierungsanfragen[0]).toMatchObject({ "E-Mail": person.email, Betrag: formatEuro(1_500_000) });
    const text = JSON.stringify(file);
    expect(text).not.toMatch(/leadId|storeId|"[0-9a-f]{8}-[0-9a-f]{4}-/);

    const pdf = await download(subjectId, "pdf", operator);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const recorded = await db.db.select().from(privacyRequests).where(eq(privacyRequests.kind, "auskunft"));
    expect(recorded.map((r) => r.format).sort()).toEqual(["json", "pdf"]);
    for (const r of recorded) {
      expect(r.completedAt).not.toBeNull();
      expect(r.subject).toContain(person.customerNumber);
      expect(r.query).toBe(person.email.toUpperCase());
    }
  });

  it("a studio gets 403 and nobody signed in 401, with nothing recorded", async () => {
    const before = await db.db.$count(privacyRequests);
    for (const email of [DEMO.nord, DEMO.berlin]) {
      const cookie = await sessionCookie(email);
      expect((await call("GET", "privacySearch", { query: person.email }, cookie)).status).toBe(403);
      expect((await download(subjectId, "json", cookie)).status).toBe(403);
      expect((await call("POST", "privacyErase", { subjectId, confirm: true }, cookie)).status).toBe(403);
    }
    expect((await call("GET", "privacySearch", { query: person.email })).status).toBe(401);
    expect((await call("POST", "privacyErase", { subjectId, confirm: true })).status).toBe(401);
    expect(await db.db.$count(privacyRequests)).toBe(before);
  });

  it("erases across the studios: both requests anonymised, files and comments gone, statistics unchanged, recorded", async () => {
    const before = await dashboard();
    const notConfirmed = await call("POST", "privacyErase", { subjectId, confirm: false }, operator);
    expect(notConfirmed.status).toBe(400);
    expect(notConfirmed.body.error.field).toBe("confirm");

    const res = await call("POST", "privacyErase", { subjectId, confirm: true }, operator);
    expect(res.status).toBe(200);
    const { summary } = res.body;
    expect(summary.erased.join("\n")).toMatch(/2 Anfragen anonymisiert/);
    expect(summary.erased.join("\n")).toMatch(/1 Datei \(Grundrisse, Fotos\) gelöscht/);
    expect(summary.erased.join("\n")).toMatch(/1 Finanzierungsanfrage gelöscht/);
    expect(summary.kept.map((k: { what: string }) => k.what).join("\n")).toMatch(/Rechnungen/);
    expect(summary.kept.find((k: { what: string; why: string }) => /Rechnungen/.test(k.what)).why).toMatch(/keine Daten von Endkunden/);

    for (const id of [person.leadId, person.secondLeadId]) {
      const [l] = await db.db.select().from(leads).where(eq(leads.id, id));
      expect(l.anonymizedAt).not.toBeNull();
      expect(l.crm.LastName).toBe("Anonymisiert");
      expect(l.crm.Phone ?? null).toBeNull();
      for (const p of await db.db.select().from(proposals).where(eq(proposals.leadId, id))) {
        expect(p.crm.Customer_Email__c).toBeUndefined();
        expect(p.crm.Phone__c).toBeUndefined();
      }
    }
    expect(await storagePort().list(`leads/${person.leadNumber}/`)).toEqual([]);
    const props = await db.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.leadId, person.leadId));
    expect(
      await db.db.$count(
        proposalComments,
        inArray(
          proposalComments.proposalId,
          props.map((p) => p.id),
        ),
      ),
    ).toBe(0);
    expect(await db.db.$count(notifications, eq(notifications.leadId, person.leadId))).toBe(0);
    expect(await db.db.$count(financeRequests, eq(financeRequests.email, person.email))).toBe(0);

    // Each studio sees "Anonymisiert" in the row; the master's dashboard counts the same.
    const [child] = await db.db.select().from(stores).where(eq(stores.name, person.studios[0]));
    const row = (await storeProposals(child)).find((d) => d.lead.leadNumber === person.leadNumber);
    expect(row?.anonymized).toBe(true);
    expect(row?.opportunity.crm.Name).toBe("Anonymisiert");
    expect(await dashboard()).toEqual(before);

    // A second search finds nothing; the erasure is recorded with its summary, after the two exports.
    expect((await call("GET", "privacySearch", { query: person.email }, operator)).body.subjects).toEqual([]);
    const again = await call("POST", "privacyErase", { subjectId, confirm: true }, operator);
    expect(again.status).toBe(409);
    const list = await call("GET", "privacyRequests", {}, operator);
    expect(list.body.requests.map((r: { kindLabel: string }) => r.kindLabel)).toEqual(["Löschung", "Auskunft", "Auskunft"]);
    expect(list.body.requests[0]).toMatchObject({ completedAt: expect.any(String), summary: { erased: summary.erased } });
  });

  it("the retention job deletes completed requests after 36 months, not before", async () => {
    const months = (m: number) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() + m);
      return d;
    };
    expect((await runOperatorRetention(db.db, { now: months(35), dryRun: true })).privacyRequests).toBe(0);
    expect((await runOperatorRetention(db.db, { now: months(37), dryRun: true })).privacyRequests).toBe(3);
  });
});
