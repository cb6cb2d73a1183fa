import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveEndpoint } from "@/lib/api/serve";
import { KEY_MISSES_PER_MINUTE } from "@/lib/domain/operator/api-keys";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 45, finding 9: 1,000 unknown API keys in 22 s were all answered 401. Unknown keys are now
// counted per client address: past KEY_MISSES_PER_MINUTE in a minute the address gets 429 with
// Retry-After; another address still gets 401, and a valid key from the guessing address still works.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let secret: string;

beforeAll(async () => {
  db = await freshDatabase();
  const operator = await sessionCookie(DEMO.betrieb);
  const res = await call("POST", "apiKeyCreate", { name: "ERP", scopes: ["orders:read"] }, operator);
  expect(res.status).toBe(200);
  secret = res.body.secret;
});
afterAll(() => db.drop());

async function feed(key: string, address: string) {
  const req = new Request("http://localhost/api/orderFeed?format=json", { headers: { authorization: `Bearer ${key}`, "x-forwarded-for": address } });
  const res = await serveEndpoint(req, "orderFeed", "GET");
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { error?: { message: string } } };
}

describe("guessing API keys", () => {
  it("an address that sent too many unknown keys within a minute gets 429; others and valid keys do not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < KEY_MISSES_PER_MINUTE; i++) statuses.push((await feed(`kp_geraten${i}_${"x".repeat(30)}`, "203.0.113.9")).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const throttled = await feed("kp_noch_einer_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "203.0.113.9");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    expect(Number(throttled.retryAfter)).toBeLessThanOrEqual(60);
    expect(throttled.body.error?.message).toMatch(/^Zu viele Anfragen mit ungültigem API-Schlüssel/);
    expect((await feed("kp_andere_adresse_xxxxxxxxxxxxxxxxxxxxxxxxxxxx", "198.51.100.200")).status).toBe(401);
    expect((await feed(secret, "203.0.113.9")).status).toBe(200);
  });
});
