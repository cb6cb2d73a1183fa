import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { and, count, eq, gt, inArray, lt } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { authAttempts } from "@/models/platform/auth";
import {
  ACCOUNT_SLOWDOWN,
  accountSlowdownMs,
  counterKey,
  longestWait,
  resetThrottledMessage,
  retryAfterSeconds,
  RESET_REQUEST_LIMITS,
  signInThrottledMessage,
  SIGN_IN_FAILURE_LIMITS,
  WRONG_CREDENTIALS,
  type CounterName,
  type Limit,
} from "@/lib/domain/platform/sign-in-limits";
import { getDb } from "./db";

type Kind = (typeof authAttempts.$inferInsert)["kind"];
type Limits = Partial<Record<CounterName, Limit>>;

/** Attempts older than this are never read again (the longest window is an hour); they are deleted as new ones come. */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/** The e-mail of a sign-in or reset request, normalised as the sign-in compares it. */
function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

function keysOf(limits: Limits, email: string, address: string) {
  return (Object.keys(limits) as CounterName[]).map((name) => ({ name, key: counterKey(name, email, address), limit: limits[name]! }));
}

/** Seconds to wait before the next attempt of this kind, or null; counted in the database, so every instance agrees. */
async function waitFor(kind: Kind, limits: Limits, email: string, address: string): Promise<number | null> {
  const counters = keysOf(limits, email, address);
  const longest = Math.max(...counters.map((c) => c.limit.windowSeconds));
  const now = new Date();
  const db = await getDb();
  const rows = await db
    .select({ key: authAttempts.key, createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        inArray(
          authAttempts.key,
          counters.map((c) => c.key),
        ),
        gt(authAttempts.createdAt, new Date(now.getTime() - longest * 1000)),
      ),
    );
  return longestWait(
    counters.map((c) =>
      retryAfterSeconds(
        c.limit,
        rows.filter((r) => r.key === c.key).map((r) => r.createdAt),
        now,
      ),
    ),
  );
}

/** The account's sign-in failures within ACCOUNT_SLOWDOWN.windowSeconds, from every address. */
async function accountFailures(email: string): Promise<number> {
  const db = await getDb();
  const since = new Date(Date.now() - ACCOUNT_SLOWDOWN.windowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, "sign_in_failure"), eq(authAttempts.key, counterKey("account", email, "")), gt(authAttempts.createdAt, since)));
  return Number(row?.n ?? 0);
}

async function record(kind: Kind, keys: string[]) {
  const db = await getDb();
  await db.insert(authAttempts).values(keys.map((key) => ({ kind, key })));
  // Now and then (about one write in fifty) the attempts no window reads any more go.
  if (Math.random() < 0.02) await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(Date.now() - KEEP_ATTEMPTS_MS)));
}

function throttled(message: string, seconds: number): APIError {
  return new APIError("TOO_MANY_REQUESTS", { message, code: "throttled" }, { "Retry-After": String(seconds) });
}

/** One answer for a wrong password, an unknown address and a deactivated member (no hint which it was). */
function wrongCredentials(): APIError {
  return new APIError("UNAUTHORIZED", { message: WRONG_CREDENTIALS, code: "INVALID_EMAIL_OR_PASSWORD" });
}

const addressOf = (ctx: { request?: Request; headers?: Headers; context: { options: Parameters<typeof getIP>[1] } }) =>
  getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unbekannt";

/**
 * Sign-in and reset-mail throttling as a Better Auth plugin: its hooks run for every way in (the
 * /api/auth endpoints and the login form's server action alike). Better Auth's own rate limiter
 * (lib/server/platform/auth.ts) limits requests per address; this counts what it cannot: failures per account
 * and address (stops that pair), per address (stops it), per account (slows every sign-in of it, never
 * stops it: lib/domain/platform/sign-in-limits.ts, docs/sign-in-throttling.md).
 */
export function signInThrottle(): BetterAuthPlugin {
  return {
    id: "sign-in-throttle",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const wait = await waitFor("sign_in_failure", SIGN_IN_FAILURE_LIMITS, email, addressOf(ctx));
            if (wait !== null) throw throttled(signInThrottledMessage(wait), wait);
            const delay = accountSlowdownMs(await accountFailures(email));
            if (delay > 0) await sleep(delay);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/request-password-reset",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const address = addressOf(ctx);
            const wait = await waitFor("reset_request", RESET_REQUEST_LIMITS, email, address);
            if (wait !== null) throw throttled(resetThrottledMessage(wait), wait);
            await record(
              "reset_request",
              keysOf(RESET_REQUEST_LIMITS, email, address).map((c) => c.key),
            );
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            // Only a refused sign-in counts; a throttled or malformed request is no guess.
            if (!isAPIError(returned) || returned.statusCode !== 401) return;
            const email = emailOf(ctx.body);
            if (email) {
              const address = addressOf(ctx);
              await record("sign_in_failure", [
                ...keysOf(SIGN_IN_FAILURE_LIMITS, email, address).map((c) => c.key),
                counterKey("account", email, address),
              ]);
            }
            // A wrong password, an unknown address and a deactivated member's refused session look alike, in German.
            throw wrongCredentials();
          }),
        },
      ],
    },
  };
}
