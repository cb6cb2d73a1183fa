import "server-only";
import { eq } from "drizzle-orm";
import { authEpoch } from "@/models/platform/auth";
import type { Db } from "@/models/platform/db";

/**
 * Verified sessions kept in this process (issue 47: every signed-in request read the session, the user
 * and the store). An entry is the answer of the full check (Better Auth's signed cookie and session row,
 * the member and their store, lib/server/platform/access.ts) for one exact session cookie, kept at most
 * SESSION_CACHE_MS and never past the session's expiry.
 *
 * It is used only while the database's sign-in version (`auth_epoch.n`, migration 0034) is the one read
 * before the entry's check: the database raises that number in the same commit as any change to a
 * session (sign-out, expiry extended), a user (deactivation, role, the children a member may act on,
 * name), an account (password) or a store (its switches and every other column a handler reads). Every
 * request reads the number (one row, one round trip), so a change ends every cached entry on every
 * instance with the next request, not after a lifetime. Reading the number before the check means an
 * entry checked while a change was being committed carries the old number and is thrown away.
 */
export const SESSION_CACHE_MS = 30_000;
/** Entries per process; the oldest goes first when full. */
export const SESSION_CACHE_ENTRIES = 10_000;

type Entry = { value: unknown; epoch: number; until: number };

const caches = new WeakMap<Db, Map<string, Entry>>();
const epochQueries = new WeakMap<Db, { execute: () => Promise<{ n: number }[]> }>();

/** The database's sign-in version now. */
export async function readAuthEpoch(db: Db): Promise<number> {
  let query = epochQueries.get(db);
  if (!query) {
    query = db.select({ n: authEpoch.n }).from(authEpoch).where(eq(authEpoch.id, 1)).prepare("auth_epoch_n");
    epochQueries.set(db, query);
  }
  const [row] = await query.execute();
  // Without the row (a database the migration has not reached) nothing is ever served from memory.
  return row ? Number(row.n) : Number.NaN;
}

/** What a check found, and until when (ms since the epoch) it may be kept; null: not kept (signed out, cookies to set). */
export type Checked<T> = { value: T; keepUntil: number | null };

/**
 * The value for a session cookie: from memory when checked with the current sign-in version within
 * SESSION_CACHE_MS, otherwise checked by `check` (and kept when it says so). `key` null (no session
 * cookie) always checks.
 */
export async function withSessionCache<T>(db: Db, key: string | null, check: () => Promise<Checked<T>>, now = Date.now): Promise<T> {
  if (key === null) return (await check()).value;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const epoch = await readAuthEpoch(db);
  const entry = cache.get(key);
  if (entry && entry.epoch === epoch && now() < entry.until) return entry.value as T;
  if (entry) cache.delete(key);
  const checked = await check();
  const until = Math.min(now() + SESSION_CACHE_MS, checked.keepUntil ?? 0);
  if (checked.keepUntil !== null && until > now() && !Number.isNaN(epoch)) {
    if (cache.size >= SESSION_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { value: checked.value, epoch, until });
  }
  return checked.value;
}

/**
 * The session cookie as Better Auth reads it (`kuechen.session_token`, `__Secure-` before it on HTTPS):
 * name and signed value, the cache's key; null without one. The value is only a key: an entry exists
 * only for a cookie the full check accepted.
 */
export function sessionCookieKey(headers: Headers): string | null {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  const found: string[] = [];
  for (const part of cookie.split(";")) {
    const at = part.indexOf("=");
    const name = part.slice(0, at).trim();
    if (at > 0 && (name === "kuechen.session_token" || name === "__Secure-kuechen.session_token")) found.push(`${name}=${part.slice(at + 1).trim()}`);
  }
  // Two session cookies: whichever Better Auth picks, the check decides; never served from memory.
  return found.length === 1 ? found[0] : null;
}
