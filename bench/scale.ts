import fs from "node:fs";
import { benchDatabase, queryRows, urlFor } from "./lib/database";
import { printTable, round } from "./lib/measure";
import { signInCookie, startServer, type Server } from "./lib/server";
import { SEARCH_JUDGEMENTS } from "./search-judgements";
import { waitReady } from "./embedded-writes";

/**
 * Issue 47's scale targets in one run (`npm run bench -- --scale-only [--db-prefix P] [--rounds R]
 * [--port P]`): the same build serves PostgreSQL databases of 10,000, 100,000 and 1,000,000 articles
 * (P + `bench_10k`, `bench_100k`, `bench_1m`; seeded once, reused), each vacuumed and analysed, each
 * on its own server (ports P, P+1, P+2). After a warm-up the sizes take turns: every measurement runs
 * `rounds` rounds, and in each round every size answers 20 requests before the next size goes, the
 * size that goes first rotating. Measured: the largest category's first page in every list order the
 * shop offers and its page 101 as "Mehr anzeigen" asks for it (offset and the cursor `after`), and
 * the judged searches of bench/search-judgements.ts (list and suggestions). Printed: p50 / p95 per
 * size, the category ratios 100k / 10k and 1M / 10k of the p50s (target ≤ 1.5) and the search ratio
 * 1M / 100k of the p95s (target ≤ 2).
 */

type Size = { label: string; articles: number; name: string; server?: Server; cookie?: string; category?: number; after?: string };
/** `deep`: page 101, which a category of fewer than 2,001 articles does not have (its ratios then say "–"). */
type Probe = { label: string; kind: "Kategorie" | "Suche"; paths: (size: Size) => string[]; deep?: boolean };

const STORE = "kuechenwelt-berlin";
const BATCH = 20;

const loadAverage = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** Seeds (or reuses) the database of each size, then VACUUM ANALYZE; prints how long each took. */
async function prepare(sizes: Size[]): Promise<string[]> {
  const notes: string[] = [];
  for (const size of sizes) {
    let t = performance.now();
    const url = await benchDatabase(size.name, size.articles, false);
    const seeded = Math.round((performance.now() - t) / 1000);
    t = performance.now();
    await queryRows(url, "vacuum analyze");
    const vacuumed = Math.round((performance.now() - t) / 1000);
    const [{ bytes }] = await queryRows<{ bytes: string }>(url, "select pg_size_pretty(pg_database_size(current_database())) as bytes");
    notes.push(`${size.name}: Daten ${seeded} s (vorhandene werden weiterverwendet), VACUUM ANALYZE ${vacuumed} s, ${bytes}`);
    console.log(notes[notes.length - 1]);
  }
  return notes;
}

/** The largest category of live articles (the issue's case), per size. */
async function largestCategory(size: Size): Promise<{ id: number; n: number }> {
  const [row] = await queryRows<{ id: number; n: number }>(
    urlFor(size.name),
    "select category_id as id, count(*)::int as n from products where withdrawn_at is null and not class_unmapped and not price_missing group by 1 order by 2 desc, 1 limit 1",
  );
  return row;
}

async function get(size: Size, path: string): Promise<unknown> {
  const res = await fetch(`${size.server!.baseUrl}${path}`, { headers: { cookie: size.cookie! } });
  if (!res.ok) throw new Error(`${size.label} ${path}: HTTP ${res.status}`);
  return res.json();
}

const list = (size: Size, q: string) => `/api/asProducts?storeSlug=${STORE}&limit=20&categoryId=${size.category}&${q}`;

/** Page 101 as the shop asks for it: the offset, and the cursor the server sent with page 100. */
async function cursorOfPage100(size: Size): Promise<string | undefined> {
  const answer = (await get(size, list(size, "sortingField=priceKaNet&sortingDir=asc&offset=1980"))) as { meta: { next?: string } };
  return answer.meta.next;
}

function probes(): Probe[] {
  const cat = (label: string, q: string): Probe => ({ label, kind: "Kategorie", paths: (s) => [list(s, q)] });
  const searches = (label: string, queries: string[], endpoint: "asProducts" | "asSearchSuggestions"): Probe => ({
    label,
    kind: "Suche",
    paths: () =>
      queries.map((q) =>
        endpoint === "asProducts"
          ? `/api/asProducts?storeSlug=${STORE}&search=${encodeURIComponent(q)}&limit=20&offset=0`
          : `/api/asSearchSuggestions?storeSlug=${STORE}&search=${encodeURIComponent(q)}`,
      ),
  });
  const judged = SEARCH_JUDGEMENTS.map((j) => j.query);
  return [
    cat("Kategorie, Bestseller", "sortingField=bestseller&sortingDir=asc&offset=0"),
    cat("Kategorie, Preis aufsteigend", "sortingField=priceKaNet&sortingDir=asc&offset=0"),
    cat("Kategorie, Preis absteigend", "sortingField=priceKaNet&sortingDir=desc&offset=0"),
    cat("Kategorie, Name A–Z", "sortingField=name&sortingDir=asc&offset=0"),
    {
      label: "Kategorie, Preis aufsteigend, Seite 101 (after)",
      kind: "Kategorie",
      deep: true,
      paths: (s) => [list(s, `sortingField=priceKaNet&sortingDir=asc&offset=2000${s.after ? `&after=${s.after}` : ""}`)],
    },
    searches(`Suche asProducts (${judged.length} bewertete Anfragen)`, judged, "asProducts"),
    searches(`Suche asSearchSuggestions (${judged.length} bewertete Anfragen)`, judged, "asSearchSuggestions"),
  ];
}

/** One request's time in ms. */
async function timed(size: Size, path: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${size.server!.baseUrl}${path}`, { headers: { cookie: size.cookie! } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${size.label} ${path}: HTTP ${res.status}`);
  return performance.now() - t;
}

/**
 * `rounds` rounds; in each, the sizes take turns every BATCH requests (the first size rotating). A probe
 * with one path repeats it BATCH times per turn; a probe with many (the searches) sends each once per round.
 * Returns the times per size and per path.
 */
async function measure(sizes: Size[], probe: Probe, rounds: number): Promise<Map<string, { path: string; ms: number }[]>> {
  const times = new Map<string, { path: string; ms: number }[]>(sizes.map((s) => [s.label, []]));
  const paths = new Map(sizes.map((s) => [s.label, probe.paths(s)]));
  const n = Math.max(BATCH, paths.get(sizes[0].label)!.length);
  for (let r = 0; r < rounds; r++) {
    const order = sizes.map((_, i) => sizes[(i + r) % sizes.length]);
    for (let start = 0; start < n; start += BATCH) {
      for (const size of order) {
        const own = paths.get(size.label)!;
        for (let i = start; i < Math.min(n, start + BATCH); i++) {
          const path = own[i % own.length];
          times.get(size.label)!.push({ path, ms: await timed(size, path) });
        }
      }
    }
  }
  return times;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]);
};

/** The searches whose p95 at the largest size is worst, with their median there (where to look first). */
function slowest(times: { path: string; ms: number }[], count = 8): string {
  const by = new Map<string, number[]>();
  for (const t of times) by.set(t.path, [...(by.get(t.path) ?? []), t.ms]);
  return [...by.entries()]
    .map(([p, ms]) => ({ q: decodeURIComponent(/search=([^&]*)/.exec(p)?.[1] ?? p), ms: pct(ms, 50) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((x) => `„${x.q}“ ${x.ms} ms`)
    .join(", ");
}

async function startAll(sizes: Size[], port: number): Promise<void> {
  for (const [i, size] of sizes.entries()) {
    size.server = await startServer({ DATABASE_URL: urlFor(size.name), DEMO_DATA: "off", QUEUE_POLL_MS: "60000" }, port + i);
    await waitReady(size.server.baseUrl);
    size.cookie = await signInCookie(size.server.baseUrl, "studio@kuechenwelt-berlin.example");
    const cat = await largestCategory(size);
    size.category = cat.id;
    size.after = await cursorOfPage100(size);
    console.log(`${size.label}: Kategorie ${cat.id} mit ${cat.n.toLocaleString("de-DE")} Artikeln, Cursor Seite 101: ${size.after ?? "keiner"}`);
  }
}

/** Measures and prints; returns the exit code. */
export async function benchScale(options: { prefix: string; rounds: number; port: number }): Promise<number> {
  const sizes: Size[] = [
    { label: "10k", articles: 10_000, name: `${options.prefix}bench_10k` },
    { label: "100k", articles: 100_000, name: `${options.prefix}bench_100k` },
    { label: "1M", articles: 1_000_000, name: `${options.prefix}bench_1m` },
  ];
  const notes = await prepare(sizes);
  try {
    await startAll(sizes, options.port);
    const all = probes();
    // Warm-up, not counted: every category request five times, every search once, per size.
    for (const size of sizes)
      for (const p of all) for (const path of p.paths(size)) for (let i = 0; i < (p.kind === "Suche" ? 1 : 5); i++) await timed(size, path);
    notes.push(`Last (uptime) zu Beginn der Messung: ${loadAverage()}`);
    const rows: Record<string, string | number>[] = [];
    for (const probe of all) {
      const t = await measure(sizes, probe, options.rounds);
      const ms = (label: string) => t.get(label)!.map((x) => x.ms);
      const [a, b, c] = sizes.map((s) => ms(s.label));
      const ratio = (x: number[], y: number[], p: number) => round(pct(x, p) / pct(y, p), 2);
      const noPage = probe.deep && !sizes[0].after;
      rows.push({
        Messung: probe.label,
        n: a.length,
        "10k p50 / p95": `${pct(a, 50)} / ${pct(a, 95)}`,
        "100k p50 / p95": `${pct(b, 50)} / ${pct(b, 95)}`,
        "1M p50 / p95": `${pct(c, 50)} / ${pct(c, 95)}`,
        "100k / 10k": noPage ? "–" : probe.kind === "Kategorie" ? `${ratio(b, a, 50)} (p50)` : `${ratio(b, a, 95)} (p95)`,
        "1M / 10k": noPage ? "–" : probe.kind === "Kategorie" ? `${ratio(c, a, 50)} (p50)` : `${ratio(c, a, 95)} (p95)`,
        "1M / 100k": probe.kind === "Kategorie" ? `${ratio(c, b, 50)} (p50)` : `${ratio(c, b, 95)} (p95)`,
      });
      console.log(`${probe.label}: ${sizes.map((s) => `${s.label} ${pct(ms(s.label), 50)}/${pct(ms(s.label), 95)}`).join(", ")}`);
      if (probe.kind === "Suche") {
        notes.push(`${probe.label}, langsamste bei 1M (p50): ${slowest(t.get("1M")!)}`);
        const series = SEARCH_JUDGEMENTS.filter((j) => j.kind === "Marke + Serie").map((j) => encodeURIComponent(j.query));
        const pick = (label: string) =>
          t.get(label)!.filter((x) => series.some((q) => x.path.includes(`search=${q}&`) || x.path.endsWith(`search=${q}`)));
        const [s2, s3] = [pick("100k").map((x) => x.ms), pick("1M").map((x) => x.ms)];
        notes.push(`${probe.label}, davon Marke + Serie (n = ${s3.length}): 100k p95 ${pct(s2, 95)} ms, 1M p95 ${pct(s3, 95)} ms`);
      }
    }
    notes.push(`Last (uptime) am Ende der Messung: ${loadAverage()}`);
    console.log(`\n## 10.000, 100.000 und 1.000.000 Artikel, ein Build, ${options.rounds} Runden je Messung\n`);
    printTable(rows);
    for (const n of notes) console.log(`- ${n}`);
    return 0;
  } finally {
    for (const s of sizes) await s.server?.stop();
  }
}
