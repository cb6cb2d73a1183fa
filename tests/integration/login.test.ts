import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../helpers/test-db";
import { DEMO } from "../helpers/session";
import { readMails } from "../helpers/mail";
import { MAX_FAILURES, requestPasswordReset, resetPassword, signIn, THROTTLED, WRONG_CREDENTIALS } from "@/lib/server/login";
import { processOutbox } from "@/lib/server/outbox";
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

  it("a wrong password gets the German message; repeated failures are throttled", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(await signIn({ email: DEMO.hamburg, password: "falsch" }, headers())).toEqual({ ok: false, message: WRONG_CREDENTIALS });
    }
    // Even the right password waits now.
    expect(await signIn({ email: DEMO.hamburg, password: "demo1234" }, headers())).toEqual({ ok: false, message: THROTTLED });
    // Another address is not affected.
    expect((await signIn({ email: DEMO.kiel, password: "demo1234" }, headers())).ok).toBe(true);
  });
});

describe("password reset", () => {
  it("mails a one-time link that sets a new password", async () => {
    await requestPasswordReset(DEMO.mayer);
    await requestPasswordReset("niemand@example.test"); // answers the same, sends nothing
    while ((await processOutbox(db.db)) > 0) {}
    const mails = readMails(mailDir);
    expect(mails).toHaveLength(1);
    const { raw, text } = mails[0];
    expect(raw).toContain("To: studio@kuechen-mayer.example");
    expect(raw).toMatch(/Subject: (Passwort zurücksetzen|=\?UTF-8\?Q\?Passwort_zur=C3=BCcksetzen\?=)/);
    expect(text).toContain("Über diesen Link vergeben Sie ein neues Passwort");
    const token = /\/login\/reset\?token=(\S+)/.exec(text)![1];

    expect(await resetPassword(token, "neuesPasswort1")).toEqual({ ok: true });
    expect((await signIn({ email: DEMO.mayer, password: "neuesPasswort1" }, headers())).ok).toBe(true);
    expect((await signIn({ email: DEMO.mayer, password: "demo1234" }, headers())).ok).toBe(false);
    // The link works once only.
    expect((await resetPassword(token, "nochEinPasswort2")).ok).toBe(false);
  });
});
