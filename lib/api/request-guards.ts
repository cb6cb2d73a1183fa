import "server-only";
import { appUrl } from "@/lib/env";
import { AppError } from "./errors";

/**
 * Guards every state-changing request passes before anything else is read (OWASP ASVS 4.2.2, 13.1):
 * a write must come from this site's own pages, as JSON, and within a size limit.
 */

const CROSS_SITE = "Diese Anfrage kommt nicht von dieser Website und wurde abgelehnt.";
const NOT_JSON = "Die Anfrage muss als JSON (Content-Type: application/json) gesendet werden.";

/** The origins this site answers on: the request's own and the configured public address. */
function ownOrigins(req: Request): Set<string> {
  return new Set([new URL(req.url).origin, new URL(appUrl()).origin]);
}

/**
 * A write is same-origin when the browser says so (`Sec-Fetch-Site: same-origin`) or its `Origin`
 * is this site's; a request with neither, another port, subdomain or site is refused with 403.
 */
export function assertSameOriginWrite(req: Request): void {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") throw new AppError("forbidden", CROSS_SITE);
  const origin = req.headers.get("origin");
  if (origin ? !ownOrigins(req).has(origin) : fetchSite !== "same-origin") throw new AppError("forbidden", CROSS_SITE);
}

/** Only JSON bodies: a form or text/plain post from another site cannot be read as one. */
export function assertJsonBody(req: Request): void {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw new AppError("forbidden", NOT_JSON);
}

export function tooLarge(maxBytes: number): AppError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} kB`;
  return new AppError("too_large", `Die Anfrage ist zu groß (höchstens ${size}).`);
}

/**
 * The body as text, counted while it streams (chunked bodies too): past `maxBytes` the stream is
 * cancelled and a 413 thrown, so an oversized body is never held in memory.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
