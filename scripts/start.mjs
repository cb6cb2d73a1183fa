// `npm start`: builds once if there is no production build yet, then serves it on PORT (default 3000).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("Keine Produktionsversion gefunden, baue die App (einmalig) …");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("./serve.mjs");
