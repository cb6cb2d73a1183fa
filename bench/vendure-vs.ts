import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { listParamsToApiInput } from "@/lib/domain/shop/list-params";
import { benchDatabase } from "./lib/database";
import { loggedMsPerRequest, logSize } from "./lib/db-time";
import { ADMIN_URL } from "./lib/database";
import { percentile, printTable, round } from "./lib/measure";
import { signInCookie, startServer, type Server } from "./lib/server";
import { concurrentLoops, medianOfRounds, sidesInRound, speedup, type SideFigures } from "./lib/side-by-side";
import { indexedRows, installPeer, reindexDone, openJobs, peerDatabase, runPeer } from "./lib/vendure-peer";
import { ADD_TO_CART, gql, LIST_QUERY, LIST_QUERY_WITHOUT_FACETS, reindex, waitForShopApi } from "./lib/vendure-shop";
import { BENCH_ADDRESS, BENCH_CONTACT } from "./lib/bench-delivery";

/**
 * Issue 47's comparison with Vendure 3.7 (`npm run bench -- --vendure-vs [--products N] [--db-prefix P]
 * [--rounds R] [--port P] [--fresh]`): our shop and Vendure with its DefaultSearchPlugin on PostgreSQL,
 * each with the same N demo articles (default 10,000), measured in one run as a browser asks for the
 * data: ours over its JSON API, Vendure over its shop-api (GraphQL). The category list (first page of
 * the largest category, 1 user and 8 users at once), a search for a word of the catalog and adding to
 * the cart. Each round measures every request on both sides, the side that goes first alternating; per
 * side the p50 / p95 of each round, reported as the median over the rounds, and the ratio Vendure / ours.
 * Our database: P + "bench_" + N/1000 + "k" (as the other benchmarks seed it); Vendure's: P + "vendure_"
 * + N/1000 + "k", filled once by Vendure's importer and reused. Our server on port P, Vendure on P+1.
 */

const STORE = "kuechenwelt-berlin";
const PAGE = 20; // our shop's page size (lib/domain/shop/list-params.ts PAGE_SIZE), asked of both
const N1 = 30; // requests per side and round, one user
const PER_USER = 10; // requests per user and round, 8 users
const WARMUP = 5;

type Send = (user: number, i: number) => Promise<void>;
/** `bareList` / `bareSearch`: Vendure's query without the facet counts; ours always answers them (the same request as `list` / `search`). */
type Side = { name: "unsere" | "Vendure"; list: Send; search: Send; cart: Send; bareList: Send; bareSearch: Send };
/** `target` null: a row for comparison, no target of the issue. */
type Kind = { label: string; users: number; target: number | null; send: (s: Side) => Send };

const KINDS: Kind[] = [
  { label: "Kategorieliste, 1 Nutzer", users: 1, target: 2, send: (s) => s.list },
  { label: "Kategorieliste, 8 Nutzer", users: 8, target: 2, send: (s) => s.list },
  { label: "Suche (Volltext)", users: 1, target: 20, send: (s) => s.search },
  { label: "In den Warenkorb", users: 1, target: 3, send: (s) => s.cart },
  { label: "Kategorieliste, 1 Nutzer, Vendure ohne Facetten", users: 1, target: null, send: (s) => s.bareList },
  { label: "Suche, Vendure ohne Facetten", users: 1, target: null, send: (s) => s.bareSearch },
];

async function rows<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

/** The largest category, the search words (a word of every 97th name) and two products, read from our database. */
async function probeData(url: string) {
  const [cat] = await rows<{ id: number; slug: string; n: number }>(
    url,
    "select c.id, c.slug, count(*)::int as n from products p join categories c on c.id = p.category_id where p.withdrawn_at is null group by 1, 2 order by 3 desc limit 1",
  );
  const names = await rows<{ name: string }>(url, "select name from products where id % 97 = 0 order by id limit 10");
  // The longest word of each name (the product type, a series), not "Modell", which every name ends with.
  const words = names.map((r) =>
    r.name
      .split(/\s+/)
      .filter((w) => w !== "Modell" && /^\p{L}+$/u.test(w))
      .reduce((a, b) => (b.length > a.length ? b : a), ""),
  );
  const ids = (await rows<{ id: number }>(url, "select id from products where withdrawn_at is null order by id limit 2")).map((r) => r.id);
  return { cat, words, ids };
}

async function ourSide(server: Server, cookie: string, data: Awaited<ReturnType<typeof probeData>>): Promise<Side> {
  const api = `${server.baseUrl}/api`;
  const get = async (query: Record<string, string>) => {
    const res = await fetch(`${api}/asProducts?${new URLSearchParams({ storeSlug: STORE, ...query })}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`asProducts: HTTP ${res.status}`);
  };
  const cart = await (await fetch(`${api}/asStoreCart?storeSlug=${STORE}`, { headers: { cookie } })).json();
  let version: number = (cart as { version?: number }).version ?? 0;
  let adds = 0;
  const list: Send = () => get({ ...listParamsToApiInput({ categoryId: data.cat.id }, { offset: 0, limit: PAGE }, false) });
  const search: Send = (_u, i) => get({ ...listParamsToApiInput({ search: data.words[i % data.words.length] }, { offset: 0, limit: PAGE }, false) });
  return {
    name: "unsere",
    list,
    search,
    bareList: list,
    bareSearch: search,
    // What the shop sends on "In den Warenkorb": the whole cart with the added unit (two products, taken in turns).
    cart: async () => {
      adds++;
      const items = data.ids
        .map((id, k) => ({ id, quantity: Math.floor((adds + 1 - k) / 2), desiredDeliveryDate: null }))
        .filter((x) => x.quantity > 0);
      const res = await fetch(`${api}/asStoreCart`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: server.baseUrl },
        body: JSON.stringify({ storeSlug: STORE, shopCart: { items, deliveryAddress: BENCH_ADDRESS, deliveryContact: BENCH_CONTACT }, version }),
      });
      const body = (await res.json()) as { version?: number };
      if (!res.ok) throw new Error(`asStoreCart: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      if (typeof body.version === "number") version = body.version;
    },
  };
}

async function vendureSide(base: string, data: Awaited<ReturnType<typeof probeData>>, products: number): Promise<Side> {
  const shop = `${base}/shop-api`;
  const search = (input: object, query = LIST_QUERY) =>
    gql<{ search: { totalItems: number } }>(shop, {
      query,
      variables: { input: { take: PAGE, skip: 0, groupByProduct: true, ...input } },
    });
  const list = await search({ collectionSlug: data.cat.slug });
  console.log(`Vendure ${data.cat.slug}: ${list.data!.search.totalItems} Produkte (unsere: ${data.cat.n}); Index ${products}`);
  if (list.data!.search.totalItems !== data.cat.n) throw new Error("Vendures Kategorie hat nicht dieselben Produkte wie unsere");
  const variants = await gql<{ search: { items: { productVariantId: string }[] } }>(shop, {
    query: `{ search(input: { take: 2, groupByProduct: false, sort: { name: ASC } }) { items { productVariantId } } }`,
  });
  const variantIds = variants.data!.search.items.map((x) => x.productVariantId);
  let token: string | null = null;
  let adds = 0;
  return {
    name: "Vendure",
    list: async () => void (await search({ collectionSlug: data.cat.slug })),
    search: async (_u, i) => void (await search({ term: data.words[i % data.words.length] })),
    bareList: async () => void (await search({ collectionSlug: data.cat.slug }, LIST_QUERY_WITHOUT_FACETS)),
    bareSearch: async (_u, i) => void (await search({ term: data.words[i % data.words.length] }, LIST_QUERY_WITHOUT_FACETS)),
    cart: async () => {
      const answer = await gql(shop, { query: ADD_TO_CART, variables: { productVariantId: variantIds[adds++ % 2], quantity: 1 } }, token);
      token = answer.token;
    },
  };
}

/** Every kind in every round, both sides, the side going first alternating; the latencies per kind, side and round. */
async function measure(sides: [Side, Side], rounds: number): Promise<Map<string, Map<string, number[][]>>> {
  const out = new Map(KINDS.map((k) => [k.label, new Map(sides.map((s) => [s.name, [] as number[][]]))]));
  for (const side of sides) for (const kind of KINDS) await concurrentLoops(kind.users, WARMUP * 2, kind.send(side)); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const kind of KINDS) {
      for (const side of sidesInRound(sides, r)) {
        const send = kind.send(side);
        await concurrentLoops(kind.users, WARMUP, send);
        const times = await concurrentLoops(kind.users, kind.users === 1 ? N1 : PER_USER, send);
        out.get(kind.label)!.get(side.name)!.push(times);
      }
      console.log(`Runde ${r + 1}: ${kind.label} gemessen`);
    }
  }
  return out;
}

async function startVendure(url: string, port: number, products: number, populated: boolean) {
  const env = { VV_DATABASE_URL: url, VV_PORT: String(port) };
  const worker = runPeer("worker.mjs", env);
  const t = performance.now();
  const server = runPeer("server.mjs", env);
  const stop = async () => {
    await server.stop();
    await worker.stop();
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForShopApi(base, 180_000, () => server.proc.exitCode === null);
  } catch (e) {
    await stop();
    throw new Error(`${e}\n${server.log()}`);
  }
  const readyMs = performance.now() - t;
  for (let i = 0; (await openJobs(url)) > 0 && i < 1800; i++) await new Promise((r) => setTimeout(r, 1000));
  let reindexMs = 0;
  if (populated || !(await reindexDone(url)) || (await indexedRows(url)) < products) {
    console.log("Vendure: Suchindex wird aufgebaut …");
    reindexMs = await reindex(base);
  }
  return { base, stop, reindexMs, readyMs };
}

type Setup = { ourUrl: string; ourDb: string; peerUrl: string; peerDb: string; products: number; port: number };

/** Both servers started and signed in, their sides, the time each took until it answered. */
async function startSides(setup: Setup, populated: boolean, stops: (() => Promise<void>)[]) {
  const vendure = await startVendure(setup.peerUrl, setup.port + 1, setup.products, populated);
  stops.push(vendure.stop);
  const t = performance.now();
  const server = await startServer({ DATABASE_URL: setup.ourUrl, DEMO_DATA: "off", QUEUE_POLL_MS: "60000" }, setup.port);
  const ourReadyMs = performance.now() - t;
  stops.push(server.stop);
  const data = await probeData(setup.ourUrl);
  const cookie = await signInCookie(server.baseUrl, "studio@kuechenwelt-berlin.example");
  console.log(`Kategorie ${data.cat.slug} (${data.cat.n} Artikel); Suchwörter: ${data.words.join(", ")}`);
  const sides: [Side, Side] = [await ourSide(server, cookie, data), await vendureSide(vendure.base, data, setup.products)];
  return { sides, ourReadyMs, vendure };
}

/**
 * Where the time goes: both servers started again with every statement of their database logged
 * (bench/lib/db-time.ts), then 20 requests of each one-user kind per side; the median statement time
 * per request. Apart from the rounds, since logging costs time.
 */
async function databaseShare(setup: Setup): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (logSize() < 0) return out;
  const stops: (() => Promise<void>)[] = [];
  const alter = (value: string) => Promise.all([setup.ourDb, setup.peerDb].map((db) => rows(ADMIN_URL, `alter database ${db} ${value}`)));
  await alter("set log_min_duration_statement = 0");
  try {
    const { sides } = await startSides(setup, false, stops);
    const dbs = [setup.ourDb, setup.peerDb];
    for (const kind of KINDS.filter((k) => k.users === 1)) {
      const ms: number[] = [];
      for (const [i, side] of sides.entries()) {
        await concurrentLoops(1, WARMUP, kind.send(side));
        ms.push(round(percentile(await loggedMsPerRequest(dbs[i], 20, (n) => kind.send(side)(0, n)), 50), 2));
      }
      out.set(kind.label, ms.join(" / "));
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    await alter("reset log_min_duration_statement");
  }
  return out;
}

function figures(times: Map<string, Map<string, number[][]>>, sides: [Side, Side], dbShare: Map<string, string>) {
  return KINDS.map((kind) => {
    const [ours, theirs]: SideFigures[] = sides.map((s) => medianOfRounds(times.get(kind.label)!.get(s.name)!));
    const { ratio, met } = speedup(theirs, ours, kind.target ?? 0);
    return {
      Messung: kind.label,
      "unsere p50": ours.p50,
      "unsere p95": ours.p95,
      "Vendure p50": theirs.p50,
      "Vendure p95": theirs.p95,
      "Vendure / unsere (p50)": `${ratio}x`,
      Ziel: kind.target === null ? "–" : `≥ ${kind.target}x`,
      erreicht: kind.target === null ? "–" : met ? "ja" : "nein",
      "p50 je Runde (unsere / Vendure)": `${ours.roundsP50.join(" · ")} / ${theirs.roundsP50.join(" · ")}`,
      "SQL ms je Anfrage, p50 (unsere / Vendure)": dbShare.get(kind.label) ?? "–",
    };
  });
}

export async function vendureVs(options: { products: number; prefix: string; rounds: number; port: number; fresh: boolean }): Promise<number> {
  const k = `${Math.round(options.products / 1000)}k`;
  const installMs = installPeer();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vendure-vs-"));
  const stops: (() => Promise<void>)[] = [];
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(", ");
  const s = (ms: number) => `${round(ms / 1000)} s`;
  try {
    let t = performance.now();
    const [ourDb, peerDb] = [`${options.prefix}bench_${k}`, `${options.prefix}vendure_${k}`];
    const ourUrl = await benchDatabase(ourDb, options.products, options.fresh);
    const seedMs = performance.now() - t;
    const peer = await peerDatabase(peerDb, options.products, tmp);
    const setup: Setup = { ourUrl, ourDb, peerUrl: peer.url, peerDb, products: options.products, port: options.port };
    const { sides, ourReadyMs, vendure } = await startSides(setup, peer.populateMs > 0, stops);
    const loadBefore = load();
    t = performance.now();
    const times = await measure(sides, options.rounds);
    const measureMs = performance.now() - t;
    const loadAfter = load();
    for (const stop of stops.splice(0).reverse()) await stop();
    const dbShare = await databaseShare(setup);
    console.log(
      `\n## ${options.products.toLocaleString("de-DE")} Artikel, Median von ${options.rounds} Runden, ms; Last ${loadBefore} vorher, ${loadAfter} nachher\n`,
    );
    printTable(figures(times, sides, dbShare));
    console.log(
      `\nInstallation ${s(installMs)}, unsere Datenbank ${s(seedMs)}, Vendure befüllen ${s(peer.populateMs)}, Vendure-Suchindex ${s(vendure.reindexMs)}, ` +
        `bereit: unser Server ${s(ourReadyMs)}, Vendure ${s(vendure.readyMs)}; Messen ${s(measureMs)}`,
    );
    return 0;
  } finally {
    for (const stop of stops.reverse()) await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
