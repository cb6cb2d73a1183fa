import fs from "node:fs";
import { chromium } from "@playwright/test";

const CHROME = "/usr/bin/chromium";
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

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

/**
 * Status Planungen with 5,000 proposals: time from navigation until the table's rows are shown, and
 * per keystroke of the customer search until the filtered rows are shown (measured in the page).
 */
export async function consolePageTimings(baseUrl: string, cookie: string, slug: string): Promise<{ usableMs: number; keystrokeMs: number[] }> {
  const browser = await chromium.launch({ executablePath: fs.existsSync(CHROME) ? CHROME : undefined, args: FLAGS });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addCookies(
    cookie
      .split(";")
      .map((c) => c.trim().split("="))
      .map(([n, v]) => ({ name: n, value: v, url: baseUrl })),
  );
  // The page itself notes when the first row appears (performance.now() counts from the start of the
  // navigation); Playwright's own waiting polls and would add up to half a second.
  await context.addInitScript(() => {
    const w = window as unknown as { __rowsAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="proposals-table-B"] [data-testid="proposal-row"]')) {
        w.__rowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/stores/${slug}/console`);
  const table = page.getByTestId("proposals-table-B");
  await table.getByTestId("proposal-row").first().waitFor();
  const usableMs = await page.evaluate(() => (window as unknown as { __rowsAt: number }).__rowsAt);
  const search = page.getByPlaceholder("KA Nummer, Namen oder Berater");
  const keystrokeMs: number[] = [];
  for (const ch of "KA-S12") {
    const ms = await page.evaluate(
      ([key]) =>
        new Promise<number>((resolve) => {
          const input = document.querySelector<HTMLInputElement>('input[placeholder="KA Nummer, Namen oder Berater"]')!;
          const start = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(document.querySelector('[data-testid="proposals-table-B"]')!, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
          setter.call(input, input.value + key);
          input.dispatchEvent(new Event("input", { bubbles: true }));
          setTimeout(() => resolve(performance.now() - start), 2000);
        }),
      [ch],
    );
    keystrokeMs.push(Math.round(ms));
  }
  await search.fill("");
  await browser.close();
  return { usableMs: Math.round(usableMs), keystrokeMs };
}
