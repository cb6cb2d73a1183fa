import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit", "jsforce"],
  // Separate build folders let several builds (e.g. parallel end-to-end runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // scripts/serve.mjs compresses, with a faster level for API answers than for pages.
  compress: false,
  // `npm test` type-checks the whole tree first (npm run typecheck); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
};

export default nextConfig;
