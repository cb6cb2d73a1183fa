import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { stores } from "@/models/platform/stores";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { localStorage } from "@/lib/integrations/storage/local";
import { POST as mediaUpload } from "@/app/media-upload/route";
import { GET as mediaGet } from "@/app/media/[...key]/route";
import { removeStaleUploads } from "@/lib/server/platform/media";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";

// Uploads and /media as an attacker sees them: what is refused, what is served to whom, and how.
let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
const cookies = {} as Record<"berlin" | "mayer" | "nord" | "hamburg" | "kiel", string>;
const BERLIN_CRM = "0011t00000KwBer1AA";
const SLUG = "kuechenwelt-berlin";
const MB = 1024 * 1024;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 1, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(200, 1)]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(200, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/me")</script></svg>');
const HTML = Buffer.from("<html><script>alert(document.cookie)</script></html>");

beforeAll(async () => {
  db = await freshDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "media-security-"));
  setStoragePort(localStorage(dir, { secret: "test" }));
  for (const who of ["berlin", "mayer", "nord", "hamburg", "kiel"] as const) cookies[who] = await sessionCookie(DEMO[who]);
});
afterAll(async () => {
  setStoragePort(undefined);
  await fs.rm(dir, { recursive: true, force: true });
  await db.drop();
});

async function presign(kind: "photo" | "video" | "profilePhoto", contentType: string, size: number, slug = SLUG, cookie = cookies.berlin) {
  return call("POST", "storeMediaUpload", { storeSlug: slug, kind, contentType, size }, cookie);
}

/** Posts a presigned form the way the browser does (fields first, the file last). */
function postForm(fields: Record<string, string>, body: Buffer, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(body)], { type }), "datei");
  return mediaUpload(new Request("http://localhost/media-upload", { method: "POST", body: form }));
}

async function uploaded(
  kind: "photo" | "video" | "profilePhoto",
  body: Buffer,
  contentType: string,
  slug = SLUG,
  cookie = cookies.berlin,
): Promise<string> {
  const p = await presign(kind, contentType, body.length, slug, cookie);
  expect(p.status).toBe(200);
  const res = await postForm(p.body.fields, body, contentType);
  expect(res.status).toBe(204);
  return p.body.key as string;
}

function getMedia(key: string, cookie?: string) {
  const req = new Request(`http://localhost/media/${key}`, { headers: cookie ? { cookie } : {} });
  return mediaGet(req, { params: Promise.resolve({ key: key.split("/") }) });
}

async function storeRow(slug: string) {
  const [s] = await db.db.select().from(stores).where(eq(stores.slug, slug));
  return s;
}

describe("uploads by allow-list", () => {
  it("refuses to hand out an upload form for SVG, GIF, HTML or anything but JPEG/PNG/WebP photos", async () => {
    for (const kind of ["photo", "profilePhoto"] as const) {
      for (const type of ["image/svg+xml", "image/gif", "text/html", "image/avif", "image/heic", "image/x-icon", "application/octet-stream"]) {
        const res = await presign(kind, type, 100);
        expect(res.status, `${kind} ${type}`).toBe(400);
        expect(res.body.error.message).toBe("Bitte laden Sie nur Bilddateien hoch.");
      }
      for (const type of ["image/jpeg", "image/png", "image/webp"]) expect((await presign(kind, type, 100)).status, `${kind} ${type}`).toBe(200);
    }
    const html = await presign("video", "text/html", 100);
    expect(html.status).toBe(400);
    expect(html.body.error.message).toBe("Bitte laden Sie nur Videos im Format MP4 hoch.");
  });

  it("refuses at /media-upload a file whose content is not what its form declared (HTML, SVG, GIF sent as PNG); nothing is stored", async () => {
    for (const body of [HTML, SVG, GIF]) {
      const p = await presign("photo", "image/png", body.length);
      const res = await postForm(p.body.fields, body, "image/png");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "bad_input", message: "Bitte laden Sie nur Bilddateien hoch." } });
      expect(await storagePort().head(p.body.key)).toBeNull();
    }
  });

  it("refuses a GIF or an SVG that reached storage when it is recorded, and removes it", async () => {
    const before = (await storeRow(SLUG)).mediaPictures;
    for (const [body, type] of [
      [GIF, "image/gif"],
      [SVG, "image/svg+xml"],
    ] as const) {
      const key = `stores/10001/photos/untergeschoben-${type.length}.png`;
      await storagePort().put(key, body, type);
      const res = await call(
        "POST",
        "dbUpdate",
        { type: "Store", crmId: BERLIN_CRM, tree: { mediaPictures: [{ key, name: "x.png" }] } },
        cookies.berlin,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Bitte laden Sie nur Bilddateien hoch.");
      expect(await storagePort().head(key)).toBeNull();
    }
    expect((await storeRow(SLUG)).mediaPictures).toEqual(before);
  });

  it("still takes JPEG, PNG and WebP photos end to end", async () => {
    const keys = [
      await uploaded("photo", JPEG, "image/jpeg"),
      await uploaded("photo", PNG, "image/png"),
      await uploaded("photo", WEBP, "image/webp"),
    ];
    const res = await call(
      "POST",
      "dbUpdate",
      { type: "Store", crmId: BERLIN_CRM, tree: { mediaPictures: keys.map((key) => ({ key, name: "bild" })) } },
      cookies.berlin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mediaPictures.map((f: { contentType: string }) => f.contentType)).toEqual(["image/jpeg", "image/png", "image/webp"]);
    await call("POST", "dbUpdate", { type: "Store", crmId: BERLIN_CRM, tree: { mediaPictures: [] } }, cookies.berlin);
  });
});

/**
 * A multipart body sent chunked (no content-length): the given fields, then a file part of
 * `fileBytes` bytes in 64 KB pieces, produced only as the server pulls them.
 */
function chunkedUpload(fields: Record<string, string>, fileHead: Buffer, fileBytes: number, fileField = "file") {
  const boundary = "----Grenze7MA4YWxkTrZu0gW";
  const preamble = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="gross.png"\r\nContent-Type: image/png\r\n\r\n`),
    fileHead,
  ]);
  const stats = { sent: 0 };
  const piece = new Uint8Array(64 * 1024).fill(7);
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(new Uint8Array(preamble));
        stats.sent += preamble.length;
        return;
      }
      if (stats.sent >= fileBytes) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(piece);
      stats.sent += piece.length;
    },
  });
  const req = new Request("http://localhost/media-upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { req, stats };
}

describe("/media-upload counts bytes while streaming", () => {
  it("answers 413 to a chunked photo over its 2 MB limit, stops reading shortly after the limit and stores nothing", async () => {
    const p = await presign("photo", "image/png", 1000); // the size declared at presign is a lie
    const { req, stats } = chunkedUpload(p.body.fields, PNG, 40 * MB);
    const res = await mediaUpload(req);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "too_large", message: "Die Datei ist zu groß (maximal 2 MB)." } });
    await new Promise((r) => setTimeout(r, 50));
    expect(stats.sent).toBeLessThan(2 * MB + 512 * 1024); // no more pulled once refused
    expect(await storagePort().head(p.body.key)).toBeNull();
  });

  it("answers 403 to a chunked body with a forged form before reading its file", async () => {
    const p = await presign("photo", "image/png", 1000);
    const { req, stats } = chunkedUpload({ ...p.body.fields, signature: "gefaelscht" }, PNG, 40 * MB);
    const res = await mediaUpload(req);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: "Die Upload-Berechtigung ist ungültig." } });
    expect(stats.sent).toBeLessThan(512 * 1024);
    expect(await storagePort().head(p.body.key)).toBeNull();
  });

  it("answers 413 to a chunked body without any form that just keeps sending", async () => {
    const { req, stats } = chunkedUpload({}, Buffer.alloc(0), 40 * MB, "kein-formular");
    const res = await mediaUpload(req);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("too_large");
    expect(stats.sent).toBeLessThan(512 * 1024);
  });

  it("answers 413 to a declared length over any limit without reading, and 400 in the error shape to a body that is no form", async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const big = await mediaUpload(
      new Request("http://localhost/media-upload", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(300 * MB) },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("too_large");
    expect(pulled).toBe(false);
    const text = await mediaUpload(
      new Request("http://localhost/media-upload", { method: "POST", headers: { "content-type": "text/plain" }, body: "hallo" }),
    );
    expect(text.status).toBe(400);
    expect((await text.json()).error.code).toBe("bad_input");
  });
});

describe("/media/[...key]", () => {
  it("serves a file only to its store's users and the master of its parent; to everyone else it is not there", async () => {
    const berlinKey = await uploaded("photo", PNG, "image/png");
    const hamburgKey = await uploaded("photo", JPEG, "image/jpeg", "kuechenhaus-hamburg", cookies.nord);
    const missing = "stores/10001/photos/gibt-es-nicht.png";

    const own = await getMedia(berlinKey, cookies.berlin);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await getMedia(hamburgKey, cookies.hamburg)).status).toBe(200);
    expect((await getMedia(hamburgKey, cookies.nord)).status).toBe(200);

    const notThere = await getMedia(missing, cookies.berlin);
    expect(notThere.status).toBe(404);
    const notThereBody = await notThere.text();
    for (const [key, cookie] of [
      [berlinKey, cookies.mayer],
      [berlinKey, cookies.nord],
      [berlinKey, cookies.hamburg],
      [hamburgKey, cookies.kiel],
      [hamburgKey, cookies.berlin],
      [berlinKey, undefined],
    ] as const) {
      const res = await getMedia(key, cookie);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(notThereBody);
    }
  });

  it("serves a photo recorded on the public profile to anyone", async () => {
    const key = await uploaded("profilePhoto", PNG, "image/png");
    expect(
      (await call("POST", "dbUpdate", { type: "Store", crmId: BERLIN_CRM, tree: { profilePictures: [{ key, name: "p.png" }] } }, cookies.berlin))
        .status,
    ).toBe(200);
    const anon = await getMedia(key);
    expect(anon.status).toBe(200);
    expect(anon.headers.get("content-type")).toBe("image/png");
    expect((await getMedia(key, cookies.mayer)).status).toBe(200);
  });

  it("answers with nosniff and a sandbox CSP, and a type from the allow-list only", async () => {
    const key = await uploaded("photo", PNG, "image/png");
    const res = await getMedia(key, cookies.berlin);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers.get("content-disposition")).toBeNull();

    // A file stored before the allow-list (or by hand) is never served as SVG or HTML.
    for (const [body, type] of [
      [SVG, "image/svg+xml"],
      [HTML, "text/html"],
      [HTML, "image/png"],
    ] as const) {
      const legacy = `stores/10001/photos/alt-${type.replace(/\W/g, "")}-${body.length}.png`;
      await storagePort().put(legacy, body, type);
      const old = await getMedia(legacy, cookies.berlin);
      expect(old.status).toBe(200);
      expect(old.headers.get("content-type")).toBe("application/octet-stream");
      expect(old.headers.get("content-disposition")).toBe("attachment");
      expect(old.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
      expect(old.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("removeStaleUploads", () => {
  it("removes uploads never recorded after a day and keeps recorded and fresh ones", async () => {
    const recorded = await uploaded("photo", PNG, "image/png");
    expect(
      (
        await call(
          "POST",
          "dbUpdate",
          { type: "Store", crmId: BERLIN_CRM, tree: { mediaPictures: [{ key: recorded, name: "a.png" }] } },
          cookies.berlin,
        )
      ).status,
    ).toBe(200);
    const stale = await uploaded("photo", PNG, "image/png");
    const staleVideo = `stores/10001/videos/verwaist.mp4`;
    await storagePort().put(staleVideo, Buffer.from("x"), "video/mp4");
    const staleOther = await uploaded("photo", PNG, "image/png", "kuechenhaus-hamburg", cookies.hamburg);
    const fresh = await uploaded("photo", PNG, "image/png");
    const dayAndHourAgo = new Date(Date.now() - 25 * 3600 * 1000);
    for (const key of [recorded, stale, staleVideo, staleOther]) await fs.utimes(path.join(dir, key), dayAndHourAgo, dayAndHourAgo);

    const result = await removeStaleUploads();
    expect(result.removed.sort()).toEqual([stale, staleVideo, staleOther].sort());
    for (const key of [stale, staleVideo, staleOther]) expect(await storagePort().head(key)).toBeNull();
    expect(await storagePort().head(recorded)).not.toBeNull();
    expect(await storagePort().head(fresh)).not.toBeNull();
    expect((await getMedia(recorded)).status).toBe(200);

    // A day later the fresh one goes too; the recorded one stays.
    const later = await removeStaleUploads(new Date(Date.now() + 25 * 3600 * 1000));
    expect(later.removed).toContain(fresh);
    expect(await storagePort().head(recorded)).not.toBeNull();
  });
});
