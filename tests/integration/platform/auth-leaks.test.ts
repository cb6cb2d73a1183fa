import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { teamInvites } from "@/models/platform/team";
import { user } from "@/models/platform/auth";
import { deliveriesOf } from "../../helpers/jobs";
import { serveAuth } from "@/lib/api/serve-auth";
import { WRONG_CREDENTIALS } from "@/lib/server/platform/login";
import { calendarFeedResponse, forgetCalendarFeeds } from "@/lib/server/console/calendar-feed";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Issue 30, finding 8: small leaks. Each answer a stranger or a member gets must not tell more than
// it should: a deactivated member's right password, an invitation to an address that has an account,
// Better Auth's own profile route, and a calendar URL that a role loss ended.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let owner: string;
const SLUG = "kuechenwelt-berlin";

beforeAll(async () => {
  db = await freshDatabase();
  owner = await sessionCookie(DEMO.berlin);
});
afterAll(() => db.drop());

/** A request to /api/auth/{path} as a browser sends it. */
function authRequest(path: string, body: unknown, address: string, cookie?: string) {
  return serveAuth(
    new Request(`http://localhost/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string; error?: { code?: string; message?: string } } };
}

describe("a deactivated member", () => {
  it("with the right password gets the same German answer as a wrong password, at the endpoint too", async () => {
    const wrong = await answer(
      await authRequest("sign-in/email", { email: "einkauf@kuechenwelt-berlin.example", password: "falsch123" }, "198.51.100.60"),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CREDENTIALS);
    await db.db.update(user).set({ active: false }).where(eq(user.email, "einkauf@kuechenwelt-berlin.example"));
    try {
      const right = await answer(
        await authRequest("sign-in/email", { email: "einkauf@kuechenwelt-berlin.example", password: "demo1234" }, "198.51.100.61"),
      );
      expect(right).toEqual(wrong);
    } finally {
      await db.db.update(user).set({ active: true }).where(eq(user.email, "einkauf@kuechenwelt-berlin.example"));
    }
  });
});

describe("an invitation", () => {
  it("answers an address with an account anywhere exactly as a new one; only that address's owner learns why no link came", async () => {
    const fresh = await call(
      "POST",
      "storeTeamInvite",
      { storeSlug: SLUG, email: "neu.person@example.de", name: "Nora Neu", role: "einkauf" },
      owner,
    );
    const taken = await call("POST", "storeTeamInvite", { storeSlug: SLUG, email: DEMO.mayer, name: "Mara Mayer", role: "einkauf" }, owner);
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(Object.keys(taken.body.invite).sort()).toEqual(Object.keys(fresh.body.invite).sort());
    expect(taken.body.invite).toMatchObject({ email: DEMO.mayer, name: "Mara Mayer", role: "einkauf" });
    const team = await call("GET", "storeTeam", { storeSlug: SLUG }, owner);
    expect(team.body.invites.map((i: { email: string }) => i.email)).toEqual(expect.arrayContaining(["neu.person@example.de", DEMO.mayer]));
    // The account holder gets a mail without a working link (their address is theirs to know about).
    const mail = (await deliveriesOf(db.db))
      .filter((d) => d.kind === "mail")
      .map((d) => d.payload as { to?: string; text?: string })
      .filter((p) => p.to === DEMO.mayer)
      .at(-1)!;
    expect(mail.text).not.toMatch(/\/einladung\//);
    expect(mail.text).toContain("bereits ein Konto");
    const [row] = await db.db.select().from(teamInvites).where(eq(teamInvites.email, DEMO.mayer));
    expect(row).toBeDefined();
  });
});

describe("display names", () => {
  it("cannot be set through Better Auth's /update-user; the name stays", async () => {
    const einkauf = await sessionCookie("einkauf@kuechenwelt-berlin.example");
    const res = await answer(await authRequest("update-user", { name: "Der Chef persönlich" }, "198.51.100.62", einkauf));
    expect(res.status).toBe(404);
    expect(res.body.error?.message ?? res.body.message).toMatch(/^[A-ZÄÖÜ].*\.$/);
    expect(JSON.stringify(res.body)).not.toMatch(/not found/i);
    const [row] = await db.db.select({ name: user.name }).from(user).where(eq(user.email, "einkauf@kuechenwelt-berlin.example"));
    expect(row.name).not.toBe("Der Chef persönlich");
    // Other account routes the product does not use are closed as well.
    for (const path of ["change-email", "change-password", "delete-user", "revoke-sessions", "list-sessions"]) {
      expect(
        (await authRequest(path, { newEmail: "x@example.de", currentPassword: "demo1234", newPassword: "andersPasswort1" }, "198.51.100.62", einkauf))
          .status,
        path,
      ).toBe(404);
    }
    // The routes it uses still work: the session read, the reset link's own route, signing out.
    const session = await serveAuth(new Request("http://localhost/api/auth/get-session", { headers: { cookie: einkauf } }));
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe("einkauf@kuechenwelt-berlin.example");
    const link = await serveAuth(new Request("http://localhost/api/auth/reset-password/kein-echter-token?callbackURL=%2Flogin%2Freset"));
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toContain("/login/reset");
    expect((await authRequest("sign-out", {}, "198.51.100.62", einkauf)).status).toBe(200);
    const after = await serveAuth(new Request("http://localhost/api/auth/get-session", { headers: { cookie: einkauf } }));
    expect(await after.json()).toBeNull();
  });
});

describe("a calendar URL", () => {
  it("revoked by a role loss stays revoked when the role comes back", async () => {
    const email = "verkauf@kuechenwelt-berlin.example";
    const cookie = await sessionCookie(email);
    const created = await call("POST", "calendarTokenCreate", { storeSlug: SLUG }, cookie);
    expect(created.status).toBe(200);
    const file = created.body.url.split("/calendar/")[1] as string;
    const status = async () => {
      forgetCalendarFeeds();
      return (await calendarFeedResponse(file, null)).status;
    };
    expect(await status()).toBe(200);
    const userId = "seed-user-verkauf-kuechenwelt-berlin";
    expect((await call("POST", "storeTeamUpdate", { storeSlug: SLUG, userId, role: "einkauf" }, owner)).status).toBe(200);
    expect(await status()).toBe(404);
    expect((await call("POST", "storeTeamUpdate", { storeSlug: SLUG, userId, role: "verkauf" }, owner)).status).toBe(200);
    expect(await status()).toBe(404);
    // The settings say there is no URL; a new one works.
    const again = await sessionCookie(email);
    expect((await call("GET", "notificationSettings", { storeSlug: SLUG }, again)).body.calendarSince).toBeNull();
  });
});
