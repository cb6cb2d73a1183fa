import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import * as schema from "@/models/schema";
import { appUrl, authSecret } from "@/lib/env";
import { getDb } from "./db";
import { enqueueMail } from "./outbox";

/** How long a password-reset link stays valid. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** How long a browser's cached session is trusted before the database is asked again. */
export const SESSION_CACHE_SECONDS = 60;

function createAuth(db: Awaited<ReturnType<typeof getDb>>) {
  return betterAuth({
    appName: "Küchenstudio-Portal",
    baseURL: appUrl(),
    secret: authSecret(),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    telemetry: { enabled: false },
    // Repeated failures are throttled per e-mail in lib/server/login.ts; Better Auth's own limiter
    // counts successful sign-ins too, which would lock out a studio whose staff share one address.
    rateLimit: { enabled: false },
    trustedOrigins: (request) => (request ? [new URL(request.url).origin, appUrl()] : [appUrl()]),
    user: {
      additionalFields: { storeId: { type: "string", required: true, input: false } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session in a second cookie spares the session lookup on most requests
      // (studios click all day). It is trusted for at most a minute: a session ended elsewhere (a
      // password reset) stops working within that minute; signing out in the browser ends it at once.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    advanced: {
      cookiePrefix: "kuechen",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${appUrl()}/login/reset?token=${encodeURIComponent(token)}`;
        await enqueueMail(await getDb(), {
          to: user.email,
          subject: "Passwort zurücksetzen",
          text: [
            "Guten Tag,",
            "",
            "Sie haben angefordert, Ihr Passwort für das Küchenstudio-Portal zurückzusetzen.",
            `Über diesen Link vergeben Sie ein neues Passwort (gültig für ${RESET_TOKEN_SECONDS / 60} Minuten, nur einmal verwendbar):`,
            "",
            link,
            "",
            "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.",
          ].join("\n"),
        });
      },
    },

  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as unknown as { __kuechenAuth?: Promise<Auth> };

/** Better Auth needs the database instance, which opens lazily; the instance is built once. */
export function getAuth(): Promise<Auth> {
  holder.__kuechenAuth ??= getDb().then(createAuth);
  return holder.__kuechenAuth;
}

/** Tests swap the database; the auth instance must follow it. */
export function resetAuth() {
  holder.__kuechenAuth = undefined;
}
