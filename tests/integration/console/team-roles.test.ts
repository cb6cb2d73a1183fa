import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { endpoints } from "@/lib/api/registry";
import type { AnyEndpointDef } from "@/lib/api/define";
import { NO_OPERATOR_ACCESS } from "@/lib/domain/operator/operator";
import { ROLE_FORBIDDEN_MESSAGE, roleMay, type Role } from "@/lib/domain/platform/roles";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { freshDatabase } from "../../helpers/test-db";
import { serveEndpoint } from "@/lib/api/serve";
import type { Method } from "@/lib/api/define";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { samples, type Fixture } from "../platform/endpoint-samples";

// The registry walk for roles: every endpoint, called by Berlin's own sales (verkauf) and purchasing
// (einkauf) members with a valid input for Berlin. A role without the endpoint's capability gets 403
// with the error shape before anything happens; a role with it is never refused for its role.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let berlin: Fixture;
const cookies = {} as Record<Exclude<Role, "inhaber">, string>;

beforeAll(async () => {
  db = await freshDatabase();
  [cookies.verkauf, cookies.einkauf] = await Promise.all([
    sessionCookie("verkauf@kuechenwelt-berlin.example"),
    sessionCookie("einkauf@kuechenwelt-berlin.example"),
  ]);
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  berlin = { slug: s.slug, storeNumber: s.storeNumber, crmId: s.crmId };
});
afterAll(() => db.drop());

/** Like call(), but a file download (CSV, PDF, redirect) is answered as its status without a body. */
async function callAny(method: Method, name: string, input: Record<string, unknown>, cookie: string) {
  const headers = new Headers({ cookie });
  const url = new URL(`http://localhost/api/${name}`);
  let req: Request;
  if (method === "GET") {
    for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
    req = new Request(url, { headers });
  } else {
    headers.set("content-type", "application/json");
    headers.set("origin", "http://localhost");
    req = new Request(url, { method, headers, body: JSON.stringify(input) });
  }
  const res = await serveEndpoint(req, name, method);
  const json = res.headers.get("content-type")?.includes("application/json");
  return { status: res.status, body: json ? await res.json() : null };
}

// A studio's endpoints; the operator's (access "operator") refuse every studio role alike, below.
const signedIn = (endpoints as readonly AnyEndpointDef[]).filter((e) => e.access === "store" || e.access === "viewer");
const operatorOnly = (endpoints as readonly AnyEndpointDef[]).filter((e) => e.access === "operator");

/** The capability of an endpoint for its sample (dbUpdate/crmUpdate decide by the input's type). */
function capabilityOf(def: AnyEndpointDef, input: Record<string, unknown>) {
  const rule = def.capability!;
  return typeof rule === "function" ? (rule as (i: unknown) => ReturnType<Extract<typeof rule, (i: never) => unknown>>)(input) : rule;
}

const cases = signedIn.flatMap((def) => (["verkauf", "einkauf"] as const).map((role) => ({ key: `${def.method} ${def.name}`, def, role })));

describe("roles against every endpoint", () => {
  it("every signed-in endpoint declares a capability", () => {
    expect(signedIn.filter((e) => !e.capability).map((e) => e.name)).toEqual([]);
  });

  it.each(cases.map((c) => [c.key, c.role, c] as const))("%s as %s", async (_key, role, { def }) => {
    const input = samples[`${def.method} ${def.name}`].foreign(berlin);
    const res = await callAny(def.method, def.name, input, cookies[role]);
    if (roleMay(role, capabilityOf(def, input))) {
      expect(res.body?.error?.message).not.toBe(ROLE_FORBIDDEN_MESSAGE);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: "forbidden", message: ROLE_FORBIDDEN_MESSAGE, requestId: expect.any(String) });
    }
  });

  it.each(operatorOnly.flatMap((def) => (["verkauf", "einkauf"] as const).map((role) => [`${def.method} ${def.name}`, role, def] as const)))(
    "%s as %s: the operator's, never a studio's",
    async (_key, role, def) => {
      const res = await callAny(def.method, def.name, {}, cookies[role]);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: "forbidden", message: NO_OPERATOR_ACCESS, requestId: expect.any(String) });
    },
  );

  it("a profile save through dbUpdate/crmUpdate type Store is the owner's, not sales'", async () => {
    const res = await call("POST", "dbUpdate", { type: "Store", crmId: berlin.crmId, tree: { shopClientMarginPercentage: 50 } }, cookies.verkauf);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(ROLE_FORBIDDEN_MESSAGE);
  });

  it("sales reads requests, purchasing reads the cart; not the other way round", async () => {
    expect((await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, cookies.verkauf)).status).toBe(200);
    expect((await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, cookies.einkauf)).status).toBe(403);
    expect((await call("GET", "asStoreCart", { storeSlug: "kuechenwelt-berlin" }, cookies.einkauf)).status).toBe(200);
    expect((await call("GET", "asStoreCart", { storeSlug: "kuechenwelt-berlin" }, cookies.verkauf)).status).toBe(403);
  });

  it("the owners keep their full access", async () => {
    const owner = await sessionCookie(DEMO.berlin);
    expect((await call("GET", "storeTeam", { storeSlug: "kuechenwelt-berlin" }, owner)).status).toBe(200);
    expect((await call("GET", "storeWithLeads", { storeSlug: "kuechenwelt-berlin" }, owner)).status).toBe(200);
    expect((await call("GET", "asStoreCart", { storeSlug: "kuechenwelt-berlin" }, owner)).status).toBe(200);
  });
});

describe("a master's members and their children", () => {
  it("the master's purchasing member acts on Hamburg only; sales on all children", async () => {
    const einkauf = await sessionCookie("einkauf@kuechenhaus-nord.example");
    const verkauf = await sessionCookie("verkauf@kuechenhaus-nord.example");
    expect((await call("GET", "asStoreCart", { storeSlug: "kuechenhaus-hamburg" }, einkauf)).status).toBe(200);
    const kiel = await call("GET", "asStoreCart", { storeSlug: "kuechenhaus-kiel" }, einkauf);
    expect(kiel.status).toBe(403);
    expect(kiel.body.error.message).toMatch(/keinen Zugriff/);
    expect((await call("GET", "storeWithLeads", { storeSlug: "kuechenhaus-kiel" }, verkauf)).status).toBe(200);
  });

  it("a member given selected children sees only those in the statistics, the child list and the export", async () => {
    const owner = await sessionCookie(DEMO.nord);
    const [member] = await db.db.select().from(user).where(eq(user.email, "verkauf@kuechenhaus-nord.example"));
    const [hamburg] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-hamburg"));
    const [nord] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenhaus-nord"));
    const scoped = await call(
      "POST",
      "storeTeamUpdate",
      { storeSlug: "kuechenhaus-nord", userId: member.id, role: "verkauf", childScope: "selected", childStoreIds: [hamburg.id] },
      owner,
    );
    expect(scoped.status).toBe(200);
    try {
      const verkauf = await sessionCookie("verkauf@kuechenhaus-nord.example");
      const range = { storeSlug: "kuechenhaus-nord", startDate: "2025-01-01", endDate: "2026-12-31" };
      // The owner sees all three children; the scoped member Hamburg only, in every total.
      const all = await call("GET", "childStoresStats", range, owner);
      expect(all.body.stores.map((c: { slug: string }) => c.slug).sort()).toEqual(["kuechenhaus-bremen", "kuechenhaus-hamburg", "kuechenhaus-kiel"]);
      const mine = await call("GET", "childStoresStats", range, verkauf);
      expect(mine.status).toBe(200);
      expect(mine.body.stores.map((c: { slug: string }) => c.slug)).toEqual(["kuechenhaus-hamburg"]);
      const hamburgRow = all.body.stores.find((c: { slug: string }) => c.slug === "kuechenhaus-hamburg");
      const { _id, slug, name, ...hamburgFigures } = hamburgRow;
      expect([_id, slug, name].every(Boolean)).toBe(true);
      expect(mine.body.all).toEqual(hamburgFigures);
      expect(mine.body.all).not.toEqual(all.body.all);
      expect((await call("GET", "childStoresStats", { ...range, childSlugs: "kuechenhaus-kiel" }, verkauf)).status).toBe(403);

      const service = await call("GET", "childStoresServiceStats", range, verkauf);
      expect(service.body.stores.map((c: { slug: string }) => c.slug)).toEqual(["kuechenhaus-hamburg"]);
      const children = await call("GET", "childStores", { storeSlug: "kuechenhaus-nord" }, verkauf);
      expect(children.body.childStores.map((c: { slug: string }) => c.slug)).toEqual(["kuechenhaus-hamburg"]);
      const current = await call("GET", "currentStore", { storeSlug: "kuechenhaus-nord" }, verkauf);
      expect(current.body.childStores.map((c: { slug: string }) => c.slug)).toEqual(["kuechenhaus-hamburg"]);

      const csv = await serveEndpoint(
        new Request(`http://localhost/api/customersExport?storeCrmId=${nord.crmId}`, { headers: { cookie: verkauf } }),
        "customersExport",
        "GET",
      );
      expect(csv.status).toBe(200);
      const text = await csv.text();
      expect(text).toContain("Küchenhaus Hamburg");
      expect(text).not.toContain("Küchenhaus Kiel");
      expect(text).not.toContain("Küchenhaus Bremen");
    } finally {
      await db.db.update(user).set({ childScope: "all", childStoreIds: [] }).where(eq(user.id, member.id));
    }
  });
});

describe("the shop margin is the owner's", () => {
  it("currentStore shows the margin to the owner only", async () => {
    const owner = await sessionCookie(DEMO.berlin);
    expect(typeof (await call("GET", "currentStore", { storeSlug: berlin.slug }, owner)).body.shopClientMarginPercentage).toBe("number");
    for (const role of ["verkauf", "einkauf"] as const) {
      const res = await call("GET", "currentStore", { storeSlug: berlin.slug }, cookies[role]);
      expect(res.status).toBe(200);
      expect(res.body.shopClientMarginPercentage).toBeNull();
    }
  });
});
