import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { ADMIN_URL, urlFor } from "./lib/database";
import { processTree, startServer, type Server } from "./lib/server";
import { applyHourOfWrites, signInStudios, waitReady } from "./embedded-writes";
import { heapSummary, type HeapSummary } from "./lib/heap";

// The soak (issue 30, finding 9): the mixed write load of bench/embedded-writes.ts, repeated round after
// round against one production server for `minutes`, with the server's resident memory (RSS of the
// process tree, from /proc) sampled every 15 s. Recorded: RSS after the start (ready, before any
// load), after the first five minutes of load, and at the end; the verdict compares the end with the
// five-minute value (the issue's target: within 10 %). With `heap`, the server runs with
// --heapsnapshot-signal and writes a heap snapshot after five minutes and at the end (bench/lib/heap.ts
// sums both by constructor, so what grew between them is named).

export type SoakDatabase = "embedded" | "postgres";

export type SoakResult = {
  database: SoakDatabase;
  minutes: number;
  rounds: number;
  requests: number;
  failed: number;
  failures: Record<string, number>;
  rssStartMb: number;
  rss5MinMb: number | null;
  rssEndMb: number;
  rssMaxMb: number;
  samples: { minute: number; rssMb: number }[];
  heaps: { at: string; summary: HeapSummary }[];
};

const PRODUCTS = 10_000;
/** One round is a tenth of an hour of writes (600 cart saves, 100 wish-list items, 60 shop events, 6 orders, 3 sign-ins). */
const ROUND_FACTOR = 0.1;
const SAMPLE_MS = 15_000;

const mb = (kb: number) => Math.round(kb / 1024);

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
    await new Promise((r) => setTimeout(r, 5_000));
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

export async function soak(
  database: SoakDatabase,
  minutes: number,
  port: number,
  heap: boolean,
  log: (line: string) => void = console.log,
): Promise<SoakResult> {
  const dir = path.resolve(`.data-bench-soak-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pgDb = database === "postgres" ? await freshPostgres(`kuechen_soak_${port}`) : null;
  const env: Record<string, string> = {
    DATABASE_URL: pgDb?.url ?? "",
    DATA_DIR: dir,
    DEMO_DATA: "on",
    DEMO_PRODUCTS: String(PRODUCTS),
    LOG_LEVEL: "warn",
  };
  if (heap) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}`.trim();
  const server = await startServer(env, port);
  const samples: { minute: number; rssMb: number }[] = [];
  const heaps: { at: string; summary: HeapSummary }[] = [];
  let rounds = 0;
  let requests = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  try {
    await waitReady(server.baseUrl);
    // Settle: the first upkeep round of the embedded database and the first outbox rounds.
    await new Promise((r) => setTimeout(r, 15_000));
    const rssStartMb = mb(rssKb(server));
    log(`${database}: RSS nach dem Start ${rssStartMb} MB`);
    const t0 = Date.now();
    const end = t0 + minutes * 60_000;
    let rss5MinMb: number | null = null;
    let tookFiveMinuteHeap = false;
    const sampler = setInterval(() => {
      const minute = Math.round(((Date.now() - t0) / 60_000) * 10) / 10;
      samples.push({ minute, rssMb: mb(rssKb(server)) });
    }, SAMPLE_MS);
    try {
      const studios = await signInStudios(server.baseUrl);
      let lastSignIns = Date.now();
      while (Date.now() < end) {
        // A round's three sign-ins at most once a minute: Better Auth allows 10 sign-ins a minute per
        // address, and the rounds here follow one another far faster than a tenth of an hour.
        const signIns = Date.now() - lastSignIns >= 60_000;
        if (signIns) lastSignIns = Date.now();
        const w = await applyHourOfWrites(server.baseUrl, PRODUCTS, ROUND_FACTOR, studios, signIns);
        rounds++;
        requests += w.requests;
        failed += w.failed;
        for (const [k, v] of Object.entries(w.failures)) failures[k] = (failures[k] ?? 0) + v;
        const elapsed = (Date.now() - t0) / 60_000;
        if (rss5MinMb === null && elapsed >= 5) {
          rss5MinMb = mb(rssKb(server));
          log(`${database}: RSS nach 5 Minuten Last ${rss5MinMb} MB (${rounds} Runden)`);
          if (heap && !tookFiveMinuteHeap) {
            tookFiveMinuteHeap = true;
            const file = await heapSnapshot(server, dir);
            if (file) heaps.push({ at: "5 Minuten", summary: await heapSummary(file) });
          }
        }
        if (rounds % 10 === 0) {
          const why = Object.entries(failures)
            .map(([k, v]) => `${v} × ${k}`)
            .join(", ");
          log(`${database}: ${elapsed.toFixed(1)} min, ${rounds} Runden, RSS ${mb(rssKb(server))} MB, ${failed} Fehler${why ? ` (${why})` : ""}`);
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const rssEndMb = mb(rssKb(server));
    log(`${database}: RSS am Ende ${rssEndMb} MB`);
    if (heap) {
      const file = await heapSnapshot(server, dir);
      if (file) heaps.push({ at: "Ende", summary: await heapSummary(file) });
    }
    return {
      database,
      minutes,
      rounds,
      requests,
      failed,
      failures,
      rssStartMb,
      rss5MinMb,
      rssEndMb,
      rssMaxMb: Math.max(rssEndMb, ...samples.map((s) => s.rssMb)),
      samples,
      heaps,
    };
  } finally {
    await server.stop();
    await pgDb?.drop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The soak's lines for the report: RSS at the three points, the growth after five minutes, the failures, the heap's largest holders. */
export function soakNotes(r: SoakResult): string[] {
  const name = r.database === "embedded" ? "eingebettete Datenbank (PGlite)" : "PostgreSQL";
  const growth = r.rss5MinMb ? Math.round(((r.rssEndMb - r.rss5MinMb) / r.rss5MinMb) * 1000) / 10 : null;
  const why = Object.entries(r.failures)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ");
  const lines = [
    `Dauerlast ${name}, ${r.minutes} min, ${r.rounds} Runden, ${r.requests} Anfragen, ${r.failed} Fehler${why ? ` (${why})` : ""}: ` +
      `RSS nach dem Start ${r.rssStartMb} MB, nach 5 min ${r.rss5MinMb ?? "–"} MB, am Ende ${r.rssEndMb} MB (höchstens ${r.rssMaxMb} MB)` +
      (growth === null ? "" : `; Ende gegen 5 min ${growth > 0 ? "+" : ""}${growth} % (Ziel: höchstens 10 %)`),
    `Verlauf (min: MB): ${r.samples
      .filter((_, i) => i % 4 === 0)
      .map((s) => `${s.minute}: ${s.rssMb}`)
      .join(", ")}`,
  ];
  for (const h of r.heaps) {
    lines.push(
      `Heap ${h.at}: ${h.summary.totalMb} MB in ${h.summary.nodes.toLocaleString("de-DE")} Objekten; größte Posten: ${h.summary.top.map((t) => `${t.name} ${t.mb} MB (${t.count.toLocaleString("de-DE")})`).join(", ")}`,
    );
  }
  if (r.heaps.length === 2) {
    const [a, b] = r.heaps;
    const before = new Map(a.summary.all.map((t) => [t.name, t]));
    const grown = b.summary.all
      .map((t) => ({
        name: t.name,
        mb: Math.round((t.bytes - (before.get(t.name)?.bytes ?? 0)) / 1024 / 102.4) / 10,
        count: t.count - (before.get(t.name)?.count ?? 0),
      }))
      .sort((x, y) => y.mb - x.mb)
      .slice(0, 8);
    lines.push(
      `Gewachsen zwischen den Heaps: ${grown.map((g) => `${g.name} ${g.mb > 0 ? "+" : ""}${g.mb} MB (${g.count > 0 ? "+" : ""}${g.count.toLocaleString("de-DE")})`).join(", ")}`,
    );
  }
  return lines;
}
