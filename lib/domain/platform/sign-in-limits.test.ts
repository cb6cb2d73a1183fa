import { describe, expect, it } from "vitest";
import {
  ACCOUNT_SLOWDOWN,
  accountSlowdownMs,
  counterKey,
  longestWait,
  retryAfterSeconds,
  signInThrottledMessage,
  SIGN_IN_FAILURE_LIMITS,
} from "./sign-in-limits";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe("retryAfterSeconds", () => {
  const limit = { max: 3, windowSeconds: 600 };

  it("allows while fewer attempts than the limit lie in the window", () => {
    expect(retryAfterSeconds(limit, [ago(10), ago(20)], now)).toBeNull();
    // Attempts older than the window do not count.
    expect(retryAfterSeconds(limit, [ago(10), ago(20), ago(601), ago(900)], now)).toBeNull();
  });

  it("at the limit waits until the oldest counted attempt leaves the window", () => {
    expect(retryAfterSeconds(limit, [ago(10), ago(100), ago(400)], now)).toBe(200);
  });

  it("over the limit waits for enough attempts to leave, whatever their order", () => {
    // Five in the window, limit three: only two may remain, so the attempt 100 s ago must leave too.
    expect(retryAfterSeconds(limit, [ago(50), ago(500), ago(10), ago(300), ago(100)], now)).toBe(500);
  });

  it("never answers less than a second", () => {
    expect(retryAfterSeconds(limit, [ago(599.9), ago(1), ago(2)], now)).toBe(1);
  });
});

describe("counters", () => {
  it("keys the pair, the address and the account apart", () => {
    expect(counterKey("pair", "a@b.de", "10.0.0.1")).toBe("pair:a@b.de|10.0.0.1");
    expect(counterKey("address", "a@b.de", "10.0.0.1")).toBe("address:10.0.0.1");
    expect(counterKey("account", "a@b.de", "10.0.0.1")).toBe("account:a@b.de");
  });

  it("a pair is stopped before the address; the account as a whole is never stopped", () => {
    expect(SIGN_IN_FAILURE_LIMITS.pair.max).toBeLessThan(SIGN_IN_FAILURE_LIMITS.address.max);
    expect(Object.keys(SIGN_IN_FAILURE_LIMITS)).toEqual(["pair", "address"]);
  });

  it("the longest wait wins", () => {
    expect(longestWait([null, 30, 700, null])).toBe(700);
    expect(longestWait([null, null])).toBeNull();
  });

  it("says the wait in whole German minutes", () => {
    expect(signInThrottledMessage(61)).toBe("Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 2 Minuten erneut.");
    expect(signInThrottledMessage(5)).toBe("Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.");
  });
});

describe("accountSlowdownMs", () => {
  it("does not slow the first failures of an account", () => {
    expect(accountSlowdownMs(0)).toBe(0);
    expect(accountSlowdownMs(ACCOUNT_SLOWDOWN.freeFailures - 1)).toBe(0);
  });

  it("grows with the failures: doubling every ten", () => {
    expect(accountSlowdownMs(10)).toBe(200);
    expect(accountSlowdownMs(19)).toBe(200);
    expect(accountSlowdownMs(20)).toBe(400);
    expect(accountSlowdownMs(30)).toBe(800);
    expect(accountSlowdownMs(40)).toBe(1600);
  });

  it("is capped at a few seconds, however many failures (a slowdown, never a lockout)", () => {
    expect(accountSlowdownMs(50)).toBe(ACCOUNT_SLOWDOWN.maxMs);
    expect(accountSlowdownMs(100)).toBe(ACCOUNT_SLOWDOWN.maxMs);
    expect(accountSlowdownMs(1e9)).toBe(ACCOUNT_SLOWDOWN.maxMs);
  });
});
