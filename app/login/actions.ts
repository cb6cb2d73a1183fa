"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAuth } from "@/lib/server/platform/auth";
import { requestPasswordReset, resetPassword, signIn } from "@/lib/server/platform/login";
import { safeReturnPath } from "@/lib/domain/platform/safe-redirect";

import type { FormState } from "@/components/platform/auth/form-state";

// Better Auth's nextCookies plugin (lib/server/platform/auth.ts) sets and clears the session cookie of these actions.

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get("email") ?? "");
  const result = await signIn({ email, password: String(form.get("password") ?? "") }, await headers());
  if (!result.ok) return { message: result.message, email };
  // Only a path of this site; anything else lands on the user's home page.
  redirect(safeReturnPath(form.get("next")) ?? result.landing);
}

/**
 * SPEC 4 "Logout": signs out and sends the user to the store's overview, which asks to sign in and
 * comes back there. The slug is bound by the console layout; an odd one only leads to /login.
 */
export async function logoutAction(storeSlug: string) {
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() });
  redirect(/^[a-z0-9-]{1,100}$/.test(storeSlug) ? `/stores/${storeSlug}/overview` : "/login");
}

export async function forgotAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await requestPasswordReset(String(form.get("email") ?? ""), await headers());
  if (!result.ok) return { message: result.message };
  return { done: true };
}

export async function resetAction(_prev: FormState, form: FormData): Promise<FormState> {
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("passwordRepeat") ?? "")) return { message: "Die Passwörter stimmen nicht überein." };
  const result = await resetPassword(String(form.get("token") ?? ""), password);
  if (!result.ok) return { message: result.message };
  return { done: true };
}
