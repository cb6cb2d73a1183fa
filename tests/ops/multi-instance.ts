// Two production instances on one fresh PostgreSQL database, behind a round-robin proxy, with a slow
// SMTP and Slack peer; one instance is restarted with SIGTERM in the middle of a mixed workload.
// Afterwards: no failed request, every order, mail and chat message exactly once, both instances ready.
//
// The two instances are two `npm start` at once from this checkout with a setting the builds do not have
// yet (a new AUTH_SECRET salts the Server Actions): one makes the new build, the other waits for it, and
// a third server, started before on the end-to-end build, keeps serving its own build throughout.
//
// Needs the end-to-end build (`npm run build:e2e`) and DATABASE_URL pointing at a PostgreSQL server (any
// database there; a fresh one is created next to it and dropped at the end). NEXT_DIST_DIR may name another
// build folder inside a builds folder (one with `current`).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildFolder, currentBuild, makeCurrent } from "../../scripts/build-folders.mjs";
import { startSmtpPeer } from "../peers/smtp-peer";
import { startSlackPeer } from "../peers/slack-peer";

const e2eBuild = currentBuild(".next-e2e-builds");
// Relative to the checkout, as Next.js expects its distDir.
const distDir = path.relative(
  process.cwd(),
  path.resolve(process.env.NEXT_DIST_DIR || (e2eBuild ? buildFolder(".next-e2e-builds", e2eBuild) : ".next-e2e-builds/current")),
);
if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`Keine Produktionsversion in ${distDir}: zuerst npm run build:e2e`);
/** The builds folder the steady server's build lives in; the two `npm start` build into it too. */
const buildsRoot = path.dirname(distDir);
const buildsBefore = new Set(fs.readdirSync(buildsRoot));
const baseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const WORKLOAD_MS = Number(process.env.OPS_WORKLOAD_MS ?? 40_000);
const RESTART_AT_MS = Number(process.env.OPS_RESTART_AT_MS ?? 12_000);
/** The two instances' ports and the steady server's (OPS_PORTS=a,b,c), for machines where 3611–3613 are taken. */
const [PORT_A, PORT_B, PORT_C] = (process.env.OPS_PORTS ?? "3611,3612,3613").split(",").map(Number);
const t0 = Date.now();
const say = (msg: string) => console.log(`[ops +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the database ---------------------------------------------------------------------------------
const dbName = `ops_${randomBytes(5).toString("hex")}`;
async function admin(query: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}
await admin(`create database ${dbName}`);
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });

// ---- peers and proxy ------------------------------------------------------------------------------
const stats = {
  requests: 0,
  failed: [] as string[],
  proxyErrors: [] as string[],
  orders: [] as string[],
  shopEvents: 0,
  profileSaves: 0,
  signIns: 0,
  requestIds: 0,
};
const smtp = await startSmtpPeer({ delayMs: 500 });
const slack = await startSlackPeer({ delayMs: 300 });

type Backend = { name: string; port: number; ready: boolean; probing?: boolean; missed?: number };
const backends: Backend[] = [];
let rr = 0;
const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** A small load balancer: round robin over backends whose /api/ready says 200, polled every 200 ms. */
const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => forward(req, res, Buffer.concat(chunks), 0));
});
function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tries: number) {
  const ready = backends.filter((b) => b.ready);
  if (ready.length === 0 || tries > 5) {
    res.writeHead(502).end("kein Backend bereit");
    return;
  }
  const target = ready[rr++ % ready.length];
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, "x-forwarded-for": req.headers["x-client"] as string },
      agent: proxyAgent,
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on("error", (error: NodeJS.ErrnoException) => {
    // Refused: nothing was sent, so another backend may take it (what every load balancer does).
    if (error.code === "ECONNREFUSED" && !res.headersSent) {
      target.ready = false;
      return forward(req, res, body, tries + 1);
    }
    stats.proxyErrors.push(`${req.method} ${req.url}: ${error.code ?? error.message}`);
    if (!res.headersSent) res.writeHead(502).end(String(error.code));
    else res.destroy();
  });
  upstream.end(body);
}
// A load balancer keeps a client's idle connection about 60 s (Node's 5 s default would close one the
// client is just sending on again, on a busy machine where the client's own idle timer fires late).
proxy.keepAliveTimeout = 60_000;
proxy.headersTimeout = 61_000;
await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
const proxyPort = (proxy.address() as AddressInfo).port;
const appUrl = `http://localhost:${proxyPort}`;
// An answer other than 200 or a refused connection takes a backend out at once; a probe that merely
// times out (both instances busy on two cores) counts only after three in a row, as load balancers'
// health checks do (an "unhealthy threshold"). One probe per backend at a time.
const poller = setInterval(() => {
  for (const b of backends) {
    if (b.probing) continue;
    b.probing = true;
    fetch(`http://127.0.0.1:${b.port}/api/ready`, { signal: AbortSignal.timeout(1_000) })
      .then((r) => {
        b.ready = r.status === 200;
        b.missed = 0;
      })
      .catch((error: Error & { cause?: { code?: string } }) => {
        const refused = error.cause?.code === "ECONNREFUSED";
        b.missed = (b.missed ?? 0) + 1;
        if (refused || b.missed >= 3) b.ready = false;
      })
      .finally(() => (b.probing = false));
  }
}, 200);

// ---- instances ------------------------------------------------------------------------------------
const authSecret = randomBytes(32).toString("base64url");
type Instance = { name: string; port: number; proc: ChildProcess; log: string[]; exit: Promise<number | null> };
/** Output collected line by line; npm's own lines included. */
function collectLines(proc: ChildProcess): string[] {
  const log: string[] = [];
  let partial = "";
  const collect = (d: Buffer) => {
    const lines = (partial + d.toString()).split("\n");
    partial = lines.pop() ?? "";
    log.push(...lines);
  };
  proc.stdout!.on("data", collect);
  proc.stderr!.on("data", collect);
  return log;
}
/** `npm start` with this run's settings: builds when the build of these sources and settings is missing. */
function startInstance(name: string, port: number): Instance {
  // NODE_ENV unset: serve.mjs sets production itself (undefined values are not passed on).
  const env = {
    ...process.env,
    NODE_ENV: undefined,
    NEXT_DIST_DIR: undefined,
    NEXT_BUILDS_DIR: buildsRoot,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: undefined,
    DATABASE_URL: dbUrl.toString(),
    AUTH_SECRET: authSecret,
    DEMO_DATA: "on",
    DEMO_PRODUCTS: "300",
    PORT: String(port),
    APP_URL: appUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `ops-${name}-`)),
    SMTP_URL: smtp.url,
    SLACK_BOT_TOKEN: "xoxb-ops-test",
    SLACK_API_URL: slack.apiUrl,
    TRUST_PROXY: "on",
    QUEUE_POLL_MS: "500",
    SHUTDOWN_DELAY_MS: "1000",
    LOG_LEVEL: "info",
  } as unknown as NodeJS.ProcessEnv;
  const proc = spawn("npm", ["start"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const log = collectLines(proc);
  const exit = new Promise<number | null>((r) => proc.on("exit", (code) => r(code)));
  return { name, port, proc, log, exit };
}
async function untilReady(i: Instance, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (i.proc.exitCode !== null) throw new Error(`${i.name} beendet (${i.proc.exitCode}):\n${i.log.join("\n")}`);
    if (i.log.some((l) => l.includes("Bereit auf"))) return;
    await sleep(200);
  }
  throw new Error(`${i.name} nicht bereit:\n${i.log.join("\n")}`);
}

const instances: Record<string, Instance> = {};
/** Builds this run made in the builds folder (found again at the end, or on a failure). */
const madeBuilds = () => fs.readdirSync(buildsRoot).filter((n) => !buildsBefore.has(n) && /^[0-9a-f]{32}$/.test(n));
// A failing run must not leave servers behind (npm start in a process group of its own: npm and the
// server), nor its build as the current one of the end-to-end builds.
process.on("exit", () => {
  for (const i of Object.values(instances)) {
    if (i.proc.exitCode !== null) continue;
    try {
      process.kill(-i.proc.pid!, "SIGKILL");
    } catch {
      i.proc.kill("SIGKILL");
    }
  }
  for (const n of madeBuilds()) fs.rmSync(path.join(buildsRoot, n), { recursive: true, force: true });
  if (currentBuild(buildsRoot) !== path.basename(distDir)) makeCurrent(buildsRoot, path.basename(distDir));
});

// The steady server: the end-to-end build, pinned, on an embedded database of its own. While the new
// build is made and becomes current, it must go on answering with its own pages and scripts.
const steady: Instance = (() => {
  const env = {
    ...process.env,
    NODE_ENV: undefined,
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: undefined,
    AUTH_SECRET: undefined,
    DEMO_DATA: "off",
    PORT: String(PORT_C),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ops-steady-")),
    LOG_LEVEL: "info",
  } as unknown as NodeJS.ProcessEnv;
  const proc = spawn(process.execPath, ["scripts/serve.mjs"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  return { name: "steady", port: PORT_C, proc, log: collectLines(proc), exit: new Promise<number | null>((r) => proc.on("exit", (c) => r(c))) };
})();
instances.steady = steady;
await untilReady(steady);
const steadyUrl = `http://127.0.0.1:${PORT_C}`;
const steadyScript = (await (await fetch(`${steadyUrl}/login`)).text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
if (!steadyScript) throw new Error("Die Anmeldeseite des laufenden Servers nennt kein Skript");
/** The page and one of its scripts answer 200: the build behind the server is whole. */
async function servesItsBuild(base: string, script: string) {
  const [page, asset] = await Promise.all([fetch(`${base}/login`), fetch(`${base}${script}`)]);
  return `${page.status} ${asset.status}`;
}
say("laufender Server auf der End-to-End-Version bereit");

backends.push({ name: "a", port: PORT_A, ready: false }, { name: "b", port: PORT_B, ready: false });
// Both at the same moment, with a new setting, on the empty database: one builds, the other waits for
// that build; then migrations and demo data under the advisory lock.
instances.a = startInstance("a", PORT_A);
instances.b = startInstance("b", PORT_B);
const startLogs = () => [instances.a, instances.b].map((i) => i.log.join("\n"));
const steadyAnswers: string[] = [];
const buildDeadline = Date.now() + 15 * 60_000;
while (![instances.a, instances.b].every((i) => i.log.some((l) => l.includes("Bereit auf")))) {
  for (const i of [instances.a, instances.b])
    if (i.proc.exitCode !== null) throw new Error(`${i.name} beendet (${i.proc.exitCode}):\n${i.log.join("\n")}`);
  if (Date.now() > buildDeadline) throw new Error(`nach 15 Minuten nicht bereit:\n${startLogs().join("\n")}`);
  steadyAnswers.push(await servesItsBuild(steadyUrl, steadyScript));
  await sleep(2_000);
}
await Promise.all([untilReady(instances.a), untilReady(instances.b)]);
// Traffic starts once the balancer's own probe has put both backends into rotation, as behind a real
// load balancer (a busy machine may answer the first probes late).
for (const rotationDeadline = Date.now() + 30_000; !backends.every((b) => b.ready); await sleep(100))
  if (Date.now() > rotationDeadline) throw new Error(`Backends nicht in Rotation: ${JSON.stringify(backends)}`);
say(`beide Instanzen bereit (der laufende Server ${steadyAnswers.length}-mal gefragt)`);
const startOutputs = startLogs();
const builtBy = startOutputs.filter(
  (o) => o.includes("Keine Produktionsversion gefunden, baue") || o.includes("Quellen haben sich seit dem letzten Build geändert, baue neu"),
);
const waitedBy = startOutputs.filter((o) => /Prozess \d+ baut gerade eine Produktionsversion in .*, warte auf ihn …/.test(o));
const newBuilds = madeBuilds();

// ---- workload -------------------------------------------------------------------------------------

/** `expected`: statuses that are an answer the caller handles, not a failure (a cart save's 409). */
async function request(method: "GET" | "POST", url: string, who: { ip: string; cookie?: string }, body?: unknown, expected: number[] = []) {
  stats.requests++;
  const res = await fetch(`${appUrl}${url}`, {
    method,
    headers: {
      "x-client": who.ip,
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(method === "POST" ? { origin: appUrl, "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    // "fetch failed" says little: the cause says which side closed what.
    const why = [error.message, error.cause?.code, error.cause?.message].filter(Boolean).join(": ");
    return { status: 0, ok: false, headers: new Headers(), text: async () => why, json: async () => ({}) } as unknown as Response;
  });
  if (res.headers.get("x-request-id")) stats.requestIds++;
  // Read a copy of the body: the caller may still read the answer itself.
  if (!res.ok && !expected.includes(res.status))
    stats.failed.push(`${method} ${url}: ${res.status} ${(await (res.status ? res.clone() : res).text()).slice(0, 200)}`);
  return res;
}

async function signIn(email: string, ip: string): Promise<string> {
  const res = await request("POST", "/api/auth/sign-in/email", { ip }, { email, password: "demo1234" });
  stats.signIns++;
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const SLUG = "kuechenwelt-berlin";
const { rows: productRows } = await db.query<{ id: number }>("select id from products order by id limit 20");
const address = {
  mode: "studio",
  companyName: "Küchenwelt Berlin GmbH",
  toAttention: "Sabine Krüger",
  addressStreet: "Schönhauser Allee 112",
  addressZip: "10439",
  addressCity: "Berlin",
  addressState: "Berlin",
  addressCountry: "Deutschland",
  phone: "030 1234567",
};
const contact = { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" };

/** A shop user: signs in, then saves the cart, submits an order, reports "shop opened"; signs in again halfway. */
async function shopper(n: number, until: number) {
  const who = { ip: `10.0.1.${n}`, cookie: await signIn("studio@kuechenwelt-berlin.example", `10.0.1.${n}`) };
  let signedInAgain = false;
  let k = 0;
  while (Date.now() < until) {
    if (!signedInAgain && Date.now() > until - WORKLOAD_MS / 2) {
      who.cookie = await signIn("studio@kuechenwelt-berlin.example", who.ip);
      signedInAgain = true;
    }
    const product = productRows[(n * 7 + k++) % productRows.length].id;
    // The order is made of the stored cart, in the version its submit names (asOrderSubmit): the
    // shopper saves the order into the cart and submits that version. A save or a submit after the
    // other shopper's save in between is a 409, answered as the browser does: load the cart again
    // and save once more. The cart save names the version it is based on (issue 19).
    const submissionId = `ops-${n}-${k}-${randomUUID()}`;
    const shopCart = {
      items: [{ id: product, quantity: 1, desiredDeliveryDate: null }],
      deliveryAddress: address,
      deliveryContact: contact,
      customerReference: `Ops ${n}-${k}`,
    };
    let res: Response | null = null;
    for (let attempt = 1; attempt <= 20 && !res?.ok; attempt++) {
      const last = attempt < 20 ? [409] : [];
      const { version } = (await (await request("GET", `/api/asStoreCart?storeSlug=${SLUG}`, who)).json()) as { version: number };
      const saved = await request("POST", "/api/asStoreCart", who, { storeSlug: SLUG, shopCart, version }, last);
      if (!saved.ok) continue;
      const stored = (await saved.json()) as { version: number };
      res = await request("POST", "/api/asOrderSubmit", who, { storeSlug: SLUG, submissionId, version: stored.version }, last);
    }
    if (res?.ok) stats.orders.push(((await res.json()) as { order: { idfs: string } }).order.idfs);
    if ((await request("POST", "/api/shopEvent", who, { storeSlug: SLUG, event: "shopOpened" })).ok) stats.shopEvents++;
    await request("GET", `/api/asStoreCart?storeSlug=${SLUG}`, who);
    await sleep(1_500);
  }
}

/** A studio user: signs in, then saves the profile (a CRM push, a job on the queue) and reads it back. */
async function studio(email: string, slug: string, n: number, until: number) {
  const who = { ip: `10.0.2.${n}`, cookie: await signIn(email, `10.0.2.${n}`) };
  const { rows } = await db.query<{ crm_id: string }>("select crm_id from stores where slug = $1", [slug]);
  let k = 0;
  while (Date.now() < until) {
    const res = await request("POST", "/api/crmUpdate", who, {
      type: "Store",
      crmId: rows[0].crm_id,
      tree: { Opening_Hours_Comment__c: `Termine nach Absprache (${n}-${++k})` },
    });
    if (res.ok) stats.profileSaves++;
    await request("GET", `/api/storeProfile?storeSlug=${slug}`, who);
    await sleep(300);
  }
}

const until = Date.now() + WORKLOAD_MS;
const load = Promise.all([
  shopper(1, until),
  shopper(2, until),
  studio("studio@kuechenwelt-berlin.example", SLUG, 1, until),
  studio("studio@kuechenhaus-hamburg.example", "kuechenhaus-hamburg", 2, until),
  studio("studio@kuechen-mayer.example", "kuechen-mayer", 3, until),
]);

// ---- the rolling restart --------------------------------------------------------------------------
await sleep(RESTART_AT_MS);
// The queues whose jobs deliver something (lib/server/app-jobs.ts): mails, chat messages, CRM pushes.
const MAIL_QUEUES = ["mail", "shop.order-confirmation", "shop.order-status-mail", "shop.request-decision-mail", "shop.credit-note-mail"];
const DELIVERY_QUEUES = [...MAIL_QUEUES, "chat", "shop.order-notice", "crm-push"];
const openDeliveries = async () =>
  (
    await db.query<{ n: number }>("select count(*)::int n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')", [
      DELIVERY_QUEUES,
    ])
  ).rows[0].n;
const pendingBefore = await openDeliveries();
say(`SIGTERM an Instanz a (${pendingBefore} Zustellungen offen)`);
const old = instances.a;
old.proc.kill("SIGTERM");
const code = await old.exit;
say(`Instanz a beendet mit ${code}`);
if (code !== 0) throw new Error(`Instanz a endete mit ${code}:\n${old.log.slice(-20).join("\n")}`);
instances.a = startInstance("a", PORT_A);
await untilReady(instances.a);
say("Instanz a wieder bereit");
const restartBuilt = instances.a.log.some((l) => l.includes("baue"));
await load;
say(`Last beendet: ${stats.requests} Anfragen`);

// ---- afterwards: everything delivered exactly once -------------------------------------------------
const drainDeadline = Date.now() + 120_000;
for (;;) {
  const open = await openDeliveries();
  if (open === 0) break;
  if (Date.now() > drainDeadline) {
    const { rows } = await db.query("select name, state, count(*)::int n from pgboss.job where name = any($1) group by name, state", [
      DELIVERY_QUEUES,
    ]);
    throw new Error(`Zustellungen offen: ${JSON.stringify(rows)}`);
  }
  await sleep(500);
}
say("Alles zugestellt");
await sleep(1_000); // a (wrong) second delivery would arrive now

const problems: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
};

// The two `npm start`: one build, made by one of them, waited for by the other; the restart builds nothing.
expect(builtBy.length === 1, `${builtBy.length} der beiden Starts haben gebaut`);
expect(waitedBy.length === 1, `${waitedBy.length} der beiden Starts haben auf den Build gewartet`);
expect(!startOutputs.join("\n").includes("Another next build process is already running"), "zwei next build zugleich");
expect(newBuilds.length === 1, `neue Produktionsversionen: ${newBuilds.join(", ") || "keine"}`);
expect(newBuilds.length === 1 && fs.existsSync(path.join(buildsRoot, newBuilds[0], ".ready")), "die neue Version ist nicht vollständig");
expect(newBuilds.length === 1 && currentBuild(buildsRoot) === newBuilds[0], "die neue Version ist nicht die aktuelle");
expect(!restartBuilt, "der Neustart hat noch einmal gebaut");
// The steady server was asked during the build and always answered from its own, still whole build.
expect(steadyAnswers.length > 10, `der laufende Server wurde während des Builds nur ${steadyAnswers.length}-mal gefragt`);
expect(
  steadyAnswers.every((a) => a === "200 200"),
  `der laufende Server antwortete während des Builds: ${steadyAnswers.filter((a) => a !== "200 200").join(", ")}`,
);
expect((await servesItsBuild(steadyUrl, steadyScript)) === "200 200", "der laufende Server hat seine Version verloren");
expect(fs.existsSync(path.join(distDir, ".ready")), "die Version des laufenden Servers wurde entfernt");

const orderRows = (await db.query<{ idfs: string; submission_id: string }>("select idfs, submission_id from orders where submission_id like 'ops-%'"))
  .rows;
expect(orderRows.length === stats.orders.length, `Bestellungen: ${orderRows.length} in der Datenbank, ${stats.orders.length} bestätigt`);
expect(new Set(orderRows.map((r) => r.submission_id)).size === orderRows.length, "eine Einreichung doppelt gespeichert");

// Every mail exactly once: the order confirmations, and what the jobs send beside them (lead reminders
// and daily summaries for the demo data's open requests).
// Each mail job's Message-ID is its job's (lib/server/platform/deliveries.ts): received once each, none missing.
const mailRows = (
  await db.query<{ id: string; queue: string }>("select id::text as id, name as queue from pgboss.job where name = any($1)", [MAIL_QUEUES])
).rows;
const receivedIds = smtp.received.map((m) => /^Message-ID:\s*<job-([0-9a-f-]{36})@/im.exec(m.raw.toString("utf8"))?.[1] ?? "?");
expect(smtp.received.length === mailRows.length, `Mails: ${smtp.received.length} empfangen, ${mailRows.length} Aufträge`);
expect(new Set(receivedIds).size === receivedIds.length, `Mails doppelt: ${receivedIds.filter((id, i) => receivedIds.indexOf(id) !== i).join(", ")}`);
expect(
  mailRows.every((r) => receivedIds.includes(r.id)),
  "eine Mail fehlt",
);
const confirmations = mailRows.filter((r) => r.queue === "shop.order-confirmation").length;
expect(confirmations === stats.orders.length, `Bestellbestätigungen: ${confirmations} für ${stats.orders.length} Bestellungen`);

// The chat: every message of the chat queue posted as often as queued, and one order notice per order.
const chatRows = (await db.query<{ message: string }>("select data->>'message' as message from pgboss.job where name = 'chat'")).rows;
const posted = slack.calls.filter((c) => c.method === "chat.postMessage").map((c) => c.args.text);
const countBy = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
const wanted = countBy(chatRows.map((r) => r.message));
const got = countBy(posted);
const noticeJobs = (await db.query<{ n: number }>("select count(*)::int n from pgboss.job where name = 'shop.order-notice'")).rows[0].n;
expect(posted.length === chatRows.length + noticeJobs, `Chat: ${posted.length} gesendet, ${chatRows.length + noticeJobs} Aufträge`);
for (const [text, n] of wanted) expect(got.get(text) === n, `Chat „${text.slice(0, 60)}“: ${got.get(text) ?? 0} statt ${n}`);
// Shop events post at most one notice per studio and kind within 5 minutes per instance process (lib/server/
// shop-events.ts): two instances, one of them restarted, so at most three per 5 minutes for the one studio.
const shopOpened = chatRows.filter((r) => r.message.startsWith("Händlershop geöffnet")).length;
const orderNotices = posted.filter((text) => text.startsWith("Neue Bestellung")).length;
expect(orderNotices === stats.orders.length, `Chat: ${orderNotices} Bestell-Meldungen für ${stats.orders.length} Bestellungen`);
expect(
  stats.shopEvents === 0 || (shopOpened >= 1 && shopOpened <= Math.min(stats.shopEvents, 3 * Math.ceil((Date.now() - t0) / 300_000))),
  `Chat: ${shopOpened} Shop-Meldungen für ${stats.shopEvents} Shop-Ereignisse`,
);

const crmRows = (await db.query<{ n: number }>("select count(*)::int n from pgboss.job where name = 'crm-push' and state = 'completed'")).rows[0].n;
expect(crmRows === stats.profileSaves, `Profil: ${crmRows} CRM-Zustellungen für ${stats.profileSaves} Speicherungen`);
expect(stats.failed.length === 0, `fehlgeschlagene Anfragen: ${stats.failed.length}\n  ${stats.failed.slice(0, 10).join("\n  ")}`);
expect(stats.proxyErrors.length === 0, `Proxy-Fehler: ${stats.proxyErrors.slice(0, 10).join("; ")}`);
expect(stats.requestIds === stats.requests, `x-request-id fehlt bei ${stats.requests - stats.requestIds} Antworten`);

// Issue 47: each instance keeps checked sessions in memory; a session ended on one instance is refused by
// the other with its very next request (the sign-in version in the database, session-cache.ts).
async function direct(i: Instance, method: "GET" | "POST", url: string, cookie: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${i.port}${url}`, {
    method,
    headers: { cookie, ...(method === "POST" ? { origin: appUrl, "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
async function directSignIn(i: Instance, email: string): Promise<string> {
  const res = await direct(i, "POST", "/api/auth/sign-in/email", "", { email, password: "demo1234" });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const statusAt = async (i: Instance, cookie: string, slug: string) => (await direct(i, "GET", `/api/currentStore?storeSlug=${slug}`, cookie)).status;
{
  const member = await directSignIn(instances.a, "einkauf@kuechenwelt-berlin.example");
  const warm = [await statusAt(instances.a, member, SLUG), await statusAt(instances.b, member, SLUG), await statusAt(instances.b, member, SLUG)];
  expect(
    warm.every((s) => s === 200),
    `Sitzung vor der Abmeldung: ${warm.join(", ")}`,
  );
  await direct(instances.a, "POST", "/api/auth/sign-out", member, {});
  const after = await statusAt(instances.b, member, SLUG);
  expect(after === 401, `nach der Abmeldung auf ${instances.a.name} antwortete ${instances.b.name} ${after} statt 401`);

  const owner = await directSignIn(instances.a, "studio@kuechen-mayer.example");
  const seller = await directSignIn(instances.b, "verkauf@kuechen-mayer.example");
  const before = [await statusAt(instances.b, seller, "kuechen-mayer"), await statusAt(instances.b, seller, "kuechen-mayer")];
  expect(
    before.every((s) => s === 200),
    `Verkauf vor der Deaktivierung: ${before.join(", ")}`,
  );
  const off = await direct(instances.a, "POST", "/api/storeTeamDeactivate", owner, {
    storeSlug: "kuechen-mayer",
    userId: "seed-user-verkauf-kuechen-mayer",
  });
  expect(off.status === 200, `Deaktivieren: ${off.status}`);
  const refused = await statusAt(instances.b, seller, "kuechen-mayer");
  expect(refused === 401, `nach der Deaktivierung auf ${instances.a.name} antwortete ${instances.b.name} ${refused} statt 401`);
}

for (const i of [instances.a, instances.b]) {
  const res = await fetch(`http://127.0.0.1:${i.port}/api/ready`);
  const body = (await res.json()) as { ready: boolean; checks: Record<string, { mode?: string }> };
  expect(res.status === 200 && body.ready, `Instanz ${i.name} nicht bereit: ${JSON.stringify(body)}`);
  expect(body.checks.mail?.mode === "smtp" && body.checks.chat?.mode === "slack", `Instanz ${i.name}: ${JSON.stringify(body.checks)}`);
}
// Logs: JSON lines only (Next's own banner aside), one access line per request with its id.
const allLines = [...old.log, ...instances.a.log, ...instances.b.log].filter((l) => l.trim());
const json = allLines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { msg: string; requestId?: string; level: number });
const access = json.filter((l) => l.msg === "Anfrage");
expect(
  access.every((l) => typeof l.requestId === "string"),
  "Zugriffszeile ohne requestId",
);
const errors = json.filter((l) => l.level >= 50);
expect(
  errors.length === 0,
  `Fehler im Log: ${errors
    .slice(0, 5)
    .map((e) => JSON.stringify(e))
    .join("\n")}`,
);
const demoLoads = json.filter((l) => l.msg === "Demodaten geladen").length;
expect(demoLoads === 1, `Demodaten ${demoLoads}-mal geladen`);

say(
  `Ergebnis: ${stats.requests} Anfragen (${stats.failed.length} fehlgeschlagen, ${stats.signIns} Anmeldungen), ${orderRows.length} Bestellungen, ` +
    `${smtp.received.length} Mails, ${posted.length} Chat-Nachrichten, ${crmRows} CRM-Zustellungen, ${access.length} Zugriffszeilen, ` +
    `${pendingBefore} Zustellungen offen beim Neustart`,
);

// ---- clean up -------------------------------------------------------------------------------------
clearInterval(poller);
for (const i of Object.values(instances)) {
  i.proc.kill("SIGTERM");
  await i.exit;
}
// The new build was for this run's secret only; the end-to-end build is current again, as it was
// (the exit handler above).
proxyAgent.destroy();
proxy.close();
await smtp.close();
await slack.close();
await db.end();
await admin(`drop database if exists ${dbName} with (force)`);
if (problems.length) {
  console.error(`\nFEHLGESCHLAGEN:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
say("bestanden");
