import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { sourceHash } from "@/scripts/build-identity.mjs";
import { buildsInUse, currentBuild, isComplete, removeOldBuilds, tryBuildLock } from "@/scripts/build-folders.mjs";

// `npm start` builds into a folder per build id and waits for a build another start is making
// (scripts/start.mjs, scripts/build-folders.mjs). Here in a small checkout whose `next build` is a
// script that writes the build id after a pause and counts its runs; tests/e2e/server-start.spec.ts
// starts the real app twice at once.

const roots: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const BUILD_IDENTITY = path.resolve("scripts/build-identity.mjs");

/** A checkout with a page, a tsconfig.json and a `next build` that takes `BUILD_MS` and logs each run to builds.log. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-builds-"));
  roots.push(root);
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write("app/page.tsx", "export default function Page() { return <p>Küchen</p>; }\n");
  write("tsconfig.json", JSON.stringify({ compilerOptions: { strict: true }, include: ["**/*.ts"] }, null, 2));
  // What `next build` does that matters here: fills NEXT_DIST_DIR, adds it to tsconfig's include,
  // writes BUILD_ID (the source hash, next.config.ts) at the end; fails when FAIL_BUILD is set.
  write(
    "node_modules/next/dist/bin/next",
    `import fs from "node:fs";
import path from "node:path";
import { sourceHash } from ${JSON.stringify(BUILD_IDENTITY)};
const dir = process.env.NEXT_DIST_DIR;
fs.appendFileSync("builds.log", dir + "\\n");
const tsconfig = JSON.parse(fs.readFileSync("tsconfig.json", "utf8"));
tsconfig.include.push(dir + "/types/**/*.ts");
fs.writeFileSync("tsconfig.json", JSON.stringify(tsconfig));
fs.mkdirSync(path.join(dir, "server"), { recursive: true });
fs.writeFileSync(path.join(dir, "server", "page.js"), "built");
await new Promise((r) => setTimeout(r, Number(process.env.BUILD_MS ?? 1500)));
if (process.env.FAIL_BUILD) process.exit(3);
fs.writeFileSync(path.join(dir, "BUILD_ID"), sourceHash(process.cwd(), process.env));
`,
  );
  write("node_modules/next/package.json", JSON.stringify({ name: "next", type: "module" }));
  // The catalog import's process, which the build bundles into its folder (scripts/worker-bundle.mjs).
  write("lib/server/operator/catalog-import-worker.ts", 'const imports: number = 0;\nconsole.log("Importe", imports);\n');
  return {
    root,
    write,
    builds: () => (fs.existsSync(path.join(root, "builds.log")) ? fs.readFileSync(path.join(root, "builds.log"), "utf8").trim().split("\n") : []),
  };
}

const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: undefined, NEXT_BUILDS_DIR: undefined, AUTH_SECRET: undefined };
for (const name of Object.keys(baseEnv)) if (name.startsWith("NEXT_PUBLIC_")) delete baseEnv[name];

/** `node scripts/start.mjs --build` in `root`; resolves with its code and output. */
function startBuild(root: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.resolve("scripts/start.mjs"), "--build"], {
    cwd: root,
    env: { ...baseEnv, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const idOf = (root: string, env: Record<string, string> = {}) => sourceHash(root, { ...baseEnv, ...env });

describe("npm start's build folders", { timeout: 60_000 }, () => {
  it("two starts at once that need the same build: one builds, the other waits for it, both succeed", async () => {
    const { root, builds } = checkout();
    const tsconfig = fs.readFileSync(path.join(root, "tsconfig.json"), "utf8");
    const [a, b] = await Promise.all([startBuild(root), startBuild(root)]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const id = idOf(root);
    expect(builds()).toEqual([path.join(".next-builds", id)]);
    const outputs = [a.output, b.output].sort();
    expect(outputs.filter((o) => o.includes("Keine Produktionsversion gefunden, baue die App (einmalig) …"))).toHaveLength(1);
    expect(outputs.filter((o) => /Prozess \d+ baut gerade eine Produktionsversion in \.next-builds, warte auf ihn …/.test(o))).toHaveLength(1);
    const buildsRoot = path.join(root, ".next-builds");
    expect(isComplete(buildsRoot, id)).toBe(true);
    expect(currentBuild(buildsRoot)).toBe(id);
    expect(fs.existsSync(path.join(buildsRoot, "build.lock"))).toBe(false);
    // The build's import process is in its folder, bundled from the checkout's sources.
    const worker = path.join(buildsRoot, id, "workers", "catalog-import.mjs");
    expect(spawnSync(process.execPath, [worker], { encoding: "utf8" }).stdout).toBe("Importe 0\n");
    // The checkout is as it was: the build's type paths are taken out of tsconfig.json again.
    expect(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8")).toBe(tsconfig);

    // A start with the build in place builds nothing.
    const again = await startBuild(root);
    expect(again.code).toBe(0);
    expect(builds()).toHaveLength(1);
  });

  it("another setting builds into another folder and leaves the build a running instance serves in place", async () => {
    const { root, builds } = checkout();
    const buildsRoot = path.join(root, ".next-builds");
    expect((await startBuild(root, { AUTH_SECRET: "a".repeat(40) })).code).toBe(0);
    const first = idOf(root, { AUTH_SECRET: "a".repeat(40) });
    const served = path.join(buildsRoot, first, "server", "page.js");
    expect(fs.readFileSync(served, "utf8")).toBe("built");

    // An instance serving the first build (what start.mjs and serve.mjs record for themselves).
    const instance = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { registerUse } from ${JSON.stringify(path.resolve("scripts/build-folders.mjs"))}; registerUse(".next-builds", ${JSON.stringify(first)}); console.log("serving"); setInterval(() => {}, 1000);`,
      ],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(instance);
    await new Promise<void>((resolve) => instance.stdout!.once("data", () => resolve()));

    // A new secret is a new build id: built beside it, while its files stay as they are.
    const secrets = ["b", "c", "d", "e"].map((c) => c.repeat(40));
    const during = startBuild(root, { AUTH_SECRET: secrets[0] });
    for (let i = 0; i < 5; i++) {
      expect(fs.readFileSync(served, "utf8")).toBe("built");
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await during).code).toBe(0);
    expect(currentBuild(buildsRoot)).toBe(idOf(root, { AUTH_SECRET: secrets[0] }));
    expect(fs.readFileSync(served, "utf8")).toBe("built");

    // Three more builds: the served one is older than the newest three, and still kept while in use.
    for (const secret of secrets.slice(1)) expect((await startBuild(root, { AUTH_SECRET: secret })).code).toBe(0);
    expect(builds()).toHaveLength(5);
    expect(buildsInUse(buildsRoot)).toEqual(new Set([first]));
    expect(isComplete(buildsRoot, first)).toBe(true);
    expect(isComplete(buildsRoot, idOf(root, { AUTH_SECRET: secrets[0] }))).toBe(false); // neither newest nor in use: removed

    // Once the instance is gone, the next clean-up removes it.
    instance.kill("SIGKILL");
    await new Promise((r) => instance.once("exit", r));
    const lock = tryBuildLock(buildsRoot);
    expect(lock.release).toBeDefined();
    expect(removeOldBuilds(buildsRoot)).toEqual([first]);
    lock.release!();
    expect(
      fs
        .readdirSync(buildsRoot)
        .filter((n) => /^[0-9a-f]{32}$/.test(n))
        .sort(),
    ).toEqual(
      secrets
        .slice(1)
        .map((s) => idOf(root, { AUTH_SECRET: s }))
        .sort(),
    );

    // `npm run build` for a configuration whose build is there: nothing built, that build made current.
    expect((await startBuild(root, { AUTH_SECRET: secrets[1] })).code).toBe(0);
    expect(builds()).toHaveLength(5);
    expect(currentBuild(buildsRoot)).toBe(idOf(root, { AUTH_SECRET: secrets[1] }));
  });

  it("takes over the lock of a build that died, and removes what it left", async () => {
    const { root, builds } = checkout();
    const buildsRoot = path.join(root, ".next-builds");
    const id = idOf(root);
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    fs.mkdirSync(path.join(buildsRoot, id, "server"), { recursive: true });
    fs.writeFileSync(path.join(buildsRoot, id, "server", "half.js"), "");
    fs.writeFileSync(path.join(buildsRoot, "build.lock"), `${gone.stdout}\n`);

    const run = await startBuild(root);
    expect(run.code).toBe(0);
    expect(run.output).not.toContain("warte");
    expect(builds()).toHaveLength(1);
    expect(isComplete(buildsRoot, id)).toBe(true);
    expect(fs.existsSync(path.join(buildsRoot, id, "server", "half.js"))).toBe(false);
  });

  it("a failed build stays incomplete and the current build stays current", async () => {
    const { root } = checkout();
    const buildsRoot = path.join(root, ".next-builds");
    expect((await startBuild(root)).code).toBe(0);
    const good = idOf(root);
    const failed = await startBuild(root, { FAIL_BUILD: "1", NEXT_PUBLIC_SHOP: "neu" });
    expect(failed.code).toBe(3);
    expect(failed.output).toContain("Quellen haben sich seit dem letzten Build geändert, baue neu …");
    expect(failed.output).toContain("Der Build ist fehlgeschlagen (Code 3); die bisherige Produktionsversion bleibt.");
    expect(isComplete(buildsRoot, idOf(root, { NEXT_PUBLIC_SHOP: "neu" }))).toBe(false);
    expect(currentBuild(buildsRoot)).toBe(good);
  });
});
