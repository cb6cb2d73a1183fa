import "server-only";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { and, eq, like, ne } from "drizzle-orm";
import * as schema from "@/models/platform/auth";
import { appUrl, authSecret, env } from "@/lib/env";
import { loopbackOrigins } from "@/lib/domain/platform/auth-messages";
import { getDb } from "./db";
import { enqueueMail } from "./deliveries";
import { layoutMail } from "./seller";
import { signInThrottle } from "./sign-in-throttle";
import { recordAudit } from "./audit";

/** How long a password-reset link stays valid. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** Largest body any /api/auth request may have (app/api/auth/[...all]/route.ts). */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The Better Auth routes the product uses; every other one (update-user, change-email, change-password,
 * delete-user, list-sessions, revoke-sessions, …) answers 404 (issue 30, finding 8): names, e-mail
 * addresses and passwords change only through the product's own validated forms.
 */
const PRODUCT_AUTH_PATHS = new Set([
  "/sign-in/email",
  "/sign-out",
  "/get-session",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/ok",
  "/error",
]);

function onlyProductRoutes(): BetterAuthPlugin {
  return {
    id: "only-product-routes",
    hooks: {
      before: [
        {
          matcher: (ctx) => !PRODUCT_AUTH_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async () => {
            throw new APIError("NOT_FOUND", { message: "Diese Adresse gibt es nicht.", code: "not_found" });
          }),
        },
      ],
    },
  };
}

/** A new reset link voids every older one of the same user (only the newest mail works). */
async function voidOlderResetLinks(userId: string, token: string) {
  const db = await getDb();
  await db
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.value, userId),
        like(schema.verification.identifier, "reset-password:%"),
        ne(schema.verification.identifier, `reset-password:${token}`),
      ),
    );
}

/** Mails a reset link (valid RESET_TOKEN_SECONDS, once), voiding the user's older ones. */
async function sendResetPassword({ user, token }: { user: { id: string; email: string; name: string }; token: string }) {
  await voidOlderResetLinks(user.id, token);
  const link = `${appUrl()}/login/reset?token=${encodeURIComponent(token)}`;
  await enqueueMail(await getDb(), {
    to: user.email,
    subject: "Passwort zurücksetzen",
    text: layoutMail({
      greetingName: user.name,
      body: [
        "Sie haben angefordert, Ihr Passwort für das Küchenstudio-Portal zurückzusetzen.",
        `Über den Link unten vergeben Sie ein neues Passwort (gültig für ${RESET_TOKEN_SECONDS / 60} Minuten, nur einmal verwendbar).`,
      ],
      link: { label: "Neues Passwort vergeben", url: link },
      note: "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.",
    }),
  });
}

function createAuth(db: Awaited<ReturnType<typeof getDb>>) {
  return betterAuth({
    appName: "Küchenstudio-Portal",
    baseURL: appUrl(),
    secret: authSecret(),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    telemetry: { enabled: false },
    // Requests per client address, counted in the database so every instance shares the count.
    // Failures per account are counted by the signInThrottle plugin below (the limiter cannot key
    // on the account). The client address is the socket's or, behind a proxy, the one it appended
    // (scripts/serve.mjs writes it as the only X-Forwarded-For value).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60 * 60, max: 10 },
        "/reset-password": { window: 60 * 60, max: 10 },
        "/get-session": false,
      },
    },
    plugins: [onlyProductRoutes(), signInThrottle(), nextCookies()],
    // APP_URL and the request's own origin; in development also APP_URL's loopback twins (a browser on
    // 127.0.0.1 while APP_URL says localhost), never in production.
    trustedOrigins: (request) => [
      ...(request ? [new URL(request.url).origin] : []),
      appUrl(),
      ...loopbackOrigins(appUrl(), env().NODE_ENV === "production"),
    ],
    user: {
      additionalFields: { storeId: { type: "string", required: false, input: false } },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated team member gets no session (sign-in fails like a wrong password).
          before: async (newSession) => {
            const [member] = await db.select({ active: schema.user.active }).from(schema.user).where(eq(schema.user.id, newSession.userId));
            if (!member?.active) return false;
          },
          // Last sign-in on the team page and the studio's audit log (the operator's people have no studio).
          after: async (newSession) => {
            const now = new Date();
            const [member] = await db
              .update(schema.user)
              .set({ lastSignInAt: now })
              .where(eq(schema.user.id, newSession.userId))
              .returning({ storeId: schema.user.storeId, name: schema.user.name });
            if (member?.storeId)
              await recordAudit(db, { storeId: member.storeId, action: "sign_in", actor: { userId: newSession.userId, name: member.name } });
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // No signed cookie cache: a server keeps checked sessions in memory only while the database's
      // sign-in version is unchanged (session-cache.ts), so signing out, a password reset or a
      // deactivation ends a copied cookie with the next request on every instance.
      cookieCache: { enabled: false },
    },
    advanced: {
      // Checked in every environment, tests included (Better Auth skips it under NODE_ENV=test by default).
      disableOriginCheck: false,
      cookiePrefix: "kuechen",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword,
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
