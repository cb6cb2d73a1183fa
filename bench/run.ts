/* eslint-disable max-lines -- the one driver of `npm run bench`: each option and the run it starts, read top to bottom. */
// `npm run bench`: the speed targets of the issues, measured over HTTP against the production build.
// Needs a PostgreSQL server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
// a build (`npm run build`). Options: --fresh (rebuild the benchmark databases), --skip-pglite,
// --skip-pages (no Lighthouse / first-load JS), --session-only (only the session check, on 10,000 products),
// --quick-order-only (only asQuickOrderResolve, on the embedded database with --products N, default 10,000,
// served on --port P, default 3204), --lighthouse-only (only Lighthouse on the seven pages of bench/lighthouse.ts,
// on a fresh embedded database with the demo data as `npm start` has it, --runs N times each, default 3,
// served on --port P, default 3205), --lighthouse-vs REF (issue 35's comparison, bench/lighthouse-ab.ts:
// Lighthouse on those seven pages and the product page, this checkout's build alternating with the build
// of the git revision REF, default HEAD~1, made in a temporary worktree; each on a fresh embedded database
// with the demo data, on ports 3241 and 3242, while a second process keeps one core busy; --runs N,
// default 3; prints the medians of both, the ratio of their total blocking times and whether the issue's
// targets hold), --catalog-import-only (the BMEcat import of --articles N, default
// 100,000, on PostgreSQL and, without --skip-pglite, embedded, then under search load on --port P, default 3216), --soak / --soak-only (memory under an hour of the mixed write load,
// bench/soak.ts: --soak-minutes N, default 60; --soak-db embedded|postgres|both, default both, one after
// the other; --soak-heap for two heap snapshots summed by constructor; --soak-readers N people reading pages
// and searching beside the write rounds, default 4; --soak-after M minutes sampled after the load, default 1;
// --soak-sample S seconds between samples, default 30; --soak-out FILE for the samples, "{db}" replaced,
// default bench/results/soak-{db}-PORT.json, with a .csv beside it; --soak-node-options "FLAGS" for the server's
// Node; PostgreSQL database --db-prefix P + "soak_" + port, default "kuechen_"; served on --port P, default 3209),
// --list-vs REF (issue 47, bench/list-vs.ts: the category list in every order, a deep page, the brand
// facet and count, and the request path's fixed costs, this checkout against the build of REF, default
// HEAD~1, each on its copy of one PostgreSQL database of --products N articles, default 100,000, named
// --db-prefix P, default "kuechen_", + "bench_100k"; --rounds R, default 3; ports --port P and P+1, default 3243),
// --request-path-only (issue 47, bench/request-path.ts: what HTTP adds above the statements' logged execution
// time for the cheap endpoints, the category list and a search, 100 requests each, once with pauses between
// requests and once without, beside a bare Node server and /api/health; PostgreSQL
// database --db-prefix P + "request_path_10k", 10,000 articles; served on --port P, default 3244),
// --vendure-vs (issue 47, bench/vendure-vs.ts: the category list at 1 and 8 users, a search and adding to the
// cart, this build against Vendure 3.7 (bench/peers/vendure, installed there on first use) on --products N
// articles, default 10,000, each in its PostgreSQL database named --db-prefix P, default "kuechen_", + "bench_10k"
// and + "vendure_10k", both reused (--fresh rebuilds ours); --rounds R, default 3; ports --port P and P+1, default 3245).
// --scale-only (issue 47, bench/scale.ts: category pages and the judged searches at 10,000, 100,000 and
// 1,000,000 articles, one build serving each PostgreSQL database --db-prefix P + "bench_10k" / "bench_100k" /
// "bench_1m", default "kuechen_", in turns; --rounds R, default 3; ports --port P to P+2, default 3250).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchDatabase } from "./lib/database";
import { BENCH } from "./lib/bulk-data";
import { percentile, printTable, type Timing } from "./lib/measure";
import { signInCookie, startServer } from "./lib/server";
import { benchCatalog, searchQueries } from "./catalog";
import { benchSearchRelevance } from "./search-relevance";
import { benchMillion, benchSearchWithDbTime, demoProductNames } from "./million";
import { applyHourOfWrites, timeConcurrentSearch, waitReady } from "./embedded-writes";
import { benchConsole } from "./console";
import { benchExport } from "./export";
import { benchOrders } from "./orders";
import { benchSession } from "./session";
import { benchQuickOrder } from "./quick-order";
import { benchCalendarFeed } from "./calendar";
import { consolePageTimings, firstLoadJs } from "./pages";
import { lighthouseNotes, lighthousePages, lighthousePageSet } from "./lighthouse";
import { lighthouseVs } from "./lighthouse-ab";
import { listVs } from "./list-vs";
import { benchRequestPath } from "./request-path";
import { vendureVs } from "./vendure-vs";
import { benchScale } from "./scale";
import { soak, type SoakDatabase } from "./soak";
import { soakNotes, writeSoak } from "./soak-report";
import { buildFolder, buildsRoot, currentBuild } from "../scripts/build-folders.mjs";

// `--lighthouse-vs` without a revision compares with the previous commit.
const args = process.argv.slice(2);
const vs = args.indexOf("--lighthouse-vs");
if (vs >= 0 && (vs === args.length - 1 || args[vs + 1].startsWith("--"))) args.splice(vs + 1, 0, "HEAD~1");
const listVsAt = args.indexOf("--list-vs");
if (listVsAt >= 0 && (listVsAt === args.length - 1 || args[listVsAt + 1].startsWith("--"))) args.splice(listVsAt + 1, 0, "HEAD~1");

const { values } = parseArgs({
  args,
  options: {
    fresh: { type: "boolean" },
    "skip-pglite": { type: "boolean" },
    "skip-pages": { type: "boolean" },
    "session-only": { type: "boolean" },
    "quick-order-only": { type: "boolean" },
    "embedded-writes-only": { type: "boolean" },
    "products-1m": { type: "boolean" },
    "products-1m-only": { type: "boolean" },
    "search-100k-only": { type: "boolean" },
    "lighthouse-only": { type: "boolean" },
    "lighthouse-vs": { type: "string" },
    "list-vs": { type: "string" },
    "request-path-only": { type: "boolean" },
    "vendure-vs": { type: "boolean" },
    "scale-only": { type: "boolean" },
    "db-prefix": { type: "string" },
    rounds: { type: "string" },
    soak: { type: "boolean" },
    "soak-only": { type: "boolean" },
    "catalog-import-only": { type: "boolean" },
    articles: { type: "string" },
    "soak-minutes": { type: "string" },
    "soak-db": { type: "string" },
    "soak-heap": { type: "boolean" },
    "soak-readers": { type: "string" },
    "soak-after": { type: "string" },
    "soak-sample": { type: "string" },
    "soak-out": { type: "string" },
    "soak-node-options": { type: "string" },
    runs: { type: "string" },
    products: { type: "string" },
    port: { type: "string" },
  },
});

// The build the servers below serve: NEXT_DIST_DIR when set (built there when it has none), otherwise
// the checkout's own build (`npm run build`: .next-builds/<build id>, built only when missing).
if (process.env.NEXT_DIST_DIR) {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR, "BUILD_ID"))) {
    console.log("Baue die App …");
    const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) process.exit(1);
  }
} else {
  const r = spawnSync(process.execPath, ["scripts/start.mjs", "--build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) process.exit(1);
  const root = buildsRoot();
  process.env.NEXT_DIST_DIR = buildFolder(root, currentBuild(root)!);
}

/** The soak on the chosen databases, one after the other (both at once would share the machine's cores). */
async function soakRuns(): Promise<string[]> {
  const which = values["soak-db"] ?? "both";
  const databases: SoakDatabase[] = which === "both" ? ["embedded", "postgres"] : [which as SoakDatabase];
  const notes: string[] = [];
  for (const database of databases) {
    const port = Number(values.port ?? 3209);
    const result = await soak({
      database,
      minutes: Number(values["soak-minutes"] ?? 60),
      port,
      heap: !!values["soak-heap"],
      readers: Number(values["soak-readers"] ?? 4),
      afterMinutes: Number(values["soak-after"] ?? 1),
      sampleSeconds: Number(values["soak-sample"] ?? 30),
      dbPrefix: values["db-prefix"] ?? "kuechen_",
      nodeOptions: values["soak-node-options"] ?? "",
    });
    const out = (values["soak-out"] ?? `bench/results/soak-{db}-${port}.json`).replace("{db}", database);
    writeSoak(result, out);
    notes.push(...soakNotes(result), `Messwerte: ${out} (und .csv)`);
  }
  return notes;
}

// The 100,000-article BMEcat import (issue 32 "Fast and lean"): on PostgreSQL and embedded, then the
// search over HTTP while the server imports (bench/catalog-import.ts, bench/import-under-load.ts; each
// a process of its own, so one's memory never counts in the other's RSS).
if (values["catalog-import-only"]) {
  const articles = values.articles ?? "100000";
  const tsx = (script: string, ...args: string[]) => {
    const r = spawnSync("npx", ["tsx", "--conditions=react-server", script, "--articles", articles, ...args], { stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  };
  tsx("bench/catalog-import.ts", "--db", "postgres");
  if (!values["skip-pglite"]) tsx("bench/catalog-import.ts", "--db", "embedded");
  tsx("bench/import-under-load.ts", "--port", values.port ?? "3216");
  process.exit(0);
}

if (values["soak-only"]) {
  for (const n of await soakRuns()) console.log(`- ${n}`);
  process.exit(0);
}

const timings: Timing[] = [];
const notes: string[] = [];
const row = (t: Timing) => ({ Messung: t.label, n: t.n, "p50 ms": t.p50, "p95 ms": t.p95, "max ms": t.max, Fehler: t.errors });

// 0. The session check on every request, on the 10,000-product database (its size does not matter here).
if (values["session-only"]) {
  const url = await benchDatabase("kuechen_bench_10k", 10_000, !!values.fresh);
  const server = await startServer({ DATABASE_URL: url, DEMO_DATA: "off", QUEUE_POLL_MS: "60000" }, 3203);
  try {
    const session = await benchSession(server.baseUrl, await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example"), url);
    printTable(session.timings.map(row));
    console.log(`\n- ${session.note}`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

// 0b. Only the quick order, on a fresh embedded database (no PostgreSQL needed).
if (values["quick-order-only"]) {
  const products = values.products ?? "10000";
  const dir = path.resolve(".data-bench-quick-order");
  fs.rmSync(dir, { recursive: true, force: true });
  const server = await startServer({ DATABASE_URL: "", DATA_DIR: dir, DEMO_DATA: "on", DEMO_PRODUCTS: products }, Number(values.port ?? 3204));
  try {
    const berlin = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
    printTable(
      (await benchQuickOrder(server.baseUrl, berlin, "kuechenwelt-berlin", `PGlite, ${Number(products).toLocaleString("de-DE")} Produkte`)).map(row),
    );
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

// 0c. Only Lighthouse, on a fresh embedded database with the demo data (10,000 products), as `npm start`.
if (values["lighthouse-only"]) {
  const dir = path.resolve(".data-bench-lighthouse");
  fs.rmSync(dir, { recursive: true, force: true });
  const server = await startServer({ DATABASE_URL: "", DATA_DIR: dir, DEMO_DATA: "on" }, Number(values.port ?? 3205));
  try {
    const pages = await lighthousePageSet(server.baseUrl, (email) => signInCookie(server.baseUrl, email), { productPage: true });
    for (const n of lighthouseNotes(await lighthousePages(server.baseUrl, pages, Number(values.runs ?? 3)))) console.log(`- ${n}`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

// 0c'. Only Lighthouse, this build against the build of an earlier commit (issue 35), bench/lighthouse-ab.ts.
if (values["lighthouse-vs"]) process.exit(await lighthouseVs(values["lighthouse-vs"], Number(values.runs ?? 3)));

// 0c''. Only the lists and the request path's fixed costs, this build against REF's (issue 47), bench/list-vs.ts.
if (values["list-vs"])
  process.exit(
    await listVs(values["list-vs"], {
      products: Number(values.products ?? 100_000),
      prefix: values["db-prefix"] ?? "kuechen_",
      rounds: Number(values.rounds ?? 3),
      port: Number(values.port ?? 3243),
    }),
  );

// 0c4. Only the request path above the statements' own time (issue 47), bench/request-path.ts.
if (values["request-path-only"]) {
  await benchRequestPath({
    name: `${values["db-prefix"] ?? "kuechen_"}request_path_10k`,
    port: Number(values.port ?? 3244),
    fresh: !!values.fresh,
  });
  process.exit(0);
}

// 0c5. Only the comparison with Vendure 3.7 (issue 47), bench/vendure-vs.ts.
if (values["vendure-vs"])
  process.exit(
    await vendureVs({
      products: Number(values.products ?? 10_000),
      prefix: values["db-prefix"] ?? "kuechen_",
      rounds: Number(values.rounds ?? 3),
      port: Number(values.port ?? 3245),
      fresh: !!values.fresh,
    }),
  );

// 0c6. Only the category pages and searches at three catalog sizes in turns (issue 47), bench/scale.ts.
if (values["scale-only"])
  process.exit(
    await benchScale({ prefix: values["db-prefix"] ?? "kuechen_", rounds: Number(values.rounds ?? 3), port: Number(values.port ?? 3250) }),
  );

// 0d. Only the embedded database after an hour of writes (issue 17): 10,000 products, searches at 8
// concurrent users on a fresh server, then the write volume of a busy hour, then the same searches;
// once without the server's upkeep of the embedded database (DB_MAINTENANCE_INTERVAL_MS=0) and once with it.
if (values["embedded-writes-only"]) {
  const port = Number(values.port ?? 3206);
  const queries = await searchQueries(null, demoProductNames(10_000));
  const rows: Record<string, string | number>[] = [];
  for (const [mode, interval] of [
    ["ohne Wartung", "0"],
    ["mit Wartung", "10000"],
  ] as const) {
    const dir = path.resolve(`.data-bench-writes-${port}`);
    fs.rmSync(dir, { recursive: true, force: true });
    const server = await startServer(
      { DATABASE_URL: "", DATA_DIR: dir, DEMO_DATA: "on", DEMO_PRODUCTS: "10000", DB_MAINTENANCE_INTERVAL_MS: interval },
      port,
    );
    try {
      await waitReady(server.baseUrl);
      const berlin = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
      const measure = async (phase: string) => {
        const [seq] = await benchCatalog(server.baseUrl, berlin, "kuechenwelt-berlin", queries, "");
        const conc = await timeConcurrentSearch(server.baseUrl, berlin, "kuechenwelt-berlin", queries, "");
        rows.push({
          Server: `PGlite 10.000, ${mode}, ${phase}`,
          "einzeln p50": seq.p50,
          "einzeln p95": seq.p95,
          "8 Nutzer p50": conc.p50,
          "8 Nutzer p95": conc.p95,
          "Suchen/s": conc.perSecond,
          "RSS MB": Math.round(server.peakRssKb() / 1024),
          Fehler: seq.errors + conc.errors,
        });
      };
      // The first upkeep round (statistics of the freshly loaded demo data) comes 5 s after the start.
      await new Promise((r) => setTimeout(r, 12_000));
      await measure("frisch");
      const w = await applyHourOfWrites(server.baseUrl, 10_000);
      const why = Object.entries(w.failures)
        .map(([k, n]) => `${k}: ${n}`)
        .join(", ");
      console.log(`${mode}: eine Stunde Schreiblast (${w.requests} Anfragen, ${w.failed} Fehler${why ? ` – ${why}` : ""}) in ${w.ms} ms`);
      await new Promise((r) => setTimeout(r, 12_000)); // one upkeep round (every 10 s here)
      await measure("nach einer Stunde Schreiblast");
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  printTable(rows);
  process.exit(0);
}

// 0f. Only the catalog searches on PostgreSQL with 100,000 products, with the database's own time beside them.
if (values["search-100k-only"]) {
  printTable(
    (await benchSearchWithDbTime("kuechen_bench_100k", 100_000, "PostgreSQL, 100.000 Produkte", Number(values.port ?? 3208), !!values.fresh)).map(
      row,
    ),
  );
  process.exit(0);
}

// 0e. Only the catalog searches on PostgreSQL with 1,000,000 products (kuechen_bench_1m; seeding it takes a while).
if (values["products-1m-only"]) {
  printTable((await benchMillion(Number(values.port ?? 3207), !!values.fresh)).map(row));
  process.exit(0);
}

// 1. PostgreSQL with 100,000 products, a master with 50 children and 100,000 proposals, a store with 5,000.
const url100k = await benchDatabase("kuechen_bench_100k", 100_000, !!values.fresh);
let server = await startServer({ DATABASE_URL: url100k, DEMO_DATA: "off", QUEUE_POLL_MS: "60000", CALENDAR_FEED_CACHE_MS: "0" }, 3200);
try {
  const berlin = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
  const master = await signInCookie(server.baseUrl, BENCH.master);
  const single = await signInCookie(server.baseUrl, BENCH.single);
  const queries = await searchQueries(url100k);
  timings.push(...(await benchCatalog(server.baseUrl, berlin, "kuechenwelt-berlin", queries, "PostgreSQL, 100.000 Produkte")));
  timings.push(...(await benchConsole(server.baseUrl, single, master)));
  const exp = await benchExport(server, master);
  if (exp) notes.push(exp);
  timings.push(...(await benchOrders(server.baseUrl, berlin, url100k)));
  timings.push(...(await benchQuickOrder(server.baseUrl, berlin, "kuechenwelt-berlin", "PostgreSQL, 100.000 Produkte")));
  timings.push(...(await benchCalendarFeed(server.baseUrl, single, "bench-single", "PostgreSQL, 5.000 Angebote")));
  if (!values["skip-pages"]) {
    // Five fresh browsers (nothing cached), each navigating to Status Planungen once.
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await consolePageTimings(server.baseUrl, single, "bench-single"));
    const usable = runs.map((r) => r.usableMs).sort((a, b) => a - b);
    const keys = runs.flatMap((r) => r.keystrokeMs);
    notes.push(
      `Status Planungen (5.000 Angebote) bedienbar nach ${usable.join(", ")} ms (Median ${usable[2]} ms, höchstens ${usable[4]} ms); ` +
        `Filtern je Tastendruck: Median ${percentile(keys, 50)} ms, höchstens ${Math.max(...keys)} ms (n = ${keys.length})`,
    );
    const shop = "/stores/kuechenwelt-berlin/shop";
    const js = await firstLoadJs(server.baseUrl, berlin, [
      shop,
      `${shop}/products`,
      `${shop}/cart`,
      `${shop}/checkout/1`,
      `${shop}/orders`,
      `${shop}/wishlist`,
    ]);
    notes.push("First-load JavaScript (komprimiert): " + js.map((j) => `${j.path.replace(shop, "shop")} ${j.kb} kB`).join(", "));
    const pages = await lighthousePageSet(server.baseUrl, (email) => signInCookie(server.baseUrl, email), { productPage: true });
    notes.push(...lighthouseNotes(await lighthousePages(server.baseUrl, pages, Number(values.runs ?? 3))));
  }
} finally {
  await server.stop();
}

// 1b. Opt-in (--products-1m): PostgreSQL with 1,000,000 products (catalog only).
if (values["products-1m"]) timings.push(...(await benchMillion(3207, !!values.fresh)));

// 2. PostgreSQL with 10,000 products (catalog only).
const url10k = await benchDatabase("kuechen_bench_10k", 10_000, !!values.fresh);
server = await startServer({ DATABASE_URL: url10k, DEMO_DATA: "off" }, 3201);
try {
  const berlin = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
  const session = await benchSession(server.baseUrl, berlin, url10k);
  timings.push(...session.timings);
  notes.push(session.note);
  timings.push(...(await benchCatalog(server.baseUrl, berlin, "kuechenwelt-berlin", await searchQueries(url10k), "PostgreSQL, 10.000 Produkte")));
  // Search relevance over the judged query set (bench/search-judgements.ts).
  notes.push(await benchSearchRelevance(server.baseUrl, berlin, "kuechenwelt-berlin", url10k, "PostgreSQL, 10.000 Produkte"));
} finally {
  await server.stop();
}

// 3. Embedded PGlite with 10,000 products (catalog only); the server seeds its fresh folder at start.
if (!values["skip-pglite"]) {
  const dir = path.resolve(".data-bench-pglite");
  fs.rmSync(dir, { recursive: true, force: true });
  server = await startServer({ DATABASE_URL: "", DATA_DIR: dir, DEMO_DATA: "on", DEMO_PRODUCTS: "10000" }, 3202);
  try {
    const berlin = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
    timings.push(...(await benchCatalog(server.baseUrl, berlin, "kuechenwelt-berlin", await searchQueries(url10k), "PGlite, 10.000 Produkte")));
    timings.push(...(await benchQuickOrder(server.baseUrl, berlin, "kuechenwelt-berlin", "PGlite, 10.000 Produkte")));
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// 4. Opt-in (--soak): memory under the mixed write load (bench/soak.ts).
if (values.soak) notes.push(...(await soakRuns()));

console.log("\n## Ergebnisse\n");
printTable(timings.map(row));
for (const n of notes) console.log(`\n- ${n}`);
