import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { salesforceCrm, type SalesforceOptions } from "@/lib/integrations/crm/salesforce";
import { crmPort, setCrmPort } from "@/lib/integrations/crm";
import { resetEnvCache } from "@/lib/env";
import { syncFromCrm } from "@/lib/server/console/crm-sync";
import { crmPicklists, stores } from "@/models/platform/stores";
import { leads, opportunities, proposals } from "@/models/console/requests";
import { closedPort } from "../../peers/http-peer";
import { startSalesforcePeer } from "../../peers/salesforce-peer";
import { freshDatabase } from "../../helpers/test-db";

const VERSION = "62.0";
const LOGIN = { username: "integration@kuechenportal.example", password: "Passwort+Token" };
const CLIENT = { clientId: "3MVG9-client", clientSecret: "geheim" };
const opportunity = (n: number) => ({
  Id: `006000000000${String(n).padStart(3, "0")}AAA`,
  Name: `Küche ${n}`,
  StageName: "Open",
  Customer_Number__c: `K-${1000 + n}`,
});

let peer: Awaited<ReturnType<typeof startSalesforcePeer>>;
beforeAll(async () => {
  peer = await startSalesforcePeer({
    version: VERSION,
    ...LOGIN,
    ...CLIENT,
    pageSize: 2,
    data: { Opportunity: [1, 2, 3, 4, 5].map(opportunity) },
    picklists: {
      Account: [
        {
          name: "Suppliers__c",
          values: [
            { label: "Bora", value: "Bora" },
            { label: "Miele", value: "Miele" },
            { label: "Alt", value: "Alt", active: false },
          ],
        },
        { name: "Association__c", values: [{ label: "MHK", value: "MHK" }] },
      ],
    },
  });
});
afterAll(() => peer.close());
afterEach(() => {
  peer.calls.length = 0;
  peer.overrides.length = 0;
  for (const k of ["SF_LOGIN_URL", "SF_USERNAME", "SF_PASSWORD", "SF_CLIENT_ID", "SF_CLIENT_SECRET"]) delete process.env[k];
  resetEnvCache();
  setCrmPort(undefined);
});

const sf = (extra: Partial<SalesforceOptions> = {}) => salesforceCrm({ loginUrl: peer.url, version: VERSION, ...LOGIN, ...CLIENT, ...extra });

describe("Salesforce CRM adapter against a local REST peer", () => {
  it("logs in with the OAuth2 password grant and follows nextRecordsUrl to the last page", async () => {
    const records = await sf().query<{ Id: string; Name: string }>("SELECT Id, Name, StageName, Customer_Number__c FROM Opportunity");
    expect(records.map((r) => r.Id)).toEqual([1, 2, 3, 4, 5].map((n) => opportunity(n).Id));
    expect(records[0]).toEqual(opportunity(1)); // no Salesforce `attributes` in what the app gets
    expect(peer.labels()).toEqual([
      "token:password",
      "query:SELECT Id, Name, StageName, Customer_Number__c FROM Opportunity",
      "queryMore:2",
      "queryMore:4",
    ]);
    expect(peer.calls.slice(1).every((c) => c.token === "00D!sess-" + peer.calls[1].token?.split("-")[1])).toBe(true);
  });

  it("logs in over SOAP without a connected app and updates a record with PATCH", async () => {
    const crm = sf({ clientId: undefined, clientSecret: undefined });
    await crm.update("Opportunity", opportunity(3).Id, { Installation_Date__c: "2025-03-14" });
    expect(peer.labels()).toEqual(["soap:login", `update:Opportunity/${opportunity(3).Id}`]);
    expect(JSON.parse(peer.calls[1].body)).toEqual({ Installation_Date__c: "2025-03-14" });
    expect(peer.data.Opportunity[2].Installation_Date__c).toBe("2025-03-14");
  });

  it("after an expired session (401 INVALID_SESSION_ID) logs in again exactly once and repeats the call", async () => {
    const crm = sf();
    await crm.update("Opportunity", opportunity(1).Id, { StageName: "Negotiation" });
    peer.expireSession();
    await crm.update("Opportunity", opportunity(2).Id, { StageName: "Closed Won" });
    const id2 = opportunity(2).Id;
    expect(peer.labels()).toEqual([
      `token:password`,
      `update:Opportunity/${opportunity(1).Id}`,
      `401:PATCH /sobjects/Opportunity/${id2}`,
      "token:password",
      `update:Opportunity/${id2}`,
    ]);
    expect(peer.calls[4].token).not.toBe(peer.calls[2].token);
    expect(peer.data.Opportunity[1].StageName).toBe("Closed Won");
  });

  it("client-credentials only: logs in with that grant and again after the session expired", async () => {
    const crm = sf({ username: undefined, password: undefined });
    await crm.query("SELECT Id FROM Opportunity");
    peer.expireSession();
    await crm.update("Opportunity", opportunity(4).Id, { StageName: "Open" });
    expect(peer.labels().filter((l) => l.startsWith("token:"))).toEqual(["token:client_credentials", "token:client_credentials"]);
    expect(peer.labels().at(-1)).toBe(`update:Opportunity/${opportunity(4).Id}`);
  });

  it("reads the active values of picklists with describe", async () => {
    expect(await sf().describePicklists("Account", ["Suppliers__c", "Association__c"])).toEqual({
      Suppliers__c: [
        { label: "Bora", value: "Bora" },
        { label: "Miele", value: "Miele" },
      ],
      Association__c: [{ label: "MHK", value: "MHK" }],
    });
    await expect(sf().describePicklists("Account", ["Gibt_Es_Nicht__c"])).rejects.toThrow("Salesforce: Feld Gibt_Es_Nicht__c fehlt in Account");
  });

  it("names Salesforce and the reason: wrong password, refused update, 500, garbage, timeout, down", async () => {
    await expect(sf({ password: "falsch" }).update("Opportunity", opportunity(1).Id, {})).rejects.toThrow(
      /^Salesforce: Anmeldung fehlgeschlagen \(SF_USERNAME\/SF_PASSWORD\): .*authentication failure/,
    );
    await expect(
      sf({ password: "falsch", clientId: undefined, clientSecret: undefined }).update("Opportunity", opportunity(1).Id, {}),
    ).rejects.toThrow(/^Salesforce: Anmeldung fehlgeschlagen .*INVALID_LOGIN/);
    const crm = sf({ timeoutMs: 500 });
    await expect(crm.update("Opportunity", "006999999999999AAA", { StageName: "Open" })).rejects.toThrow(
      /^Salesforce: .*requested resource does not exist/,
    );
    await expect(crm.update("Opportunity", opportunity(1).Id, { StageName: "ungültig" })).rejects.toThrow(/^Salesforce: .*Wert ist nicht erlaubt/);
    peer.overrides.push({ status: 500, body: "<html>Service Unavailable</html>", contentType: "text/html" });
    await expect(crm.update("Opportunity", opportunity(1).Id, { StageName: "Open" })).rejects.toThrow(/^Salesforce: /);
    peer.overrides.push({ status: 200, body: "{kein json", contentType: "application/json" });
    await expect(crm.describePicklists("Account", ["Suppliers__c"])).rejects.toThrow(/^Salesforce: /);
    peer.overrides.push({ hang: true });
    const t = Date.now();
    await expect(crm.update("Opportunity", opportunity(1).Id, { StageName: "Open" })).rejects.toThrow(/^Salesforce: keine Antwort nach 0.5 s/);
    expect(Date.now() - t).toBeLessThan(3000);
    const down = sf({ loginUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 });
    await expect(down.update("Opportunity", opportunity(1).Id, {})).rejects.toThrow(/^Salesforce: Anmeldung fehlgeschlagen .*ECONNREFUSED/);
  });

  it("is chosen when configured; an incomplete configuration names the missing variable", async () => {
    process.env.SF_LOGIN_URL = peer.url;
    process.env.SF_USERNAME = LOGIN.username;
    resetEnvCache();
    expect(() => crmPort()).toThrow("SF_USERNAME ist gesetzt, aber SF_PASSWORD fehlt");
    process.env.SF_PASSWORD = LOGIN.password;
    process.env.SF_CLIENT_ID = CLIENT.clientId;
    resetEnvCache();
    expect(() => crmPort()).toThrow("SF_CLIENT_ID ist gesetzt, aber SF_CLIENT_SECRET fehlt");
    process.env.SF_CLIENT_SECRET = CLIENT.clientSecret;
    resetEnvCache();
    await crmPort().update("Opportunity", opportunity(5).Id, { StageName: "Open" });
    expect(peer.labels()).toEqual(["token:password", `update:Opportunity/${opportunity(5).Id}`]);
  });
});

describe("CRM sync into the database mirror", () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase({ seed: false });
  });
  afterAll(() => db.drop());

  it("updates the crm documents of existing studios, opportunities and proposals, and the picklists", async () => {
    // A minimal mirror: one studio with one lead, opportunity and proposal.
    const [store] = await db.db
      .insert(stores)
      .values({
        slug: "kuechenwelt-berlin",
        storeNumber: "10001",
        profileSlug: "kuechenwelt-berlin",
        crmId: "001000000000001AAA",
        name: "Küchenwelt Berlin",
        crm: {
          Id: "001000000000001AAA",
          Name: "Küchenwelt Berlin",
          StoreSlug__c: "kuechenwelt-berlin",
          Store_Type__c: "Individual Store",
          Phone: "030 1",
        },
      })
      .returning();
    const [lead] = await db.db
      .insert(leads)
      .values({
        leadNumber: "L-1",
        personalizedLink: "https://example.test/l/1",
        crm: { FirstName: "Eva", LastName: "Muster", CustomerSlug__c: "eva", Customer_Number__c: "K-1" },
      })
      .returning();
    const [opp] = await db.db
      .insert(opportunities)
      .values({
        crmId: "006000000000901AAA",
        leadId: lead.id,
        crm: { Id: "006000000000901AAA", StageName: "Open", Customer_Number__c: "K-1", Name: "Küche Muster" },
      })
      .returning();
    const [proposal] = await db.db
      .insert(proposals)
      .values({
        crmId: "a0P000000000001AAA",
        storeId: store.id,
        opportunityId: opp.id,
        leadId: lead.id,
        stage: "Requested",
        requestedAt: new Date("2025-01-01T10:00:00Z"),
        crm: {
          Id: "a0P000000000001AAA",
          Stage__c: "Requested",
          CreatedDate: "2025-01-01T10:00:00.000Z",
          LastModifiedDate: "2025-01-01T10:00:00.000Z",
        },
      })
      .returning();
    const sfPeer = await startSalesforcePeer({
      version: VERSION,
      ...LOGIN,
      pageSize: 1,
      data: {
        Account: [
          { Id: store.crmId, Name: store.crm.Name, StoreSlug__c: store.slug, Phone: "+49 30 1234567", USP__c: "Neu aus Salesforce" },
          { Id: "001999999999999AAA", Name: "Unbekanntes Studio", StoreSlug__c: "unbekannt" },
        ],
        Opportunity: [{ Id: opp.crmId, StageName: "Closed Won", Installation_Date__c: "2025-05-02" }],
        Proposal__c: [{ Id: proposal.crmId, Stage__c: "Received", Price__c: 12345 }],
      },
      picklists: {
        Account: ["Suppliers__c", "Furniture_Suppliers__c", "Association__c", "Planning_System__c"].map((name) => ({
          name,
          values: [{ label: `${name} A`, value: "A" }],
        })),
      },
    });
    try {
      const result = await syncFromCrm(db.db, { crm: salesforceCrm({ loginUrl: sfPeer.url, version: VERSION, ...LOGIN }) });
      expect(result).toEqual({ stores: 1, opportunities: 1, proposals: 1, picklists: 4 });
      // Accounts come in two pages; only studios are asked for.
      expect(sfPeer.labels().filter((l) => l.startsWith("query"))).toEqual([
        expect.stringMatching(/^query:SELECT Id, Name, .* FROM Account WHERE StoreSlug__c != null$/),
        "queryMore:1",
        expect.stringMatching(/FROM Opportunity$/),
        expect.stringMatching(/FROM Proposal__c$/),
      ]);

      const [s] = await db.db.select().from(stores).where(eq(stores.id, store.id));
      expect(s.crm).toEqual({ ...store.crm, Phone: "+49 30 1234567", USP__c: "Neu aus Salesforce" });
      const [o] = await db.db.select().from(opportunities).where(eq(opportunities.id, opp.id));
      expect(o.crm).toMatchObject({ ...opp.crm, StageName: "Closed Won", Installation_Date__c: "2025-05-02" });
      const [p] = await db.db.select().from(proposals).where(eq(proposals.id, proposal.id));
      expect(p.crm).toMatchObject({ Stage__c: "Received", Price__c: 12345, CreatedDate: proposal.crm.CreatedDate });
      expect(p.stage).toBe("Received");
      expect((await db.db.select().from(stores).where(eq(stores.slug, "unbekannt"))).length).toBe(0);
      const lists = await db.db.select().from(crmPicklists);
      expect(lists.find((l) => l.name === "Suppliers__c")?.values).toEqual([{ label: "Suppliers__c A", value: "A" }]);

      // Incremental: only what changed since the given time is asked for.
      sfPeer.calls.length = 0;
      await syncFromCrm(db.db, {
        crm: salesforceCrm({ loginUrl: sfPeer.url, version: VERSION, ...LOGIN }),
        since: new Date("2025-01-02T03:04:05.678Z"),
      });
      expect(sfPeer.labels().find((l) => l.includes("FROM Opportunity"))).toMatch(/WHERE LastModifiedDate > 2025-01-02T03:04:05Z$/);
    } finally {
      await sfPeer.close();
    }
  });
});
