import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseEdgeRequest, SERVER_ACTION_BODY_LIMIT } from "../../../scripts/request-edges.mjs";

// scripts/request-edges.mjs over real HTTP, in front of a stand-in for Next.js (which answered these
// requests with 500, issue 30 finding 5); tests/e2e/request-limits.spec.ts repeats them on the built app.
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseEdgeRequest(req, res, "req-1")) return;
    req.resume();
    req.on("end", () => res.end("weiter an Next"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer, chunked = false) {
  return new Promise<{ status: number; type: string; body: string; allow?: string }>((resolve, reject) => {
    const h = body && !chunked ? { ...headers, "content-length": String(body.length) } : headers;
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: h }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body: text, allow: res.headers.allow }));
    });
    req.on("error", reject);
    if (chunked && body) req.write(body);
    req.end(chunked ? undefined : body);
  });
}

const ACTION = { "next-action": "0".repeat(42), "content-type": "application/x-www-form-urlencoded" };

describe("requests Next.js would answer with 500", () => {
  it("TRACE is a 405 in the error shape", async () => {
    for (const method of ["TRACE"]) {
      const res = await send(method, "/");
      expect(res.status, method).toBe(405);
      expect(res.allow).toBe("GET, HEAD, POST");
      expect(JSON.parse(res.body)).toEqual({
        error: { code: "method_not_allowed", message: "Diese Anfrageart wird nicht unterstützt.", requestId: "req-1" },
      });
    }
  });

  it("a path segment that is no UTF-8 is a 400: the error shape under /api, a German page elsewhere", async () => {
    for (const path of ["/api/%ff", "/api/asOrder%c0%af"]) {
      const res = await send("GET", path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).error).toMatchObject({
        code: "bad_input",
        message: "Die Adresse enthält ungültige Zeichen. Bitte prüfen Sie den Link.",
      });
    }
    for (const path of ["/stores/%ff/overview", "/studios/%c0%af", "/stores/x/shop/products/a%e2%82", "/media/%ff/a.png"]) {
      const res = await send("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.type).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("Die Adresse enthält ungültige Zeichen.");
    }
  });

  it("lets through what decodes, query strings included", async () => {
    for (const path of ["/", "/stores/k%C3%BCche/overview", "/studios/a%2Fb", "/api/asProducts?search=%ff"]) {
      const res = await send("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body).toBe("weiter an Next");
    }
  });

  it("a Server Action from another origin is a 403; from the app's own it goes on", async () => {
    const form = Buffer.from("email=a%40b.example&password=x");
    for (const origin of ["http://evil.example", "null", `http://127.0.0.1:${port + 1}`]) {
      const res = await send("POST", "/login", { ...ACTION, origin }, form);
      expect(res.status, origin).toBe(403);
      expect(JSON.parse(res.body).error).toMatchObject({
        code: "forbidden",
        message: "Diese Anfrage kommt nicht von dieser Anwendung und wurde abgelehnt.",
      });
    }
    const own = await send("POST", "/login", { ...ACTION, origin: `http://127.0.0.1:${port}` }, form);
    expect(own.status).toBe(200);
    // A plain form post (no Server Action) is none of this module's business.
    expect((await send("POST", "/login", { origin: "http://evil.example" }, form)).status).toBe(200);
  });

  it("a Server Action over 16 kB is a 413, one without a length a 411", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const at = await send("POST", "/login", { ...ACTION, origin }, Buffer.alloc(SERVER_ACTION_BODY_LIMIT, "a"));
    expect(at.status).toBe(200);
    const over = await send("POST", "/login", { ...ACTION, origin }, Buffer.alloc(SERVER_ACTION_BODY_LIMIT + 1, "a"));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).error).toMatchObject({ code: "too_large", message: "Die Anfrage ist zu groß (höchstens 16 kB)." });
    const chunked = await send("POST", "/login", { ...ACTION, origin }, Buffer.from("email=a"), true);
    expect(chunked.status).toBe(411);
  });
});
