import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { schema, type Db } from "@/models/platform/db";
import { getAuth } from "@/lib/server/platform/auth";
import { readAuthEpoch, sessionCookieKey, withSessionCache } from "@/lib/server/platform/session-cache";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 47: the session check is kept in memory per session cookie, and ends the moment the database's
// sign-in version changes: sign-out, deactivation, a role change, a store's switches or the children a
// member may act on take effect with the very next request, on this instance and on any other.
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.drop());

const SLUG = "kuechenwelt-berlin";
const currentStore = (cookie: string, slug = SLUG) => call("GET", "currentStore", { storeSlug: slug }, cookie);

describe("the cache serves a checked session", () => {
  it("serves a session from memory only while the sign-in version is unchanged", async () => {
    const cookie = await sessionCookie(DEMO.berlin);
    expect((await currentStore(cookie)).status).toBe(200);
    // The session row deleted behind the triggers' back: the next request is still served from memory,
    // which shows that the cache is in use (and why every change must raise the version) …
    const token = decodeURIComponent(/kuechen\.session_token=([^;.]+)/.exec(cookie)![1]);
    await db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from "session" where token = ${token}`);
    });
    expect((await currentStore(cookie)).status).toBe(200);
    // … and a raised version ends it at once.
    await db.db.execute(sql`update auth_epoch set n = n + 1`);
    expect((await currentStore(cookie)).status).toBe(401);
  });

  it("keys only a single session cookie, by name and signed value", () => {
    expect(sessionCookieKey(new Headers({ cookie: "a=1; kuechen.session_token=abc.sig; b=2" }))).toBe("kuechen.session_token=abc.sig");
    expect(sessionCookieKey(new Headers({ cookie: "__Secure-kuechen.session_token=x.y" }))).toBe("__Secure-kuechen.session_token=x.y");
    expect(sessionCookieKey(new Headers({ cookie: "kuechen.session_token=a.b; kuechen.session_token=c.d" }))).toBeNull();
    expect(sessionCookieKey(new Headers({ cookie: "kuechen.session_data=zzz" }))).toBeNull();
    expect(sessionCookieKey(new Headers())).toBeNull();
  });
});

describe("a change ends the cached session with the next request", () => {
  it("sign-out: the copied cookie is refused at once", async () => {
    const copied = await sessionCookie(DEMO.berlin);
    expect((await currentStore(copied)).status).toBe(200);
    expect((await currentStore(copied)).status).toBe(200); // now from memory
    await (await getAuth()).api.signOut({ headers: new Headers({ cookie: copied }) });
    expect((await currentStore(copied)).status).toBe(401);
  });

  it("deactivation: the member's live cookie is refused at once", async () => {
    const owner = await sessionCookie(DEMO.mayer);
    const member = await sessionCookie("verkauf@kuechen-mayer.example");
    expect((await currentStore(member, "kuechen-mayer")).status).toBe(200);
    expect((await currentStore(member, "kuechen-mayer")).status).toBe(200);
    const off = await call("POST", "storeTeamDeactivate", { storeSlug: "kuechen-mayer", userId: "seed-user-verkauf-kuechen-mayer" }, owner);
    expect(off.status).toBe(200);
    expect((await currentStore(member, "kuechen-mayer")).status).toBe(401);
  });

  it("role change: the demoted member is refused what the new role may not do, at once", async () => {
    const owner = await sessionCookie(DEMO.berlin);
    const member = await sessionCookie("verkauf@kuechenwelt-berlin.example");
    expect((await call("GET", "storeWithLeads", { storeSlug: SLUG }, member)).status).toBe(200);
    expect((await call("GET", "storeWithLeads", { storeSlug: SLUG }, member)).status).toBe(200);
    const res = await call("POST", "storeTeamUpdate", { storeSlug: SLUG, userId: "seed-user-verkauf-kuechenwelt-berlin", role: "einkauf" }, owner);
    expect(res.status).toBe(200);
    expect((await call("GET", "storeWithLeads", { storeSlug: SLUG }, member)).status).toBe(403);
  });

  it("store access: a child taken from a master's member, and a shop switched off, are refused at once", async () => {
    const nord = await sessionCookie(DEMO.nord);
    expect((await currentStore(nord, "kuechenhaus-hamburg")).status).toBe(200);
    expect((await currentStore(nord, "kuechenhaus-hamburg")).status).toBe(200);
    await db.db.update(user).set({ childScope: "selected", childStoreIds: [] }).where(eq(user.email, DEMO.nord));
    expect((await currentStore(nord, "kuechenhaus-hamburg")).status).toBe(403);

    const berlin = await sessionCookie(DEMO.berlin);
    expect((await call("GET", "asCategories", { storeSlug: SLUG }, berlin)).status).toBe(200);
    expect((await call("GET", "asCategories", { storeSlug: SLUG }, berlin)).status).toBe(200);
    await db.db.update(stores).set({ shopActive: false }).where(eq(stores.slug, SLUG));
    expect((await call("GET", "asCategories", { storeSlug: SLUG }, berlin)).status).toBe(403);
    await db.db.update(stores).set({ shopActive: true }).where(eq(stores.slug, SLUG));
  });

  it("the sign-in version rises once per committed change, never for a rolled-back one", async () => {
    const before = await readAuthEpoch(db.db);
    await db.db.transaction(async (tx) => {
      await tx.update(stores).set({ name: "Küchenwelt Berlin" }).where(eq(stores.slug, SLUG));
      await tx.update(user).set({ name: "Studio Berlin" }).where(eq(user.email, DEMO.berlin));
    });
    expect(await readAuthEpoch(db.db)).toBe(before + 1);
    await db.db
      .transaction(async (tx) => {
        await tx.update(stores).set({ name: "Nie gespeichert" }).where(eq(stores.slug, SLUG));
        throw new Error("zurück");
      })
      .catch(() => {});
    expect(await readAuthEpoch(db.db)).toBe(before + 1);
  });
});

describe("another instance on the same database", () => {
  it("refuses a session signed out on this instance with its next request", async () => {
    // A second server is a second process with its own memory; here: a second connection object,
    // which has its own cache, on the same database.
    const client = (db.db as unknown as { $client: never }).$client;
    const other = (db.kind === "pglite" ? drizzlePglite(client, { schema }) : drizzlePg(client, { schema })) as unknown as Db;
    const cookie = await sessionCookie(DEMO.berlin);
    const key = sessionCookieKey(new Headers({ cookie }));
    let checks = 0;
    const check = async () => {
      checks++;
      const session = await (await getAuth()).api.getSession({ headers: new Headers({ cookie }) });
      return { value: session ? "angemeldet" : "abgemeldet", keepUntil: session ? Date.now() + 60_000 : null };
    };
    expect(await withSessionCache(other, key, check)).toBe("angemeldet");
    expect(await withSessionCache(other, key, check)).toBe("angemeldet");
    expect(checks).toBe(1); // the second answer came from the other instance's memory
    await (await getAuth()).api.signOut({ headers: new Headers({ cookie }) });
    expect(await withSessionCache(other, key, check)).toBe("abgemeldet");
    expect(checks).toBe(2);
  });
});
