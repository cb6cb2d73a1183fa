import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FLOOR_PAGE, floorNotes } from "./lighthouse-floor";

/**
 * Lighthouse as the issue measures it: the CLI's default mobile preset (Moto G Power screen, simulated
 * slow 4G at 150 ms RTT / 1.6 Mbit/s and a 4x slower CPU, "simulate" throttling), a fresh Chromium
 * profile per run (nothing cached), signed in by a Cookie header on every request, against the production
 * server. Performance, accessibility and best practices come from the same run.
 */
const CHROME = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
  /** Accessibility and best-practice audits that failed, by id. */
  failed: string[];
  /** The page Lighthouse ended on (a redirect to /login would show here). */
  finalUrl: string;
};

/**
 * Runs the Lighthouse CLI without blocking this process: the server under test writes its access log
 * into a pipe that this process reads, and a blocked reader (spawnSync) lets that pipe fill until the
 * server stops answering and Lighthouse waits for it until its timeout.
 */
function runCli(bin: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-5000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

/** `categories`: Lighthouse's category ids; those left out score 0 and list no failed audits. */
export async function lighthouseRun(
  url: string,
  cookie: string,
  categories = "performance,accessibility,best-practices",
): Promise<LighthouseRun | null> {
  const bin = path.resolve("node_modules/.bin/lighthouse");
  if (!fs.existsSync(bin)) return null;
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const res = await runCli(
    bin,
    [
      url,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--only-categories=${categories}`,
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ],
    { ...process.env, CHROME_PATH: fs.existsSync(CHROME) ? CHROME : (process.env.CHROME_PATH ?? "") },
    240_000,
  );
  if (res.status !== 0 || !fs.existsSync(out)) {
    console.error(`Lighthouse fehlgeschlagen für ${url}: ${res.stderr?.slice(-500)}`);
    fs.rmSync(out, { force: true }); // a run that lost its trace still writes its report
    return null;
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(out, { force: true });
  const audits = report.audits as Record<
    string,
    { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: { items?: unknown[] } }
  >;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failed = ["accessibility", "best-practices"].flatMap((cat) =>
    ((report.categories[cat]?.auditRefs ?? []) as { id: string; weight: number }[])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const lcpItems = (audits["lcp-breakdown-insight"]?.details?.items ?? []) as { type?: string; selector?: string; nodeLabel?: string }[];
  const lcpNode = lcpItems.find((i) => i.type === "node");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcpMs: Math.round(audits["first-contentful-paint"].numericValue ?? NaN),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? NaN),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? NaN),
    cls: Math.round((audits["cumulative-layout-shift"].numericValue ?? NaN) * 1000) / 1000,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ""} "${(lcpNode.nodeLabel ?? "").slice(0, 40)}"` : "–",
    failed,
    finalUrl: report.finalDisplayedUrl ?? url,
  };
}

export type LighthousePage = { name: string; path: string; cookie: string };

/** Each page `runs` times in turn (page 1, page 2, …, then again), so a busy moment hits all alike. */
export async function lighthousePages(
  baseUrl: string,
  pages: LighthousePage[],
  runs = 3,
): Promise<{ page: LighthousePage; runs: LighthouseRun[] }[]> {
  const results = pages.map((page) => ({ page, runs: [] as LighthouseRun[] }));
  for (let i = 0; i < runs; i++) {
    for (const r of results) {
      const run = await lighthouseRun(`${baseUrl}${r.page.path}`, r.page.cookie);
      if (run) r.runs.push(run);
      if (run && !run.finalUrl.endsWith(r.page.path)) console.error(`Lighthouse ${r.page.name}: endete auf ${run.finalUrl}`);
    }
  }
  return results;
}

/** The middle value (of an even count the upper one of the two in the middle); NaN for none. */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** One line per page: every run's scores, the medians of the metrics and what failed; then each page's TBT above the login's. */
export function lighthouseNotes(results: Awaited<ReturnType<typeof lighthousePages>>): string[] {
  const floor = floorNotes(results.map(({ page, runs }) => ({ name: page.name, tbtMs: runs.map((r) => r.tbtMs) })));
  const pages = results.map(({ page, runs }) => {
    if (runs.length === 0) return `Lighthouse ${page.name}: nicht gemessen`;
    const list = (k: "performance" | "accessibility" | "bestPractices") => runs.map((r) => r[k]).join("/");
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    return (
      `Lighthouse (mobil) ${page.name}: Performance ${list("performance")}, Barrierefreiheit ${list("accessibility")}, Best Practices ${list("bestPractices")}; ` +
      `Median FCP ${median(runs.map((r) => r.fcpMs))} ms, LCP ${median(runs.map((r) => r.lcpMs))} ms, TBT ${median(runs.map((r) => r.tbtMs))} ms, CLS ${median(runs.map((r) => r.cls))}; ` +
      `LCP-Element ${runs[0].lcpElement}` +
      (failed.length ? `; nicht bestanden: ${failed.join(", ")}` : "")
    );
  });
  return [...pages, ...floor];
}

/**
 * The login (the floor, bench/lighthouse-floor.ts) and the seven pages: shop home, product list, cart and checkout step 1 (one article in the cart),
 * overview and Status Planungen of Küchenwelt Berlin, and the dashboard of the master Küchenhaus Nord
 * (demo data). `signIn` returns a Cookie header for a demo login. `productPage` adds the page of the
 * first product after the product list (the one in the cart).
 */
export async function lighthousePageSet(
  baseUrl: string,
  signIn: (email: string) => Promise<string>,
  options: { productPage?: boolean } = {},
): Promise<LighthousePage[]> {
  const berlin = await signIn("studio@kuechenwelt-berlin.example");
  const nord = await signIn("zentrale@kuechenhaus-nord.example");
  const products = await fetch(`${baseUrl}/api/asProducts?storeSlug=kuechenwelt-berlin&limit=1&offset=0`, { headers: { cookie: berlin } });
  const first = ((await products.json()) as { data: { id: number }[] }).data[0];
  // Every cart save names the stored version it is based on.
  const stored = await fetch(`${baseUrl}/api/asStoreCart?storeSlug=kuechenwelt-berlin`, { headers: { cookie: berlin } });
  const { version } = (await stored.json()) as { version?: number };
  const cart = await fetch(`${baseUrl}/api/asStoreCart`, {
    method: "POST",
    headers: { cookie: berlin, "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      storeSlug: "kuechenwelt-berlin",
      shopCart: { items: [{ id: first.id, quantity: 1, desiredDeliveryDate: null }] },
      version,
    }),
  });
  if (!cart.ok) throw new Error(`Warenkorb für Lighthouse: ${cart.status} ${await cart.text()}`);
  const shop = "/stores/kuechenwelt-berlin/shop";
  return [
    FLOOR_PAGE,
    { name: "Shop-Startseite", path: shop, cookie: berlin },
    { name: "Produktliste", path: `${shop}/products`, cookie: berlin },
    ...(options.productPage ? [{ name: "Produktseite", path: `${shop}/products/${first.id}`, cookie: berlin }] : []),
    { name: "Warenkorb", path: `${shop}/cart`, cookie: berlin },
    { name: "Kasse Schritt 1", path: `${shop}/checkout/1`, cookie: berlin },
    { name: "Übersicht", path: "/stores/kuechenwelt-berlin/overview", cookie: berlin },
    { name: "Status Planungen", path: "/stores/kuechenwelt-berlin/console", cookie: berlin },
    { name: "Dashboard (Master)", path: "/stores/kuechenhaus-nord/dashboard", cookie: nord },
  ];
}
