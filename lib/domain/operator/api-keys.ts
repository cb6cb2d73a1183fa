import { z } from "zod";

/**
 * API keys of the operator's integrations (DECISIONS.md "The operator"; issue 32 "Machine access"):
 * what a key may do, how it looks, and the limits of its use. Pure rules; the server hashes and stores.
 */
export const API_SCOPES = ["catalog:write", "prices:write", "stock:write", "orders:read", "orders:write", "payments:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** How the console names each scope (the code stays visible beside it, it is what an integrator types). */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  "catalog:write": "Katalog einspielen",
  "prices:write": "Preise pflegen",
  "stock:write": "Bestand pflegen",
  "orders:read": "Bestellungen lesen",
  "orders:write": "Bestellungen bearbeiten",
  "payments:write": "Zahlungen buchen",
};

/** Requests one key may make per minute; more get 429 with Retry-After. */
export const KEY_REQUESTS_PER_MINUTE = 600;
export const KEY_WINDOW_MS = 60_000;
/** Unknown or revoked keys one client address may send within KEY_WINDOW_MS before it gets 429 (guessing). */
export const KEY_MISSES_PER_MINUTE = 20;

/**
 * A key reads `kp_<id>_<secret>`: `kp_` and 8 lowercase letters or digits form the visible prefix the
 * console lists; the secret is 32 random bytes in base64url (43 characters). Only the SHA-256 of the
 * whole key is stored.
 */
const KEY_PATTERN = /^(kp_[a-z0-9]{8})_[A-Za-z0-9_-]{43}$/;
export const KEY_ID_LENGTH = 8;

export function formatApiKey(id: string, secret: string): string {
  return `kp_${id}_${secret}`;
}

/** The visible prefix of a well-formed key, or null for anything else. */
export function apiKeyPrefix(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/**
 * The key of an `Authorization` header: `Bearer <key>` with a well-formed key, else null (a header
 * that is there but names no key is refused like an unknown key).
 */
export function bearerKey(header: string): string | null {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  if (!match || !apiKeyPrefix(match[1])) return null;
  return match[1];
}

export function keyHasScope(scopes: readonly string[], scope: ApiScope): boolean {
  return scopes.includes(scope);
}

/**
 * Seconds until a key at its limit may ask again: until the oldest request counted in the window
 * leaves it (at least 1).
 */
export function retryAfterSeconds(oldestInWindow: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldestInWindow.getTime() + KEY_WINDOW_MS - now.getTime()) / 1000));
}

/** The German messages a key's caller sees (the error shape of DECISIONS.md). */
export const KEY_MESSAGES = {
  unknown: "Der API-Schlüssel ist ungültig oder wurde widerrufen.",
  sessionOnly: "Dieser Endpunkt ist nur nach Anmeldung im Betrieb erreichbar, nicht mit einem API-Schlüssel.",
  missingScope: (scope: ApiScope) => `Diesem API-Schlüssel fehlt die Berechtigung „${scope}“.`,
  guessing: (seconds: number) =>
    `Zu viele Anfragen mit ungültigem API-Schlüssel von dieser Adresse. Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"} erneut.`,
  throttled: (seconds: number) =>
    `Zu viele Anfragen mit diesem API-Schlüssel. Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"} erneut.`,
} as const;

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ message: "Bitte geben Sie einen Namen ein." })
    .trim()
    .min(1, "Bitte geben Sie einen Namen ein.")
    .max(100, "Der Name darf höchstens 100 Zeichen lang sein."),
  scopes: z
    .array(z.enum(API_SCOPES, { message: "Diese Berechtigung gibt es nicht." }), { message: "Bitte wählen Sie mindestens eine Berechtigung." })
    .min(1, "Bitte wählen Sie mindestens eine Berechtigung.")
    .max(API_SCOPES.length, "Jede Berechtigung nur einmal."),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

export const apiKeyRevokeSchema = z.object({
  id: z.uuid({ message: "Bitte wählen Sie einen API-Schlüssel." }),
});

/** A key as the console lists it; the secret never leaves the server after creation. */
export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  createdByName: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
