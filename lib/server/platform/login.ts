import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { isAPIError } from "better-auth/api";
import { stores } from "@/models/platform/stores";
import { user } from "@/models/platform/auth";
import { getAuth } from "./auth";
import { getDb } from "./db";
import { landingPath } from "./access";

import { WRONG_CREDENTIALS } from "@/lib/domain/platform/sign-in-limits";

export { WRONG_CREDENTIALS };

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  password: z.string().min(1, "Bitte geben Sie Ihr Passwort ein.").max(128, WRONG_CREDENTIALS),
});

export type SignInResult = { ok: true; landing: string; setCookies: string[] } | { ok: false; message: string; retryAfter?: number };

/** The German message and wait of a throttled request (lib/server/platform/sign-in-throttle.ts, Better Auth's limiter). */
function throttledResult(error: unknown): { ok: false; message: string; retryAfter: number } | null {
  if (!isAPIError(error) || error.statusCode !== 429) return null;
  const headers = new Headers(error.headers as HeadersInit | undefined);
  const retryAfter = Number(headers.get("retry-after") ?? headers.get("x-retry-after") ?? 60);
  return { ok: false, message: String(error.body?.message ?? "Zu viele Anfragen."), retryAfter };
}

/**
 * Signs in through Better Auth (its hooks throttle failures per account and address, lib/server/
 * sign-in-throttle.ts) and tells where the user lands. In a server action Better Auth's nextCookies
 * plugin sets the session cookie; the Set-Cookie lines are also returned for other callers.
 */
export async function signIn(input: { email: string; password: string }, headers: Headers): Promise<SignInResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const { email, password } = parsed.data;
  const auth = await getAuth();
  let setCookies: string[];
  try {
    const res = await auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true });
    setCookies = res.headers.getSetCookie();
  } catch (error) {
    const throttled = throttledResult(error);
    if (throttled) return throttled;
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, message: WRONG_CREDENTIALS };
    throw error;
  }
  const db = await getDb();
  const [row] = await db
    .select({ slug: stores.slug, isMaster: stores.isMaster, shopActive: stores.shopActive, role: user.role })
    .from(user)
    .leftJoin(stores, eq(stores.id, user.storeId))
    .where(eq(user.email, email));
  // The operator's people have no studio and land on their console.
  const store =
    row.slug !== null && row.isMaster !== null && row.shopActive !== null
      ? { slug: row.slug, isMaster: row.isMaster, shopActive: row.shopActive }
      : null;
  return { ok: true, landing: landingPath(store, row.role), setCookies };
}

/**
 * Always answers the same, whether or not the address exists (no account enumeration); only a
 * throttled request (counted per submitted address and client, known or not) says so.
 */
export async function requestPasswordReset(email: string, headers: Headers = new Headers()): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = z.string().trim().toLowerCase().max(254).email().safeParse(email);
  if (!parsed.success) return { ok: true };
  const auth = await getAuth();
  try {
    await auth.api.requestPasswordReset({ body: { email: parsed.data, redirectTo: "/login/reset" }, headers });
  } catch (error) {
    const throttled = throttledResult(error);
    if (throttled) return { ok: false, message: throttled.message };
    console.error("[login] Passwort-Reset fehlgeschlagen:", error);
  }
  return { ok: true };
}

export const passwordSchema = z.string().min(8, "Das Passwort muss mindestens 8 Zeichen lang sein.").max(128);

export async function resetPassword(token: string, newPassword: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const parsed = passwordSchema.safeParse(newPassword);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { newPassword: parsed.data, token: token.slice(0, 200) } });
    return { ok: true };
  } catch {
    return { ok: false, message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." };
  }
}
