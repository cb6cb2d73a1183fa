import { appUrl, env } from "@/lib/env";
import { securityConfig, securityHeaders } from "@/lib/security-headers";
import { dropUpToMax } from "./request-guards";

// The API's routes run outside the proxy (proxy.ts): for a JSON answer the proxy only added headers, and
// running it cost about a millisecond per request (docs/performance.md, "The request path"). Every API
// answer gets the same security headers here, and an address with a NUL is refused before any endpoint
// sees it, as the proxy does for pages. Outside the proxy Next.js also hands a route the whole body, so
// the uploads (catalogImport up to 1 GB) need no route of their own.

type Handler<C> = (req: Request, context: C) => Promise<Response> | Response;

/** The answer with the security headers of lib/security-headers.ts (a fresh nonce, as pages get one). */
export function withSecurityHeaders(req: Request, res: Response): Response {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = securityHeaders(securityConfig(env(), appUrl()), { nonce, pathname: new URL(req.url).pathname });
  try {
    for (const [name, value] of headers) res.headers.set(name, value);
    return res;
  } catch {
    // A response with immutable headers (a redirect made by Response.redirect): copied with them.
    const copy = new Response(res.body, res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

/** A NUL in the path or query: PostgreSQL cannot store it, so no endpoint gets it (400, the error shape). */
function nulRefused(): Response {
  return Response.json(
    { error: { code: "bad_input", message: "Die Adresse enthält ungültige Zeichen." } },
    { status: 400, headers: { "cache-control": "no-store" } },
  );
}

/**
 * An oversized body is refused (413) with at most 4 MB of its rest read (lib/api/request-guards.ts): the
 * connection is closed after the answer, so that the client's next request never waits behind unread
 * bytes on a kept-open connection.
 */
function closedAfterTooLarge(res: Response): Response {
  if (res.status === 413) res.headers.set("connection", "close");
  return res;
}

/** How long a body left unread is still read and dropped before its answer goes out. */
const UNREAD_BODY_MS = 5_000;

/**
 * A write answered without its body read (refused for its origin or its session before the body was
 * touched): up to DROPPED_BYTES_MAX of the body, for at most UNREAD_BODY_MS, is read and dropped before
 * the answer goes out, as for a 413. A client still sending would otherwise see its connection reset
 * instead of the answer. A larger or slower body is left; the server then closes the connection after
 * the answer (scripts/api-direct.mjs).
 */
async function dropUnreadBody(req: Request): Promise<void> {
  if (!req.body || req.bodyUsed || req.body.locked) return;
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, UNREAD_BODY_MS)));
  try {
    // A read still pending at the time limit is ended by releaseLock below; its error is dropped too.
    await Promise.race([dropUpToMax(reader).catch(() => {}), late]);
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

/** An API route's handler with the headers on every answer and addresses with a NUL refused. */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (req, context) => {
    if (/%00/.test(req.url)) return withSecurityHeaders(req, nulRefused());
    const res = await handler(req, context);
    await dropUnreadBody(req);
    return withSecurityHeaders(req, closedAfterTooLarge(res));
  };
}
