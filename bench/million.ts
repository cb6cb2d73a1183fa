import fs from "node:fs";
import pg from "pg";
import { ADMIN_URL, benchDatabase } from "./lib/database";
import { generateProduct } from "@/models/seed/seed-catalog";
import { percentile, round, type Timing } from "./lib/measure";
import { signInCookie, startServer } from "./lib/server";
import { benchCatalog, searchQueries } from "./catalog";
import { waitReady } from "./embedded-writes";

// The catalog searches on PostgreSQL with 1,000,000 products (issue 17: p95 under 50 ms over HTTP), with
// the database's own time for the same requests beside it: a second pass with the server's statement log
// (log_min_duration_statement = 0 for this database only) sums what PostgreSQL spent per request.

const NAME = "kuechen_bench_1m";
const LOG = process.env.PG_LOG_FILE ?? "/var/log/postgresql/postgresql-15-main.log";

/** The names of every 97th demo product (the same rows searchQueries reads from a database). */
export function demoProductNames(products: number): string[] {
  const ids = { category: new Map<string, number>(), brand: new Map<string, number>() };
  const names: string[] = [];
  for (let id = 97; id <= products && names.length < 60; id += 97) names.push(generateProduct(id - 1, ids).name);
  return names;
}

type LogEntry = { ms: number; text: string };

/** The statements of `db` in the server log written after `offset`, with their durations. */
function loggedStatements(offset: number, db: string): LogEntry[] {
  let text = "";
  try {
    const fd = fs.openSync(LOG, "r");
    const size = fs.fstatSync(fd).size;
    const buf = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(fd, buf, 0, buf.length, offset);
    fs.closeSync(fd);
    text = buf.toString("utf8");
  } catch {
    return [];
  }
  const entries: LogEntry[] = [];
  let current: LogEntry | null = null;
  for (const line of text.split("\n")) {
    if (/^\d{4}-\d\d-\d\d /.test(line)) {
      current = null;
      const m = new RegExp(`@${db} LOG:  duration: ([\\d.]+) ms(.*)$`).exec(line);
      if (m) entries.push((current = { ms: Number(m[1]), text: m[2] }));
    } else if (current) current.text += "\n" + line;
  }
  return entries;
}

function logSize(): number {
  try {
    return fs.statSync(LOG).size;
  } catch {
    return -1;
  }
}

export function benchMillion(port: number, fresh: boolean): Promise<Timing[]> {
  return benchSearchWithDbTime(NAME, 1_000_000, "PostgreSQL, 1.000.000 Produkte", port, fresh);
}

/** The catalog searches over HTTP on a PostgreSQL benchmark database, and PostgreSQL's own time for the same requests. */
export async function benchSearchWithDbTime(name: string, products: number, label: string, port: number, fresh: boolean): Promise<Timing[]> {
  const url = await benchDatabase(name, products, fresh);
  const queries = await searchQueries(url);
  const env = { DATABASE_URL: url, DEMO_DATA: "off", QUEUE_POLL_MS: "60000" };

  let server = await startServer(env, port);
  let timings: Timing[];
  try {
    await waitReady(server.baseUrl);
    timings = await benchCatalog(
      server.baseUrl,
      await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example"),
      "kuechenwelt-berlin",
      queries,
      label,
    );
  } finally {
    await server.stop();
  }

  // Second pass, with every statement of this database in the server log.
  if (logSize() < 0) return timings;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`alter database ${name} set log_min_duration_statement = 0`);
  const dbTimes: Timing[] = [];
  try {
    server = await startServer(env, port);
    try {
      await waitReady(server.baseUrl);
      const cookie = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
      for (const [i, endpoint] of ["asProducts", "asSearchSuggestions"].entries()) {
        const get = async (q: string) => {
          const path =
            endpoint === "asProducts"
              ? `/api/asProducts?storeSlug=kuechenwelt-berlin&search=${encodeURIComponent(q)}&limit=20&offset=0`
              : `/api/asSearchSuggestions?storeSlug=kuechenwelt-berlin&search=${encodeURIComponent(q)}`;
          const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
          await res.arrayBuffer();
        };
        for (const q of queries.slice(0, 10)) await get(q); // warm-up, not counted
        await new Promise((r) => setTimeout(r, 300));
        const perRequest: number[] = [];
        for (const q of queries) {
          const before = logSize();
          await get(q);
          await new Promise((r) => setTimeout(r, 20)); // the log line is written after the answer
          perRequest.push(loggedStatements(before, name).reduce((sum, e) => sum + e.ms, 0));
        }
        const http = timings[i];
        const p50 = round(percentile(perRequest, 50));
        const p95 = round(percentile(perRequest, 95));
        dbTimes.push({
          label: `${endpoint}: Datenbankzeit je Anfrage (${label}; HTTP p50 ${http.p50} ms = ${p50 > 0 ? round(http.p50 / p50) : "–"} × Datenbank)`,
          n: perRequest.length,
          p50,
          p95,
          max: round(Math.max(...perRequest)),
          errors: 0,
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`alter database ${name} reset log_min_duration_statement`);
    await admin.end();
  }
  return [...timings, ...dbTimes];
}
