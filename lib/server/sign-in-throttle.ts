import "server-only";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { authAttempts } from "@/models/schema";
import {
  counterKey,
  longestWait,
  resetThrottledMessage,
  retryAfterSeconds,
  RESET_REQUEST_LIMITS,
  signInThrottledMessage,
  SIGN_IN_FAILURE_LIMITS,
  type CounterName,
  type Limit,
} from "@/lib/domain/sign-in-limits";
import { getDb } from "./db";

type Kind = (typeof authAttempts.$inferInsert)["kind"];
type Limits = Partial<Record<CounterName, Limit>>;

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
    .where(and(eq(authAttempts.kind, kind), inArray(authAttempts.key, counters.map((c) => c.key)), gt(authAttempts.createdAt, new Date(now.getTime() - longest * 1000))));
  return longestWait(counters.map((c) => retryAfterSeconds(c.limit, rows.filter((r) => r.key === c.key).map((r) => r.createdAt), now)));
}

async function record(kind: Kind, limits: Limits, email: string, address: string) {
  const db = await getDb();
  await db.insert(authAttempts).values(keysOf(limits, email, address).map((c) => ({ kind, key: c.key })));
}

function throttled(message: string, seconds: number): APIError {
  return new APIError("TOO_MANY_REQUESTS", { message, code: "throttled" }, { "Retry-After": String(seconds) });
}

/**
 * Sign-in and reset-mail throttling as a Better Auth plugin: its hooks run for every way in (the
 * /api/auth endpoints and the login form's server action alike). Better Auth's own rate limiter
 * (lib/server/auth.ts) limits requests per address; this counts what it cannot: failures per account.
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
            const address = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unbekannt";
            const wait = await waitFor("sign_in_failure", SIGN_IN_FAILURE_LIMITS, email, address);
            if (wait !== null) throw throttled(signInThrottledMessage(wait), wait);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/request-password-reset",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const address = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unbekannt";
            const wait = await waitFor("reset_request", RESET_REQUEST_LIMITS, email, address);
            if (wait !== null) throw throttled(resetThrottledMessage(wait), wait);
            await record("reset_request", RESET_REQUEST_LIMITS, email, address);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const returned = ctx.context.returned;
            // Only a refused password counts; a throttled or malformed request is no guess.
            if (!isAPIError(returned) || returned.statusCode !== 401) return;
            const address = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unbekannt";
            await record("sign_in_failure", SIGN_IN_FAILURE_LIMITS, email, address);
          }),
        },
      ],
    },
  };
}
