// `npm start`: builds once if there is no production build yet, then serves it on PORT (default 3000).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const next = "node_modules/next/dist/bin/next";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("Keine Produktionsversion gefunden, baue die App (einmalig) …");
  const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [next, "start", "-p", process.env.PORT ?? "3000"], {
  stdio: "inherit",
  env: { ...env, NEXT_MANUAL_SIG_HANDLE: "true" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
