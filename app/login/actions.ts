"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAuth } from "@/lib/server/auth";
import { requestPasswordReset, resetPassword, signIn } from "@/lib/server/login";

export type FormState = { message?: string; done?: boolean; email?: string };

/** Applies Set-Cookie headers from Better Auth to the action's response. */
async function applyCookies(setCookies: string[]) {
  const jar = await cookies();
  for (const line of setCookies) {
    const [pair, ...attrs] = line.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const value = decodeURIComponent(pair.slice(eq + 1));
    const opts: Record<string, string | number | boolean> = {};
    for (const a of attrs) {
      const [k, v] = a.split("=");
      const key = k.toLowerCase();
      if (key === "max-age") opts.maxAge = Number(v);
      else if (key === "path") opts.path = v;
      else if (key === "httponly") opts.httpOnly = true;
      else if (key === "secure") opts.secure = true;
      else if (key === "samesite") opts.sameSite = v.toLowerCase();
    }
    jar.set(name, value, opts);
  }
}

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get("email") ?? "");
  const result = await signIn({ email, password: String(form.get("password") ?? "") }, await headers());
  if (!result.ok) return { message: result.message, email };
  await applyCookies(result.setCookies);
  const next = String(form.get("next") ?? "");
  redirect(next.startsWith("/stores/") ? next : result.landing);
}

export async function logoutAction() {
  const auth = await getAuth();
  const res = await auth.api.signOut({ headers: await headers(), asResponse: true });
  await applyCookies(res.headers.getSetCookie());
  redirect("/login");
}

export async function forgotAction(_prev: FormState, form: FormData): Promise<FormState> {
  await requestPasswordReset(String(form.get("email") ?? ""));
  return { done: true };
}

export async function resetAction(_prev: FormState, form: FormData): Promise<FormState> {
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("passwordRepeat") ?? "")) return { message: "Die Passwörter stimmen nicht überein." };
  const result = await resetPassword(String(form.get("token") ?? ""), password);
  if (!result.ok) return { message: result.message };
  return { done: true };
}
