import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session, user } from "@/models/platform/auth";
import { authSecret, resetEnvCache } from "@/lib/env";
import { getAuth } from "@/lib/server/platform/auth";
import { requestPasswordReset, resetPassword } from "@/lib/server/platform/login";
import { setMailPort } from "@/lib/integrations/mail";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { readMails } from "../../helpers/mail";

/** The secret that was published in the source before; anyone could sign cookies with it. */
const PUBLISHED_SECRET = "lokales-entwicklungsgeheimnis-nicht-fuer-produktion";

/** Signs a cookie value as Better Auth does (HMAC-SHA256, base64): what an attacker who knows a secret would do. */
function signed(value: string, secret: string) {
  const signature = createHmac("sha256", secret).update(value).digest("base64");
  return encodeURIComponent(`${value}.${signature}`);
}

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-session-mail-"));
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
  const { localMail } = await import("@/lib/integrations/mail/local");
  setMailPort(localMail(mailDir, "Portal <portal@example.test>"));
});
afterAll(() => db.drop());

const currentStore = (cookie: string) => call("GET", "currentStore", { storeSlug: "kuechenwelt-berlin" }, cookie);

async function tokenOf(email: string): Promise<string> {
  const [row] = await db.db.select({ token: session.token }).from(session).innerJoin(user, eq(user.id, session.userId)).where(eq(user.email, email));
  return row.token;
}

describe("forged session cookies", () => {
  it("a real session's token signed with the published secret is refused; signed with the configured one it works", async () => {
    await sessionCookie(DEMO.berlin);
    const token = await tokenOf(DEMO.berlin);
    expect((await currentStore(`kuechen.session_token=${signed(token, PUBLISHED_SECRET)}`)).status).toBe(401);
    expect((await currentStore(`kuechen.session_token=${signed(token, "a".repeat(40))}`)).status).toBe(401);
    // The same token with the right signature is accepted, so the refusals above are the signature's doing.
    expect((await currentStore(`kuechen.session_token=${signed(token, authSecret())}`)).status).toBe(200);
  });

  it("a correctly signed cookie for a session that does not exist is refused", async () => {
    expect((await currentStore(`kuechen.session_token=${signed("erfundenesSitzungstoken1234567890", authSecret())}`)).status).toBe(401);
  });

  it("a session cache cookie is never trusted: alone it signs nobody in, beside a real session it changes nothing", async () => {
    const cache = Buffer.from(
      JSON.stringify({ session: { session: {}, user: { storeId: "x", email: DEMO.mayer } }, expiresAt: Date.now() + 60_000 }),
    ).toString("base64url");
    expect((await currentStore(`kuechen.session_data=${cache}`)).status).toBe(401);
    const berlin = await sessionCookie(DEMO.berlin);
    const res = await currentStore(`${berlin}; kuechen.session_data=${cache}`);
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe("kuechenwelt-berlin");
    // The answer sets no cache cookie that could be replayed later.
    expect(JSON.stringify(res.body)).not.toContain("session_data");
  });
});

describe("sessions end at once", () => {
  it("after sign-out a copied cookie is refused on the next request", async () => {
    const copied = await sessionCookie(DEMO.berlin);
    expect((await currentStore(copied)).status).toBe(200);
    const auth = await getAuth();
    await auth.api.signOut({ headers: new Headers({ cookie: copied }) });
    expect((await currentStore(copied)).status).toBe(401);
  });

  it("after a password reset every copied cookie of that user is refused", async () => {
    const copied = await sessionCookie(DEMO.mayer);
    expect((await call("GET", "currentStore", { storeSlug: "kuechen-mayer" }, copied)).status).toBe(200);
    await requestPasswordReset(DEMO.mayer);
    await db.jobs.runDue();
    const token = /\/login\/reset\?token=(\S+)/.exec(readMails(mailDir).at(-1)!.text)![1];
    expect(await resetPassword(token, "neuesPasswort123")).toEqual({ ok: true });
    expect((await call("GET", "currentStore", { storeSlug: "kuechen-mayer" }, copied)).status).toBe(401);
  });
});

describe("the secret", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
  });

  it("the embedded start generates a random secret, keeps it in DATA_DIR with mode 0600 and reuses it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-secret-"));
    process.env = { ...saved, DATA_DIR: dir, NODE_ENV: "development" };
    delete process.env.AUTH_SECRET;
    delete process.env.DATABASE_URL;
    resetEnvCache();
    const first = authSecret();
    expect(first).not.toBe(PUBLISHED_SECRET);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "auth-secret");
    expect(fs.readFileSync(file, "utf8")).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetEnvCache();
    expect(authSecret()).toBe(first);
    // Another data folder gets another secret.
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-secret-"));
    resetEnvCache();
    expect(authSecret()).not.toBe(first);
  });

  it("with DATABASE_URL, or an operator's NODE_ENV=production, and no AUTH_SECRET the start is refused naming the variable", () => {
    delete process.env.AUTH_SECRET;
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:5432/irgendwas";
    resetEnvCache();
    expect(() => authSecret()).toThrow(/AUTH_SECRET fehlt/);
    delete process.env.DATABASE_URL;
    process.env = { ...process.env, NODE_ENV: "production" };
    delete process.env.KUECHEN_START_MODE;
    resetEnvCache();
    expect(() => authSecret()).toThrow(/AUTH_SECRET fehlt/);
  });

  it("an AUTH_SECRET shorter than 32 characters is a configuration error", () => {
    process.env.AUTH_SECRET = "zu-kurz-1234567890";
    resetEnvCache();
    expect(() => authSecret()).toThrow(/AUTH_SECRET/);
  });
});
