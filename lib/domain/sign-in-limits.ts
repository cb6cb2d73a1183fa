/**
 * How often sign-in may fail and reset mails may be asked for (OWASP ASVS 2.2.1). A failure counts
 * for the account at this address (the pair), for the address and for the account as a whole, so a
 * guesser at one address is stopped after a few tries while the studio still signs in from its own
 * address; the account-wide ceiling only slows a guesser spread over many addresses.
 */

export type Limit = { max: number; windowSeconds: number };

export const SIGN_IN_FAILURE_LIMITS = {
  pair: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
  account: { max: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export const RESET_REQUEST_LIMITS = {
  account: { max: 3, windowSeconds: 60 * 60 },
  address: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export type CounterName = "pair" | "address" | "account";

/** The key a counter is stored under: `pair:<e-mail>|<address>`, `address:<address>`, `account:<e-mail>`. */
export function counterKey(name: CounterName, email: string, address: string): string {
  if (name === "pair") return `pair:${email}|${address}`;
  return name === "address" ? `address:${address}` : `account:${email}`;
}

/**
 * Seconds until one more attempt is allowed, or null when it is allowed now. `attempts` are the
 * times of earlier attempts under one key (any order); only those inside the window count.
 */
export function retryAfterSeconds(limit: Limit, attempts: readonly Date[], now: Date): number | null {
  const windowMs = limit.windowSeconds * 1000;
  const inWindow = attempts
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < limit.max) return null;
  // Allowed again once enough of the oldest attempts have left the window to be below the limit.
  const freeingAttempt = inWindow[inWindow.length - limit.max];
  return Math.max(1, Math.ceil((freeingAttempt + windowMs - now.getTime()) / 1000));
}

/** The longest wait over several counters, or null when every counter allows the attempt. */
export function longestWait(waits: readonly (number | null)[]): number | null {
  const blocking = waits.filter((w): w is number => w !== null);
  return blocking.length ? Math.max(...blocking) : null;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function signInThrottledMessage(seconds: number): string {
  const n = minutes(seconds);
  return `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${n} ${n === 1 ? "Minute" : "Minuten"} erneut.`;
}

export function resetThrottledMessage(seconds: number): string {
  const n = minutes(seconds);
  return `Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in ${n} ${n === 1 ? "Minute" : "Minuten"} erneut.`;
}
