import { NextResponse, type NextRequest } from "next/server";
import { appUrl, env } from "@/lib/env";
import { securityConfig, securityHeaders } from "@/lib/security-headers";
import { REQUEST_PATH_HEADER } from "@/lib/domain/platform/safe-redirect";

/**
 * Runs before every answer of the app (pages, built files, media) except the API's routes (they set the
 * same headers themselves, lib/api/api-route.ts) and the local upload target: Next.js copies a request
 * body for the proxy and cuts it off at `proxyClientMaxBodySize` (next.config.ts), which a 50 MB video
 * must not meet; that route sets its own headers. Gives it the
 * security headers of lib/security-headers.ts with a fresh script nonce. Next.js reads the nonce from
 * the request's Content-Security-Policy header and puts it on every script it renders, which is why
 * every page is rendered per request (app/layout.tsx).
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = securityHeaders(securityConfig(env(), appUrl()), { nonce, pathname: request.nextUrl.pathname });

  const forwarded = new Headers(request.headers);
  // A client's own CSP header must not hand Next.js a nonce.
  forwarded.delete("content-security-policy");
  forwarded.delete("content-security-policy-report-only");
  forwarded.set("x-nonce", nonce);
  // The page asked for, so that a page sending a signed-out user to /login can come back to it
  // (lib/server/platform/viewer.ts); set here, never taken from the client.
  forwarded.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const csp = headers.find(([name]) => name === "Content-Security-Policy");
  if (csp) forwarded.set("content-security-policy", csp[1]);

  // A NUL in a path or query (%00) reaches no page or endpoint: PostgreSQL cannot store it, and it
  // would otherwise surface as a 500 wherever the text meets the database.
  const response = /%00/.test(request.url)
    ? NextResponse.json({ error: { code: "bad_input", message: "Die Adresse enthält ungültige Zeichen." } }, { status: 400 })
    : NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

// The API's routes (/api/<endpoint>, /api/auth/…) set the same headers themselves and refuse a NUL
// (lib/api/api-route.ts); any other /api address (a 404 page) comes through here.
export const config = { matcher: ["/((?!media-upload|api/[A-Za-z]+(?![A-Za-z/])|api/auth/).*)"] };
