import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { PrivacyQuery } from "@/lib/domain/platform/privacy-query";
import { authSecret } from "@/lib/env";
import { AppError } from "../platform/errors";

// The subjectId of /betrieb → Datenschutz (docs/deletion-concept.md "Auskunft und Löschung auf Antrag"):
// the search itself (what was typed, the person's requests and finance requests found), sealed with
// AES-256-GCM under a key derived from the server's secret. Sealed, not only signed: the token travels
// in the export's URL and must not carry the e-mail address readable into logs; authenticated, so an
// operator cannot change it into records nobody searched for. It expires after an hour.

export type PrivacySubject = {
  /** The search field as typed and as read. */
  typed: string;
  query: PrivacyQuery;
  leadIds: string[];
  financeIds: string[];
  /** Expiry, epoch milliseconds. */
  exp: number;
};

const LIFETIME_MS = 60 * 60 * 1000;
const EXPIRED = "Die Suche ist abgelaufen oder ungültig. Bitte suchen Sie erneut.";

function key(): Buffer {
  return createHash("sha256").update(`privacy-subject:${authSecret()}`).digest();
}

export function sealSubject(s: Omit<PrivacySubject, "exp">, now = new Date()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ ...s, exp: now.getTime() + LIFETIME_MS }), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The search a token stands for; a forged, changed or expired token is a 400 naming subjectId. */
export function openSubject(token: string, now = new Date()): PrivacySubject {
  try {
    const raw = Buffer.from(token, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const subject = JSON.parse(text) as PrivacySubject;
    if (typeof subject.exp !== "number" || subject.exp < now.getTime()) throw new Error("abgelaufen");
    return subject;
  } catch {
    throw new AppError("bad_input", EXPIRED, "subjectId");
  }
}
