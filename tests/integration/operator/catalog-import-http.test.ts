import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { catalogImports } from "@/models/operator/catalog-import";
import { products } from "@/models/shop/catalog";
import { serveEndpoint } from "@/lib/api/serve";
import { runCatalogImportsOn } from "../../helpers/jobs";
import type { CatalogImportStatus, CatalogImportSummary } from "@/lib/domain/operator/catalog-import-schema";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// The catalog import over HTTP (issue 32): the file as the raw body, streamed to DATA_DIR/imports, the
// status polled until the import is done; scopes, sessions, media types and the size limit.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let operatorCookie: string;
let studioCookie: string;

beforeAll(async () => {
  db = await freshDatabase();
  operatorCookie = await sessionCookie(DEMO.betrieb);
  studioCookie = await sessionCookie(DEMO.berlin);
});
afterAll(async () => {
  // The uploaded files lie under DATA_DIR/imports; this test's are removed.
  const rows = await db.db.select({ filePath: catalogImports.filePath }).from(catalogImports);
  for (const r of rows) fs.rmSync(r.filePath, { force: true });
  await db.drop();
});

type Auth = { key: string } | { cookie: string; origin?: string | null };

/** An upload as a client sends it: the file as the body, its media type, the options in the query string. */
async function upload(
  file: string | Buffer,
  contentType: string,
  auth: Auth,
  query: Record<string, string> = {},
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { "content-type": contentType, ...extra };
  if ("key" in auth) headers.authorization = `Bearer ${auth.key}`;
  else {
    headers.cookie = auth.cookie;
    if (auth.origin !== null) headers.origin = auth.origin ?? "http://localhost";
  }
  const body = new Uint8Array(typeof file === "string" ? fs.readFileSync(file) : file);
  const req = new Request(`http://localhost/api/catalogImport?${new URLSearchParams(query)}`, { method: "POST", headers, body });
  const res = await serveEndpoint(req, "catalogImport", "POST");
  return { status: res.status, body: await res.json() };
}

async function getWithKey(name: string, key: string, input: Record<string, string>) {
  const req = new Request(`http://localhost/api/${name}?${new URLSearchParams(input)}`, { headers: { authorization: `Bearer ${key}` } });
  const res = await serveEndpoint(req, name, "GET");
  return { status: res.status, body: await res.json() };
}

async function createKey(name: string, scopes: string[]): Promise<string> {
  const res = await call("POST", "apiKeyCreate", { name, scopes }, operatorCookie);
  expect(res.status).toBe(200);
  return (res.body as { secret: string }).secret;
}

/** Polls catalogImportStatus until the import has finished; the job runner's work is done in between. */
async function pollUntilFinished(status: () => Promise<{ status: number; body: unknown }>): Promise<CatalogImportStatus> {
  for (let i = 0; i < 20; i++) {
    const res = await status();
    expect(res.status).toBe(200);
    const s = res.body as CatalogImportStatus;
    if (s.state === "done" || s.state === "failed") return s;
    await runCatalogImportsOn(db, new Date("2026-04-15T10:00:00Z"));
  }
  throw new Error("Der Import wurde nicht fertig.");
}

const bmecat = (name: string) => path.join("tests/fixtures/bmecat", name);
const csv = (name: string) => path.join("tests/fixtures/csv", name);

describe("catalogImport over HTTP", () => {
  it("a key with catalog:write imports a BMEcat file and polls its status to done", async () => {
    const key = await createKey("PIM", ["catalog:write"]);
    // A full load replacing the demo's 300 articles: the PIM confirms the number it withdraws.
    const res = await upload(bmecat("full-load.xml"), "application/xml", { key }, { fileName: "katalog-2026.xml", confirmWithdraw: "300" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.importId).toMatch(/^[0-9a-f-]{36}$/);
    // The file was streamed to DATA_DIR/imports as it came.
    const [row] = await db.db.select().from(catalogImports).where(eq(catalogImports.id, res.body.importId));
    expect(fs.readFileSync(row.filePath)).toEqual(fs.readFileSync(bmecat("full-load.xml")));
    expect(row).toMatchObject({ format: "bmecat", fileName: "katalog-2026.xml", startedByKind: "key", startedBy: "PIM", state: "queued" });

    const s = await pollUntilFinished(() => getWithKey("catalogImportStatus", key, { importId: res.body.importId }));
    expect(s, JSON.stringify(s.errors)).toMatchObject({ state: "done", errors: [] });
    expect(s.created).toBeGreaterThan(0);
    expect(s.processed).toBe(s.total);
    const [p] = await db.db.select().from(products).where(eq(products.producerId, "NH-IK-6010"));
    expect(p?.withdrawnAt).toBeNull();
  });

  it("an operator's session uploads a CSV delta with a mapping; the history names file, person and counts", async () => {
    const mapping = JSON.stringify({ article: "SKU", ean: "GTIN", name: "Title", brand: "Maker", category: "Group", priceNet: "Net price" });
    const res = await upload(csv("artikel-komma.csv"), "text/csv", { cookie: operatorCookie }, { mapping, mode: "delta", fileName: "hauben.csv" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = await pollUntilFinished(() => call("GET", "catalogImportStatus", { importId: res.body.importId }, operatorCookie));
    expect(s).toMatchObject({ state: "done", created: 2, updated: 0, withdrawn: 0, processed: 2, total: 2 });

    const history = await call("GET", "catalogImports", { page: 1 }, operatorCookie);
    expect(history.status).toBe(200);
    const list = history.body.imports as CatalogImportSummary[];
    // Newest first: the CSV, then the key's BMEcat file, then the demo catalog the database started with.
    expect(list.map((i) => [i.fileName, i.format, i.startedByKind, i.state])).toEqual([
      ["hauben.csv", "csv", "session", "done"],
      ["katalog-2026.xml", "bmecat", "key", "done"],
      ["demokatalog.xml", "bmecat", null, "done"],
    ]);
    expect(list[0]).toMatchObject({ startedBy: "Miriam Albers", csvMode: "delta", created: 2, errorCount: 0 });
    expect(list[2]).toMatchObject({ startedBy: "Demodaten" });
    expect(history.body).toMatchObject({ page: 1, pages: 1, total: 3 });
  });

  it("a failed CSV names line, article and reason in its status", async () => {
    const res = await upload(csv("artikel-fehler.csv"), "text/csv; charset=utf-8", { cookie: operatorCookie }, { mode: "delta" });
    expect(res.status).toBe(200);
    const s = await pollUntilFinished(() => call("GET", "catalogImportStatus", { importId: res.body.importId }, operatorCookie));
    expect(s.state).toBe("failed");
    expect(s.errors).toContainEqual({
      line: 3,
      element: "EAN",
      article: "CSV-EAN-501",
      message: "EAN hat keine gültige Prüfziffer: „4299000000067“",
    });
  });

  it("a key without catalog:write gets 403 naming the scope; a key never reads the history", async () => {
    const key = await createKey("Lager", ["stock:write"]);
    const res = await upload(bmecat("update-prices.xml"), "application/xml", { key });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain("catalog:write");
    const writer = await createKey("PIM 2", ["catalog:write"]);
    expect((await getWithKey("catalogImports", writer, {})).status).toBe(403);
  });

  it("a studio's session gets 403, and so does a session write from another site", async () => {
    const studio = await upload(bmecat("update-prices.xml"), "application/xml", { cookie: studioCookie });
    expect(studio).toMatchObject({ status: 403, body: { error: { message: "Sie haben keinen Zugriff auf den Betrieb." } } });
    expect((await call("GET", "catalogImports", {}, studioCookie)).status).toBe(403);
    const foreign = await upload(bmecat("update-prices.xml"), "application/xml", { cookie: operatorCookie, origin: "https://boese.example" });
    expect(foreign.status).toBe(403);
    const none = await upload(bmecat("update-prices.xml"), "application/xml", { cookie: operatorCookie, origin: null });
    expect(none.status).toBe(403);
  });

  it("a wrong content type gets 415 in German; mapping and mode only for CSV", async () => {
    const key = await createKey("PIM 3", ["catalog:write"]);
    for (const type of ["application/json", "application/zip", ""]) {
      const res = await upload(bmecat("update-prices.xml"), type, { key });
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({
        code: "unsupported_type",
        message: "Dieses Dateiformat wird nicht angenommen. Erlaubt sind: application/xml, text/xml, text/csv.",
      });
    }
    expect((await upload(csv("artikel-komma.csv"), "text/plain", { cookie: operatorCookie })).status).toBe(415);
    const mapped = await upload(bmecat("update-prices.xml"), "application/xml", { key }, { mode: "delta" });
    expect(mapped).toMatchObject({ status: 400, body: { error: { field: "mode" } } });
    const badMapping = await upload(csv("artikel-komma.csv"), "text/csv", { key }, { mapping: '{"ean":"GTIN"}' });
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.error.field).toBe("mapping.article");
  });

  it("a body declared over 1 GB gets 413 before a byte is read, and an empty file 400", async () => {
    const key = await createKey("PIM 4", ["catalog:write"]);
    const before = await db.db.select().from(catalogImports);
    const big = await upload(Buffer.from("<x/>"), "application/xml", { key }, {}, { "content-length": String(1024 ** 3 + 1) });
    expect(big).toMatchObject({ status: 413, body: { error: { code: "too_large", message: "Die Anfrage ist zu groß (höchstens 1 GB)." } } });
    const bigSession = await upload(
      Buffer.from("<x/>"),
      "application/xml",
      { cookie: operatorCookie },
      {},
      { "content-length": String(1024 ** 3 + 1) },
    );
    expect(bigSession.status).toBe(413);
    const empty = await upload(Buffer.alloc(0), "text/csv", { key });
    expect(empty).toMatchObject({ status: 400, body: { error: { message: "Die Datei ist leer." } } });
    expect(await db.db.select().from(catalogImports)).toHaveLength(before.length);
  });
});
