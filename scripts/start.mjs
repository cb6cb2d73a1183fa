// `npm start`: serves the production build of the checked-out sources on PORT (default 3000), building it
// first when there is none or the sources changed since it was made (its build id is their content hash,
// scripts/build-identity.mjs). `node scripts/start.mjs --check` only says whether it would build.
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { sourceHash, startDecision } from "./build-identity.mjs";
import { lockHolder, lockedMessage } from "../models/data-dir-lock.mjs";

// The .env files, as `next build` and the server read them, so that the hash sees the same NEXT_PUBLIC_*
// values as the build did, and DATA_DIR and PORT below are the server's.
const { loadEnvConfig } = createRequire(createRequire(import.meta.url).resolve("next/package.json"))("@next/env");
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const distDir = process.env.NEXT_DIST_DIR || ".next";
const builtId = fs.existsSync(path.join(distDir, "BUILD_ID")) ? fs.readFileSync(path.join(distDir, "BUILD_ID"), "utf8") : undefined;
const decision = startDecision(builtId, sourceHash(process.cwd(), process.env));

if (process.argv.includes("--check")) {
  console.log(decision.message);
  process.exit(0);
}

// A server already running on this embedded database: refuse now, not after a build that would replace
// the files it is serving (the database itself is locked in models/db.ts). DATA_DIR's default is lib/env.ts's.
if (!process.env.DATABASE_URL) {
  const folder = path.join(process.env.DATA_DIR || ".data", "pglite");
  const holder = lockHolder(folder);
  if (holder) {
    console.error(lockedMessage(folder, holder));
    process.exit(1);
  }
}

if (decision.build) {
  console.log(decision.message);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("./serve.mjs");
