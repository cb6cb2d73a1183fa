import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchDatabase, queryRows, urlFor } from "./lib/database";
import { printTable, round, type Timing } from "./lib/measure";
import { signInCookie, startServer, type Server } from "./lib/server";
import { buildTree, git } from "./lighthouse-ab";
import { encodeCursor } from "@/lib/domain/shop/list-cursor";
import { fixedCostProbes } from "./fixed-costs";

/**
 * Issue 47's list figures, this checkout against an earlier commit in one run (`npm run bench --
 * --list-vs REF [--products N] [--db-prefix P] [--rounds R] [--port P]`): the category list in every
 * order the shop offers, a deep page, the brand facet and the count come with every `asProducts`
 * answer. Both servers serve a copy of the same PostgreSQL database (P + `bench_` + N/1000 + `k`,
 * seeded once with this checkout's schema and reused); the earlier commit's copy loses the indexes
 * that this checkout's migrations since REF created, so each side has its own code and schema.
 * Before measuring, both copies are vacuumed and analysed (as autovacuum would have done).
 *
 * Each measurement runs `rounds` rounds of 20 requests per side, alternating which side goes first,
 * and reports p50 / p95 per side and the ratio new / old of the p50s. The fixed costs of the request
 * path (bench/fixed-costs.ts) come with it.
 */

type Side = { label: "neu" | "alt"; server: Server; cookie: string; url: string };

/** Index names created by migrations this checkout has and `commit` has not (an earlier build knows none of them). */
function newIndexes(commit: string): string[] {
  const added = git(["diff", "--name-only", "--diff-filter=A", commit, "--", "models/migrations"])
    .stdout.split("\n")
    .filter((f) => f.endsWith(".sql"));
  return added.flatMap((f) => [...fs.readFileSync(f, "utf8").matchAll(/CREATE INDEX (?:IF NOT EXISTS )?"([^"]+)"/gi)].map((m) => m[1]));
}

type Probe = { label: string; path: (side: Side) => string; headers?: Record<string, string> };

/** The list requests measured: the largest category in each order, a subcategory, a deep page. */
async function listProbes(url: string, store: string): Promise<Probe[]> {
  const [cat] = await queryRows<{ id: number; n: number }>(
    url,
    "select category_id as id, count(*)::int as n from products where withdrawn_at is null group by 1 order by 2 desc limit 1",
  );
  const [sub] = await queryRows<{ id: number; c: number; n: number }>(
    url,
    "select sub_category_id as id, category_id as c, count(*)::int as n from products where withdrawn_at is null and sub_category_id is not null group by 1, 2 order by 3 desc limit 1",
  );
  const deep = 2000;
  const [row] = await queryRows<{ price: number; id: number }>(
    url,
    "select price_ka_net_cents as price, id from products where withdrawn_at is null and category_id = $1 order by price_ka_net_cents, id offset $2 limit 1",
    [cat.id, deep - 1],
  );
  const base = `/api/asProducts?storeSlug=${store}&limit=20`;
  const list = (q: string) => () => `${base}&${q}`;
  console.log(`Kategorie ${cat.id}: ${cat.n} Artikel; Unterkategorie ${sub.id}: ${sub.n}`);
  return [
    { label: `Kategorie (${cat.n}), Preis aufsteigend`, path: list(`categoryId=${cat.id}&sortingField=priceKaNet&sortingDir=asc&offset=0`) },
    { label: "Kategorie, Preis absteigend", path: list(`categoryId=${cat.id}&sortingField=priceKaNet&sortingDir=desc&offset=0`) },
    { label: "Kategorie, Bestseller", path: list(`categoryId=${cat.id}&sortingField=bestseller&sortingDir=asc&offset=0`) },
    { label: "Kategorie, Name A–Z", path: list(`categoryId=${cat.id}&sortingField=name&sortingDir=asc&offset=0`) },
    {
      label: `Unterkategorie (${sub.n}), Preis aufsteigend`,
      path: list(`categoryId=${sub.c}&subCategoryId=${sub.id}&sortingField=priceKaNet&sortingDir=asc&offset=0`),
    },
    {
      // What "Mehr anzeigen" sends there: the offset, and the cursor of the row before where the server sent one.
      label: `Kategorie, Preis aufsteigend, ab Artikel ${deep + 1}`,
      path: (side) =>
        `${base}&categoryId=${cat.id}&sortingField=priceKaNet&sortingDir=asc&offset=${deep}` +
        (side.label === "neu" ? `&after=${encodeCursor({ value: row.price, id: row.id })}` : ""),
    },
    { label: "ganzer Katalog, Bestseller", path: list(`sortingField=bestseller&sortingDir=asc&offset=0`) },
  ];
}

async function timeRounds(sides: Side[], probe: Probe, rounds: number): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>(sides.map((s) => [s.label, []]));
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const url = `${side.server.baseUrl}${probe.path(side)}`;
      const headers = { ...probe.headers, cookie: side.cookie };
      for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${side.label} ${probe.label}: HTTP ${res.status}`);
        times.get(side.label)!.push(performance.now() - t);
      }
    }
  }
  return times;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]);
};

/** Measures and prints; returns the exit code. */
export async function listVs(ref: string, options: { products: number; prefix: string; rounds: number; port: number }): Promise<number> {
  const rev = git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  if (rev.status !== 0) {
    console.error(`„${ref}“ ist keine Version dieses Repositorys.`);
    return 1;
  }
  const commit = rev.stdout.trim();
  if (git(["diff", "--quiet", commit, "--", "package-lock.json"]).status !== 0) {
    console.error(
      `package-lock.json unterscheidet sich zwischen diesem Stand und ${ref}; bitte eine Version mit derselben package-lock.json wählen.`,
    );
    return 1;
  }
  const name = `${options.prefix}bench_${Math.round(options.products / 1000)}k`;
  const url = await benchDatabase(name, options.products, false);
  const oldName = `${name}_vs`;
  const admin = urlFor("postgres");
  await queryRows(admin, `drop database if exists ${oldName} with (force)`);
  await queryRows(admin, `create database ${oldName} template ${name}`);
  const oldUrl = urlFor(oldName);
  const dropped = newIndexes(commit);
  for (const idx of dropped) await queryRows(oldUrl, `drop index if exists "${idx}"`);
  console.log(`${oldName}: ohne die ${dropped.length} neuen Indexe (${dropped.join(", ") || "keine"})`);
  for (const u of [url, oldUrl]) await queryRows(u, "vacuum analyze products");

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kuechen-list-vs-"));
  const tree = path.join(tmp, "tree");
  const servers: Server[] = [];
  let worktree = false;
  try {
    const add = git(["worktree", "add", "--detach", tree, commit]);
    if (add.status !== 0) throw new Error(`git worktree add: ${add.stderr}`);
    worktree = true;
    const oldDist = await buildTree(tree);
    const env = { DEMO_DATA: "off", QUEUE_POLL_MS: "60000" };
    const neu = await startServer({ ...env, DATABASE_URL: url }, options.port);
    servers.push(neu);
    const alt = await startServer({ ...env, DATABASE_URL: oldUrl, NEXT_DIST_DIR: oldDist }, options.port + 1, { cwd: tree });
    servers.push(alt);
    const email = "studio@kuechenwelt-berlin.example";
    const sides: Side[] = [
      { label: "neu", server: neu, cookie: await signInCookie(neu.baseUrl, email), url },
      { label: "alt", server: alt, cookie: await signInCookie(alt.baseUrl, email), url: oldUrl },
    ];
    const probes = [...(await listProbes(url, "kuechenwelt-berlin")), ...fixedCostProbes("kuechenwelt-berlin")];
    const rows: Record<string, string | number>[] = [];
    const timings: Timing[] = [];
    for (const probe of probes) {
      const t = await timeRounds(sides, probe, options.rounds);
      const [n, a] = [t.get("neu")!, t.get("alt")!];
      rows.push({
        Messung: probe.label,
        "neu p50": pct(n, 50),
        "neu p95": pct(n, 95),
        "alt p50": pct(a, 50),
        "alt p95": pct(a, 95),
        "neu / alt (p50)": round(pct(n, 50) / pct(a, 50), 2),
      });
      timings.push({ label: probe.label, n: n.length, p50: pct(n, 50), p95: pct(n, 95), max: round(Math.max(...n)), errors: 0 });
      console.log(`${probe.label}: neu ${pct(n, 50)} ms, alt ${pct(a, 50)} ms`);
    }
    console.log(`\n## ${options.products.toLocaleString("de-DE")} Artikel, neu (dieser Stand) gegen alt (${ref}, ${commit.slice(0, 7)})\n`);
    printTable(rows);
    return 0;
  } finally {
    for (const s of servers) await s.stop();
    if (worktree) git(["worktree", "remove", "--force", tree]);
    fs.rmSync(tmp, { recursive: true, force: true });
    await queryRows(admin, `drop database if exists ${oldName} with (force)`);
  }
}
