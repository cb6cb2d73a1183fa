/**
 * The order webhook's security rules (issue 33): the signature scheme (HMAC-SHA256 over timestamp and
 * body, as Stripe and GitHub sign theirs). Which addresses a webhook may reach is the one outbound guard's
 * (lib/domain/platform/outbound-address.ts). Server and tests only.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = "Kuechenportal-Signature";
/** A receiver refuses a signature older or newer than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The hex HMAC-SHA256 of `<timestamp>.<body>` with the secret. */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The signature header's value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`;
}

/**
 * What a receiver does: parse the header, recompute the HMAC over the raw body, compare in constant
 * time, and refuse a timestamp more than the tolerance away from its clock.
 */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): { ok: true } | { ok: false; reason: "missing" | "malformed" | "expired" | "mismatch" } {
  if (!header) return { ok: false, reason: "missing" };
  const parts = new Map<string, string[]>();
  for (const part of header.split(",")) {
    const [k, v] = part.split("=", 2).map((s) => s.trim());
    if (!k || !v) return { ok: false, reason: "malformed" };
    parts.set(k, [...(parts.get(k) ?? []), v]);
  }
  const t = Number(parts.get("t")?.[0]);
  const signatures = parts.get("v1") ?? [];
  if (!Number.isInteger(t) || signatures.length === 0) return { ok: false, reason: "malformed" };
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return { ok: false, reason: "expired" };
  const expected = Buffer.from(signPayload(secret, t, body), "hex");
  const match = signatures.some((s) => {
    const given = Buffer.from(s, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return match ? { ok: true } : { ok: false, reason: "mismatch" };
}
