import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../helpers/test-db";
import { DEMO } from "../../helpers/session";
import { readMails } from "../../helpers/mail";
import { requestPasswordReset, resetPassword, signIn, WRONG_CREDENTIALS } from "@/lib/server/platform/login";
import { ACCOUNT_SLOWDOWN, accountSlowdownMs, SIGN_IN_FAILURE_LIMITS, RESET_REQUEST_LIMITS } from "@/lib/domain/platform/sign-in-limits";
import { serveAuth } from "@/lib/api/serve-auth";
import { setMailPort } from "@/lib/integrations/mail";

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-mail-"));
process.env.DATA_DIR = path.dirname(mailDir);
let db: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  db = await freshDatabase();
  const { localMail } = await import("@/lib/integrations/mail/local");
  setMailPort(localMail(mailDir, "Portal <portal@example.test>"));
});
afterAll(() => db.drop());

const headers = () => new Headers();
/** The request of a client at `address`, as scripts/serve.mjs hands it on. */
const from = (address: string) => new Headers({ "x-forwarded-for": address });

/** A sign-in through the Better Auth endpoint, as a browser or a script would send it. */
function signInRequest(email: string, password: string, address: string, extra: Record<string, string> = {}) {
  return serveAuth(
    new Request("http://localhost/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": address, ...extra },
      body: JSON.stringify({ email, password }),
    }),
  );
}

describe("sign-in", () => {
  it("a demo user signs in and lands on the overview; the master on the dashboard", async () => {
    const berlin = await signIn({ email: DEMO.berlin, password: "demo1234" }, headers());
    expect(berlin).toMatchObject({ ok: true, landing: "/stores/kuechenwelt-berlin/overview" });
    const nord = await signIn({ email: DEMO.nord, password: "demo1234" }, headers());
    expect(nord).toMatchObject({ ok: true, landing: "/stores/kuechenhaus-nord/dashboard" });
    if (!berlin.ok) return;
    const cookie = berlin.setCookies.join(";");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("a wrong password gets the German message; after five failures from one address even the right one waits there, not elsewhere", async () => {
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.pair.max; i++) {
      expect(await signIn({ email: DEMO.hamburg, password: "falsch" }, from("203.0.113.7"))).toEqual({ ok: false, message: WRONG_CREDENTIALS });
    }
    const throttled = await signIn({ email: DEMO.hamburg, password: "demo1234" }, from("203.0.113.7"));
    expect(throttled).toMatchObject({ ok: false, message: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut." });
    // The studio itself, at its own address, still signs in.
    expect((await signIn({ email: DEMO.hamburg, password: "demo1234" }, from("198.51.100.20"))).ok).toBe(true);
    // Another account at the guesser's address is not locked by these five.
    expect((await signIn({ email: DEMO.kiel, password: "demo1234" }, from("203.0.113.7"))).ok).toBe(true);
  });

  it("30 wrong passwords through the Better Auth endpoint: 429 with Retry-After and a German message, the studio elsewhere unaffected", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 30; i++) {
      last = await signInRequest(DEMO.nord, `falsch${i}`, "192.0.2.44");
      statuses.push(last.status);
    }
    expect(statuses.slice(0, SIGN_IN_FAILURE_LIMITS.pair.max)).toEqual(Array(SIGN_IN_FAILURE_LIMITS.pair.max).fill(401));
    expect(statuses.slice(SIGN_IN_FAILURE_LIMITS.pair.max).every((s) => s === 429)).toBe(true);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await last!.json();
    expect(body.error.code).toBe("throttled");
    expect(body.error.message).toMatch(/^Zu viele .* Bitte versuchen Sie es in \d+ Minuten? erneut\.$/);
    // The right password from the guesser's address waits too.
    expect((await signInRequest(DEMO.nord, "demo1234", "192.0.2.44")).status).toBe(429);
    // From the studio's address it works.
    const ok = await signInRequest(DEMO.nord, "demo1234", "198.51.100.21");
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().join(";")).toContain("kuechen.session_token=");
  });

  it("one address guessing at many accounts is stopped too", async () => {
    const accounts = Object.values(DEMO);
    let status = 0;
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.address.max; i++) {
      status = (await signInRequest(accounts[i % accounts.length], `raten${i}`, "192.0.2.99")).status;
      if (status === 429) break;
    }
    expect((await signInRequest(DEMO.mayer, "falsch", "192.0.2.99")).status).toBe(429);
  });

  it("100 wrong passwords spread over 22 addresses slow the account down but never lock it: the right password from a new address works", async () => {
    // Issue 30, finding 4: the attack that locked a studio out for an hour (429, Retry-After 3587).
    const addresses = Array.from({ length: 22 }, (_, i) => `203.0.113.${100 + i}`);
    const statuses: number[] = [];
    for (let round = 0; round * addresses.length < 100; round++) {
      const batch = addresses.slice(0, Math.min(addresses.length, 100 - round * addresses.length));
      const answers = await Promise.all(batch.map((a, i) => signInRequest(DEMO.kiel, `geraten-${round}-${i}`, a)));
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses).toHaveLength(100);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Every attacker address has used up its tries for this account: it waits (the pair only, minutes, not an hour).
    const guesser = await signInRequest(DEMO.kiel, "demo1234", addresses[0]);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get("retry-after"))).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMITS.pair.windowSeconds);
    // The studio, from an address without failures: the right password works, after the capped delay.
    const started = performance.now();
    const studio = await signInRequest(DEMO.kiel, "demo1234", "198.51.100.77");
    const took = performance.now() - started;
    expect(studio.status).toBe(200);
    expect(studio.headers.getSetCookie().join(";")).toContain("kuechen.session_token=");
    expect(took).toBeGreaterThanOrEqual(accountSlowdownMs(100) - 50);
    expect(accountSlowdownMs(100)).toBe(ACCOUNT_SLOWDOWN.maxMs);
  }, 120_000);

  it("refuses sign-in requests from another site, as text/plain, oversized or with hostile text", async () => {
    expect((await signInRequest(DEMO.berlin, "demo1234", "198.51.100.30", { origin: "http://evil.example" })).status).toBe(403);
    expect((await signInRequest(DEMO.berlin, "demo1234", "198.51.100.30", { origin: "http://localhost:4000" })).status).toBe(403);
    const plain = await serveAuth(
      new Request("http://localhost/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://localhost" },
        body: JSON.stringify({ email: DEMO.berlin, password: "demo1234" }),
      }),
    );
    expect(plain.status).toBe(403);
    expect((await plain.json()).error.code).toBe("forbidden");
    const big = await serveAuth(
      new Request("http://localhost/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ email: DEMO.berlin, password: "x".repeat(20_000) }),
      }),
    );
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("too_large");
    const nul = await signInRequest(`studio\u0000@kuechenwelt-berlin.example`, "demo1234", "198.51.100.30");
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.field).toBe("email");
    const surrogate = await signInRequest(DEMO.berlin, "demo\ud8001234", "198.51.100.30");
    expect(surrogate.status).toBe(400);
    expect((await surrogate.json()).error.field).toBe("password");
  });
});

describe("password reset", () => {
  it("mails a one-time link that sets a new password", async () => {
    await requestPasswordReset(DEMO.mayer);
    await requestPasswordReset("niemand@example.test"); // answers the same, sends nothing
    await db.jobs.runDue();
    const mails = readMails(mailDir);
    expect(mails).toHaveLength(1);
    const { raw, text } = mails[0];
    expect(raw).toContain("To: studio@kuechen-mayer.example");
    expect(raw).toMatch(/Subject: (Passwort zurücksetzen|=\?UTF-8\?Q\?Passwort_zur=C3=BCcksetzen\?=)/);
    expect(text).toContain("Über den Link unten vergeben Sie ein neues Passwort");
    // The one mail layout: the person's name, the link with what it is for, the signature and the imprint.
    expect(text).toContain("Guten Tag Studio Küchen Mayer,");
    expect(text).toMatch(/Neues Passwort vergeben: \S+\/login\/reset\?token=/);
    expect(text).toMatch(/\nMit freundlichen Grüßen\n.+\n.+ · Telefon .+\n\n-- \nImpressum: /);
    const token = /\/login\/reset\?token=(\S+)/.exec(text)![1];

    expect(await resetPassword(token, "neuesPasswort1")).toEqual({ ok: true });
    expect((await signIn({ email: DEMO.mayer, password: "neuesPasswort1" }, headers())).ok).toBe(true);
    expect((await signIn({ email: DEMO.mayer, password: "demo1234" }, headers())).ok).toBe(false);
    // The link works once only.
    expect((await resetPassword(token, "nochEinPasswort2")).ok).toBe(false);
  });

  const tokensFor = (to: string) =>
    readMails(mailDir)
      .filter((m) => m.raw.includes(`To: ${to}`))
      .map((m) => /\/login\/reset\?token=(\S+)/.exec(m.text)![1]);

  it("a newer link voids the older ones", async () => {
    await requestPasswordReset(DEMO.kiel, from("198.51.100.50"));
    await requestPasswordReset(DEMO.kiel, from("198.51.100.50"));
    await db.jobs.runDue();
    const [older, newer] = tokensFor(DEMO.kiel);
    expect(older).not.toBe(newer);
    expect(await resetPassword(older, "altesLinkPasswort1")).toEqual({
      ok: false,
      message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    });
    expect(await resetPassword(newer, "neuesLinkPasswort1")).toEqual({ ok: true });
  });

  it("reset mails are limited per account and per address, and say so in German", async () => {
    for (let i = 0; i < RESET_REQUEST_LIMITS.account.max; i++) {
      expect(await requestPasswordReset(DEMO.berlin, from(`198.51.100.${60 + i}`))).toEqual({ ok: true });
    }
    // A fourth request for the same account, even from yet another address, sends nothing.
    const fourth = await requestPasswordReset(DEMO.berlin, from("198.51.100.70"));
    expect(fourth).toMatchObject({ ok: false, message: expect.stringMatching(/^Zu viele Anfragen zum Zurücksetzen des Passworts/) });
    // One address asking for many accounts (known or not) is stopped as well.
    let last: Awaited<ReturnType<typeof requestPasswordReset>> = { ok: true };
    for (let i = 0; i < RESET_REQUEST_LIMITS.address.max + 1; i++) last = await requestPasswordReset(`jemand${i}@example.test`, from("203.0.113.80"));
    expect(last.ok).toBe(false);
    await db.jobs.runDue();
    expect(tokensFor(DEMO.berlin)).toHaveLength(RESET_REQUEST_LIMITS.account.max);
  });
});
