// The server the end-to-end tests run against: the current build of .next-e2e-builds (NEXT_BUILDS_DIR;
// `npm run build:e2e` makes it, apart from the builds of `npm start`) or the folder NEXT_DIST_DIR names
// (a build made by hand), a fresh data folder, and with DATABASE_URL a fresh PostgreSQL database next to
// the given one, dropped again on exit.
import "./require-node.mjs";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// The tests sign in with the demo logins: DEMO_DATA defaults to "off" with DATABASE_URL (lib/env.ts).
const env = {
  ...process.env,
  NEXT_BUILDS_DIR: process.env.NEXT_BUILDS_DIR || ".next-e2e-builds",
  DATA_DIR: dataDir,
  QUEUE_POLL_MS: "500",
  // The order webhook goes to a peer on loopback, and gives up after three tries a second apart.
  ORDER_WEBHOOK_ALLOW_PRIVATE: "on",
  ORDER_WEBHOOK_RETRIES: "2",
  ORDER_WEBHOOK_RETRY_DELAY_SECONDS: "1",
  ORDER_WEBHOOK_RETRY_MAX_SECONDS: "1",
  DEMO_DATA: "on",
};
const dbName = `e2e_${process.pid}`;
let dropDb = async () => {};
if (process.env.DATABASE_URL) {
  const name = dbName;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // A shared PostgreSQL needs a configured secret (lib/env.ts); a fresh one per test run.
  env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

// Everything the server prints also goes to DATA_DIR/server.log, which tests/e2e/log-secrets.spec.ts
// scans for the secrets the run created.
const serverLog = fs.createWriteStream(path.join(dataDir, "server.log"));
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...env, PORT: process.env.PORT ?? "3100" },
});
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  serverLog.write(chunk);
});
server.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  serverLog.write(chunk);
});
const stop = (signal) => server.kill(signal);
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", async (code) => {
  await dropDb().catch(() => {});
  process.exit(code ?? 0);
});
