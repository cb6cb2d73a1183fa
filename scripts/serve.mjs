import "./require-node.mjs"; // first: stops an old Node with one line (scripts/require-node.mjs)
// The production server (`npm start`, the end-to-end tests and `npm run bench` use it): the built app
// behind HTTP compression on PORT (default 3000).
//
// Next's own compression (turned off in next.config.ts) compresses every answer at one level. The
// console's store answer carries thousands of proposals (about 3.7 MB of JSON for 5,000); at the
// default level compressing it took longer than reading it from the database. API answers are made
// per request, so they get the fastest level; pages and built files keep the default level, where the
// smaller size is worth the time.
//
// It also owns the process: it waits for the app's start-up state (lib/server/platform/readiness.ts) before it
// prints "Bereit" and lets requests in (until then only /api/health and /api/ready answer, the rest
// 503), writes one JSON access line per request with its request id, and on SIGTERM/SIGINT drains:
// /api/ready turns 503, the listener closes, running requests finish (up to 25 s), then the app stops
// its workers and closes the database, and the process exits 0.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { Duplex } from "node:stream";
import zlib from "node:zlib";
import compression from "compression";
import pino from "pino";
import { buildFolder, buildsRoot, currentBuild, registerUse } from "./build-folders.mjs";
import { refuseEdgeRequest } from "./request-edges.mjs";
import { directEndpoint, serveDirect } from "./api-direct.mjs";
import nodePath from "node:path";

// The one rule for what of a path may be logged (no query, secret segments masked as [token]). Loaded
// after require-node.mjs has run: an old Node cannot load a .ts module and would fail before the guard.
const { loggedPath } = await import("../lib/domain/platform/logged-path.ts");

// The build it serves: NEXT_DIST_DIR (npm start sets the folder of its build id there), else the current
// build `npm run build` made (.next-builds/current, scripts/build-folders.mjs), pinned to its folder so a
// later build never changes what this process serves; else Next's default, .next. A folder of the builds
// is recorded as in use while this process runs, so no clean-up removes it.
{
  const root = buildsRoot();
  const current = currentBuild(root);
  if (!process.env.NEXT_DIST_DIR && current) process.env.NEXT_DIST_DIR = buildFolder(root, current);
  const dist = process.env.NEXT_DIST_DIR;
  if (dist && nodePath.resolve(nodePath.dirname(dist)) === nodePath.resolve(root)) registerUse(root, nodePath.basename(dist));
}

// `npm start` without NODE_ENV is the embedded quick start (lib/env.ts may then keep a generated
// secret in DATA_DIR); an operator's explicit NODE_ENV=production demands AUTH_SECRET.
if (process.env.NODE_ENV !== "production") process.env.KUECHEN_START_MODE = "local";
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";

// The same settings as lib/server/platform/log.ts (JSON lines on stdout, LOG_LEVEL); an invalid LOG_LEVEL is
// reported by lib/env.ts when the app starts, with its name.
const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const log = pino(
  { level: LEVELS.includes(process.env.LOG_LEVEL ?? "") ? process.env.LOG_LEVEL : "info", base: { pid: process.pid, module: "http" } },
  pino.destination({ dest: 1, sync: true }),
);

// Tells instrumentation-node.ts that this script owns signals and the exit.
globalThis.__kuechenServe = true;
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port, hostname: "localhost" });
const handle = app.getRequestHandler();
/** Load balancers' idle timeouts are commonly 60 s: keep connections open longer than they do. */
const KEEP_ALIVE_MS = 65_000;
const DRAIN_MS = 25_000;
/** Optional pause between "not ready" and closing the listener, for load balancers that poll /api/ready. */
const SHUTDOWN_DELAY_MS = Number(process.env.SHUTDOWN_DELAY_MS ?? 0) || 0;

const fastest = compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });
const standard = compression();

/**
 * When the browser goes away mid-answer, the middleware never ends its zlib stream, which then stays in
 * memory; destroy it (as Next's own server does). The middleware answers `res.on("drain")` with that
 * stream.
 */
function releaseCompressionStream(res) {
  const noop = () => {};
  const stream = res.on("drain", noop);
  if (stream === res || !(stream instanceof Duplex)) res.off("drain", noop);
  else stream.destroy();
}

/**
 * The client's address, written as the only X-Forwarded-For value, which is where Better Auth and the
 * sign-in throttle read it. Without TRUST_PROXY=on a client's own X-Forwarded-For is ignored (it could
 * name any address); behind a proxy the rightmost entry is the one the proxy appended.
 */
const trustProxy = process.env.TRUST_PROXY === "on";
function clientAddress(req) {
  const forwarded = req.headers["x-forwarded-for"];
  if (trustProxy && typeof forwarded === "string") {
    const last = forwarded
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  const socket = req.socket.remoteAddress ?? "";
  return socket.startsWith("::ffff:") ? socket.slice(7) : socket;
}

/** An incoming X-Request-Id is kept when it looks like one (a proxy's id), otherwise a new UUID. */
function requestId(req) {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[A-Za-z0-9._:@-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/** The app's start-up state (lib/server/platform/readiness.ts), set by instrumentation-node.ts during prepare. */
const startup = () => globalThis.__kuechenStartup;
const PROBES = new Set(["/api/health", "/api/ready"]);

let draining = false;
let inFlight = 0;
const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  const id = requestId(req);
  // Route handlers and lib/api/serve.ts read the id from the request, as the client sent it.
  req.headers["x-request-id"] = id;
  res.setHeader("x-request-id", id);
  const path = (req.url ?? "/").split("?")[0];
  inFlight++;
  res.once("close", () => {
    inFlight--;
    if (!res.writableFinished) releaseCompressionStream(res);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info(
      {
        requestId: id,
        method: req.method,
        path: loggedPath(req.url ?? "/"),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        aborted: !res.writableFinished || undefined,
      },
      "Anfrage",
    );
  });
  // While draining, every answer closes its connection, so clients open their next one elsewhere.
  if (draining) res.setHeader("connection", "close");
  if (startup()?.phase !== "ready" && startup()?.phase !== "stopping" && !PROBES.has(path)) {
    res.writeHead(503, { "content-type": "application/json; charset=utf-8", "retry-after": "5", "cache-control": "no-store" });
    res.end(
      JSON.stringify({ error: { code: "unavailable", message: "Der Server startet noch. Bitte gleich noch einmal versuchen.", requestId: id } }),
    );
    return;
  }
  // TRACE, undecodable paths, foreign or oversized Server Actions: Next.js would answer them with 500.
  if (refuseEdgeRequest(req, res, id)) return;
  req.headers["x-forwarded-for"] = clientAddress(req);
  const compress = path.startsWith("/api/") ? fastest : standard;
  const endpoint = directEndpoint(req.method, path);
  if (endpoint) compress(req, res, () => void serveDirect(endpoint, req, res, (err) => log.error({ requestId: id, err }, "Unerwarteter Fehler")));
  else compress(req, res, () => void handle(req, res));
});
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;

async function stop(signal) {
  if (draining) return;
  draining = true;
  const state = startup();
  log.info({ signal, inFlight }, "Signal empfangen, fahre herunter");
  if (state && state.phase === "ready") state.phase = "stopping";
  if (SHUTDOWN_DELAY_MS) await new Promise((r) => setTimeout(r, SHUTDOWN_DELAY_MS));
  // Stop accepting; idle keep-alive connections close now, busy ones after their answer.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    log.warn({ inFlight }, `Anfragen nach ${DRAIN_MS / 1000} s noch offen, Verbindungen werden getrennt`);
    server.closeAllConnections();
  }, DRAIN_MS);
  await closed;
  clearTimeout(timer);
  try {
    // A start still running (migrations, demo data) is not cut off mid-way.
    if (state && state.phase === "starting") await Promise.race([state.ready.catch(() => {}), new Promise((r) => setTimeout(r, DRAIN_MS))]);
    await state?.shutdown?.();
  } catch (error) {
    log.error({ err: error }, "Herunterfahren unvollständig");
  }
  log.info("Beendet");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

await app.prepare();
// instrumentation-node.ts has created the state during prepare; wait a little in case it has not.
for (let i = 0; !startup() && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
if (!startup()) {
  log.fatal("Der Start-Zustand der App fehlt (instrumentation.ts nicht geladen?)");
  process.exit(1);
}
// Listen at once, so /api/health and /api/ready answer (503) while the start is still running.
await new Promise((resolve) => server.listen(port, resolve));
try {
  await startup().ready;
} catch (error) {
  // The cause is already logged by the app; exiting non-zero lets the supervisor see the failed start.
  log.fatal(`Start fehlgeschlagen, Server wird beendet: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (!draining) log.info({ port, summary: startup().summary }, `Bereit auf http://localhost:${port} (${startup().summary})`);
