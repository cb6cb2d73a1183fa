// The API's endpoints straight from their route handlers (issue 47, "the request path near the database's
// own time"). Next.js' own router adds about 1.5 ms to every answer before and after the handler (route
// matching, its request and response objects, its async context), which on a cheap endpoint is more than
// the database's time. app/api/[name]/route.ts and the two checks (app/api/health, app/api/ready) hand their handlers
// to this process once Next.js has loaded them (see routeOf); from then on scripts/serve.mjs calls them directly for
// `/api/<name>` with a web Request made here. Everything else, and the first requests until the module is
// loaded, goes through Next.js as before. The handlers are the same functions either way: the security
// headers (lib/api/api-route.ts), the size limits and every check run inside them.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** `/api/<name>` as the dynamic route takes it (one segment; health and ready are routes of their own). */
const ENDPOINT_PATH = /^\/api\/([A-Za-z][A-Za-z0-9]*)$/;

/**
 * The route whose handlers serve `/api/<name>`, once its module has handed them over: the liveness and the
 * readiness check (app/api/health/route.ts and app/api/ready/route.ts, GET only, in
 * globalThis.__kuechenProbeRoutes) or every endpoint of the dynamic route (app/api/[name]/route.ts,
 * globalThis.__kuechenApiRoute).
 */
function routeOf(name) {
  if (name === "health" || name === "ready") return globalThis.__kuechenProbeRoutes?.[name] ?? null;
  return globalThis.__kuechenApiRoute ?? null;
}

/** The endpoint's name when this request can be served directly, else null (Next.js serves it). */
export function directEndpoint(method, path) {
  if (method !== "GET" && method !== "POST") return null;
  const name = ENDPOINT_PATH.exec(path)?.[1];
  const route = name ? routeOf(name) : null;
  return route && typeof route[method] === "function" ? name : null;
}

function requestHeaders(raw) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/** A JSON answer: made whole in memory by the handler (Response.json), so it is sent whole. */
const isJson = (response) => /^application\/json\b/.test(response.headers.get("content-type") ?? "");

/**
 * The answer's bytes (null when its body fails), sent with their length, so the compression in front
 * (scripts/serve.mjs) leaves an answer below its threshold as it is. Streamed, an answer has no length
 * and is compressed at any size, with a compressor made for each one.
 */
async function wholeBody(response) {
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch {
    return null;
  }
}

const INTERNAL = "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.";

/**
 * Serves one endpoint request: the route's handler answers a web Response, written to `res` as it
 * streams (downloads too). The request's URL names this server as Next.js names it (localhost and the
 * port it listens on), never the client's Host header. A body the handler left unread closes the
 * connection after the answer, so a client's next request on it never waits behind those bytes.
 * Nothing thrown here escapes: it is logged by `onError` and answered 500 in the app's error shape.
 */
export async function serveDirect(name, req, res, onError) {
  let response;
  try {
    const route = routeOf(name);
    const request = new Request(`http://localhost:${req.socket.localPort}${req.url}`, {
      method: req.method,
      headers: requestHeaders(req.headers),
      ...(req.method === "POST" ? { body: Readable.toWeb(req), duplex: "half" } : {}),
    });
    response = await (req.method === "POST" ? route.POST : route.GET)(request, { params: Promise.resolve({ name }) });
  } catch (error) {
    onError(error);
    const body = { error: { code: "internal", message: INTERNAL, requestId: req.headers["x-request-id"] } };
    response = Response.json(body, { status: 500, headers: { "cache-control": "no-store" } });
  }
  if (req.method === "POST" && !req.complete) res.setHeader("connection", "close");
  const cookies = response.headers.getSetCookie();
  for (const [header, value] of response.headers) if (header !== "set-cookie") res.setHeader(header, value);
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.statusCode = response.status;
  if (!response.body) return void res.end();
  if (isJson(response)) {
    const bytes = await wholeBody(response);
    if (!bytes) return void res.destroy();
    res.setHeader("content-length", bytes.length);
    return void res.end(bytes);
  }
  // A client that goes away mid-download ends the pipeline; the answer is then dropped.
  await pipeline(Readable.fromWeb(response.body), res).catch(() => res.destroy());
}
