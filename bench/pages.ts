import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const CHROME = "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

/** JavaScript the browser downloads on first load of each route, compressed as sent (Content-Encoding). */
export async function firstLoadJs(baseUrl: string, cookie: string, paths: string[]): Promise<{ path: string; kb: number }[]> {
  const browser = await chromium.launch({ executablePath: fs.existsSync(CHROME) ? CHROME : undefined, args: FLAGS });
  const out: { path: string; kb: number }[] = [];
  for (const p of paths) {
    const context = await browser.newContext();
    const [name, value] = cookie.split(";")[0].split("=");
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (req) => {
      if (req.resourceType() === "script") sizes.push(req.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${baseUrl}${p}`, { waitUntil: "networkidle" });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    out.push({ path: p, kb: Math.round(bytes / 102.4) / 10 });
    await context.close();
  }
  await browser.close();
  return out;
}

/** Lighthouse performance score (mobile preset) of a signed-in page. */
export function lighthouseScore(url: string, cookie: string): number | null {
  const bin = path.resolve("node_modules/.bin/lighthouse");
  if (!fs.existsSync(bin)) return null;
  const out = path.join(os.tmpdir(), `lh-${Date.now()}.json`);
  const res = spawnSync(
    bin,
    [url, "--output=json", `--output-path=${out}`, "--quiet", "--only-categories=performance", `--extra-headers=${JSON.stringify({ Cookie: cookie })}`, `--chrome-flags=--headless=new ${FLAGS.join(" ")}`],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8", timeout: 180_000 },
  );
  if (res.status !== 0 || !fs.existsSync(out)) {
    console.error(`Lighthouse fehlgeschlagen für ${url}: ${res.stderr?.slice(-500)}`);
    return null;
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(out, { force: true });
  return Math.round(report.categories.performance.score * 100);
}
