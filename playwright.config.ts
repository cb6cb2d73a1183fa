import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// The end-to-end tests run against their own build (`npm run test:e2e` builds into .next-e2e), so they
// never replace the build a running `npm start` serves from .next. Set here, it reaches the server and
// the test workers (tests/e2e/server-start.spec.ts starts servers of its own).
const DIST_DIR = (process.env.NEXT_DIST_DIR ||= ".next-e2e");

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Debian's Chromium when present: Playwright cannot download its own browser here.
const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    trace: "off",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: {
    // A production build on a fresh data folder (or a fresh PostgreSQL database when DATABASE_URL is set).
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), NEXT_DIST_DIR: DIST_DIR },
    stdout: "pipe",
    stderr: "pipe",
  },
});
