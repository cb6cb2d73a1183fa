import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { endpoints } from "@/lib/api/registry";
import { stores } from "@/models/schema";
import { freshDatabase } from "../helpers/test-db";
import { call, DEMO, sessionCookie } from "../helpers/session";
import { samples, type Fixture } from "./endpoint-samples";

// Every endpoint in the registry: signed out 401, another store 403, wrong input 400 naming the field.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let mayerCookie: string;
let berlin: Fixture;

beforeAll(async () => {
  db = await freshDatabase();
  mayerCookie = await sessionCookie(DEMO.mayer);
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  berlin = { slug: s.slug, storeNumber: s.storeNumber, crmId: s.crmId };
});
afterAll(() => db.drop());

const keys = endpoints.map((e) => `${e.method} ${e.name}`);

describe("endpoint registry", () => {
  it("has test samples for every endpoint", () => {
    expect(keys.filter((k) => !samples[k])).toEqual([]);
  });

  it.each(keys)("%s: signed out gets 401", async (key) => {
    const [method, name] = key.split(" ") as ["GET" | "POST", string];
    const res = await call(method, name, samples[key].foreign(berlin));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
    expect(res.body.error.message).toBe("Bitte melden Sie sich an.");
  });

  it.each(keys)("%s: a user of another store gets 403", async (key) => {
    const [method, name] = key.split(" ") as ["GET" | "POST", string];
    const res = await call(method, name, samples[key].foreign(berlin), mayerCookie);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/keinen Zugriff/);
  });

  it.each(keys)("%s: wrong input gets 400 naming the field", async (key) => {
    const [method, name] = key.split(" ") as ["GET" | "POST", string];
    const res = await call(method, name, samples[key].invalid, mayerCookie);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_input");
    expect(res.body.error.field).toBe(samples[key].field);
  });

  it("malformed JSON on a POST endpoint is a 400, not a 500", async () => {
    const post = (endpoints as readonly { method: string; name: string }[]).find((e) => e.method === "POST");
    if (!post) return;
    const res = await call("POST", post.name, "{nicht json", mayerCookie);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("body");
  });

  it("an unknown endpoint name is a 404 with a German message", async () => {
    const res = await call("GET", "gibtEsNicht", {}, mayerCookie);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain("Unbekannter Endpunkt");
  });
});
