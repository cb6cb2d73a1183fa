import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, min, ne, sql } from "drizzle-orm";
import { apiKeys, apiKeyUses, type ApiKey } from "@/models/operator/operators";
import { authAttempts } from "@/models/platform/auth";
import {
  KEY_ID_LENGTH,
  KEY_MESSAGES,
  KEY_MISSES_PER_MINUTE,
  KEY_REQUESTS_PER_MINUTE,
  KEY_WINDOW_MS,
  apiKeyPrefix,
  formatApiKey,
  retryAfterSeconds,
  type ApiKeyView,
  type ApiScope,
} from "@/lib/domain/operator/api-keys";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { AppError } from "@/lib/server/platform/errors";
import { getDb } from "@/lib/server/platform/db";

/** The stored form of a key: its SHA-256 in hex. The key itself is never stored. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function newKey(): { key: string; prefix: string } {
  const bytes = randomBytes(KEY_ID_LENGTH);
  const id = [...bytes].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
  const key = formatApiKey(id, randomBytes(32).toString("base64url"));
  return { key, prefix: apiKeyPrefix(key)! };
}

function view(row: ApiKey): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Every key, the active ones first, newest first. */
export async function listApiKeys(): Promise<{ keys: ApiKeyView[] }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(apiKeys)
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
  return { keys: rows.map(view) };
}

/** Creates a key; the answer carries the key itself, the only time it is ever shown. */
export async function createApiKey(
  caller: Extract<OperatorCaller, { kind: "session" }>,
  input: { name: string; scopes: ApiScope[] },
): Promise<{ key: ApiKeyView; secret: string }> {
  const db = await getDb();
  const scopes = [...new Set(input.scopes)];
  // A prefix that happens to exist already (36^8 ids) is drawn again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { key, prefix } = newKey();
    const [row] = await db
      .insert(apiKeys)
      .values({ name: input.name, prefix, secretHash: hashApiKey(key), scopes, createdByUserId: caller.userId, createdByName: caller.name })
      .onConflictDoNothing()
      .returning();
    if (row) return { key: view(row), secret: key };
  }
  throw new Error("Kein freies Präfix für einen API-Schlüssel gefunden.");
}

/** Revokes a key at once: every later request with it gets 401. Revoking twice changes nothing. */
export async function revokeApiKey(caller: Extract<OperatorCaller, { kind: "session" }>, id: string): Promise<{ key: ApiKeyView }> {
  const db = await getDb();
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedByName: caller.name })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  if (row) return { key: view(row) };
  const [existing] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!existing) throw new AppError("not_found", "Dieser API-Schlüssel wurde nicht gefunden.", "id");
  return { key: view(existing) };
}

/** The key of a request, when it exists and is not revoked; else the 401 (unknown and revoked look the same). */
export async function authenticateKey(key: string | null, address = "unbekannt"): Promise<Extract<OperatorCaller, { kind: "key" }>> {
  if (key) {
    const db = await getDb();
    const [row] = await db
      .select({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes })
      .from(apiKeys)
      .where(and(eq(apiKeys.secretHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
    if (row) return { kind: "key", keyId: row.id, name: row.name, scopes: row.scopes };
  }
  return refuseUnknownKey(address);
}

/**
 * An unknown or revoked key from this client address (guessing, issue 45): past KEY_MISSES_PER_MINUTE
 * within the minute the address gets 429 instead of 401, with Retry-After; each miss is counted in the
 * database (auth_attempts, kind api_key_miss), so every instance agrees. A valid key is never held
 * back by its address: the key is looked up first.
 */
export async function refuseUnknownKey(address: string, now = new Date()): Promise<never> {
  const db = await getDb();
  const key = `address:${address}`;
  const [row] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.kind, "api_key_miss"), eq(authAttempts.key, key), gt(authAttempts.createdAt, new Date(now.getTime() - KEY_WINDOW_MS))),
    );
  if (row.n >= KEY_MISSES_PER_MINUTE && row.oldest) {
    const seconds = retryAfterSeconds(row.oldest, now);
    throw new KeyThrottled(seconds, KEY_MESSAGES.guessing(seconds));
  }
  await db.insert(authAttempts).values({ kind: "api_key_miss", key, createdAt: now });
  throw new AppError("unauthenticated", KEY_MESSAGES.unknown);
}

/** The 429 of a key over its limit, with the seconds to wait (sent as Retry-After). */
export class KeyThrottled extends AppError {
  constructor(
    readonly retryAfter: number,
    message: string = KEY_MESSAGES.throttled(retryAfter),
  ) {
    super("throttled", message);
  }
}

/**
 * Refuses a key that made KEY_REQUESTS_PER_MINUTE requests in the last minute. Counted from its use
 * log in the database, so every instance counts the same; refused requests do not count.
 */
export async function assertKeyWithinLimit(keyId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), oldest: min(apiKeyUses.createdAt) })
    .from(apiKeyUses)
    .where(and(eq(apiKeyUses.keyId, keyId), gt(apiKeyUses.createdAt, new Date(now.getTime() - KEY_WINDOW_MS)), ne(apiKeyUses.status, 429)));
  if (row.n >= KEY_REQUESTS_PER_MINUTE && row.oldest) throw new KeyThrottled(retryAfterSeconds(row.oldest, now));
}

/** One line of the key's use log (which endpoint, which answer), and its "last used" time. */
export async function recordKeyUse(keyId: string, use: { method: string; endpoint: string; status: number }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db.insert(apiKeyUses).values({ keyId, ...use, createdAt: now });
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
