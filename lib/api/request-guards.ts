import "server-only";
import { appUrl } from "@/lib/env";
import { findHostileText, HOSTILE_TEXT_MESSAGE } from "@/lib/domain/platform/hostile-text";
import { AppError } from "./errors";

// The guards every request to the app's endpoints passes (lib/api/serve.ts for the named endpoints,
// lib/api/serve-auth.ts for /api/auth): a write must be the app's own, JSON (or for an upload one of its
// declared file types) and within a size limit;
// no text may carry characters no column can store (OWASP ASVS 4.2.2, 5.1).

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins a write of the app itself names: the request's URL, APP_URL, and the Host header with either's scheme. */
function ownOrigins(req: Request): (string | null)[] {
  const own = [originOf(req.url), originOf(appUrl())];
  const host = req.headers.get("host");
  if (!host) return own;
  const schemes = new Set(own.filter((o) => o !== null).map((o) => new URL(o).protocol));
  return [...own, ...[...schemes].map((scheme) => originOf(`${scheme}//${host}`))];
}

/**
 * Cross-site request forgery is refused here rather than left to SameSite cookies, which let a page on
 * another port or subdomain of the same site write. A write must come from the app itself:
 * - Sec-Fetch-Site, when the browser sends it (a page cannot set it), must say same-origin;
 * - otherwise Origin must be the request's own origin, the configured APP_URL (behind a proxy the
 *   request's URL is the internal one), or the host the client addressed (its Host header) with the
 *   scheme of either: Next builds the request's URL from its own host name, so a client calling
 *   http://127.0.0.1:3000 while APP_URL says localhost was refused (issue 30). A page of another site
 *   cannot choose the Host its browser sends with our cookies, so this admits no foreign page;
 * - and the body must be declared as JSON, which a plain HTML form cannot do.
 * Runs before the session is read and before any byte of the body.
 */
export function assertAppWrite(req: Request): void {
  assertSameOrigin(req);
  const mediaType = mediaTypeOf(req);
  if (mediaType !== "application/json") throw new AppError("forbidden", "Die Anfrage muss als JSON (Content-Type application/json) gesendet werden.");
}

/** The body's media type (Content-Type without parameters), lower-case; "" when none is declared. */
export function mediaTypeOf(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** The origin half of assertAppWrite, for a write whose body is a file rather than JSON (an upload). */
export function assertSameOrigin(req: Request): void {
  const fetchSite = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  const trusted = fetchSite !== null ? fetchSite === "same-origin" : origin !== null && ownOrigins(req).includes(origin);
  if (!trusted) throw new AppError("forbidden", "Diese Anfrage kommt nicht von dieser Anwendung und wurde abgelehnt.");
}

/**
 * An upload's declared media type, one of `accepted` (415 otherwise, naming the accepted types). A plain
 * HTML form cannot send these types, and a cross-site fetch with them is refused by assertSameOrigin.
 */
export function assertUploadType(req: Request, accepted: readonly string[]): string {
  const mediaType = mediaTypeOf(req);
  if (!accepted.includes(mediaType)) {
    throw new AppError("unsupported_type", `Dieses Dateiformat wird nicht angenommen. Erlaubt sind: ${accepted.join(", ")}.`, "content-type");
  }
  return mediaType;
}

function tooLarge(maxBytes: number): AppError {
  const size =
    maxBytes >= 1024 ** 3
      ? `${Math.round(maxBytes / 1024 ** 3)} GB`
      : maxBytes >= 1024 * 1024
        ? `${Math.round(maxBytes / (1024 * 1024))} MB`
        : `${Math.round(maxBytes / 1024)} kB`;
  return new AppError("too_large", `Die Anfrage ist zu groß (höchstens ${size}).`);
}

/**
 * How much of an oversized body is still read, and dropped, before its 413 goes out: a client answered
 * while it is still sending may see its connection reset instead of the answer. What is larger still is
 * not read; lib/api/api-route.ts closes the connection after every 413.
 */
export const DROPPED_BYTES_MAX = 4 * 1024 * 1024;

/** Reads and drops a body up to DROPPED_BYTES_MAX; true when it ended within that. Throws when the client went away. */
export async function dropUpToMax(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  for (let dropped = 0; dropped <= DROPPED_BYTES_MAX;) {
    const { done, value } = await reader.read();
    if (done) return true;
    dropped += value.byteLength;
  }
  return false;
}

/** Reads and drops the rest of a body, up to DROPPED_BYTES_MAX; then stops reading. */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    if (!(await dropUpToMax(reader))) await reader.cancel();
  } catch {
    // The client went away: nothing left to read.
  }
}

/**
 * Refuses a body whose declared length is over the limit: one at most DROPPED_BYTES_MAX over is read and
 * dropped first, a larger one is not read at all.
 */
export async function assertDeclaredSize(req: Request, maxBytes: number): Promise<void> {
  const declared = req.headers.get("content-length");
  if (declared === null || Number(declared) <= maxBytes) return;
  if (req.body && Number(declared) <= maxBytes + DROPPED_BYTES_MAX) await dropRest(req.body.getReader());
  throw tooLarge(maxBytes);
}

/**
 * The body as UTF-8, counted while it streams (chunked bodies too): past `maxBytes` a 413 is thrown,
 * so an oversized body is never held in memory; its rest is read and dropped first, up to
 * DROPPED_BYTES_MAX.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  await assertDeclaredSize(req, maxBytes);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await dropRest(reader);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_input", "Die Anfrage ist kein gültiger UTF-8-Text.", "body");
  }
}

/** A JSON body, or {} for an empty one; 400 for anything that is not JSON. */
export function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_input", "Die Anfrage enthält kein gültiges JSON.", "body");
  }
}

/** NUL and lone surrogates would reach PostgreSQL (text, jsonb) and fail there as a 500: a 400 naming the field. */
export function assertNoHostileText(value: unknown): void {
  const field = findHostileText(value);
  if (field !== null) throw new AppError("bad_input", HOSTILE_TEXT_MESSAGE, field || "body");
}
