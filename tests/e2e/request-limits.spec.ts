import http from "node:http";
import { expect, test } from "@playwright/test";
import { USERS } from "./helpers";

// Body limits over real HTTP, through the production server and its proxy: an oversized API body and
// an oversized chunked upload are refused with 413 in the error shape, and the server stays healthy.

/**
 * Sends `total` bytes as a body, chunked (no content-length) unless `declared`, and returns the status
 * and body; through `agent` when given (one kept-open connection).
 */
function postBody(
  url: string,
  headers: Record<string, string>,
  total: number,
  { agent, declared = false }: { agent?: http.Agent; declared?: boolean } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answer: { status: number; body: string } | null = null;
    const length = declared ? { "content-length": String(total) } : { "transfer-encoding": "chunked" };
    const req = http.request(url, { method: "POST", agent, headers: { ...headers, ...length } }, (res) => {
      answer = { status: res.statusCode ?? 0, body: "" };
      res.on("data", (d) => (answer!.body += d));
      res.on("end", () => resolve(answer!));
    });
    // The server may close the connection once it has answered, while the rest is still being sent.
    req.on("error", (e) => (answer ? resolve(answer) : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const postChunked = (url: string, headers: Record<string, string>, total: number) => postBody(url, headers, total);

/** A GET through `agent`, failing if it is not answered within `ms`. */
function getWithin(url: string, headers: Record<string, string>, agent: http.Agent, ms: number): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.setTimeout(ms, () => req.destroy(new Error(`no answer within ${ms} ms on the kept-open connection`)));
    req.on("error", reject);
  });
}

async function sessionCookie(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ email: USERS.berlin, password: "demo1234" }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

test("a 3 MB chunked JSON body to an endpoint is refused with 413", async ({ baseURL }) => {
  const cookie = await sessionCookie(baseURL!);
  const res = await postChunked(`${baseURL}/api/asStoreCart`, { cookie, origin: baseURL!, "content-type": "application/json" }, 3 * 1024 * 1024);
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body).error.code).toBe("too_large");
  // A normal request right after still works.
  const ok = await fetch(`${baseURL}/api/currentStore?storeSlug=kuechenwelt-berlin`, { headers: { cookie } });
  expect(ok.status).toBe(200);
});

/**
 * On one kept-open connection, chunked and then with a declared length: a cart save of `size` bytes is
 * refused with `status`, and the client's next request on that connection is answered all the same.
 */
async function refusedThenNextAnswered(baseURL: string, cookie: string, origin: string, size: number, status: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { cookie, origin, "content-type": "application/json" };
  try {
    for (const declared of [false, true]) {
      const refused = await postBody(`${baseURL}/api/asStoreCart`, headers, size, { agent, declared });
      expect(refused.status).toBe(status);
      const next = await getWithin(`${baseURL}/api/currentStore?storeSlug=kuechenwelt-berlin`, { cookie }, agent, 10_000);
      expect(next.status).toBe(200);
    }
  } finally {
    agent.destroy();
  }
}

test("after a 413 the same connection serves the client's next request (keep-alive)", async ({ baseURL }) => {
  // An oversized body must not leave the connection waiting.
  await refusedThenNextAnswered(baseURL!, await sessionCookie(baseURL!), baseURL!, 3 * 1024 * 1024, 413);
});

test("a 60 MB chunked upload to the local media target is refused with 413", async ({ baseURL }) => {
  const res = await postChunked(`${baseURL}/media-upload`, { "content-type": "multipart/form-data; boundary=xyz" }, 60 * 1024 * 1024);
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body).error.code).toBe("too_large");
});

test("a NUL in an address is a 400, never a 500", async ({ request }) => {
  for (const url of [
    "/stores/%00/overview",
    "/studios/%00",
    "/stores/kuechenwelt-berlin/shop/products?search=a%00b",
    "/api/asProducts?storeSlug=%00",
    "/api/as%00Products?storeSlug=kuechenwelt-berlin",
    "/api/health?x=%00",
    "/api/auth/get-session?x=%00",
  ]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(400);
    expect((await res.json()).error.code).toBe("bad_input");
  }
});

// Issue 30 finding 5: framework-level edges that answered 500 (or a reset connection) in the attack
// round. Each is answered in the error shape (or a German page) with the status that says why.

/** A raw request (any method, the path exactly as given, no normalising client in between). */
function rawRequest(
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method, path, headers: body ? { ...headers, "content-length": String(body.length) } : headers },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("TRACE is a 405 in the error shape", async ({ baseURL }) => {
  for (const path of ["/", "/login", "/api/currentStore"]) {
    const res = await rawRequest(baseURL!, "TRACE", path);
    expect(res.status, path).toBe(405);
    expect(JSON.parse(res.body).error).toMatchObject({ code: "method_not_allowed", message: "Diese Anfrageart wird nicht unterstützt." });
  }
});

test("bad percent-encoding in any dynamic route segment is a 400 or the 404 page, never a 500", async ({ baseURL }) => {
  const routes = [
    "/stores/{x}/overview",
    "/stores/kuechenwelt-berlin/shop/products/{x}",
    "/stores/kuechenwelt-berlin/shop/checkout/{x}",
    "/stores/kuechenwelt-berlin/shop/confirmation/{x}",
    "/stores/kuechenwelt-berlin/shop/orders/{x}/invoice",
    "/studios/{x}",
    "/einladung/{x}",
    "/calendar/{x}",
    "/images/products/{x}",
    "/images/brands/{x}",
    "/media/{x}/a.png",
    "/api/{x}",
  ];
  for (const route of routes) {
    for (const bad of ["%ff", "%c0%af", "a%e2%82"]) {
      const path = route.replace("{x}", bad);
      const res = await rawRequest(baseURL!, "GET", path);
      expect([400, 404], path).toContain(res.status);
      if (res.status === 400 && path.startsWith("/api/")) expect(JSON.parse(res.body).error.code, path).toBe("bad_input");
      if (res.status === 400 && !path.startsWith("/api/")) expect(res.body, path).toContain("Die Adresse enthält ungültige Zeichen.");
    }
  }
});

test("a Server Action from another origin is a 403, an oversized one a 413", async ({ baseURL }) => {
  const form = (size: number) => Buffer.from(`email=a%40b.example&password=${"x".repeat(size)}`);
  const action = { "next-action": "0".repeat(42), "content-type": "application/x-www-form-urlencoded" };
  const foreign = await rawRequest(baseURL!, "POST", "/login", { ...action, origin: "http://evil.example" }, form(10));
  expect(foreign.status).toBe(403);
  expect(JSON.parse(foreign.body).error).toMatchObject({
    code: "forbidden",
    message: "Diese Anfrage kommt nicht von dieser Anwendung und wurde abgelehnt.",
  });
  const big = await rawRequest(baseURL!, "POST", "/login", { ...action, origin: baseURL! }, form(20 * 1024));
  expect(big.status).toBe(413);
  expect(JSON.parse(big.body).error.code).toBe("too_large");
  // The sign-in form itself still works.
  const ok = await fetch(`${baseURL}/login`);
  expect(ok.status).toBe(200);
});

test("a photo one byte over its limit is answered with 413 in the error shape, not a reset connection", async ({ baseURL }) => {
  const cookie = await sessionCookie(baseURL!);
  const limit = 2 * 1024 * 1024;
  const grant = await fetch(`${baseURL}/api/storeMediaUpload`, {
    method: "POST",
    headers: { cookie, origin: baseURL!, "content-type": "application/json" },
    body: JSON.stringify({ storeSlug: "kuechenwelt-berlin", kind: "photo", contentType: "image/png", size: limit }),
  });
  expect(grant.status).toBe(200);
  const { url, fields } = (await grant.json()) as { url: string; fields: Record<string, string> };
  const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(limit + 1 - 16, 0)]);
  const boundary = "----grenze";
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const body = Buffer.concat([
    Buffer.from(
      `${parts.join("")}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="foto.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await rawRequest(
    baseURL!,
    "POST",
    new URL(url, baseURL).pathname,
    { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  );
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body).error).toEqual({ code: "too_large", message: "Die Datei ist zu groß (maximal 2 MB)." });
});

test("a write from another origin, refused before its body is read, leaves the kept-open connection usable", async ({ baseURL }) => {
  // 600 kB: under the 1 MB limit, so only the origin refuses it, before any of the body is read.
  await refusedThenNextAnswered(baseURL!, await sessionCookie(baseURL!), "http://evil.example", 600 * 1024, 403);
});

test("a request whose Host header is no host name gets the same answer as any other, and the server stays up", async ({ baseURL }) => {
  const cookie = await sessionCookie(baseURL!);
  const path = "/api/currentStore?storeSlug=kuechenwelt-berlin";
  for (const host of ["a b", "evil.example/x?", "[::1", "%00"]) {
    const res = await rawRequest(baseURL!, "GET", path, { cookie, host });
    expect(res.status, host).toBe(200);
    expect(JSON.parse(res.body).slug, host).toBe("kuechenwelt-berlin");
  }
  const after = await fetch(`${baseURL}${path}`, { headers: { cookie } });
  expect(after.status).toBe(200);
});
