import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * The webhook's signing secret at rest: AES-256-GCM under a key derived from AUTH_SECRET (HKDF-SHA256),
 * so a copy of the database alone cannot sign. Rotating AUTH_SECRET makes the stored secret unreadable:
 * the operator then sets a new one in /betrieb (docs/orders-out.md).
 */
function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "kuechenportal", "order-webhook-secret", 32));
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function secretPrefix(secret: string): string {
  return secret.slice(0, 10);
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function decryptSecret(stored: string): string {
  const raw = Buffer.from(stored, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
