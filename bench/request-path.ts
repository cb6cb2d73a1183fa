import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { ADMIN_URL, benchDatabase } from "./lib/database";
import { LOG, loggedMs, loggedMsBetweenMarks, logSize, markStatement } from "./lib/db-time";
import { percentile, printTable, round } from "./lib/measure";
import { signInCookie, startServer } from "./lib/server";
import { waitReady } from "./embedded-writes";
import { listParamsToApiInput } from "@/lib/domain/shop/list-params";
import { BENCH_ADDRESS, BENCH_CONTACT } from "./lib/bench-delivery";

/**
 * What HTTP adds above the statements' execution time (issue 47, `npm run bench -- --request-path-only`):
 * the cheap endpoints in turns, 100 requests each after 10 warm-up requests, on a PostgreSQL
 * database of 10,000 articles whose every statement PostgreSQL logs with its duration
 * (log_min_duration_statement = 0 for this database only). Per request: the time over HTTP, the sum of
 * the logged durations of its statements, and the difference, what the request path adds. Beside them,
 * from the same run: a bare Node HTTP server (the floor) and `/api/health` (the framework's handler,
 * no session, no database), so each absolute figure has a ratio measured on the same machine at the
 * same moment.
 */

const STORE = "kuechenwelt-berlin";
const N = 100;
const WARMUP = 10;

type Row = { label: string; http: number[]; db: number[]; errors: number };

type Probe = { label: string; send: (i: number) => Promise<boolean>; usesDb?: false };

async function get(url: string, cookie?: string): Promise<boolean> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  return res.ok;
}

/**
 * Runs the probes in turns (one request of each, then the next round), so that the machine's load
 * drifts over all of them alike: warm-up, then N rounds, each request with the statements PostgreSQL
 * logged for it.
 */
async function measure(list: Probe[], db: string | null): Promise<Row[]> {
  for (let i = 0; i < WARMUP; i++) for (const probe of list) await probe.send(i);
  const rows: Row[] = list.map((probe) => ({ label: probe.label, http: [], db: [], errors: 0 }));
  for (let i = 0; i < N; i++) {
    for (const [k, probe] of list.entries()) {
      const row = rows[k];
      await new Promise((r) => setTimeout(r, 15)); // the previous request's log lines are written
      const before = db ? logSize() : -1;
      const t = performance.now();
      if (!(await probe.send(WARMUP + i))) row.errors++;
      row.http.push(performance.now() - t);
      if (db && probe.usesDb !== false) {
        await new Promise((r) => setTimeout(r, 15));
        row.db.push(loggedMs(before, db));
      } else row.db.push(0);
    }
  }
  return rows;
}

/**
 * The same probes in turns again, one request right after the other with no pause: a server under steady
 * traffic, where no process of the path (this client, the server, PostgreSQL's backend) has gone idle
 * since the last answer. After each pause above, every hop of a request first waits for its process to
 * wake (on this virtual machine a bare Node request takes 0.1–0.3 ms back to back and 0.7 ms after a
 * 15 ms pause), and a request with several statements wakes the server and the database once for each.
 * Each request is followed by a mark statement on this client's own connection, which tells its log
 * lines from the next request's (`loggedMsBetweenMarks`).
 */
async function measureSteady(list: Probe[], url: string, db: string): Promise<Row[]> {
  const rows: Row[] = list.map((probe) => ({ label: probe.label, http: [], db: [], errors: 0 }));
  const marks = new pg.Client({ connectionString: url });
  await marks.connect();
  try {
    await new Promise((r) => setTimeout(r, 50));
    const before = logSize();
    for (let i = 0; i < N; i++)
      for (const [k, probe] of list.entries()) {
        const t = performance.now();
        if (!(await probe.send(WARMUP + N + i))) rows[k].errors++;
        rows[k].http.push(performance.now() - t);
        await marks.query(markStatement(i * list.length + k));
      }
    await new Promise((r) => setTimeout(r, 200));
    const logged = loggedMsBetweenMarks(before, db, N * list.length);
    for (let i = 0; i < N; i++) for (const [k, probe] of list.entries()) rows[k].db.push(probe.usesDb === false ? 0 : logged[i * list.length + k]);
  } finally {
    await marks.end();
  }
  return rows;
}

async function probes(baseUrl: string, cookie: string, url: string): Promise<Probe[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const ids: number[] = (await c.query("select id from products where withdrawn_at is null order by id limit 60")).rows.map((r) => r.id);
  // The largest category and ten search words, as the comparison with Vendure picks them (bench/vendure-vs.ts).
  const { rows: cats } = await c.query("select category_id as id from products where withdrawn_at is null group by 1 order by count(*) desc limit 1");
  const names: string[] = (await c.query("select name from products where id % 97 = 0 order by id limit 10")).rows.map((r) => r.name);
  const words = names.map((n) =>
    n
      .split(/\s+/)
      .filter((w) => w !== "Modell" && /^\p{L}+$/u.test(w))
      .reduce((a, b) => (b.length > a.length ? b : a), ""),
  );
  // The type designations of the same names ("HF317REN3E"): a search a studio makes for one appliance.
  const codes = names.map((n) => n.split(/\s+/).find((w) => /\d/.test(w) && /[A-Z]{2}/.test(w)) ?? words[0]);
  await c.end();
  const api = `${baseUrl}/api`;
  const page = (filter: Parameters<typeof listParamsToApiInput>[0]) =>
    `${api}/asProducts?${new URLSearchParams({ storeSlug: STORE, ...listParamsToApiInput(filter, { offset: 0, limit: 20 }, false) })}`;
  let version = -1;
  const addToCart = async (i: number) => {
    if (version < 0)
      version = ((await (await fetch(`${api}/asStoreCart?storeSlug=${STORE}`, { headers: { cookie } })).json()) as { version?: number }).version ?? 0;
    const items = [ids[0], ids[1 + (i % 50)]].map((id) => ({ id, quantity: 1, desiredDeliveryDate: null }));
    const res = await fetch(`${api}/asStoreCart`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ storeSlug: STORE, shopCart: { items, deliveryAddress: BENCH_ADDRESS, deliveryContact: BENCH_CONTACT }, version }),
    });
    const body = (await res.json()) as { version?: number };
    if (typeof body.version === "number") version = body.version;
    return res.ok;
  };
  return [
    { label: "/api/health (ohne Sitzung, ohne Datenbank)", send: () => get(`${api}/health`), usesDb: false },
    { label: "currentStore (Sitzung + Studio)", send: () => get(`${api}/currentStore?storeSlug=${STORE}`, cookie) },
    { label: "asCategories", send: () => get(`${api}/asCategories?storeSlug=${STORE}`, cookie) },
    {
      label: "Produktdaten: asProducts nach ids (3)",
      send: (i) => get(`${api}/asProducts?storeSlug=${STORE}&ids=${ids.slice(i % 50, (i % 50) + 3).join(",")}&limit=3`, cookie),
    },
    { label: "In den Warenkorb: asStoreCart POST", send: addToCart },
    { label: "Bestellliste: asOrders", send: () => get(`${api}/asOrders?storeSlug=${STORE}`, cookie) },
    { label: "Kategorieliste: asProducts, 20 je Seite", send: () => get(page({ categoryId: cats[0].id }), cookie) },
    { label: "Suche: asProducts, ein Wort", send: (i) => get(page({ search: words[i % words.length] }), cookie) },
    { label: "Suche: asProducts, Typenbezeichnung", send: (i) => get(page({ search: codes[i % codes.length] }), cookie) },
  ];
}

/** A Node HTTP server answering a small JSON body at once: the floor of any request over HTTP here. */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

export async function benchRequestPath(opts: { name: string; port: number; fresh: boolean }): Promise<void> {
  const url = await benchDatabase(opts.name, 10_000, opts.fresh);
  if (logSize() < 0) throw new Error(`Das Protokoll von PostgreSQL ist nicht lesbar (${LOG}, PG_LOG_FILE)`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`alter database ${opts.name} set log_min_duration_statement = 0`);
  const bare = await bareServer();
  const server = await startServer({ DATABASE_URL: url, DEMO_DATA: "off", QUEUE_POLL_MS: "60000" }, opts.port);
  const rows: Row[] = [];
  const steady: Row[] = [];
  try {
    await waitReady(server.baseUrl);
    const cookie = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
    const bareProbe: Probe = { label: "Node-HTTP-Server ohne alles", send: () => get(bare.url), usesDb: false };
    const list = [bareProbe, ...(await probes(server.baseUrl, cookie, url))];
    rows.push(...(await measure(list, opts.name)));
    steady.push(...(await measureSteady(list, url, opts.name)));
  } finally {
    await server.stop();
    await bare.close();
    await admin.query(`alter database ${opts.name} reset log_min_duration_statement`);
    await admin.end();
  }
  const health = percentile(rows[1].http, 50);
  printTable(
    rows.map((r, k) => {
      const added = r.http.map((ms, i) => ms - r.db[i]);
      const still = steady[k];
      const steadyP50 = percentile(still.http, 50);
      return {
        Messung: r.label,
        n: r.http.length,
        "HTTP p50 ms": round(percentile(r.http, 50), 2),
        "Anweisungen p50 ms": round(percentile(r.db, 50), 2),
        "HTTP darüber p50 ms": round(percentile(added, 50), 2),
        "HTTP p95 ms": round(percentile(r.http, 95), 2),
        "ohne Pause: HTTP p50 ms": round(steadyP50, 2),
        "ohne Pause: Anweisungen p50 ms": round(percentile(still.db, 50), 2),
        "ohne Pause: darüber p50 ms": round(
          percentile(
            still.http.map((ms, i) => ms - still.db[i]),
            50,
          ),
          2,
        ),
        "ohne Pause: HTTP ÷ Anweisungen": r.db.some((ms) => ms > 0) ? round(steadyP50 / percentile(still.db, 50), 2) : "–",
        "÷ Node ohne Pause": round(steadyP50 / percentile(steady[0].http, 50), 2),
        "÷ /api/health": round(percentile(r.http, 50) / health, 2),
        Fehler: r.errors,
      };
    }),
  );
}
