import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { serverActionsKey, serverActionsKeyOf, sourceFiles, sourceHash, startDecision } from "@/scripts/build-identity.mjs";

// `npm start` serves what is checked out (scripts/start.mjs, scripts/build-identity.mjs), every instance
// built from one checkout has the same build id and Server Actions key (next.config.ts), and an old Node
// is stopped at once with one line (scripts/require-node.mjs).

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A small checkout: a page, a module, its test, the lockfile. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-src-"));
  roots.push(root);
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write("app/page.tsx", "export default function Page() { return <p>Küchen</p>; }\n");
  write("lib/domain/price.ts", "export const vat = 0.19;\n");
  write("lib/domain/price.test.ts", "// a test\n");
  write("package-lock.json", "{}\n");
  write("next.config.ts", "export default {};\n");
  write("bench/run.ts", "// not part of the build\n");
  return { root, write };
}

describe("source hash", () => {
  it("covers the build's files: sources, root configuration, not tests, benchmarks or editor files", () => {
    const { root, write } = checkout();
    write("app/.page.tsx.swp", "x");
    expect(sourceFiles(root)).toEqual(["app/page.tsx", "lib/domain/price.ts", "next.config.ts", "package-lock.json"]);
  });

  it("changes with a file's content, the lockfile or a NEXT_PUBLIC_ variable, and only with them", () => {
    const { root, write } = checkout();
    const before = sourceHash(root, {});
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    expect(sourceHash(root, { PATH: "/elsewhere", DATA_DIR: "/srv/data" })).toBe(before);

    write("lib/domain/price.test.ts", "// another test\n");
    write("bench/run.ts", "// changed\n");
    expect(sourceHash(root, {})).toBe(before);

    expect(sourceHash(root, { NEXT_PUBLIC_GA_ID: "G-1" })).not.toBe(before);
    // The Server Actions key salts the actions' ids: another secret, another build.
    const withSecret = sourceHash(root, { AUTH_SECRET: "x".repeat(40) });
    expect(withSecret).not.toBe(before);
    expect(sourceHash(root, { AUTH_SECRET: "y".repeat(40) })).not.toBe(withSecret);
    expect(sourceHash(root, { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: serverActionsKey("x".repeat(40)) })).toBe(withSecret);

    write("lib/domain/price.ts", "export const vat = 0.07;\n");
    const changed = sourceHash(root, {});
    expect(changed).not.toBe(before);
    write("lib/domain/price.ts", "export const vat = 0.19;\n");
    expect(sourceHash(root, {})).toBe(before);

    // A renamed file with the same content is another build.
    fs.renameSync(path.join(root, "lib/domain/price.ts"), path.join(root, "lib/domain/prices.ts"));
    expect(sourceHash(root, {})).not.toBe(before);
    fs.renameSync(path.join(root, "lib/domain/prices.ts"), path.join(root, "lib/domain/price.ts"));

    // package.json's scripts are not built; its dependencies are.
    write("package.json", JSON.stringify({ name: "k", scripts: { test: "vitest" }, dependencies: { next: "16.4.6" } }));
    const withPackage = sourceHash(root, {});
    write("package.json", JSON.stringify({ name: "k", scripts: { test: "vitest run", build: "x" }, dependencies: { next: "16.4.6" } }, null, 2));
    expect(sourceHash(root, {})).toBe(withPackage);
    write("package.json", JSON.stringify({ name: "k", scripts: { test: "vitest" }, dependencies: { next: "16.4.7" } }));
    expect(sourceHash(root, {})).not.toBe(withPackage);

    write("package-lock.json", '{"lockfileVersion":3}\n');
    expect(sourceHash(root, {})).not.toBe(before);
  });

  it("ignores what `next build` itself rewrites in tsconfig.json (include list, layout), not its compilerOptions", () => {
    const { root, write } = checkout();
    write(
      "tsconfig.json",
      JSON.stringify({ compilerOptions: { strict: true, paths: { "@/*": ["./*"] } }, include: ["**/*.ts", ".next/types/**/*.ts"] }),
    );
    const before = sourceHash(root, {});
    // What Next writes after building into .next-e2e.
    write(
      "tsconfig.json",
      JSON.stringify(
        { compilerOptions: { strict: true, paths: { "@/*": ["./*"] } }, include: ["**/*.ts", ".next/types/**/*.ts", ".next-e2e/types/**/*.ts"] },
        null,
        2,
      ),
    );
    expect(sourceHash(root, {})).toBe(before);
    write("tsconfig.json", JSON.stringify({ compilerOptions: { strict: true, paths: { "@/*": ["./src/*"] } }, include: ["**/*.ts"] }));
    expect(sourceHash(root, {})).not.toBe(before);
  });

  it("reads this checkout well within a second", () => {
    const started = performance.now();
    const hash = sourceHash(process.cwd(), process.env);
    const ms = performance.now() - started;
    expect(sourceFiles(process.cwd()).length).toBeGreaterThan(200);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(ms).toBeLessThan(1000);
  });
});

describe("start decision", () => {
  it("builds without a build, rebuilds an older one, serves a current one", () => {
    expect(startDecision(undefined, "abc")).toEqual({ build: true, message: "Keine Produktionsversion gefunden, baue die App (einmalig) …" });
    expect(startDecision("old", "abc")).toEqual({ build: true, message: "Quellen haben sich seit dem letzten Build geändert, baue neu …" });
    expect(startDecision("abc", "abc").build).toBe(false);
  });

  it("npm start decides from the checkout: a changed source file means a rebuild", () => {
    const { root, write } = checkout();
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: undefined, NEXT_BUILDS_DIR: undefined };
    for (const name of Object.keys(env)) if (name.startsWith("NEXT_PUBLIC_")) delete env[name];
    const decide = (extra: Record<string, string> = {}) => {
      const run = spawnSync(process.execPath, [path.resolve("scripts/start.mjs"), "--check"], {
        cwd: root,
        env: { ...env, ...extra },
        encoding: "utf8",
      });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      return run.stdout.trim();
    };
    expect(decide()).toBe("Keine Produktionsversion gefunden, baue die App (einmalig) …");

    // A complete build of these sources (its build id is their hash, next.config.ts), in its own folder.
    const built = path.join(root, ".next-builds", sourceHash(root, env));
    fs.mkdirSync(built, { recursive: true });
    fs.writeFileSync(path.join(built, "BUILD_ID"), sourceHash(root, env));
    expect(decide()).toBe("Keine Produktionsversion gefunden, baue die App (einmalig) …"); // not yet marked complete
    fs.writeFileSync(path.join(built, ".ready"), "");
    fs.symlinkSync(path.basename(built), path.join(root, ".next-builds", "current"));
    expect(decide()).toBe("Die Produktionsversion passt zu den Quellen.");

    write("app/page.tsx", "export default function Page() { return <p>Küchen und Geräte</p>; }\n");
    expect(decide()).toBe("Quellen haben sich seit dem letzten Build geändert, baue neu …");
    write("app/page.tsx", "export default function Page() { return <p>Küchen</p>; }\n");
    expect(decide()).toBe("Die Produktionsversion passt zu den Quellen.");

    // NEXT_PUBLIC_ values are built into the browser code, also when they come from .env (as Next reads it).
    write(".env", "NEXT_PUBLIC_GA_ID=G-TEST\n");
    expect(decide()).toBe("Quellen haben sich seit dem letzten Build geändert, baue neu …");
    fs.rmSync(path.join(root, ".env"));

    // Another folder of builds has none yet.
    expect(decide({ NEXT_BUILDS_DIR: ".next-other" })).toBe("Keine Produktionsversion gefunden, baue die App (einmalig) …");
  });
});

describe("build identity shared by instances", () => {
  it("derives one 32-byte Server Actions key per AUTH_SECRET; an explicit key wins", () => {
    const key = serverActionsKey("a".repeat(48));
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(serverActionsKey("a".repeat(48))).toBe(key);
    expect(serverActionsKey("b".repeat(48))).not.toBe(key);
    expect(serverActionsKeyOf({ AUTH_SECRET: "a".repeat(48) })).toBe(key);
    expect(serverActionsKeyOf({ AUTH_SECRET: "a".repeat(48), NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "explizit" })).toBe("explizit");
    expect(serverActionsKeyOf({})).toBeUndefined();
  });

  const saved = { ...process.env };
  afterEach(() => {
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = saved.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
    if (saved.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY === undefined) delete process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  });

  it("next.config.ts sets the key from AUTH_SECRET and makes the source hash the build id", async () => {
    delete process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
    expect(process.env.AUTH_SECRET).toBeTruthy(); // vitest.config.ts sets one
    const { default: config } = await import("@/next.config");
    expect(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(serverActionsKey(process.env.AUTH_SECRET!));
    expect(await config.generateBuildId!()).toBe(sourceHash(process.cwd(), process.env));
  });
});

/** The machine's Node when it is older than 22.12 (e.g. Debian's Node 20), found on PATH behind node_modules/.bin. */
function oldMachineNode(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const node = path.join(dir, "node");
    if (dir.includes("node_modules") || !fs.existsSync(node)) continue;
    const version = spawnSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
    const [major, minor] = version.split(".").map(Number);
    if (major < 22 || (major === 22 && minor < 12)) return node;
  }
  return undefined;
}

describe("Node version guard", () => {
  const oldNode = oldMachineNode();

  it("lets this Node through", () => {
    const run = spawnSync(process.execPath, ["scripts/require-node.mjs"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });

  it.skipIf(!oldNode)("stops `node scripts/*.mjs` on an old Node at once, with one German line naming Node 24", () => {
    // A marker in the data folder e2e-server.mjs would delete first: the guard runs before anything else.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-guard-"));
    roots.push(root);
    fs.writeFileSync(path.join(root, "marker"), "");
    for (const script of ["scripts/start.mjs", "scripts/serve.mjs", "scripts/e2e-server.mjs"]) {
      const started = performance.now();
      const run = spawnSync(oldNode!, [script], { env: { ...process.env, E2E_DATA_DIR: root, PORT: "3197" }, encoding: "utf8", timeout: 10_000 });
      const ms = performance.now() - started;
      expect(run.status, script).toBe(1);
      expect(run.stdout).toBe("");
      const lines = run.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Node \d+\.\d+\.\d+ ist zu alt: dieses Projekt braucht Node 24 \(mindestens 22\.12\)\. Mit `npm install`/);
      // "At once": nothing else loads first (the marker stays). The one-second target is measured by .ci/run
      // on a quiet machine before the suites start; here, beside them, only a gross delay fails.
      expect(ms).toBeLessThan(5000);
    }
    expect(fs.existsSync(path.join(root, "marker"))).toBe(true);
  });
});
