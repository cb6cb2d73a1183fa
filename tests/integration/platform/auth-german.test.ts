import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveAuth } from "@/lib/api/serve-auth";
import { appUrl, resetEnvCache } from "@/lib/env";
import { resetAuth } from "@/lib/server/platform/auth";
import { WRONG_CREDENTIALS } from "@/lib/domain/platform/sign-in-limits";
import { freshDatabase } from "../../helpers/test-db";

// Issue 45, finding 9: every answer of /api/auth speaks German (Better Auth's codes mapped in one table,
// lib/domain/platform/auth-messages.ts), and a direct POST with the loopback twin of APP_URL as Origin
// is accepted in development, never in production.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let n = 0;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.drop());

/** A fresh client address per call, so the limiter of one case does not answer for another. */
function post(path: string, body: unknown, opts: { origin?: string | null; address?: string; host?: string; cookie?: string } = {}) {
  const origin = opts.origin === undefined ? new URL(appUrl()).origin : opts.origin;
  n += 1;
  return serveAuth(
    new Request(`${new URL(appUrl()).origin}/api/auth/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": opts.address ?? `198.51.100.${n % 250}`,
        ...(origin ? { origin } : {}),
        ...(opts.host ? { host: opts.host } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

async function message(res: Response) {
  const body = (await res.json()) as { message?: string; error?: { message?: string } };
  return { status: res.status, message: body.message ?? body.error?.message };
}

const ENGLISH = /\b(invalid|password|email|token|origin|too many|exists|missing|not found|failed)\b/i;

describe("German answers from /api/auth", () => {
  it.each([
    ["a wrong password", "sign-in/email", { email: "studio@kuechenwelt-berlin.example", password: "falsch123" }, 401, WRONG_CREDENTIALS],
    ["an unknown e-mail", "sign-in/email", { email: "niemand@example.org", password: "falsch123" }, 401, WRONG_CREDENTIALS],
    ["an invalid e-mail", "sign-in/email", { email: "kein-mail", password: "falsch123" }, 400, "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
    [
      "a password too long",
      "reset-password",
      { token: "x".repeat(20), newPassword: "a".repeat(300) },
      400,
      "Das Passwort ist zu lang (höchstens 128 Zeichen).",
    ],
    [
      "a password too short",
      "reset-password",
      { token: "x".repeat(20), newPassword: "kurz" },
      400,
      "Das Passwort ist zu kurz (mindestens 8 Zeichen).",
    ],
    [
      "an invalid reset token",
      "reset-password",
      { token: "x".repeat(20), newPassword: "einlangespasswort" },
      400,
      "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    ],
  ])("%s", async (_what, path, body, status, text) => {
    const answer = await message(await post(path, body));
    expect(answer).toEqual({ status, message: text });
  });

  it("the reset request answers the same German sentence for any address", async () => {
    const known = await message(await post("request-password-reset", { email: "studio@kuechenwelt-berlin.example", redirectTo: "/login/reset" }));
    const unknown = await message(await post("request-password-reset", { email: "niemand@example.org", redirectTo: "/login/reset" }));
    expect(known).toEqual(unknown);
    expect(known.message).toBe("Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen gesendet.");
  });

  it("the rate limit answers 429 in German", async () => {
    let last = { status: 0, message: "" as string | undefined };
    for (let i = 0; i < 12 && last.status !== 429; i++)
      last = await message(await post("sign-in/email", { email: `niemand${i}@example.org`, password: "falsch123" }, { address: "203.0.113.77" }));
    expect(last.status).toBe(429);
    expect(last.message).toMatch(/^Zu viele/);
  });

  it("a foreign or missing Origin is refused in German", async () => {
    for (const origin of ["https://evil.example", null]) {
      const answer = await message(await post("sign-in/email", { email: "studio@kuechenwelt-berlin.example", password: "demo1234" }, { origin }));
      expect(answer.status).toBe(403);
      expect(answer.message).not.toMatch(ENGLISH);
    }
  });
});

/** A browser that was here before sends a cookie; Better Auth checks the Origin of such requests. */
const BROWSER_COOKIE = "kuechen.besucht=1";

describe("the loopback twins of APP_URL as Origin", () => {
  const twin = (host: string) => {
    const u = new URL(appUrl());
    u.hostname = host;
    return u.origin;
  };

  // Next builds the request's URL from its own host name (localhost); the client called 127.0.0.1.
  it("are accepted in development: 127.0.0.1 and [::1] for localhost", async () => {
    expect(new URL(appUrl()).hostname).toBe("localhost");
    for (const host of ["127.0.0.1", "[::1]"]) {
      const res = await post(
        "sign-in/email",
        { email: "studio@kuechenwelt-berlin.example", password: "demo1234" },
        {
          origin: twin(host),
          host: new URL(twin(host)).host,
          cookie: BROWSER_COOKIE,
        },
      );
      expect(res.status, host).toBe(200);
    }
  });

  it("are refused in production, in German", async () => {
    const saved = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = "production";
    resetEnvCache();
    resetAuth();
    try {
      const res = await post(
        "sign-in/email",
        { email: "studio@kuechenwelt-berlin.example", password: "demo1234" },
        {
          origin: twin("127.0.0.1"),
          host: new URL(twin("127.0.0.1")).host,
          cookie: BROWSER_COOKIE,
        },
      );
      const answer = await message(res);
      expect(answer.status).toBe(403);
      expect(answer.message).not.toMatch(ENGLISH);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = saved;
      resetEnvCache();
      resetAuth();
    }
  });
});
