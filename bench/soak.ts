import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ADMIN_URL, urlFor } from "./lib/database";
import { processTree, startServer, type Server } from "./lib/server";
import { applyHourOfWrites, signInStudios, waitReady } from "./embedded-writes";
import { heapSummary } from "./lib/heap";
import { readLoad } from "./soak-readers";
import type { SoakResult, SoakSample } from "./soak-report";

// The soak (issue 30 finding 9, issue 45 finding 5): one production server (scripts/serve.mjs) on a
// fresh database under mixed load for `minutes`: the write rounds of bench/embedded-writes.ts (carts,
// wish lists, shop events, orders with their jobs, sign-ins) and, at the same time, `readers` people
// opening pages and searching (bench/soak-readers.ts). The resident memory of the server's process tree
// (VmRSS from /proc) is sampled every `sampleSeconds` during the load and for `afterMinutes` after it
// stopped, with the machine's load average; bench/soak-report.ts turns the samples into the figures.
// With `heap`, the server runs with --heapsnapshot-signal and writes a heap snapshot after five minutes
// and at the end of the load (bench/lib/heap.ts sums both by constructor and names what grew).

export type SoakDatabase = "embedded" | "postgres";

export type SoakOptions = {
  database: SoakDatabase;
  minutes: number;
  port: number;
  heap: boolean;
  readers: number;
  afterMinutes: number;
  sampleSeconds: number;
  /** PostgreSQL: the soak's database is `${dbPrefix}soak_${port}`, made fresh and dropped at the end. */
  dbPrefix: string;
  /** Extra flags for the server's Node (e.g. "--max-old-space-size=384"), on top of the app's own. */
  nodeOptions: string;
};

const PRODUCTS = 10_000;
/** One write round is a tenth of an hour of writes (600 cart saves, 100 wish-list items, 60 shop events, 6 orders, 3 sign-ins). */
const ROUND_FACTOR = 0.1;

const mb = (kb: number) => Math.round(kb / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of the server and its children now, in kB. */
function rssKb(server: Server): number {
  return processTree(server.proc.pid!).reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readProc(`/proc/${pid}/status`))?.[1] ?? 0), 0);
}

function readProc(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/**
 * Sends SIGUSR2 (--heapsnapshot-signal) and waits for the new .heapsnapshot file in `dir` to be complete:
 * V8 creates the file first and writes it once the snapshot is taken, which under load takes a while.
 */
async function heapSnapshot(server: Server, dir: string): Promise<string | null> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(server.proc.pid!, "SIGUSR2");
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    await sleep(5_000);
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) throw new Error(`Der Server endete beim Heap-Abzug:\n${server.logTail()}`);
    const file = fs.readdirSync(dir).find((f) => f.endsWith(".heapsnapshot") && !before.has(f));
    if (!file) continue;
    const full = path.join(dir, file);
    // Complete when the JSON is closed: the file ends with "]}" (whitespace aside).
    const size = fs.statSync(full).size;
    if (size < 2) continue;
    const fd = fs.openSync(full, "r");
    const tail = Buffer.alloc(Math.min(64, size));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    fs.closeSync(fd);
    if (/\]\s*\}\s*$/.test(tail.toString("utf8"))) return full;
  }
  return null;
}

async function freshPostgres(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: urlFor(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type Counts = { rounds: number; requests: number; failed: number; failures: Record<string, number> };

function add(into: Counts, w: { requests: number; failed: number; failures: Record<string, number> }) {
  into.requests += w.requests;
  into.failed += w.failed;
  for (const [k, v] of Object.entries(w.failures)) into.failures[k] = (into.failures[k] ?? 0) + v;
}

/** The write rounds until `until`, sign-ins paced to Better Auth's 10 a minute per address. */
async function writeLoad(server: Server, counts: Counts, until: () => boolean) {
  const studios = await signInStudios(server.baseUrl);
  let lastSignIns = Date.now();
  while (!until()) {
    const signIns = Date.now() - lastSignIns >= 60_000;
    if (signIns) lastSignIns = Date.now();
    add(counts, await applyHourOfWrites(server.baseUrl, PRODUCTS, ROUND_FACTOR, studios, signIns));
    counts.rounds++;
  }
}

/** The soaked server's environment: demo data of PRODUCTS articles, quiet logs, the Node flags asked for. */
function soakEnv(o: SoakOptions, dir: string, databaseUrl: string): Record<string, string> {
  const flags = [process.env.NODE_OPTIONS ?? "", o.nodeOptions, o.heap ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}` : ""];
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    DEMO_DATA: "on",
    DEMO_PRODUCTS: String(PRODUCTS),
    LOG_LEVEL: "warn",
    NODE_OPTIONS: flags.join(" ").trim(),
  };
}

export async function soak(o: SoakOptions, log: (line: string) => void = console.log): Promise<SoakResult> {
  const dir = path.resolve(`.data-bench-soak-${o.port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pgDb = o.database === "postgres" ? await freshPostgres(`${o.dbPrefix}soak_${o.port}`) : null;
  // On a busy machine the demo data (10,000 products) can take longer than the usual three minutes.
  const server = await startServer(soakEnv(o, dir, pgDb?.url ?? ""), o.port, { timeoutMs: 20 * 60_000 });
  const samples: SoakSample[] = [];
  const heaps: SoakResult["heaps"] = [];
  const counts: Counts = { rounds: 0, requests: 0, failed: 0, failures: {} };
  const startedAt = new Date().toISOString();
  try {
    await waitReady(server.baseUrl);
    // Settle: the first upkeep round of the embedded database and the first rounds of the queue.
    await sleep(15_000);
    const rssStartMb = mb(rssKb(server));
    log(`${o.database}: RSS nach dem Start ${rssStartMb} MB`);
    const t0 = Date.now();
    const loadEnd = t0 + o.minutes * 60_000;
    let phase: SoakSample["phase"] = "load";
    const sample = () => {
      const minute = Math.round(((Date.now() - t0) / 60_000) * 10) / 10;
      samples.push({ minute, phase, rssMb: mb(rssKb(server)), load1: Math.round(os.loadavg()[0] * 10) / 10, requests: counts.requests });
    };
    sample();
    const sampler = setInterval(sample, o.sampleSeconds * 1000);
    const reporter = setInterval(() => {
      const s = samples.at(-1)!;
      log(
        `${o.database}: ${s.minute} min (${s.phase}), RSS ${s.rssMb} MB, Last ${s.load1}, ${counts.rounds} Schreibrunden, ${counts.requests} Anfragen, ${counts.failed} Fehler`,
      );
    }, 60_000);
    const done = () => Date.now() >= loadEnd;
    let heapAt5 = false;
    const heapWatch = o.heap
      ? (async () => {
          while (!done() && Date.now() - t0 < 5 * 60_000) await sleep(1_000);
          if (done()) return;
          heapAt5 = true;
          const file = await heapSnapshot(server, dir);
          if (file) heaps.push({ at: "5 Minuten", summary: await heapSummary(file) });
        })()
      : Promise.resolve();
    try {
      const [, reads] = await Promise.all([writeLoad(server, counts, done), readLoad(server.baseUrl, o.readers, PRODUCTS, done), heapWatch]);
      add(counts, reads);
      if (o.heap && heapAt5) {
        const file = await heapSnapshot(server, dir);
        if (file) heaps.push({ at: "Ende der Last", summary: await heapSummary(file) });
      }
      phase = "after";
      log(`${o.database}: Last beendet, RSS ${mb(rssKb(server))} MB; ${o.afterMinutes} min ohne Last`);
      const afterEnd = Date.now() + o.afterMinutes * 60_000;
      while (Date.now() < afterEnd) await sleep(1_000);
      sample();
    } finally {
      clearInterval(sampler);
      clearInterval(reporter);
    }
    return {
      database: o.database,
      startedAt,
      minutes: o.minutes,
      afterMinutes: o.afterMinutes,
      readers: o.readers,
      nodeOptions: o.nodeOptions,
      rssStartMb,
      ...counts,
      samples,
      heaps,
    };
  } finally {
    await server.stop();
    await pgDb?.drop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
