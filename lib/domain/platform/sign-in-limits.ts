/**
 * How often sign-in may fail and reset mails may be asked for (OWASP ASVS 2.2.1). A failure counts for
 * the account at this address (the pair), for the address, and for the account as a whole. The pair
 * and the address stop: a guesser at one address gets a few tries, then waits minutes. The account as
 * a whole only slows (ACCOUNT_SLOWDOWN): failures spread over many addresses make every sign-in of that
 * account wait a little longer, up to a few seconds, but never refuse it, so strangers cannot lock a
 * studio out (issue 30, finding 4; docs/sign-in-throttling.md).
 */

/** The answer to a wrong password, an unknown address and a deactivated member alike. */
export const WRONG_CREDENTIALS = "E-Mail oder Passwort ist falsch.";

export type Limit = { max: number; windowSeconds: number };

/** The counters that stop: per account and address, per address. */
export const SIGN_IN_FAILURE_LIMITS = {
  pair: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

/**
 * The account-wide counter slows instead: after `freeFailures` failures within the window, every
 * sign-in of the account waits `firstMs`, doubling every `doublingEvery` further failures, at most
 * `maxMs`. A studio under attack signs in a few seconds slower; a guesser spread over many addresses
 * gets its answers that much later, on top of its per-address limits.
 */
export const ACCOUNT_SLOWDOWN = { windowSeconds: 60 * 60, freeFailures: 10, firstMs: 200, doublingEvery: 10, maxMs: 3_000 } as const;

/** Milliseconds a sign-in of an account waits, given its failures within ACCOUNT_SLOWDOWN.windowSeconds. */
export function accountSlowdownMs(failures: number): number {
  const s = ACCOUNT_SLOWDOWN;
  if (failures < s.freeFailures) return 0;
  const doublings = Math.floor((failures - s.freeFailures) / s.doublingEvery);
  return Math.min(s.maxMs, s.firstMs * 2 ** Math.min(doublings, 30));
}

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
