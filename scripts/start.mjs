// `npm start`: serves the production build of the checked-out sources on PORT (default 3000), building it
// first when there is none for them (its build id is their content hash, scripts/build-identity.mjs).
// `node scripts/start.mjs --check` only says whether it would build; `--build` (npm run build) builds
// when needed and stops.
//
// Every build goes into a folder of its own, .next-builds/<build id> (scripts/build-folders.mjs), and
// becomes complete and current in one rename each; an instance serves the folder of its own build id
// until it is restarted, whatever is built beside it. One build runs at a time per checkout: a second
// start that needs a build waits for the one running (and then finds its build, or builds its own).
import "./require-node.mjs";
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { sourceHash, startDecision } from "./build-identity.mjs";
import { buildFolder, buildsRoot, currentBuild, isComplete, makeCurrent, publishBuild, removeOldBuilds, tryBuildLock } from "./build-folders.mjs";
import { lockHolder, lockedMessage } from "../models/platform/data-dir-lock.mjs";
import { bundleWorkers } from "./worker-bundle.mjs";
import path from "node:path";

// The .env files, as `next build` and the server read them, so that the hash sees the same NEXT_PUBLIC_*
// values as the build did, and DATA_DIR and PORT below are the server's.
const { loadEnvConfig } = createRequire(createRequire(import.meta.url).resolve("next/package.json"))("@next/env");
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const root = buildsRoot();
const id = sourceHash(process.cwd(), process.env);
const decision = startDecision(isComplete(root, id) ? id : currentBuild(root), id);
const buildOnly = process.argv.includes("--build");

if (process.argv.includes("--check")) {
  console.log(decision.message);
  process.exit(0);
}

// A server already running on this embedded database: refuse now, not after a build. DATA_DIR's default
// is lib/env.ts's; the database itself is locked in models/platform/db.ts.
if (!buildOnly && !process.env.DATABASE_URL) {
  const folder = path.join(process.env.DATA_DIR || ".data", "pglite");
  const holder = lockHolder(folder);
  if (holder) {
    console.error(lockedMessage(folder, holder));
    process.exit(1);
  }
}

if (decision.build) await ensureBuild(decision.message);
if (buildOnly) {
  // `npm run build` makes the build of this checkout and configuration the one serve.mjs starts.
  if (currentBuild(root) !== id) makeCurrent(root, id);
  process.exit(0);
}

// Pinned to the folder of this build id (not `current`), so a later build never changes what this serves;
// serve.mjs records it as in use.
process.env.NEXT_DIST_DIR = buildFolder(root, id);
await import("./serve.mjs");

/** Waits for a build another start is making, or makes the build of `id` itself. */
async function ensureBuild(message) {
  let waitingFor;
  for (;;) {
    if (isComplete(root, id)) return;
    const lock = tryBuildLock(root);
    if (lock.release) {
      try {
        if (isComplete(root, id)) return; // made by the start we waited for
        console.log(message);
        await build();
        publishBuild(root, id);
        const removed = removeOldBuilds(root);
        if (removed.length) console.log(`Alte Produktionsversionen entfernt: ${removed.join(", ")}`);
      } finally {
        lock.release();
      }
      return;
    }
    if (waitingFor !== lock.holder) {
      waitingFor = lock.holder;
      console.log(`Prozess ${lock.holder} baut gerade eine Produktionsversion in ${root}, warte auf ihn …`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * `next build` into the folder of `id`. Next adds that folder's type paths to tsconfig.json's `include`;
 * they are taken out again afterwards, so a build leaves the checkout as it found it.
 */
async function build() {
  const folder = buildFolder(root, id);
  fs.rmSync(folder, { recursive: true, force: true }); // what a build that died left
  const tsconfig = fs.existsSync("tsconfig.json") ? fs.readFileSync("tsconfig.json") : undefined;
  const env = { ...process.env, NEXT_DIST_DIR: folder, NEXT_TELEMETRY_DISABLED: "1" };
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
  // A stopped start stops its build too (the lock is released on exit; the folder is not complete).
  const forward = (signal) => child.kill(signal);
  process.on("SIGTERM", forward);
  process.on("SIGINT", forward);
  const code = await new Promise((resolve) => child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  process.off("SIGTERM", forward);
  process.off("SIGINT", forward);
  if (tsconfig) restoreTsconfig(tsconfig);
  if (code !== 0) {
    console.error(`Der Build ist fehlgeschlagen (Code ${code}); die bisherige Produktionsversion bleibt.`);
    process.exit(code);
  }
  const built = fs.readFileSync(path.join(folder, "BUILD_ID"), "utf8").trim();
  if (built !== id) {
    console.error(
      `Der Build hat die Build-ID ${built} statt ${id}: Quellen oder Einstellungen haben sich während des Builds geändert. Bitte erneut starten.`,
    );
    process.exit(1);
  }
  // The processes the server starts beside itself (the catalog import's), into the same folder before
  // it becomes complete, so a build and its workers are always of the same sources.
  try {
    await bundleWorkers(folder);
  } catch (error) {
    console.error(`Die Hintergrundprozesse ließen sich nicht bauen; die bisherige Produktionsversion bleibt.\n${error.message}`);
    process.exit(1);
  }
}

/** Puts tsconfig.json back when the build changed only its `include` list. */
function restoreTsconfig(before) {
  const after = fs.readFileSync("tsconfig.json");
  if (after.equals(before)) return;
  try {
    const strip = (raw) => JSON.stringify({ ...JSON.parse(raw.toString("utf8")), include: undefined });
    if (strip(after) === strip(before)) fs.writeFileSync("tsconfig.json", before);
  } catch {
    // not plain JSON: leave it to the person editing it
  }
}
