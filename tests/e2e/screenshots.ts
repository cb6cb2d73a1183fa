// `npm run screenshots`: full-page PNGs of every page (tests/e2e/page-list.ts) at phone width (390 px)
// and tablet width (768 px), written to screenshots/<width>-<page>.png so a person can look at them.
// Starts the production server like `npm start` (building first when the sources changed) on a fresh
// embedded database with the demo data. NEXT_DIST_DIR picks a build folder (default: the checkout's build),
// SCREENSHOT_PORT the port (default 3090), SCREENSHOT_WIDTHS the widths (default "390,768"),
// SCREENSHOT_PAGES a comma-separated part of the page names; SCREENSHOT_URL uses a server that is
// already running (with the demo data) instead.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { USERS } from "./helpers";
import { openPage, pages, type UserKey } from "./page-list";

const port = Number(process.env.SCREENSHOT_PORT ?? 3090);
const baseURL = process.env.SCREENSHOT_URL ?? `http://localhost:${port}`;
const widths = (process.env.SCREENSHOT_WIDTHS ?? "390,768").split(",").map(Number);
const only = process.env.SCREENSHOT_PAGES?.split(",").filter(Boolean);
const outDir = path.resolve("screenshots");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "screenshots-data-"));

async function startServer() {
  const proc = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: "on", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  proc.stdout!.on("data", (d) => (log = (log + d).slice(-20_000)));
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`Der Server hat sich beendet:\n${log}`);
    const ok = await fetch(`${baseURL}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill("SIGTERM");
  throw new Error(`Der Server antwortet nicht auf ${baseURL}:\n${log}`);
}

async function signedInContext(browser: Browser, width: number, user: UserKey | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 }, locale: "de-DE", timezoneId: "Europe/Berlin" });
  if (user) {
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("E-Mail").fill(USERS[user]);
    await page.getByLabel("Passwort").fill("demo1234");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.close();
  }
  return context;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const server = process.env.SCREENSHOT_URL ? null : await startServer();
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  let failed = 0;
  try {
    for (const width of widths) {
      const contexts = new Map<UserKey | null, BrowserContext>();
      for (const entry of pages) {
        if (only && !only.some((n) => entry.name.includes(n))) continue;
        const user = entry.signedIn ? (entry.user ?? "berlin") : null;
        if (!contexts.has(user)) contexts.set(user, await signedInContext(browser, width, user));
        const page = await contexts.get(user)!.newPage();
        const file = path.join(outDir, `${width}-${entry.name}.png`);
        try {
          await openPage(page, entry);
          // Let fonts, images and opened rows settle before the picture.
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(300);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`${path.relative(process.cwd(), file)}`);
        } catch (error) {
          failed++;
          await page.screenshot({ path: file, fullPage: true }).catch(() => {});
          console.error(`${entry.name} bei ${width} px: ${(error as Error).message.split("\n")[0]}`);
        } finally {
          await page.close();
        }
      }
      for (const context of contexts.values()) await context.close();
    }
  } finally {
    await browser.close();
    if (server) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Bildschirmfotos in ${path.relative(process.cwd(), outDir)}/${failed ? ` (${failed} Seiten nicht bereit, siehe oben)` : ""}`);
  if (failed) process.exitCode = 1;
}

await main();
