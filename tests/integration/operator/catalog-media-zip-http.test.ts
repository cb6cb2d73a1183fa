import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { catalogImports } from "@/models/operator/catalog-import";
import { productMedia } from "@/models/shop/product-details";
import { products } from "@/models/shop/catalog";
import { serveEndpoint } from "@/lib/api/serve";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { localStorage } from "@/lib/integrations/storage/local";
import { MEDIA_REASONS, ZIP_REASONS } from "@/lib/domain/operator/media-rules";
import type { CatalogMediaImportStatus } from "@/lib/domain/operator/media-zip-import";
import { catalogImageKey } from "@/lib/domain/shop/catalog-images";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { writeZip } from "../../peers/zip-writer";

// Product images as a ZIP over HTTP (issue 32): the ZIP as the raw body, queued on the catalog-import job,
// its report polled; hostile ZIPs refused with a German reason; scopes, sessions, media type and size.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let operatorCookie: string;
let studioCookie: string;
let png: Buffer;
let ids: number[];

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-zip-http-"));
  setStoragePort(localStorage(path.join(dir, "media"), { secret: "test" }));
  operatorCookie = await sessionCookie(DEMO.betrieb);
  studioCookie = await sessionCookie(DEMO.berlin);
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#27ae60" } })
    .png()
    .toBuffer();
  ids = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map((r) => r.id);
});
afterAll(async () => {
  const rows = await db.db.select({ filePath: catalogImports.filePath }).from(catalogImports);
  for (const r of rows) fs.rmSync(r.filePath, { force: true });
  setStoragePort(undefined);
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Auth = { key: string } | { cookie: string };

async function upload(body: Buffer, contentType: string, auth: Auth, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { "content-type": contentType, ...extra };
  if ("key" in auth) headers.authorization = `Bearer ${auth.key}`;
  else Object.assign(headers, { cookie: auth.cookie, origin: "http://localhost" });
  const req = new Request("http://localhost/api/catalogMediaImport?fileName=bilder.zip", { method: "POST", headers, body: new Uint8Array(body) });
  const res = await serveEndpoint(req, "catalogMediaImport", "POST");
  return { status: res.status, body: await res.json() };
}

async function createKey(name: string, scopes: string[]): Promise<string> {
  const res = await call("POST", "apiKeyCreate", { name, scopes }, operatorCookie);
  expect(res.status).toBe(200);
  return (res.body as { secret: string }).secret;
}

/** Polls catalogMediaImportStatus until the ZIP has been read; the job runner's work is done in between. */
async function finished(importId: string): Promise<CatalogMediaImportStatus> {
  for (let i = 0; i < 10; i++) {
    const res = await call("GET", "catalogMediaImportStatus", { importId }, operatorCookie);
    expect(res.status).toBe(200);
    const s = res.body as CatalogMediaImportStatus;
    if (s.state === "done" || s.state === "failed") return s;
    await db.jobs.runDue();
  }
  throw new Error("Der Bilder-Import wurde nicht fertig.");
}

const mediaOf = async (id: number) => (await db.db.select().from(productMedia).where(eq(productMedia.productId, id)))[0];

describe("catalogMediaImport over HTTP", () => {
  it("a good ZIP answers at once and ends in stored images for the products whose MIME_SOURCE names match", async () => {
    await db.db.delete(productMedia).where(inArray(productMedia.productId, ids));
    await db.db.insert(productMedia).values([
      { productId: ids[0], position: 0, source: "bilder/front.png" },
      { productId: ids[1], position: 0, source: "kaputt.png" },
      { productId: ids[2], position: 0, source: "fehlt.png" },
    ]);
    const res = await upload(
      writeZip([
        { name: "bilder/front.png", data: png, store: true },
        { name: "kaputt.png", data: Buffer.from("kein Bild") },
      ]),
      "application/zip",
      { cookie: operatorCookie },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await db.db.select().from(catalogImports).where(eq(catalogImports.id, res.body.importId));
    expect(row).toMatchObject({ format: "media-zip", state: "queued", fileName: "bilder.zip", startedBy: "Miriam Albers" });
    expect(row.filePath.endsWith(".zip")).toBe(true);
    // Nothing is stored before the job has run.
    expect((await mediaOf(ids[0])).fetchState).toBeNull();

    const s = await finished(res.body.importId);
    expect(s).toEqual({ state: "done", stored: 1, failed: 1, missing: 1, errors: [{ entry: "kaputt.png", reason: MEDIA_REASONS.notAnImage }] });
    const stored = await mediaOf(ids[0]);
    expect(stored.fetchState).toBe("stored");
    expect(await storagePort().get(catalogImageKey(stored.storedKey!, "s"))).not.toBeNull();
    expect(await mediaOf(ids[2])).toMatchObject({ fetchState: "failed", fetchError: MEDIA_REASONS.notInZip });

    // The Produkte detail shows the image's state and its thumbnail.
    const detail = await call("GET", "operatorProduct", { id: ids[0] }, operatorCookie);
    expect(detail.status).toBe(200);
    expect(detail.body.media[0]).toMatchObject({ source: "bilder/front.png", state: "stored", reason: null });
    expect(detail.body.media[0].thumbnail).toMatch(/^\/images\/catalog\/\d+-0-[0-9a-f]{16}-s\.webp$/);
    const missing = await call("GET", "operatorProduct", { id: ids[2] }, operatorCookie);
    expect(missing.body.media[0]).toMatchObject({ state: "failed", reason: MEDIA_REASONS.notInZip, thumbnail: null });
  });

  it("a zip bomb and a „../“ name are refused with German reasons, and nothing is stored", async () => {
    await db.db.update(productMedia).set({ fetchState: null, fetchError: null }).where(eq(productMedia.productId, ids[2]));
    const bomb = await upload(writeZip([{ name: "fehlt.png", data: Buffer.alloc(50 * 1024 * 1024) }]), "application/zip", {
      cookie: operatorCookie,
    });
    expect(bomb.status).toBe(200);
    expect(await finished(bomb.body.importId)).toEqual({
      state: "failed",
      stored: 0,
      failed: 0,
      missing: 0,
      errors: [{ entry: null, reason: ZIP_REASONS.bomb }],
    });
    const climb = await upload(writeZip([{ name: "../../fehlt.png", data: png }]), "application/zip", { cookie: operatorCookie });
    const s = await finished(climb.body.importId);
    expect(s.state).toBe("failed");
    expect(s.errors).toEqual([{ entry: null, reason: ZIP_REASONS.badName("../../fehlt.png") }]);
    expect((await mediaOf(ids[2])).fetchState).toBeNull();
  });

  it("a key without catalog:write gets 403, a key with it may upload; a studio's session gets 403", async () => {
    const zip = writeZip([{ name: "x.png", data: png, store: true }]);
    const stock = await upload(zip, "application/zip", { key: await createKey("Lager", ["stock:write"]) });
    expect(stock.status).toBe(403);
    expect(stock.body.error.message).toContain("catalog:write");
    const writer = await upload(zip, "application/zip", { key: await createKey("PIM", ["catalog:write"]) });
    expect(writer.status).toBe(200);
    const studio = await upload(zip, "application/zip", { cookie: studioCookie });
    expect(studio).toMatchObject({ status: 403, body: { error: { message: "Sie haben keinen Zugriff auf den Betrieb." } } });
    expect((await call("GET", "catalogMediaImportStatus", { importId: writer.body.importId }, studioCookie)).status).toBe(403);
  });

  it("another type gets 415, a body over 512 MB 413, an empty one 400; a catalog import's id is no image import", async () => {
    const before = await db.db.select().from(catalogImports);
    for (const type of ["application/xml", "image/png", ""]) {
      const res = await upload(Buffer.from("PK"), type, { cookie: operatorCookie });
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({
        code: "unsupported_type",
        message: "Dieses Dateiformat wird nicht angenommen. Erlaubt sind: application/zip, application/x-zip-compressed.",
      });
    }
    const big = await upload(Buffer.from("PK"), "application/zip", { cookie: operatorCookie }, { "content-length": String(512 * 1024 ** 2 + 1) });
    expect(big).toMatchObject({ status: 413, body: { error: { code: "too_large" } } });
    const empty = await upload(Buffer.alloc(0), "application/zip", { cookie: operatorCookie });
    expect(empty).toMatchObject({ status: 400, body: { error: { message: "Die Datei ist leer." } } });
    expect(await db.db.select().from(catalogImports)).toHaveLength(before.length);
    const [other] = await db.db
      .insert(catalogImports)
      .values({ format: "bmecat", filePath: path.join(dir, "k.xml") })
      .returning({ id: catalogImports.id });
    expect((await call("GET", "catalogMediaImportStatus", { importId: other.id }, operatorCookie)).status).toBe(404);
  });
});
