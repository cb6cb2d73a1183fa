import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray } from "drizzle-orm";
import { productMedia } from "@/models/shop/product-details";
import { products } from "@/models/shop/catalog";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { localStorage } from "@/lib/integrations/storage/local";
import { fetchImageBytes, MediaFetchError, type FetchOptions } from "@/lib/server/operator/media-fetch";
import { fetchWaitingCatalogImages, importMediaZip } from "@/lib/server/operator/product-images";
import { catalogMediaJob } from "@/lib/server/operator/jobs";
import { MEDIA_REASONS, ZIP_REASONS } from "@/lib/domain/operator/media-rules";
import { catalogImageKey } from "@/lib/domain/shop/catalog-images";
import { GET as catalogImage } from "@/app/images/catalog/[file]/route";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { startHttpPeer, type HttpPeer } from "../../peers/http-peer";
import { writeZip } from "../../peers/zip-writer";

// Issue 32: product images from the supplier, by URL (a real HTTP server on loopback plays the supplier
// and the attacker) and from a ZIP beside the BMEcat file. Every attack is tried against the real code.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let peer: HttpPeer;
let png: Buffer;
let jpeg: Buffer;
let ids: number[];
let berlin: string;

/** A supplier "on the internet": its name resolves to the loopback peer, which this test lets through as if public. */
const SUPPLIER = "bilder.lieferant.example";
const INTERNAL = "intranet.lieferant.example";
function supplierNet(extra: Partial<FetchOptions> = {}): FetchOptions {
  return {
    resolve: async (host) => (host === SUPPLIER ? ["127.0.0.1"] : host === INTERNAL ? ["10.20.30.40"] : Promise.reject(new Error("NXDOMAIN"))),
    allowAddress: (a) => a === "127.0.0.1",
    ...extra,
  };
}
const supplierUrl = (p: string) => `http://${SUPPLIER}:${peer.port}${p}`;

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof MediaFetchError) return e.reason;
    throw e;
  }
  throw new Error("erwartet: abgelehnt");
}

function routes(req: { path: string }, res: http.ServerResponse) {
  const send = (type: string, body: Buffer | string) => {
    res.writeHead(200, { "content-type": type });
    res.end(body);
  };
  switch (req.path) {
    case "/kochfeld.png":
      return send("image/png", png);
    case "/ofen.jpg":
      return send("image/jpeg", jpeg);
    case "/seite.jpg":
      return send("image/jpeg", "<!doctype html><html><body><script>alert(1)</script></body></html>");
    case "/weiter-intern":
      res.writeHead(302, { location: "http://10.0.0.8/bild.png" });
      return res.end();
    case "/weiter-name":
      res.writeHead(301, { location: `http://${INTERNAL}/bild.png` });
      return res.end();
    case "/weiter-loopback":
      res.writeHead(302, { location: `http://[::1]:${peer.port}/kochfeld.png` });
      return res.end();
    case "/weiter-gut":
      res.writeHead(302, { location: "/kochfeld.png" });
      return res.end();
    case "/kreis":
      res.writeHead(302, { location: "/kreis" });
      return res.end();
    case "/riesig.png": {
      // 50 MB, chunked without a length, so only counting stops it.
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("error", () => {});
      return pump();
    }
    case "/riesig-angesagt.png":
      res.writeHead(200, { "content-type": "image/png", "content-length": String(50 * 1024 * 1024) });
      return res.write(png.subarray(0, 100));
    case "/langsam.png":
      // Headers at once, then nothing: the timeout ends it.
      res.writeHead(200, { "content-type": "image/png" });
      return res.write(png.subarray(0, 10));
    case "/fehlt.png":
      res.writeHead(404);
      return res.end();
    default:
      res.writeHead(404);
      return res.end();
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-media-"));
  setStoragePort(localStorage(path.join(dir, "media"), { secret: "test" }));
  peer = await startHttpPeer(routes);
  png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#2980b9" } })
    .jpeg()
    .toBuffer();
  ids = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(12)).map((r) => r.id);
  berlin = await sessionCookie(DEMO.berlin);
});
afterAll(async () => {
  await peer.close();
  setStoragePort(undefined);
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a URL to an internal address is never fetched", () => {
  it("refuses loopback, private, link-local, CGNAT, IPv6 loopback and IPv4 mapped into IPv6 before connecting", async () => {
    const before = peer.requests.length;
    for (const url of [
      `http://127.0.0.1:${peer.port}/kochfeld.png`,
      `http://[::1]:${peer.port}/kochfeld.png`,
      `http://[::ffff:127.0.0.1]:${peer.port}/kochfeld.png`,
      `http://2130706433:${peer.port}/kochfeld.png`,
      "http://10.1.2.3/bild.png",
      "http://192.168.178.1/bild.png",
      "http://172.16.0.9/bild.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/bild.png",
      "http://[fd00::1]/bild.png",
      "http://[fe80::1]/bild.png",
      "http://0.0.0.0/bild.png",
    ]) {
      expect(await reason(fetchImageBytes(url)), url).toBe(MEDIA_REASONS.privateAddress);
    }
    expect(peer.requests.length).toBe(before);
  });

  it("refuses a host name that resolves to a private address, also when only one of its addresses is", async () => {
    expect(await reason(fetchImageBytes(`http://${INTERNAL}/bild.png`, supplierNet()))).toBe(MEDIA_REASONS.privateAddress);
    const mixed: FetchOptions = { resolve: async () => ["93.184.216.34", "10.0.0.1"] };
    expect(await reason(fetchImageBytes("http://gemischt.example/bild.png", mixed))).toBe(MEDIA_REASONS.privateAddress);
  });

  it("refuses other schemes and credentials in the URL", async () => {
    for (const url of ["file:///etc/passwd", "ftp://bilder.example/a.png", "gopher://x/", `http://nutzer:geheim@${SUPPLIER}/a.png`, "kein url"]) {
      expect(await reason(fetchImageBytes(url, supplierNet())), url).toBe(MEDIA_REASONS.badUrl);
    }
  });

  it("checks every redirect again: to a private address, to a name resolving to one, to loopback", async () => {
    expect(await reason(fetchImageBytes(supplierUrl("/weiter-intern"), supplierNet()))).toBe(MEDIA_REASONS.privateAddress);
    expect(await reason(fetchImageBytes(supplierUrl("/weiter-name"), supplierNet()))).toBe(MEDIA_REASONS.privateAddress);
    expect(await reason(fetchImageBytes(supplierUrl("/weiter-loopback"), supplierNet()))).toBe(MEDIA_REASONS.privateAddress);
    expect(await reason(fetchImageBytes(supplierUrl("/kreis"), supplierNet()))).toBe(MEDIA_REASONS.tooManyRedirects);
    // A harmless redirect is followed.
    expect((await fetchImageBytes(supplierUrl("/weiter-gut"), supplierNet())).equals(png)).toBe(true);
  });

  it("connects to the address it checked: a second DNS answer (rebinding) is never asked for", async () => {
    let lookups = 0;
    const rebinding: FetchOptions = {
      resolve: async () => (++lookups === 1 ? ["127.0.0.1"] : ["10.0.0.1"]),
      allowAddress: (a) => a === "127.0.0.1",
    };
    const bytes = await fetchImageBytes(`http://wechselnd.example:${peer.port}/kochfeld.png`, rebinding);
    expect(bytes.equals(png)).toBe(true);
    expect(lookups).toBe(1);
    expect(peer.requests.at(-1)!.headers.host).toBe(`wechselnd.example:${peer.port}`);
  });
});

describe("download limits", () => {
  it("stops a 50 MB body by counting, with or without a declared length", async () => {
    const started = Date.now();
    expect(await reason(fetchImageBytes(supplierUrl("/riesig.png"), supplierNet()))).toBe(MEDIA_REASONS.tooLarge);
    expect(await reason(fetchImageBytes(supplierUrl("/riesig-angesagt.png"), supplierNet()))).toBe(MEDIA_REASONS.tooLarge);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("gives up on a slow server after the timeout", async () => {
    const started = Date.now();
    expect(await reason(fetchImageBytes(supplierUrl("/langsam.png"), supplierNet({ timeoutMs: 600 })))).toBe(MEDIA_REASONS.timeout);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

async function mediaRows() {
  return db.db
    .select()
    .from(productMedia)
    .where(inArray(productMedia.productId, ids))
    .orderBy(asc(productMedia.productId), asc(productMedia.position));
}

describe("the catalog-media job", () => {
  it("stores good PNG and JPEG in both sizes as WebP and records every failure with a German reason", async () => {
    await db.db.insert(productMedia).values([
      { productId: ids[0], position: 0, source: supplierUrl("/kochfeld.png"), purpose: "normal" },
      { productId: ids[1], position: 0, source: supplierUrl("/ofen.jpg"), purpose: "normal" },
      { productId: ids[2], position: 0, source: supplierUrl("/seite.jpg"), purpose: "normal" },
      { productId: ids[3], position: 0, source: "http://10.9.8.7/bild.png", purpose: "normal" },
      { productId: ids[4], position: 0, source: supplierUrl("/fehlt.png"), purpose: "normal" },
      { productId: ids[5], position: 0, source: "bilder/aus-zip.png", purpose: "normal" },
      { productId: ids[10], position: 0, source: supplierUrl("/datenblatt.pdf"), purpose: "data_sheet", mimeType: "application/pdf" },
    ]);
    const result = await fetchWaitingCatalogImages(db.db, { fetch: supplierNet() });
    expect(result).toEqual({ stored: 2, failed: 3 });
    const rows = await mediaRows();
    const byProduct = new Map(rows.map((r) => [r.productId, r]));
    expect(byProduct.get(ids[0])).toMatchObject({ fetchState: "stored", fetchError: null });
    expect(byProduct.get(ids[1])).toMatchObject({ fetchState: "stored" });
    expect(byProduct.get(ids[2])).toMatchObject({ fetchState: "failed", fetchError: MEDIA_REASONS.notAnImage });
    expect(byProduct.get(ids[3])).toMatchObject({ fetchState: "failed", fetchError: MEDIA_REASONS.privateAddress });
    expect(byProduct.get(ids[4])).toMatchObject({ fetchState: "failed", fetchError: "Der Server der Bildadresse antwortete mit Status 404." });
    // A file name waits for its ZIP; a document is no image and is left alone.
    expect(byProduct.get(ids[5])).toMatchObject({ fetchState: null });
    expect(byProduct.get(ids[10])).toMatchObject({ fetchState: null });
    expect(peer.requests.some((r) => r.path === "/datenblatt.pdf")).toBe(false);

    for (const [id, [w, h]] of [
      [ids[0], [400, 300]],
      [ids[1], [240, 400]],
    ] as const) {
      const name = byProduct.get(id)!.storedKey!;
      const small = await storagePort().get(catalogImageKey(name, "s"));
      const large = await storagePort().get(catalogImageKey(name, "xl"));
      expect(small?.contentType).toBe("image/webp");
      expect(await sharp(small!.body).metadata()).toMatchObject({ format: "webp", width: w, height: h });
      expect((await sharp(large!.body).metadata()).format).toBe("webp");
      expect(Math.max((await sharp(large!.body).metadata()).width!, (await sharp(large!.body).metadata()).height!)).toBe(id === ids[0] ? 840 : 500);
    }
    // Nothing is left to do on the next run.
    expect(await fetchWaitingCatalogImages(db.db, { fetch: supplierNet() })).toEqual({ stored: 0, failed: 0 });
  });

  it("the shop shows the stored image, and the demo drawing where there is none", async () => {
    const r = await call("GET", "asProducts", { storeSlug: "kuechenwelt-berlin", ids: `${ids[0]},${ids[2]}` }, berlin);
    expect(r.status).toBe(200);
    const [withImage, without] = (r.body as { data: { images: { s: string; xl: string } }[] }).data;
    expect(withImage.images.s).toMatch(/^\/images\/catalog\/\d+-0-[0-9a-f]{16}-s\.webp$/);
    expect(without.images.s).toMatch(/^\/images\/products\/.+-s\.svg$/);
    const file = withImage.images.xl.split("/").pop()!;
    const answer = await catalogImage(new Request(`http://x${withImage.images.xl}`), { params: Promise.resolve({ file }) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(840);
    const guessed = await catalogImage(new Request("http://x/"), { params: Promise.resolve({ file: "..%2F..%2Fetc-s.webp" }) });
    expect(guessed.status).toBe(404);
  });

  it("the job kind itself keeps the default rules: the loopback peer is refused", async () => {
    await db.db.insert(productMedia).values({ productId: ids[6], position: 0, source: `http://127.0.0.1:${peer.port}/kochfeld.png` });
    const before = peer.requests.length;
    await catalogMediaJob.run({
      db: db.db,
      data: { importId: crypto.randomUUID(), state: "done" },
      job: { id: crypto.randomUUID(), retryCount: 0 },
      shouldStop: () => false,
      signal: new AbortController().signal,
    });
    const [row] = await db.db.select().from(productMedia).where(eq(productMedia.productId, ids[6]));
    expect(row).toMatchObject({ fetchState: "failed", fetchError: MEDIA_REASONS.privateAddress });
    expect(peer.requests.length).toBe(before);
  });
});

describe("images from a ZIP beside the BMEcat file", () => {
  const zipFile = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, data);
    return file;
  };

  it("stores the images MIME_SOURCE names, records a non-image and a missing file", async () => {
    await db.db.insert(productMedia).values([
      { productId: ids[7], position: 0, source: "./Bilder/Spuele.JPG" },
      { productId: ids[8], position: 0, source: "kaputt.jpg" },
      { productId: ids[9], position: 0, source: "gibt-es-nicht.png" },
    ]);
    const file = zipFile(
      "gut.zip",
      writeZip([
        { name: "bilder/aus-zip.png", data: png, store: true },
        { name: "Bilder/Spuele.JPG", data: jpeg },
        { name: "kaputt.jpg", data: Buffer.from("<html>kein Bild</html>") },
        { name: "sonstiges.txt", data: Buffer.from("nicht gefragt") },
      ]),
    );
    const result = await importMediaZip(db.db, file);
    expect(result).toEqual({ state: "done", stored: 2, failed: [{ source: "kaputt.jpg", reason: MEDIA_REASONS.notAnImage }], missing: 1 });
    const rows = new Map((await mediaRows()).map((r) => [r.productId, r]));
    expect(rows.get(ids[5])).toMatchObject({ fetchState: "stored" });
    expect(rows.get(ids[7])).toMatchObject({ fetchState: "stored" });
    expect(rows.get(ids[9])).toMatchObject({ fetchState: "failed", fetchError: MEDIA_REASONS.notInZip });
    expect(await storagePort().get(catalogImageKey(rows.get(ids[7])!.storedKey!, "xl"))).not.toBeNull();
  });

  it("refuses a zip bomb before unpacking it", async () => {
    await db.db
      .update(productMedia)
      .set({ fetchState: null })
      .where(and(eq(productMedia.productId, ids[9])));
    const bomb = zipFile("bombe.zip", writeZip([{ name: "gibt-es-nicht.png", data: Buffer.alloc(200 * 1024 * 1024) }]));
    expect(fs.statSync(bomb).size).toBeLessThan(1024 * 1024);
    expect(await importMediaZip(db.db, bomb)).toEqual({ state: "refused", reason: ZIP_REASONS.bomb });
    const [row] = await db.db.select().from(productMedia).where(eq(productMedia.productId, ids[9]));
    expect(row.fetchState).toBeNull();
  });

  it("refuses names that climb out of the folder or are absolute, and writes nothing", async () => {
    for (const name of ["../../ausbruch.png", "/tmp/ausbruch.png", "bilder\\..\\..\\ausbruch.png"]) {
      const file = zipFile(
        "boese.zip",
        writeZip([
          { name, data: png },
          { name: "gibt-es-nicht.png", data: png },
        ]),
      );
      const result = await importMediaZip(db.db, file);
      expect(result.state, name).toBe("refused");
      expect((result as { reason: string }).reason).toMatch(/^Der Dateiname „.+“ in der ZIP-Datei ist nicht erlaubt\.$/);
    }
    expect(fs.existsSync(path.join(dir, "..", "ausbruch.png"))).toBe(false);
    expect(fs.existsSync("/tmp/ausbruch.png")).toBe(false);
    const [row] = await db.db.select().from(productMedia).where(eq(productMedia.productId, ids[9]));
    expect(row.fetchState).toBeNull();
  });

  it("refuses more entries than allowed and a file that is no ZIP", async () => {
    const many = Array.from({ length: 20_001 }, (_, i) => ({ name: `d${i}.txt`, data: Buffer.from("x"), store: true }));
    expect(await importMediaZip(db.db, zipFile("viele.zip", writeZip(many)))).toEqual({ state: "refused", reason: ZIP_REASONS.tooManyEntries });
    expect(await importMediaZip(db.db, zipFile("kein.zip", Buffer.from("<BMECAT/>")))).toEqual({ state: "refused", reason: ZIP_REASONS.notZip });
  });
});
