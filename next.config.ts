import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "jsforce"],
  // Separate build folders let several builds (e.g. parallel end-to-end runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  experimental: {
    // The proxy (proxy.ts) sees a copy of each request body up to this size and the route only as much;
    // just above the API's 1 MB limit, so a larger body still arrives too large and is refused with 413.
    proxyClientMaxBodySize: 1024 * 1024 + 16 * 1024,
    // The only server actions are the sign-in forms (app/login/actions.ts): 16 kB like /api/auth.
    serverActions: { bodySizeLimit: "16kb" },
  },
  // Security headers (CSP with a nonce per request, HSTS, ...) are set in proxy.ts, not in `headers()`:
  // they depend on the running configuration (lib/security-headers.ts), which `headers()` fixes at build time.
  // scripts/serve.mjs compresses, with a faster level for API answers than for pages.
  compress: false,
  // `npm test` type-checks the whole tree first (npm run typecheck); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
};

export default nextConfig;
