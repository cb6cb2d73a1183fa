import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readMails } from "../helpers/mail";
import { login, USERS } from "./helpers";

// Issue 30, finding 3: no token, secret or one-time link in any log line. The run's server writes
// everything it prints to DATA_DIR/server.log (scripts/e2e-server.mjs). This test makes and opens one
// of each secret-bearing link (an invitation, a private calendar URL, a password-reset link by both of
// its routes), then looks for every secret the run has created so far in that log: the tokens of all
// mails the run sent (invitations and reset links of every spec before this one), the calendar token,
// the session cookies and the server's generated signing secret.
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
const MAIL_DIR = path.join(DATA_DIR, "mail");
const LOG_FILE = path.join(DATA_DIR, "server.log");

/** Every token in the run's mails: /einladung/{token} and ?token={token}. */
function mailTokens(): string[] {
  return readMails(MAIL_DIR).flatMap((m) =>
    [...m.text.matchAll(/\/einladung\/([A-Za-z0-9_-]{16,})|[?&]token=([A-Za-z0-9_%-]{16,})/g)].map((x) => decodeURIComponent(x[1] ?? x[2])),
  );
}

async function mailLink(to: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = readMails(MAIL_DIR)
          .reverse()
          .find((m) => m.raw.includes(`To: ${to}`) && pattern.test(m.text));
        link = mail ? pattern.exec(mail.text)![0] : "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return link;
}

test("the server's log holds none of the tokens, links and secrets the run created", async ({ page, baseURL }) => {
  const origin = { origin: baseURL! };
  await login(page, USERS.berlin);

  // An invitation: its link is opened like the invited person does.
  const invitee = `log-${Date.now()}@kuechenwelt-berlin.example`;
  const invite = await page.request.post("/api/storeTeamInvite", {
    headers: origin,
    data: { storeSlug: "kuechenwelt-berlin", name: "Lena Log", email: invitee, role: "einkauf" },
  });
  expect(invite.status()).toBe(200);
  const inviteUrl = await mailLink(invitee, /https?:\/\/\S+\/einladung\/[A-Za-z0-9_-]+/);
  const inviteToken = inviteUrl.split("/einladung/")[1];

  // A private calendar URL, polled like a calendar app.
  const calendar = await page.request.post("/api/calendarTokenCreate", { headers: origin, data: { storeSlug: "kuechenwelt-berlin" } });
  expect(calendar.status()).toBe(200);
  const calendarPath = new URL(((await calendar.json()) as { url: string }).url).pathname;
  const calendarToken = /\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(calendarPath)![1];
  expect((await page.request.get(calendarPath)).status()).toBe(200);

  // A password-reset link, opened through the page and through Better Auth's own link route.
  const resetFor = USERS.nord;
  const reset = await page.request.post("/api/auth/request-password-reset", {
    headers: origin,
    data: { email: resetFor, redirectTo: "/login/reset" },
  });
  expect(reset.status()).toBe(200);
  const resetUrl = await mailLink(resetFor, /https?:\/\/\S+\/login\/reset\?token=[A-Za-z0-9_%-]+/);
  const resetToken = decodeURIComponent(new URL(resetUrl).searchParams.get("token")!);
  const cookies = (await page.context().cookies()).map((c) => decodeURIComponent(c.value));

  await page.context().clearCookies();
  await page.goto(new URL(inviteUrl).pathname);
  await expect(page.getByText("Sie wurden ins Team von Küchenwelt Berlin eingeladen")).toBeVisible();
  await page.goto(`/login/reset?token=${encodeURIComponent(resetToken)}`);
  const viaAuth = await page.request.get(`/api/auth/reset-password/${encodeURIComponent(resetToken)}?callbackURL=%2Flogin%2Freset`, {
    maxRedirects: 0,
  });
  expect(viaAuth.status()).toBeLessThan(400);

  // The access lines are written when each answer has gone out: wait for the line of the last request.
  const log = () => (fs.existsSync(LOG_FILE) ? fs.readFileSync(LOG_FILE, "utf8") : "");
  await expect.poll(() => log().includes('"path":"/api/auth/reset-password/'), { timeout: 10_000 }).toBe(true);

  const generatedSecret = path.join(DATA_DIR, "auth-secret");
  const secrets: { what: string; value: string }[] = [
    { what: "Einladungs-Token", value: inviteToken },
    { what: "Kalender-Token", value: calendarToken },
    { what: "Reset-Token", value: resetToken },
    ...mailTokens().map((value) => ({ what: "Token aus einer Mail des Laufs", value })),
    // A session cookie is `{token}.{signature}`: neither half may appear.
    ...cookies
      .flatMap((c) => c.split("."))
      .filter((v) => v.length >= 16)
      .map((value) => ({ what: "Sitzungs-Cookie", value })),
    ...(fs.existsSync(generatedSecret) ? [{ what: "Signier-Geheimnis", value: fs.readFileSync(generatedSecret, "utf8").trim() }] : []),
    ...(process.env.AUTH_SECRET ? [{ what: "AUTH_SECRET", value: process.env.AUTH_SECRET }] : []),
  ];
  expect(secrets.length).toBeGreaterThan(4);
  const text = log();
  expect(secrets.filter((s) => text.includes(s.value)).map((s) => s.what)).toEqual([]);
  // The requests are in the log, with their secret part masked.
  for (const p of ["/einladung/[token]", "/calendar/[token].ics", "/api/auth/reset-password/[token]", "/login/reset"])
    expect(text).toContain(`"path":"${p}"`);
});
