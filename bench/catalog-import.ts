// The BMEcat import's speed and memory (issue 32 "Fast and lean": 100,000 articles under 2 minutes,
// the import process under 400 MB RSS; a delta of 1,000 prices under 2 seconds). It generates the file
// (bench/bmecat-generator.ts), then imports it in this process into a fresh embedded database (PGlite in
// a temporary folder, as `npm start` runs without DATABASE_URL), or with `--db postgres` into a fresh
// PostgreSQL database next to DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped
// afterwards. Peak RSS is sampled every 50 ms for the whole process (with PGlite the database runs in it);
// on PostgreSQL the import runs in its own bundled process, as in the server, which reports its peak.
//
//   npx tsx --conditions=react-server bench/catalog-import.ts --articles 100000 [--db embedded|postgres] [--preview]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "@/models/platform/db";
import { ADMIN_URL, urlFor } from "./lib/database";
import { catalogImportStatus, runImportTry } from "@/lib/server/operator/catalog-import";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";
import { IMPORT_WORKER, runImportInOwnProcess, type ImportWorker } from "@/lib/server/operator/catalog-import-process";
import { catalogImportJob } from "@/lib/server/operator/jobs";
import { startJobRunner } from "@/lib/server/jobs/runner";
import { logger } from "@/lib/server/platform/log";
import { bundleWorkers } from "../scripts/worker-bundle.mjs";

const { values } = parseArgs({
  options: {
    articles: { type: "string" },
    keep: { type: "boolean" },
    db: { type: "string" },
    name: { type: "string" },
    preview: { type: "boolean" },
  },
});
const onPostgres = values.db === "postgres";
const pgName = values.name ?? `bench_import_${process.pid}`;
async function admin(query: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(query);
  await c.end();
}
const articles = Number(values.articles ?? 100_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bmecat-bench-"));

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
const sampler = setInterval(sample, 50);

// PostgreSQL's own CPU time for the bench database: its backends' utime + stime from /proc (same
// machine), sampled every second so a pooled connection that ends in between still counts.
const TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
const backends = new Map<number, { first: number; last: number }>();
let pgClient: pg.Client | null = null;
async function sampleBackends() {
  if (!pgClient) return;
  const { rows } = await pgClient.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [pgName]);
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      const seen = backends.get(pid);
      if (seen) seen.last = ticks;
      else backends.set(pid, { first: ticks, last: ticks });
    } catch {
      // ended meanwhile
    }
  }
}
const backendSeconds = () => [...backends.values()].reduce((s, b) => s + b.last - b.first, 0) / TICKS;
const backendSampler = setInterval(() => void sampleBackends().catch(() => {}), 1000);

// On PostgreSQL the import runs as a production server runs it: in its own process, the bundle a build
// makes (scripts/worker-bundle.mjs), which reports its peak RSS and CPU time. Embedded: in this process.
let worker: ImportWorker | null = null;
const cleanups: (() => void)[] = [];

async function timed(label: string, file: string, db: Awaited<ReturnType<typeof openDatabase>>["db"], preview = false) {
  peak = process.memoryUsage.rss();
  await sampleBackends();
  const pgBefore = backendSeconds();
  const load = os.loadavg()[0];
  const cpu = process.cpuUsage();
  const t = performance.now();
  const { importId } = await startCatalogImport({ file: fs.createReadStream(file), format: "bmecat", preview }, { db, dir: work });
  // The import's job is committed with its row (the queue below only sends); its one try runs here.
  const own = worker ? await runImportInOwnProcess(worker, importId, 1) : null;
  if (!worker) await runImportTry(db, importId, 1);
  const ms = performance.now() - t;
  // CPU time of the importing process (the embedded database runs in this one): on a shared machine the
  // wall time also counts the waits for a core.
  const thisProcess = process.cpuUsage(cpu);
  const cpuSeconds = own ? own.cpuMs / 1000 : (thisProcess.user + thisProcess.system) / 1e6;
  sample();
  if (own) peak = own.maxRssMb * 1024 * 1024;
  await sampleBackends();
  const pgCpu = onPostgres ? `, PostgreSQL ${(backendSeconds() - pgBefore).toFixed(1)} s` : "";
  const s = await catalogImportStatus(importId, { db });
  console.log(
    `${label.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(7)} s (CPU ${cpuSeconds.toFixed(1)} s${pgCpu}, Last ${load.toFixed(1)})   ` +
      `Spitze RSS ${(peak / 1024 / 1024).toFixed(0).padStart(4)} MB   ` +
      `${s.state}: ${s.created} neu, ${s.updated} geändert, ${s.withdrawn} zurückgezogen, ${s.errors.length} Fehler`,
  );
  if (s.state !== (preview ? "previewed" : "done")) console.log(s.errors.slice(0, 5));
}

try {
  const file = path.join(work, "catalog.xml");
  // Written by a child process, so the generator's buffers do not count in this process's RSS.
  execFileSync(process.execPath, [...process.execArgv, "bench/bmecat-generator.ts", String(articles), file], { stdio: "inherit" });
  const delta = path.join(work, "prices.xml");
  execFileSync(process.execPath, [...process.execArgv, "bench/bmecat-generator.ts", String(Math.min(1000, articles)), delta, "--price-delta"], {
    stdio: "inherit",
  });

  const before = process.memoryUsage.rss();
  if (onPostgres) await admin(`create database ${pgName}`);
  if (onPostgres) {
    pgClient = new pg.Client({ connectionString: ADMIN_URL });
    await pgClient.connect();
  }
  const handle = await openDatabase(onPostgres ? { url: urlFor(pgName) } : { dir: path.join(work, "pglite") });
  // The queue the upload sends the import's job to (its tables on this database); it takes no jobs itself.
  const queue = await startJobRunner(handle, [catalogImportJob(() => null)], { log: logger("jobs"), work: false });
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(`Datenbank: ${handle.kind}, RSS vor dem Öffnen ${mb(before)} MB, danach ${mb(process.memoryUsage.rss())} MB`);
  if (onPostgres) {
    // Inside the checkout, as a build folder is: the bundle finds sharp in node_modules.
    fs.mkdirSync("node_modules/.cache", { recursive: true });
    const folder = fs.mkdtempSync(path.join("node_modules/.cache", "bench-import-worker-"));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    await bundleWorkers(folder);
    worker = { file: path.resolve(folder, IMPORT_WORKER), databaseUrl: urlFor(pgName) };
    console.log("Import im eigenen Prozess (wie im Server auf PostgreSQL); RSS und CPU sind die dieses Prozesses.");
  }
  // --preview: each full file is previewed first (every check, a rolled-back apply; issue 42: no longer than the import).
  if (values.preview) await timed("Vorschau (leerer Shop)", file, handle.db, true);
  await timed("Vollimport (leerer Shop)", file, handle.db);
  if (values.preview) await timed("Vorschau der gleichen Datei", file, handle.db, true);
  await timed("Gleiche Datei erneut", file, handle.db);
  await timed("Preisdelta 1.000 Artikel", delta, handle.db);
  await queue.stop();
  await handle.close();
} finally {
  clearInterval(sampler);
  clearInterval(backendSampler);
  await pgClient?.end();
  if (onPostgres) await admin(`drop database if exists ${pgName} with (force)`);
  if (!values.keep) fs.rmSync(work, { recursive: true, force: true });
  for (const c of cleanups) c();
}
