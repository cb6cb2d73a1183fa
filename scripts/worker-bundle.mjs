// The processes a production build starts beside the server, each bundled into one file of the build
// folder (scripts/start.mjs builds them after `next build`): lib/server/operator/catalog-import-worker.ts
// → <build>/workers/catalog-import.mjs. One file loads in a fraction of the time and memory the same
// modules take one by one. sharp stays outside (a native module, loaded from node_modules when used).
import path from "node:path";
import { build } from "esbuild";

export const WORKERS = [{ entry: "lib/server/operator/catalog-import-worker.ts", out: path.join("workers", "catalog-import.mjs") }];

/** Bundles every worker into `folder`; throws with esbuild's messages when one does not build. */
export async function bundleWorkers(folder) {
  for (const w of WORKERS) {
    await build({
      entryPoints: [w.entry],
      outfile: path.join(folder, w.out),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node24",
      // server-only's empty module, as the server's own bundles see it.
      conditions: ["react-server"],
      external: ["sharp"],
      // CommonJS packages inside an ES module bundle ask for `require`.
      banner: { js: "import { createRequire as __workerRequire } from 'node:module'; const require = __workerRequire(import.meta.url);" },
      logLevel: "warning",
    });
  }
}
