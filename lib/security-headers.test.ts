import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  routeSetsOwnPolicy,
  s3Origin,
  securityConfig,
  securityHeaders,
  type SecurityConfig,
} from "./security-headers";

const NONCE = "bm9uY2Utbm9uY2Utbm9uY2U=";
const local: SecurityConfig = { appUrl: "http://localhost:3000" };

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name, values];
    }),
  );
}
function headerMap(list: [string, string][]): Record<string, string> {
  return Object.fromEntries(list.map(([k, v]) => [k.toLowerCase(), v]));
}

describe("contentSecurityPolicy", () => {
  it("lets scripts run only by the nonce and what they load, never inline", () => {
    const d = directives(contentSecurityPolicy(local, NONCE));
    expect(d.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
    // Neither does any other directive scripts could fall back to.
    expect(d.get("default-src")).toEqual(["'self'"]);
  });

  it("forbids framing, plugins, foreign <base> and form targets", () => {
    const d = directives(contentSecurityPolicy(local, NONCE));
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
  });

  it("allows the app's own images, data: and blob: images, inline styles, own fonts and own requests; nothing else without S3 or GA", () => {
    const d = directives(contentSecurityPolicy(local, NONCE));
    expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("font-src")).toEqual(["'self'"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    expect(d.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(d.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds the S3 endpoint to images, media and requests (uploads), and nowhere else", () => {
    const d = directives(
      contentSecurityPolicy({ ...local, s3: { bucket: "media", region: "eu-central-1", endpoint: "http://127.0.0.1:4569/" } }, NONCE),
    );
    expect(d.get("img-src")).toContain("http://127.0.0.1:4569");
    expect(d.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4569"]);
    expect(d.get("media-src")).toContain("http://127.0.0.1:4569");
    expect(d.get("script-src")).not.toContain("http://127.0.0.1:4569");
    expect(d.get("default-src")).toEqual(["'self'"]);
  });

  it("adds the Google Analytics hosts only when a GA id is set", () => {
    const d = directives(contentSecurityPolicy({ ...local, gaId: "G-TEST123" }, NONCE));
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]));
    expect(d.get("img-src")).toContain("https://*.google-analytics.com");
    expect(d.get("script-src")).toContain("https://*.googletagmanager.com");
    expect(contentSecurityPolicy(local, NONCE)).not.toContain("google");
  });

  it("upgrades insecure requests behind https", () => {
    expect(directives(contentSecurityPolicy({ appUrl: "https://portal.example" }, NONCE)).has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows eval for React's error overlay in development only", () => {
    expect(directives(contentSecurityPolicy({ ...local, development: true }, NONCE)).get("script-src")).toContain("'unsafe-eval'");
  });

  it("refuses a nonce that could break out of the header", () => {
    expect(() => contentSecurityPolicy(local, "abc'; script-src *")).toThrow();
    expect(() => contentSecurityPolicy(local, "")).toThrow();
  });
});

describe("s3Origin", () => {
  it("is the configured endpoint's origin, or the bucket's AWS host", () => {
    expect(s3Origin({ bucket: "b", region: "eu-central-1", endpoint: "https://minio.example:9000/some/path" })).toBe("https://minio.example:9000");
    expect(s3Origin({ bucket: "kuechen-media", region: "eu-central-1" })).toBe("https://kuechen-media.s3.eu-central-1.amazonaws.com");
    expect(s3Origin({ bucket: "media.kuechen", region: "eu-west-1" })).toBe("https://s3.eu-west-1.amazonaws.com");
  });

  // The policy must name the host the SDK really sends the browser to, for downloads and uploads.
  it.each([
    { bucket: "kuechen-media", region: "eu-central-1" },
    { bucket: "kuechen-media", region: "us-east-1" },
    { bucket: "media.kuechen", region: "eu-west-1" },
    { bucket: "kuechen-media", region: "eu-central-1", endpoint: "http://127.0.0.1:4569" },
  ])("matches the presigned links of the AWS SDK: %o", async (s3) => {
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: !!s3.endpoint,
      credentials: { accessKeyId: "AKIDTEST", secretAccessKey: "secret" },
    });
    const get = await getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: "stores/1/photo.png" }), { expiresIn: 60 });
    const post = await createPresignedPost(client, { Bucket: s3.bucket, Key: "stores/1/photo.png", Expires: 60 });
    expect(new URL(get).origin).toBe(s3Origin(s3));
    expect(new URL(post.url).origin).toBe(s3Origin(s3));
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only when the public address is https", () => {
    expect(headerMap(securityHeaders({ appUrl: "https://portal.example" }, { nonce: NONCE, pathname: "/login" }))["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(headerMap(securityHeaders(local, { nonce: NONCE, pathname: "/login" }))["strict-transport-security"]).toBeUndefined();
  });

  it("gives every answer nosniff, the referrer policy and the permissions policy", () => {
    for (const pathname of ["/login", "/api/asOrders", "/_next/static/chunks/x.js", "/media/stores/1/a.png"]) {
      const h = headerMap(securityHeaders(local, { nonce: NONCE, pathname }));
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });

  it("leaves the Content-Security-Policy of /media/ to its route, and sets it everywhere else", () => {
    expect(routeSetsOwnPolicy("/media/stores/1/a.png")).toBe(true);
    expect(headerMap(securityHeaders(local, { nonce: NONCE, pathname: "/media/stores/1/a.png" }))["content-security-policy"]).toBeUndefined();
    for (const pathname of ["/", "/media", "/media-upload", "/api/customersExport", "/stores/x/shop/orders/KS-1/invoice"]) {
      expect(headerMap(securityHeaders(local, { nonce: NONCE, pathname }))["content-security-policy"]).toBe(contentSecurityPolicy(local, NONCE));
    }
  });
});

describe("securityConfig", () => {
  it("reads S3, GA and the mode from the validated configuration", () => {
    const env = { NODE_ENV: "production", S3_BUCKET: "b", S3_REGION: "eu-central-1", S3_ENDPOINT: undefined, NEXT_PUBLIC_GA_ID: "G-1" } as const;
    expect(securityConfig(env, "https://portal.example")).toEqual({
      appUrl: "https://portal.example",
      s3: { bucket: "b", region: "eu-central-1", endpoint: undefined },
      gaId: "G-1",
      development: false,
    });
    expect(securityConfig({ ...env, S3_BUCKET: undefined, NODE_ENV: "development" }, "http://localhost:3000").s3).toBeUndefined();
  });
});
