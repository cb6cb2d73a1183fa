import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { apiKeys, apiKeyUses } from "@/models/operator/operators";
import { serveEndpoint } from "@/lib/api/serve";
import { hashApiKey } from "@/lib/server/operator/api-keys";
import { runOperatorRetention } from "@/lib/server/operator/retention";
import { KEY_REQUESTS_PER_MINUTE } from "@/lib/domain/operator/api-keys";
import type { Method } from "@/lib/api/define";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operatorCookie: string;

beforeAll(async () => {
  db = await freshDatabase();
  operatorCookie = await sessionCookie(DEMO.betrieb);
});
afterAll(() => db.drop());

/** A machine's request: the key as Bearer, no cookie, no Origin. */
async function withKey(method: Method, name: string, key: string, input: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  const req =
    method === "GET"
      ? new Request(`http://localhost/api/${name}?${new URLSearchParams(input as Record<string, string>)}`, { headers })
      : new Request(`http://localhost/api/${name}`, {
          method,
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(input),
        });
  const res = await serveEndpoint(req, name, method);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

async function createKey(name: string, scopes: string[]) {
  const res = await call("POST", "apiKeyCreate", { name, scopes }, operatorCookie);
  expect(res.status).toBe(200);
  return res.body as { key: { id: string; prefix: string; scopes: string[] }; secret: string };
}

const usesOf = (keyId: string) =>
  db.db
    .select({ endpoint: apiKeyUses.endpoint, method: apiKeyUses.method, status: apiKeyUses.status })
    .from(apiKeyUses)
    .where(eq(apiKeyUses.keyId, keyId))
    .orderBy(apiKeyUses.id);

describe("API keys", () => {
  it("a new key is shown once; the database holds its hash and prefix, never the key", async () => {
    const { key, secret } = await createKey("Warenwirtschaft", ["orders:read", "stock:write"]);
    expect(secret).toMatch(/^kp_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const [row] = await db.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.secretHash).toBe(hashApiKey(secret));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // Nothing of the secret part anywhere in the row.
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    const dump = await db.db.execute(sql`select row_to_json(k)::text as t from api_keys k`);
    expect(JSON.stringify(dump)).not.toContain(secret.slice(12));
    // The list shows name, prefix and scopes; the secret is gone.
    const list = await call("GET", "apiKeys", {}, operatorCookie);
    const listed = list.body.keys.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({
      name: "Warenwirtschaft",
      prefix: key.prefix,
      scopes: ["orders:read", "stock:write"],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(12));
  });

  it("a key with the scope reaches operatorPing without cookie or Origin; each use is logged", async () => {
    const { key, secret } = await createKey("Lager", ["orders:read"]);
    const res = await withKey("GET", "operatorPing", secret);
    expect(res).toMatchObject({ status: 200, body: { ok: true, operator: "Lager" } });
    expect(await usesOf(key.id)).toEqual([{ endpoint: "operatorPing", method: "GET", status: 200 }]);
    const [row] = await db.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("the operator's session reaches operatorPing too, and answers with the person's name", async () => {
    const res = await call("GET", "operatorPing", {}, operatorCookie);
    expect(res).toEqual({ status: 200, body: { ok: true, operator: "Miriam Albers" } });
  });

  it("a key without the scope gets 403 naming it, and the refusal is logged", async () => {
    const { key, secret } = await createKey("Katalog", ["catalog:write"]);
    const res = await withKey("GET", "operatorPing", secret);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "forbidden",
      message: "Diesem API-Schlüssel fehlt die Berechtigung „orders:read“.",
      requestId: expect.any(String),
    });
    expect(await usesOf(key.id)).toEqual([{ endpoint: "operatorPing", method: "GET", status: 403 }]);
  });

  it("a key never manages keys and never reaches a studio endpoint, even as a POST without Origin", async () => {
    const { key, secret } = await createKey("Alles", ["catalog:write", "prices:write", "stock:write", "orders:read", "orders:write"]);
    const list = await withKey("GET", "apiKeys", secret);
    expect(list.status).toBe(403);
    // The same-origin rule of cookie sessions does not refuse a key (no cookie, no Origin): the key rule does.
    const revoke = await withKey("POST", "apiKeyRevoke", secret, { id: key.id });
    expect(revoke.status).toBe(403);
    expect(revoke.body.error.message).toBe("Dieser Endpunkt ist nur nach Anmeldung im Betrieb erreichbar, nicht mit einem API-Schlüssel.");
    expect((await withKey("GET", "currentStore", secret, { storeSlug: "kuechenwelt-berlin" })).status).toBe(403);
    expect((await usesOf(key.id)).map((u) => `${u.method} ${u.endpoint} ${u.status}`)).toEqual([
      "GET apiKeys 403",
      "POST apiKeyRevoke 403",
      "GET currentStore 403",
    ]);
  });

  it("a revoked key gets 401 at once; unknown and malformed keys look the same", async () => {
    const { key, secret } = await createKey("Alt", ["orders:read"]);
    expect((await withKey("GET", "operatorPing", secret)).status).toBe(200);
    const revoked = await call("POST", "apiKeyRevoke", { id: key.id }, operatorCookie);
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revokedAt).not.toBeNull();
    const message = "Der API-Schlüssel ist ungültig oder wurde widerrufen.";
    for (const k of [secret, `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`, "kp_kaputt", ""]) {
      const res = await withKey("GET", "operatorPing", k);
      expect(res.status, k).toBe(401);
      expect(res.body.error).toEqual({ code: "unauthenticated", message, requestId: expect.any(String) });
    }
    // Revoking twice changes nothing; an unknown id is a 404 naming the field.
    expect((await call("POST", "apiKeyRevoke", { id: key.id }, operatorCookie)).body.key.revokedAt).toBe(revoked.body.key.revokedAt);
    const unknown = await call("POST", "apiKeyRevoke", { id: "00000000-0000-4000-8000-000000000000" }, operatorCookie);
    expect(unknown).toMatchObject({ status: 404, body: { error: { field: "id" } } });
  });

  it(`throttles a key at ${KEY_REQUESTS_PER_MINUTE} requests a minute with 429 and Retry-After; other keys go on`, async () => {
    const busy = await createKey("Viel", ["orders:read"]);
    const calm = await createKey("Wenig", ["orders:read"]);
    // The minute's requests so far, the oldest 30 seconds ago.
    const now = Date.now();
    await db.db.insert(apiKeyUses).values(
      Array.from({ length: KEY_REQUESTS_PER_MINUTE }, (_, i) => ({
        keyId: busy.key.id,
        method: "GET",
        endpoint: "operatorPing",
        status: 200,
        createdAt: new Date(now - 30_000 + i),
      })),
    );
    const res = await withKey("GET", "operatorPing", busy.secret);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("throttled");
    expect(res.body.error.message).toMatch(/^Zu viele Anfragen mit diesem API-Schlüssel\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/);
    expect(Number(res.retryAfter)).toBeGreaterThanOrEqual(29);
    expect(Number(res.retryAfter)).toBeLessThanOrEqual(31);
    expect((await usesOf(busy.key.id)).at(-1)).toEqual({ endpoint: "operatorPing", method: "GET", status: 429 });
    expect((await withKey("GET", "operatorPing", calm.secret)).status).toBe(200);
    // Once the minute has passed, the key works again.
    await db.db
      .update(apiKeyUses)
      .set({ createdAt: new Date(now - 61_000) })
      .where(eq(apiKeyUses.keyId, busy.key.id));
    expect((await withKey("GET", "operatorPing", busy.secret)).status).toBe(200);
  });

  it("a cookie session still needs the app's own origin for a write", async () => {
    const req = new Request("http://localhost/api/apiKeyCreate", {
      method: "POST",
      headers: { cookie: operatorCookie, "content-type": "application/json", origin: "http://evil.example" },
      body: JSON.stringify({ name: "Fremd", scopes: ["orders:read"] }),
    });
    const res = await serveEndpoint(req, "apiKeyCreate", "POST");
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Diese Anfrage kommt nicht von dieser Anwendung und wurde abgelehnt.");
    expect(await db.db.select().from(apiKeys).where(eq(apiKeys.name, "Fremd"))).toEqual([]);
  });

  it("the retention job deletes a key's uses after twelve months and keeps the recent ones", async () => {
    const { key, secret } = await createKey("Protokoll", ["orders:read"]);
    expect((await withKey("GET", "operatorPing", secret)).status).toBe(200);
    const now = new Date();
    const thirteenMonthsAgo = new Date(now);
    thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13);
    await db.db.insert(apiKeyUses).values({ keyId: key.id, method: "POST", endpoint: "catalogImport", status: 200, createdAt: thirteenMonthsAgo });
    const endpoints = async () => (await db.db.select().from(apiKeyUses).where(eq(apiKeyUses.keyId, key.id))).map((u) => u.endpoint).sort();
    expect(await endpoints()).toEqual(["catalogImport", "operatorPing"]);

    const dry = await runOperatorRetention(db.db, { now, dryRun: true });
    expect(dry.apiKeyUses).toBe(1);
    expect(await endpoints()).toEqual(["catalogImport", "operatorPing"]);
    const done = await runOperatorRetention(db.db, { now });
    expect(done.apiKeyUses).toBe(1);
    expect(await endpoints()).toEqual(["operatorPing"]);
  });

  it("the create form's errors name the field in German", async () => {
    const res = await call("POST", "apiKeyCreate", { name: "  ", scopes: ["orders:read"] }, operatorCookie);
    expect(res).toMatchObject({ status: 400, body: { error: { field: "name", message: "name: Bitte geben Sie einen Namen ein." } } });
  });
});
