// The shop keeps answering while a catalog import runs (issue 32 "Fast and lean": search p95 over HTTP
// during the import within 2x of its idle value, same run; the importing process under 400 MB RSS).
// A production server (the current build) on a fresh PostgreSQL database with the demo data; a studio
// searches one request after the other (bench/catalog.ts's 200 queries, over and over) while idle, then
// while the server's own job runner imports an N-article BMEcat file (bench/bmecat-generator.ts) queued
// into its database. Reports idle and during p50/p95 with the ratio, the import's time and the server's
// resident memory (VmRSS sampled every 100 ms, its peak VmHWM at the end) and the peak RSS of the import's
// own process.
//
//   npx tsx --conditions=react-server bench/import-under-load.ts [--articles 100000] [--port 3216]
//   (needs a build: `npm run build`; DATABASE_URL as for `npm run bench`)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "@/models/platform/db";
import { catalogImportStatus } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { catalogImportJob } from "@/lib/server/operator/jobs";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { logger } from "@/lib/server/platform/log";
import { buildFolder, buildsRoot, currentBuild } from "../scripts/build-folders.mjs";
import { ADMIN_URL, urlFor } from "./lib/database";
import { percentile, round } from "./lib/measure";
import { processTree, signInCookie, startServer } from "./lib/server";
import { searchQueries } from "./catalog";

const { values } = parseArgs({ options: { articles: { type: "string" }, port: { type: "string" }, "idle-seconds": { type: "string" } } });
const articles = Number(values.articles ?? 100_000);
const port = Number(values.port ?? 3216);
const idleSeconds = Number(values["idle-seconds"] ?? 30);
const name = `bench_import_http_${process.pid}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "import-under-load-"));
const STUDIO = { email: "studio@kuechenwelt-berlin.example", slug: "kuechenwelt-berlin" };

async function admin(query: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(query);
  await c.end();
}

const rssKb = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);

if (!process.env.NEXT_DIST_DIR) {
  const root = buildsRoot();
  const current = currentBuild(root);
  if (!current) throw new Error("Kein Build: erst `npm run build`.");
  process.env.NEXT_DIST_DIR = buildFolder(root, current);
}

await admin(`create database ${name}`);
const dataDir = path.join(work, "data");
const server = await startServer({ DATABASE_URL: urlFor(name), DATA_DIR: dataDir, DEMO_PRODUCTS: "10000" }, port);
try {
  const cookie = await signInCookie(server.baseUrl, STUDIO.email);
  const queries = await searchQueries(urlFor(name));
  let stop = false;
  const timings: { at: number; ms: number }[] = [];
  const searching = (async () => {
    for (let i = 0; !stop; i++) {
      const q = queries[i % queries.length];
      const t = performance.now();
      const res = await fetch(`${server.baseUrl}/api/asProducts?storeSlug=${STUDIO.slug}&search=${encodeURIComponent(q)}&limit=20&offset=0`, {
        headers: { cookie },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`Suche ${res.status}`);
      timings.push({ at: Date.now(), ms: performance.now() - t });
    }
  })();
  const pids = processTree(server.proc.pid!);
  // The server's own account of the import (its steps and their times), printed at the end.
  const importLog: string[] = [];
  server.proc.stdout?.on("data", (d: Buffer) =>
    importLog.push(
      ...d
        .toString()
        .split("\n")
        .filter((l) => l.includes('"module":"catalog-import"')),
    ),
  );
  const file = path.join(work, "catalog.xml");
  execFileSync(process.execPath, [...process.execArgv, "bench/bmecat-generator.ts", String(articles), file], { stdio: "inherit" });

  // Idle: the searches alone (after a warm-up of 10 s).
  await new Promise((r) => setTimeout(r, 10_000));
  const idleFrom = Date.now();
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const idleTo = Date.now();
  const rssBefore = rssKb(pids);

  // The import, queued into the server's database and folder: its job runner takes it.
  const handle = await openDatabase({ url: urlFor(name) });
  // Sends the import's job into the server's queue (installed by the server); the server takes it.
  const queue = await startJobRunner(handle, [catalogImportJob(() => null)], { log: logger("jobs"), work: false, install: false });
  const started = Date.now();
  const { importId } = await startCatalogImport(
    { file: fs.createReadStream(file), format: "bmecat" },
    { db: handle.db, dir: path.join(dataDir, "imports") },
  );
  let peakRss = rssBefore;
  let state = "queued";
  // When pass 1 (reading and staging the file) ended and pass 2 (applying it) began: all read.
  let readUntil = 0;
  const sampler = new pg.Client({ connectionString: urlFor(name) });
  await sampler.connect();
  const waits = new Map<string, number>();
  while (state === "queued" || state === "running") {
    await new Promise((r) => setTimeout(r, 100));
    peakRss = Math.max(peakRss, rssKb(pids));
    const now = await catalogImportStatus(importId, { db: handle.db });
    state = now.state;
    if (!readUntil && state === "running" && now.total > 0 && now.processed >= now.total) readUntil = Date.now();
    // What the import's statements wait on (none: working on a CPU), sampled every 100 ms.
    const { rows: active } = await sampler.query<{ w: string }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 50) w
         from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid() and query ~* '^\\s*(insert|delete|update|with)'`,
      [name],
    );
    for (const { w } of active) waits.set(w, (waits.get(w) ?? 0) + 1);
  }
  const finished = Date.now();
  const status = await catalogImportStatus(importId, { db: handle.db });
  stop = true;
  await searching;
  await queue.stop();
  await handle.close();

  const idle = timings.filter((t) => t.at >= idleFrom && t.at < idleTo).map((t) => t.ms);
  const during = timings.filter((t) => t.at >= started && t.at < finished).map((t) => t.ms);
  const row = (label: string, ms: number[]) =>
    `${label.padEnd(22)} n=${String(ms.length).padStart(5)}  p50 ${round(percentile(ms, 50)).toString().padStart(6)} ms  p95 ${round(percentile(ms, 95)).toString().padStart(6)} ms`;
  console.log(`\nSuche über HTTP (asProducts), ${STUDIO.slug}, PostgreSQL, Import von ${articles.toLocaleString("de-DE")} Artikeln:`);
  console.log(row("ohne Import", idle));
  console.log(row("während des Imports", during));
  if (readUntil) {
    console.log(
      row(
        "  davon Lesen",
        timings.filter((t) => t.at >= started && t.at < readUntil).map((t) => t.ms),
      ),
    );
    console.log(
      row(
        "  davon Anwenden",
        timings.filter((t) => t.at >= readUntil && t.at < finished).map((t) => t.ms),
      ),
    );
  }
  console.log(
    `Verhältnis während/ohne: p50 ${round(percentile(during, 50) / percentile(idle, 50), 2)}, p95 ${round(percentile(during, 95) / percentile(idle, 95), 2)}`,
  );
  console.log(
    `Import: ${status.state}, ${status.created} neu, ${status.updated} geändert, ${status.withdrawn} zurückgezogen in ${round((finished - started) / 1000)} s`,
  );
  for (const line of importLog) console.log(line.slice(0, 800));
  await sampler.end();
  console.log("Schreibende Anweisungen, je 100 ms gesehen (Warten oder CPU):");
  for (const [w, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(n).padStart(5)}  ${w}`);
  const mb = (kb: number) => Math.round(kb / 1024);
  console.log(`Server-RSS: vor dem Import ${mb(rssBefore)} MB, höchstens ${mb(peakRss)} MB während des Imports (VmHWM ${mb(server.peakRssKb())} MB)`);
  // On PostgreSQL the server runs the import in a process of its own (lib/server/operator/catalog-import-process.ts),
  // which reports its peak RSS (getrusage's maxrss) when it ends.
  const own = importLog.map((l) => /"maxRssMb":(\d+).*"Importprozess beendet"/.exec(l)?.[1]).filter(Boolean);
  console.log(own.length ? `Importprozess (eigener Prozess): höchstens ${own.join(", ")} MB RSS` : "Importprozess: im Server (kein eigener Prozess)");
} finally {
  await server.stop();
  await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
}
