import type { NextConfig } from "next";
import { serverActionsKeyOf, sourceHash } from "./scripts/build-identity.mjs";
import { SERVER_ACTION_BODY_LIMIT } from "./scripts/request-edges.mjs";

// Server Actions: Next.js encrypts the values bound to them with this key and salts their ids with it
// (at build and at run time). Derived from AUTH_SECRET (scripts/build-identity.mjs), so every instance
// built and started with one configuration accepts a form another one rendered; an explicit key wins.
// Without AUTH_SECRET (the embedded quick start, one process) Next keeps its own key per build folder.
const serverActionsKey = serverActionsKeyOf(process.env);
if (serverActionsKey) process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = serverActionsKey;

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "jsforce", "pg-boss"],
  // Separate build folders let several builds (e.g. parallel end-to-end runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The build id is the content hash of the sources: the same on every instance built from one checkout,
  // and how `npm start` (scripts/start.mjs) tells that the build is older than the sources.
  generateBuildId: () => sourceHash(process.cwd(), process.env),
  poweredByHeader: false,
  experimental: {
    // The proxy (proxy.ts) sees a copy of each request body up to this size and the route only as much
    // (the rest is read and dropped). Well above the API's 1 MB limit, so that a larger body still
    // arrives larger than 1 MB, whatever its chunk sizes, and is refused with 413.
    proxyClientMaxBodySize: 2 * 1024 * 1024,
    // The only server actions are the sign-in forms (app/login/actions.ts): 16 kB like /api/auth.
    // scripts/serve.mjs answers a larger one with 413 before Next reads it (scripts/request-edges.mjs).
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
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
