// `npx tsx bench/js-budget.ts [--port P] [--out file.json]`: first-load JavaScript (uncompressed, signed in,
// as Chromium receives it) of the issue-35 pages against the current production build of the e2e builds
// (`npm run build:e2e`; NEXT_DIST_DIR names another build folder), on a fresh embedded database with the
// demo data. Prints one line per page with its budget and the five largest files, and with --out writes
// every file's size as JSON.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { startServer } from "./lib/server";
import { budgetPages, firstLoad, kb, prepareBudgetCart, signInCookie, type FirstLoad } from "./first-load-js";
import { buildFolder, currentBuild } from "../scripts/build-folders.mjs";

const { values } = parseArgs({ options: { port: { type: "string" }, out: { type: "string" } } });
process.env.NEXT_BUILDS_DIR ||= ".next-e2e-builds";
if (!process.env.NEXT_DIST_DIR) {
  const current = currentBuild(process.env.NEXT_BUILDS_DIR);
  if (!current) throw new Error("Kein Build: erst `npm run build:e2e`.");
  process.env.NEXT_DIST_DIR = buildFolder(process.env.NEXT_BUILDS_DIR, current);
}
const dir = path.resolve(".data-bench-js-budget");
fs.rmSync(dir, { recursive: true, force: true });
const server = await startServer({ DATABASE_URL: "", DATA_DIR: dir, DEMO_DATA: "on" }, Number(values.port ?? 3206));
const browser = await chromium.launch({
  executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
const results: (FirstLoad & { name: string; budgetKb: number })[] = [];
try {
  const cookies = new Map<string, string>();
  const cookieOf = async (user: string) => {
    if (!cookies.has(user)) cookies.set(user, await signInCookie(server.baseUrl, user));
    return cookies.get(user)!;
  };
  const cart = await prepareBudgetCart(server.baseUrl, await cookieOf("studio@kuechenhaus-hamburg.example"));
  for (const p of budgetPages(cart.productId)) {
    const r = await firstLoad(browser, server.baseUrl, p.path, p.user ? await cookieOf(p.user) : null);
    results.push({ ...r, name: p.name, budgetKb: p.budgetKb });
    const top = r.files
      .slice(0, 5)
      .map((f) => `${path.basename(new URL(f.url).pathname)} ${kb(f.bytes)}`)
      .join(", ");
    const verdict = kb(r.bytes) <= p.budgetKb ? "eingehalten" : `überschritten um ${Math.round(kb(r.bytes) - p.budgetKb)} kB`;
    const moved = r.finalPath !== p.path ? ` (endete auf ${r.finalPath})` : "";
    console.log(`${p.name}${moved}: ${kb(r.bytes)} kB in ${r.files.length} Dateien, Budget ${p.budgetKb} kB ${verdict}; größte: ${top}`);
  }
  // The floor every App Router page pays (React DOM, the Next.js router, the instrumentation): a page with
  // no client component of its own.
  const floor = await firstLoad(browser, server.baseUrl, "/impressum", null);
  console.log(`Untergrenze (Impressum, keine eigene Client-Komponente): ${kb(floor.bytes)} kB in ${floor.files.length} Dateien`);
  results.push({ ...floor, name: "Impressum (Untergrenze)", budgetKb: 0 });
  await cart.restore();
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (values.out) fs.writeFileSync(values.out, JSON.stringify(results, null, 2));
