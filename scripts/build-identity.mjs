// What identifies a production build, shared by next.config.ts (at `next build` and at start) and
// scripts/start.mjs:
// - the source hash, a content hash of everything `next build` reads from this checkout; it is the
//   build id (next.config.ts `generateBuildId`), so `npm start` sees from `.next/BUILD_ID` whether the
//   build is the one of the checked-out sources, and instances built from one checkout get one id;
// - the Server Actions key, derived from AUTH_SECRET, so every instance built and started with one
//   configuration encrypts and names its Server Actions alike (a form rendered by one instance can be
//   posted to another).
import { createHash, hkdfSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Folders whose files go into the build (test files excepted), and the single files at the root. */
export const SOURCE_DIRS = ["app", "components", "lib", "models", "public"];
export const SOURCE_FILES = [
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "postcss.config.mjs",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "instrumentation-client.ts",
  "proxy.ts",
  "middleware.ts",
  "scripts/build-identity.mjs",
  "scripts/worker-bundle.mjs",
];

const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The files of the build inside `root`, as sorted relative paths with "/" separators. */
export function sourceFiles(root) {
  const found = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return;
      throw error;
    }
    for (const entry of entries) {
      // Dot files are editor and tool state (swap files, caches), never part of the build.
      if (entry.name.startsWith(".")) continue;
      const child = `${rel}/${entry.name}`;
      const kind = entry.isSymbolicLink() ? fs.statSync(path.join(root, child)) : entry;
      if (kind.isDirectory()) walk(child);
      else if (kind.isFile() && !isTestFile(entry.name)) found.push(child);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(root, file))) found.push(file);
  return found.sort();
}

/**
 * The content hash of the sources in `root` (32 hex digits), plus what of the environment `next build`
 * writes into the build: the NEXT_PUBLIC_* variables (browser code) and the Server Actions key (it salts
 * the actions' ids), so one build id means one set of action ids. Reads some 350 files: about 30 ms.
 */
export function sourceHash(root, env = {}) {
  const hash = createHash("sha256");
  for (const file of sourceFiles(root)) {
    const content = contentOf(root, file);
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith("NEXT_PUBLIC_"))
    .sort()) {
    hash.update(`env:${name}=${env[name]}\0`);
  }
  const key = serverActionsKeyOf(env);
  if (key) hash.update(`server-actions-key:${createHash("sha256").update(key).digest("hex")}\0`);
  return hash.digest("hex").slice(0, 32);
}

/**
 * A file's content as far as the build is concerned. `next build` into another folder (.next-e2e) adds
 * that folder to tsconfig.json's `include` and rewrites its layout; only `compilerOptions` reach the build.
 * package.json's `scripts` (how the tests and tools are run) do not reach it either.
 */
function contentOf(root, file) {
  const raw = fs.readFileSync(path.join(root, file));
  if (file === "package.json") {
    try {
      return Buffer.from(JSON.stringify({ ...JSON.parse(raw.toString("utf8")), scripts: undefined }));
    } catch {
      return raw;
    }
  }
  if (file !== "tsconfig.json") return raw;
  const sorted = (value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted(value[k])]),
        )
      : Array.isArray(value)
        ? value.map(sorted)
        : value;
  try {
    return Buffer.from(JSON.stringify(sorted(JSON.parse(raw.toString("utf8")).compilerOptions ?? {})));
  } catch {
    return raw; // not plain JSON (comments): the bytes
  }
}

/**
 * Whether `npm start` must build first: `builtId` is the build id of the existing build (its
 * BUILD_ID file, undefined when there is none), `currentHash` the source hash of the checkout.
 */
export function startDecision(builtId, currentHash) {
  if (!builtId) return { build: true, message: "Keine Produktionsversion gefunden, baue die App (einmalig) …" };
  if (builtId.trim() !== currentHash) return { build: true, message: "Quellen haben sich seit dem letzten Build geändert, baue neu …" };
  return { build: false, message: "Die Produktionsversion passt zu den Quellen." };
}

/**
 * The Server Actions key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: base64 of 32 bytes, AES-256-GCM) derived
 * from AUTH_SECRET with HKDF-SHA-256. Next.js encrypts the values bound to Server Actions with it and
 * salts the actions' ids with the key of the build, so instances must share it; deriving it (one-way)
 * means the operator configures one secret, and the key in the build output does not reveal AUTH_SECRET.
 */
export function serverActionsKey(authSecret) {
  return Buffer.from(hkdfSync("sha256", authSecret, "kuechenstudio-portal", "next-server-actions-encryption-key", 32)).toString("base64");
}

/** The Server Actions key of a configuration: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY when set, else derived from AUTH_SECRET. */
export function serverActionsKeyOf(env) {
  return env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || (env.AUTH_SECRET ? serverActionsKey(env.AUTH_SECRET) : undefined);
}
