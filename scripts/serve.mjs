// The production server (`npm start`, the end-to-end tests and `npm run bench` use it): the built app
// behind HTTP compression on PORT (default 3000).
//
// Next's own compression (turned off in next.config.ts) compresses every answer at one level. The
// console's store answer carries thousands of proposals (about 3.7 MB of JSON for 5,000); at the
// default level compressing it took longer than reading it from the database. API answers are made
// per request, so they get the fastest level; pages and built files keep the default level, where the
// smaller size is worth the time.
import http from "node:http";
import { Duplex } from "node:stream";
import zlib from "node:zlib";
import compression from "compression";

// `npm start` without NODE_ENV is the embedded quick start (lib/env.ts may then keep a generated
// secret in DATA_DIR); an operator's explicit NODE_ENV=production demands AUTH_SECRET.
if (process.env.NODE_ENV !== "production") process.env.KUECHEN_START_MODE = "local";
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port, hostname: "localhost" });
const handle = app.getRequestHandler();

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
    const last = forwarded.split(",").map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  const socket = req.socket.remoteAddress ?? "";
  return socket.startsWith("::ffff:") ? socket.slice(7) : socket;
}

await app.prepare();
const server = http.createServer((req, res) => {
  req.headers["x-forwarded-for"] = clientAddress(req);
  const compress = req.url?.startsWith("/api/") ? fastest : standard;
  res.once("close", () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  compress(req, res, () => void handle(req, res));
});
server.listen(port, () => console.log(`Bereit auf http://localhost:${port}`));
