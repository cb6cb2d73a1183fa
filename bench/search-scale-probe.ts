// `npx tsx --conditions=react-server bench/search-scale-probe.ts [--dbs A,B] [--db-prefix P] [--rounds R]
// [--top N] [--only Q1|Q2] [--statements] [--endpoint products|suggestions|both]` (issue 47): which judged
// searches set the search's p95 at 1,000,000 articles. Each of the 256 queries of bench/search-judgements.ts
// runs in this process through the server functions the endpoints call (`queryProducts` of asProducts,
// limit 20, offset 0, as the Berlin studio; `searchSuggestions` of asSearchSuggestions) directly against
// each PostgreSQL database (default P + "bench_100k" and P + "bench_1m", P default "kuechen_"; seeded by
// `npm run bench -- --scale-only`): once to warm up, then R rounds (default 3), the databases taking turns
// per round. Printed: p50 / p95 per database and endpoint over all runs, and the N slowest queries (median
// of the rounds) at the last database with their median at the first. `--only` runs just the queries
// given (separated by |); `--statements` also prints every SQL statement with its time, to see which one
// of a slow search costs; `--explain MS` (with --statements) runs EXPLAIN (ANALYZE, BUFFERS) of every
// statement that took at least MS ms, with its parameters, and prints the plan.
import { parseArgs } from "node:util";
import pg from "pg";
import { eq } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/models/platform/db";
import { stores } from "@/models/platform/stores";
import { installDatabase } from "@/lib/server/platform/db";
import { queryProducts } from "@/lib/server/shop/catalog";
import { searchSuggestions } from "@/lib/server/shop/search-suggestions";
import { percentile, printTable, round } from "./lib/measure";
import { urlFor } from "./lib/database";
import { SEARCH_JUDGEMENTS } from "./search-judgements";

const { values } = parseArgs({
  options: {
    dbs: { type: "string" },
    "db-prefix": { type: "string" },
    rounds: { type: "string" },
    top: { type: "string" },
    only: { type: "string" },
    statements: { type: "boolean" },
    explain: { type: "string" },
    endpoint: { type: "string" },
  },
});
const prefix = values["db-prefix"] ?? "kuechen_";
const names = (values.dbs ?? `${prefix}bench_100k,${prefix}bench_1m`).split(",");
const ROUNDS = Number(values.rounds ?? 3);
const TOP = Number(values.top ?? 15);
const endpoints = values.endpoint === "products" ? ["products"] : values.endpoint === "suggestions" ? ["suggestions"] : ["products", "suggestions"];
const queries = values.only ? values.only.split("|") : SEARCH_JUDGEMENTS.map((j) => j.query);

type Size = { name: string; handle: DbHandle; store: typeof stores.$inferSelect };
type Run = { db: string; endpoint: string; query: string; ms: number };

/** With --statements: every statement's time and its text (shortened), printed after the search it belongs to. */
const statements: { ms: number; text: string; params: unknown[] }[] = [];
let tracing = false;
function traceStatements(): void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === "string" ? first : (first?.text ?? "");
    const params = (typeof first === "object" && first?.values) || (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
    const t = performance.now();
    const done = () => tracing && statements.push({ ms: performance.now() - t, text, params });
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (...r: unknown[]) => {
        done();
        return (last as (...x: unknown[]) => unknown)(...r);
      };
      return (original as (...x: unknown[]) => unknown).apply(this, args);
    }
    const result = (original as (...x: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) return result.finally(done);
    return result;
  } as typeof pg.Client.prototype.query;
}

async function open(name: string): Promise<Size> {
  const handle = await openDatabase({ url: urlFor(name) });
  const [store] = await handle.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  if (!store) throw new Error(`${name}: kein Studio kuechenwelt-berlin`);
  return { name, handle, store };
}

/** One search through one endpoint's server function; its time in ms. */
async function once(size: Size, endpoint: string, query: string, show = !!values.statements): Promise<number> {
  installDatabase(size.handle);
  statements.length = 0;
  tracing = show;
  const t = performance.now();
  if (endpoint === "products") await queryProducts(size.store, { search: query, limit: 20, offset: 0 });
  else await searchSuggestions(query);
  const ms = performance.now() - t;
  tracing = false;
  if (show) {
    console.log(`\n${size.name} ${endpoint} „${query}“: ${round(ms)} ms`);
    for (const s of [...statements]) {
      console.log(
        `  ${round(s.ms).toString().padStart(7)} ms  ${s.text.replace(/\s+/g, " ").slice(0, 300)}  ${JSON.stringify(s.params).slice(0, 200)}`,
      );
      if (values.explain && s.ms >= Number(values.explain) && /^\s*(select|with)\b/i.test(s.text)) await explain(size, s.text, s.params);
    }
  }
  return ms;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one traced statement, on a connection of its own. */
async function explain(size: Size, text: string, params: unknown[]): Promise<void> {
  const c = new pg.Client({ connectionString: urlFor(size.name) });
  await c.connect();
  try {
    const { rows } = await c.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params);
    console.log(`    SQL: ${text.replace(/\s+/g, " ")}\n    ${JSON.stringify(params)}`);
    for (const r of rows) console.log(`    ${r["QUERY PLAN"]}`);
  } finally {
    await c.end();
  }
}

function summary(runs: Run[]): void {
  const rows: Record<string, string | number>[] = [];
  for (const endpoint of endpoints) {
    const row: Record<string, string | number> = { Endpunkt: endpoint === "products" ? "asProducts" : "asSearchSuggestions" };
    const p95 = names.map((db) => {
      const ms = runs.filter((r) => r.db === db && r.endpoint === endpoint).map((r) => r.ms);
      row[`${db} p50 / p95 (n)`] = `${round(percentile(ms, 50))} / ${round(percentile(ms, 95))} (${ms.length})`;
      return percentile(ms, 95);
    });
    if (names.length > 1) row[`p95 ${names.at(-1)} / ${names[0]}`] = round(p95.at(-1)! / p95[0], 2);
    rows.push(row);
  }
  printTable(rows);
}

function slowest(runs: Run[]): void {
  for (const endpoint of endpoints) {
    const median = (db: string, q: string) =>
      percentile(
        runs.filter((r) => r.db === db && r.endpoint === endpoint && r.query === q).map((r) => r.ms),
        50,
      );
    const last = names.at(-1)!;
    const rows = [...new Set(queries)]
      .map((q) => ({ q, big: median(last, q), small: median(names[0], q) }))
      .sort((a, b) => b.big - a.big)
      .slice(0, TOP)
      .map((x) => ({ Anfrage: `„${x.q}“`, [`${names[0]} p50`]: round(x.small), [`${last} p50`]: round(x.big) }));
    console.log(`\nLangsamste (${endpoint}) bei ${last}:`);
    printTable(rows);
  }
}

if (values.statements) traceStatements();
const sizes: Size[] = [];
for (const name of names) sizes.push(await open(name));
try {
  // Warm-up, not counted: every query once per size and endpoint (also loads the search vocabulary).
  for (const size of sizes) for (const e of endpoints) for (const q of queries) await once(size, e, q, false);
  const runs: Run[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const order = sizes.map((_, i) => sizes[(i + r) % sizes.length]);
    for (const size of order)
      for (const endpoint of endpoints)
        for (const query of queries) runs.push({ db: size.name, endpoint, query, ms: await once(size, endpoint, query) });
  }
  console.log(`Last (uptime): ${(await import("node:fs")).readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
  summary(runs);
  slowest(runs);
} finally {
  for (const s of sizes) await s.handle.close();
}
