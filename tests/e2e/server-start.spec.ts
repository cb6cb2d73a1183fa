import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The servers here use fixed ports 3197–3199. Two `npm start` at once with a new setting (one builds, the
// other waits, a running server keeps its build) are part of tests/ops/multi-instance.ts (`npm run test:ops`).

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
