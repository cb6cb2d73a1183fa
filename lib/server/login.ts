import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { loginFailures, stores, user } from "@/models/schema";
import { getAuth } from "./auth";
import { getDb } from "./db";
import { landingPath } from "./access";

/** After this many wrong passwords for one e-mail within the window, sign-in pauses. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;

export const WRONG_CREDENTIALS = "E-Mail oder Passwort ist falsch.";
export const THROTTLED = `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${FAILURE_WINDOW_MINUTES} Minuten erneut.`;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().email("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  password: z.string().min(1, "Bitte geben Sie Ihr Passwort ein."),
});

export type SignInResult = { ok: true; landing: string; setCookies: string[] } | { ok: false; message: string };

async function recentFailures(email: string): Promise<number> {
  const db = await getDb();
  const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** Checks the throttle, signs in through Better Auth and tells where the user lands. */
export async function signIn(input: { email: string; password: string }, headers: Headers): Promise<SignInResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const { email, password } = parsed.data;
  if ((await recentFailures(email)) >= MAX_FAILURES) return { ok: false, message: THROTTLED };

  const auth = await getAuth();
  const db = await getDb();
  try {
    const res = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
    if (!res.ok) throw new Error(`sign-in ${res.status}`);
    await db.delete(loginFailures).where(eq(loginFailures.email, email));
    const [row] = await db
      .select({ slug: stores.slug, isMaster: stores.isMaster })
      .from(user)
      .innerJoin(stores, eq(stores.id, user.storeId))
      .where(eq(user.email, email));
    return { ok: true, landing: landingPath(row), setCookies: res.headers.getSetCookie() };
  } catch {
    await db.insert(loginFailures).values({ email });
    return { ok: false, message: WRONG_CREDENTIALS };
  }
}

/** Always answers the same, whether or not the address exists (no account enumeration). */
export async function requestPasswordReset(email: string) {
  const parsed = z.string().trim().toLowerCase().email().safeParse(email);
  if (!parsed.success) return;
  const auth = await getAuth();
  try {
    await auth.api.requestPasswordReset({ body: { email: parsed.data, redirectTo: "/login/reset" } });
  } catch (error) {
    console.error("[login] Passwort-Reset fehlgeschlagen:", error);
  }
}

export const passwordSchema = z.string().min(8, "Das Passwort muss mindestens 8 Zeichen lang sein.").max(128);

export async function resetPassword(token: string, newPassword: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = passwordSchema.safeParse(newPassword);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { newPassword: parsed.data, token } });
    return { ok: true };
  } catch {
    return { ok: false, message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." };
  }
}
