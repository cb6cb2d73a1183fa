import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { makeCurrent } from "../../scripts/build-folders.mjs";

// The first tests' servers use fixed ports 3197–3199; the build test uses the two after the suite's port.

/**
 * Starts the production server with `env` and waits for it to exit (at most 120 s: it prepares Next first,
 * slow on two busy cores); its code and output.
 */
async function startExpectingExit(env: Record<string, string | undefined>) {
  const proc = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: "3199", DATA_DIR: ".data-e2e-start", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      resolve(null);
    }, 120_000);
    proc.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, output };
}

test("a wrong setting stops the production server with the setting's name", async () => {
  test.setTimeout(300_000);
  const { code, output } = await startExpectingExit({ DEMO_DATA: "vielleicht" });
  expect(code).toBe(1);
  expect(output).toContain("Ungültige Konfiguration: DEMO_DATA");
});

test("without AUTH_SECRET a server on PostgreSQL or in explicit production refuses to start", async () => {
  test.setTimeout(300_000);
  const onPostgres = await startExpectingExit({ AUTH_SECRET: undefined, DATABASE_URL: "postgres://postgres@127.0.0.1:1/keine" });
  expect(onPostgres.code).toBe(1);
  expect(onPostgres.output).toContain("AUTH_SECRET fehlt");
  const production = await startExpectingExit({ AUTH_SECRET: undefined, DATABASE_URL: undefined, NODE_ENV: "production" });
  expect(production.code).toBe(1);
  expect(production.output).toContain("AUTH_SECRET fehlt");
});

test("a second server on the same embedded database refuses to start, naming the folder and the running one", async () => {
  // Two production servers start here beside the suite's own (a fresh embedded database each): slow on two cores.
  test.setTimeout(150_000);
  // The embedded database, also in CI where DATABASE_URL names a PostgreSQL server; no demo data (faster).
  const dataDir = path.resolve(".data-e2e-lock");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATABASE_URL: undefined, AUTH_SECRET: undefined, DEMO_DATA: "off", DATA_DIR: dataDir };
  const first = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...env, PORT: "3198" }, stdio: ["ignore", "pipe", "pipe"] });
  try {
    let output = "";
    await new Promise<void>((resolve, reject) => {
      first.stdout.on("data", (d) => {
        output += d;
        if (output.includes("Bereit")) resolve();
      });
      first.stderr.on("data", (d) => (output += d));
      first.on("exit", (code) => reject(new Error(`first server exited with ${code}: ${output}`)));
    });

    const second = await startExpectingExit({ ...env, PORT: "3197" });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Die eingebettete Datenbank in ${path.join(dataDir, "pglite")} ist schon von Prozess ${first.pid} geöffnet`);

    // The first one is unharmed.
    expect((await fetch("http://localhost:3198/login")).status).toBe(200);
  } finally {
    if (first.exitCode === null && first.signalCode === null) {
      const exited = new Promise((resolve) => first.once("exit", resolve));
      first.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** `npm start` in its own process group (npm, the build, the server), with its output collected. */
function npmStart(env: Record<string, string | undefined>) {
  const proc = spawn("npm", ["start"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const run = { proc, output: "", exited: false };
  proc.stdout.on("data", (d) => (run.output += d));
  proc.stderr.on("data", (d) => (run.output += d));
  proc.on("exit", () => (run.exited = true));
  return run;
}

/** The page and one of its scripts answer 200: the build behind `base` is whole. */
async function servesItsBuild(base: string, script: string) {
  const [page, asset] = await Promise.all([fetch(`${base}/login`), fetch(`${base}${script}`)]);
  return `${page.status} ${asset.status}`;
}

test("two `npm start` at once with a new AUTH_SECRET: one builds, the other waits, both answer; the running server keeps its build", async ({
  baseURL,
}) => {
  // A full production build beside the suite's own server and tests: minutes on two cores.
  test.setTimeout(30 * 60_000);
  const port = new URL(baseURL!).port;
  const ports = [Number(port) + 1, Number(port) + 2];
  const buildsRoot = process.env.NEXT_BUILDS_DIR!; // the suite's (playwright.config.ts), where its server's build is
  // The suite's own server: a page and one of its scripts, to ask for again while and after the new build is made.
  const html = await (await fetch(`${baseURL}/login`)).text();
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect(await servesItsBuild(baseURL!, script!)).toBe("200 200");

  // One PostgreSQL database for both (DATABASE_URL), otherwise a data folder each (one process per embedded database).
  const secret = randomBytes(32).toString("base64url");
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (process.env.DATABASE_URL) {
    const name = `start_${randomBytes(5).toString("hex")}`;
    const admin = async (q: string) => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(q);
      await c.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    database = { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
  }
  const dataDirs = ports.map((p) => path.resolve(`.data-e2e-start-${p}`));
  const runs = ports.map((p, i) => {
    fs.rmSync(dataDirs[i], { recursive: true, force: true });
    return npmStart({
      PORT: String(p),
      AUTH_SECRET: secret,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: undefined,
      DEMO_DATA: "off",
      NEXT_BUILDS_DIR: buildsRoot,
      NEXT_DIST_DIR: undefined,
      DATA_DIR: dataDirs[i],
      DATABASE_URL: database?.url,
    });
  });
  const before = new Set(fs.readdirSync(buildsRoot));
  let newBuild: string | undefined;
  try {
    // Until both are ready, the suite's server answers with its own build, every two seconds.
    const answers: string[] = [];
    while (!runs.every((r) => r.output.includes("Bereit auf"))) {
      for (const r of runs) if (r.exited) throw new Error(`npm start exited:\n${r.output}`);
      answers.push(await servesItsBuild(baseURL!, script!));
      await new Promise((r) => setTimeout(r, 2_000));
    }
    expect(answers.length).toBeGreaterThan(10); // it was asked during the build
    expect(answers.filter((a) => a !== "200 200")).toEqual([]);

    const outputs = runs.map((r) => r.output);
    expect(
      outputs.filter(
        (o) => o.includes("Keine Produktionsversion gefunden, baue") || o.includes("Quellen haben sich seit dem letzten Build geändert, baue neu"),
      ),
    ).toHaveLength(1);
    expect(outputs.filter((o) => /Prozess \d+ baut gerade eine Produktionsversion in .*, warte auf ihn …/.test(o))).toHaveLength(1);
    expect(outputs.join("\n")).not.toContain("Another next build process is already running");
    for (const p of ports) {
      const page = await fetch(`http://localhost:${p}/login`);
      expect(page.status).toBe(200);
      const own = (await page.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
      expect(await servesItsBuild(`http://localhost:${p}`, own!)).toBe("200 200");
    }
    // One new build, complete, beside the suite's.
    const added = fs.readdirSync(buildsRoot).filter((n) => !before.has(n) && /^[0-9a-f]{32}$/.test(n));
    expect(added).toHaveLength(1);
    newBuild = path.join(buildsRoot, added[0]);
    expect(fs.existsSync(path.join(newBuild, ".ready"))).toBe(true);
    expect(fs.existsSync(path.join(process.env.NEXT_DIST_DIR!, ".ready"))).toBe(true);
    // And the suite's server still serves the build it started with.
    expect(await servesItsBuild(baseURL!, script!)).toBe("200 200");
  } finally {
    await Promise.all(
      runs.map(async (r) => {
        if (r.exited) return;
        const exited = new Promise((resolve) => r.proc.once("exit", resolve));
        process.kill(-r.proc.pid!, "SIGTERM");
        await exited;
      }),
    );
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    // The next run builds again: this build was for this test's secret only.
    // and the suite's build is current again, as `npm run build:e2e` left it.
    if (newBuild) fs.rmSync(newBuild, { recursive: true, force: true });
    makeCurrent(buildsRoot, path.basename(process.env.NEXT_DIST_DIR!));
  }
});
