import type { Env } from "@/lib/env";

/**
 * The security headers of every answer (ARCHITECTURE.md "Where cross-cutting concerns live"): pages,
 * API answers, PDFs, CSVs, built files and media. proxy.ts applies them per request; this module only
 * builds them from the values it is given, so the policy is written and tested in one place.
 *
 * They live in the proxy rather than in next.config.ts `headers()` because those are fixed into the
 * build, while the policy depends on the running configuration (APP_URL, the S3 bucket, GA) and the
 * script nonce is new for every answer.
 */

export type SecurityConfig = {
  /** The public address (APP_URL): https turns on HSTS and upgrade-insecure-requests. */
  appUrl: string;
  /** Media on S3: the browser loads presigned GET links from the bucket and posts uploads to it. */
  s3?: { bucket: string; region: string; endpoint?: string };
  /** Google Analytics 4 (NEXT_PUBLIC_GA_ID): its hosts may then be loaded and sent to. */
  gaId?: string;
  /** `next dev`: React rebuilds server error stacks with eval there (never in production). */
  development?: boolean;
};

export type HeaderList = [name: string, value: string][];

/** The configuration the policy depends on, taken from lib/env.ts values. */
export function securityConfig(
  config: Pick<Env, "NODE_ENV" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "NEXT_PUBLIC_GA_ID">,
  appUrl: string,
): SecurityConfig {
  return {
    appUrl,
    s3: config.S3_BUCKET ? { bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT } : undefined,
    gaId: config.NEXT_PUBLIC_GA_ID,
    development: config.NODE_ENV === "development",
  };
}

/**
 * The origin the browser reaches the bucket at, the way the AWS SDK addresses it: an S3_ENDPOINT
 * path-style (`http://host:port/bucket/key`), AWS itself virtual-hosted (`https://bucket.s3.region.amazonaws.com`),
 * except bucket names with dots, which TLS only allows path-style. Only this one bucket's host, not
 * all of S3, so a page cannot be made to load from or send to another bucket.
 */
export function s3Origin(s3: NonNullable<SecurityConfig["s3"]>): string {
  if (s3.endpoint) return new URL(s3.endpoint).origin;
  const domain = s3.region.startsWith("cn-") ? "amazonaws.com.cn" : "amazonaws.com";
  return s3.bucket.includes(".") ? `https://s3.${s3.region}.${domain}` : `https://${s3.bucket}.s3.${s3.region}.${domain}`;
}

// Google's list for GA4 (developers.google.com/tag-platform/security/guides/csp).
const GA = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

function isHttps(appUrl: string): boolean {
  return new URL(appUrl).protocol === "https:";
}

/** A base64 nonce from the proxy; anything else would let a value break out of the header. */
const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/**
 * The Content-Security-Policy of the app's answers. Scripts run only with this answer's nonce (Next.js
 * puts it on its own scripts) and what they load ('strict-dynamic'); no inline scripts without it, no
 * plugins, no framing by other sites, forms and <base> only to the app itself. Inline styles stay
 * allowed: Radix and the charts position elements with style attributes, and styles cannot run code.
 */
export function contentSecurityPolicy(config: SecurityConfig, nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error("CSP-Nonce ungültig");
  const s3 = config.s3 ? [s3Origin(config.s3)] : [];
  const ga = config.gaId ? GA : { script: [], img: [], connect: [] };
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(config.development ? ["'unsafe-eval'"] : []), ...ga.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...s3, ...ga.img]],
    ["media-src", ["'self'", "blob:", ...s3]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...s3, ...ga.connect]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (isHttps(config.appUrl)) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/** Powerful browser features the app never uses, off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Routes that answer with their own, stricter Content-Security-Policy: uploaded files under /media/
 * are sandboxed by their route (a file must never run as a page of the app). Next.js keeps a header
 * the proxy set over the route's own, so the proxy must leave it out there.
 */
export function routeSetsOwnPolicy(pathname: string): boolean {
  return pathname.startsWith("/media/");
}

/** All security headers of one answer: the CSP with this request's nonce (unless the route sets its own) and the fixed ones. */
export function securityHeaders(config: SecurityConfig, request: { nonce: string; pathname: string }): HeaderList {
  const headers: HeaderList = [];
  if (!routeSetsOwnPolicy(request.pathname)) headers.push(["Content-Security-Policy", contentSecurityPolicy(config, request.nonce)]);
  headers.push(
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // For browsers without CSP frame-ancestors.
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  );
  // Only behind https: over plain http the browser ignores it, and localhost must stay reachable by http.
  if (isHttps(config.appUrl)) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}
