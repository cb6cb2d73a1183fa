import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { ANONYMISED_NAME } from "@/lib/domain/platform/retention-rules";

let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: string;
let nord: string;
let kiel: string;
let operator: string;

beforeAll(async () => {
  db = await freshDatabase();
  [berlin, nord, kiel, operator] = await Promise.all([
    sessionCookie(DEMO.berlin),
    sessionCookie(DEMO.nord),
    sessionCookie(DEMO.kiel),
    sessionCookie(DEMO.betrieb),
  ]);
});
afterAll(() => db.drop());

describe("store-access rule", () => {
  it("the Berlin user reads its own store", async () => {
    const res = await call("GET", "currentStore", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Küchenwelt Berlin");
    expect(res.body.leadpoolActive).toBe(true);
  });

  it("the Berlin user may not read Küchen Mayer (403); signed out is 401", async () => {
    expect((await call("GET", "currentStore", { storeSlug: "kuechen-mayer" }, berlin)).status).toBe(403);
    expect((await call("GET", "currentStore", { storeSlug: "kuechen-mayer" })).status).toBe(401);
  });

  it("an unknown store looks the same as a foreign one", async () => {
    const res = await call("GET", "currentStore", { storeSlug: "gibt-es-nicht" }, berlin);
    expect(res.status).toBe(403);
  });

  it("the Nord master reads its child Kiel; Kiel may not read its master or a sibling", async () => {
    expect((await call("GET", "currentStore", { storeSlug: "kuechenhaus-kiel" }, nord)).status).toBe(200);
    expect((await call("GET", "currentStore", { storeSlug: "kuechenhaus-nord" }, kiel)).status).toBe(403);
    expect((await call("GET", "currentStore", { storeSlug: "kuechenhaus-hamburg" }, kiel)).status).toBe(403);
  });

  it("the operator's people (role betrieb, no studio) may read no studio, a master or a child alike", async () => {
    for (const storeSlug of ["kuechenwelt-berlin", "kuechenhaus-nord", "kuechenhaus-kiel", "gibt-es-nicht"]) {
      const res = await call("GET", "currentStore", { storeSlug }, operator);
      expect(res.status, storeSlug).toBe(403);
      expect(res.body.error.message).toBe("Sie haben keinen Zugriff auf dieses Studio.");
    }
  });

  it("childStores lists the master's three children, and none for a single store", async () => {
    const res = await call("GET", "childStores", { storeSlug: "kuechenhaus-nord" }, nord);
    expect(res.status).toBe(200);
    expect(res.body.childStores.map((c: { slug: string }) => c.slug).sort()).toEqual([
      "kuechenhaus-bremen",
      "kuechenhaus-hamburg",
      "kuechenhaus-kiel",
    ]);
    const single = await call("GET", "childStores", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(single.body.childStores).toEqual([]);
  });

  it("storeWithLeads never sends contact data of a locked proposal", async () => {
    const res = await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, berlin);
    expect(res.status).toBe(200);
    const proposals = res.body.proposals as {
      unlocked: boolean;
      crm: Record<string, unknown>;
      lead: { crm: Record<string, unknown> };
    }[];
    const locked = proposals.filter((p) => !p.unlocked);
    const unlocked = proposals.filter((p) => p.unlocked);
    expect(locked.length).toBeGreaterThan(0);
    expect(unlocked.length).toBeGreaterThan(0);
    for (const p of locked) {
      expect(p.crm).not.toHaveProperty("Phone__c");
      expect(p.crm).not.toHaveProperty("Customer_Email__c");
      // A locked proposal shows no name; an anonymised person's mark is not a name (docs/deletion-concept.md).
      expect([undefined, ANONYMISED_NAME]).toContain(p.lead.crm.LastName);
      expect(p.lead.crm).not.toHaveProperty("Phone");
    }
    expect(unlocked.some((p) => typeof p.lead.crm.LastName === "string")).toBe(true);
  });
});
