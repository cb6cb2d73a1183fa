import http from "node:http";
import { expect, test } from "@playwright/test";
import { USERS } from "./helpers";

// Body limits over real HTTP, through the production server and its proxy: an oversized API body and
// an oversized chunked upload are refused with 413 in the error shape, and the server stays healthy.

/** Sends `total` bytes as a chunked body (no content-length) and returns the status and body. */
function postChunked(url: string, headers: Record<string, string>, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answer: { status: number; body: string } | null = null;
    const req = http.request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } }, (res) => {
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
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

async function sessionCookie(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ email: USERS.berlin, password: "demo1234" }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
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

test("a 60 MB chunked upload to the local media target is refused with 413", async ({ baseURL }) => {
  const res = await postChunked(`${baseURL}/media-upload`, { "content-type": "multipart/form-data; boundary=xyz" }, 60 * 1024 * 1024);
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body).error.code).toBe("too_large");
});

test("a NUL in an address is a 400, never a 500", async ({ request }) => {
  for (const url of ["/stores/%00/overview", "/studios/%00", "/stores/kuechenwelt-berlin/shop/products?search=a%00b", "/api/asProducts?storeSlug=%00"]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(400);
    expect((await res.json()).error.code).toBe("bad_input");
  }
});
