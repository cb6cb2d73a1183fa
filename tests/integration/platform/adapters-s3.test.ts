import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { s3Storage, type S3Options } from "@/lib/integrations/storage/s3";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { resetEnvCache } from "@/lib/env";
import { closedPort, startHttpPeer } from "../../peers/http-peer";
import { S3RVER_KEY, startS3Peer } from "../../peers/s3-peer";

let peer: Awaited<ReturnType<typeof startS3Peer>>;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer.close());
afterEach(() => {
  for (const k of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[k];
  resetEnvCache();
  setStoragePort(undefined);
});

const s3 = (extra: Partial<S3Options> = {}) =>
  s3Storage({ bucket: peer.bucket, region: "eu-central-1", endpoint: peer.endpoint, ...S3RVER_KEY, ...extra });

/** Posts a presigned form as a browser does: the fields, then the file. */
async function upload(url: string, fields: Record<string, string>, body: Buffer, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(body)], { type }), "datei");
  return fetch(url, { method: "POST", body: form });
}

describe("S3 storage adapter against s3rver", () => {
  it("puts, heads, gets and deletes an object", async () => {
    const storage = s3();
    const key = "stores/10001/photos/kueche.jpg";
    const body = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0x80, 0xfe]);
    await storage.put(key, body, "image/jpeg");
    expect(await storage.head(key)).toEqual({ size: body.length, contentType: "image/jpeg" });
    const got = await storage.get(key);
    expect(got?.contentType).toBe("image/jpeg");
    expect(got?.body.equals(body)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
  });

  it("hands out presigned GET URLs the browser can load, and that expire", async () => {
    const storage = s3({ urlSeconds: 1 });
    const key = "stores/10001/profilePhotos/berater.png";
    await storage.put(key, Buffer.from("PNG-Daten"), "image/png");
    const url = await storage.url(key);
    expect(url).toContain("X-Amz-Expires=1");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await res.text()).toBe("PNG-Daten");
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Request has expired");
  });

  it("presigns a browser upload with size and type conditions; the upload lands in the bucket", async () => {
    const storage = s3();
    const key = "stores/10001/videos/rundgang.mp4";
    const maxBytes = 50 * 1024 * 1024;
    const { url, fields } = await storage.presignUpload(key, { contentType: "video/mp4", maxBytes });
    expect(url).toBe(`${peer.endpoint}/${peer.bucket}`);
    expect(fields).toMatchObject({ key, "Content-Type": "video/mp4", "X-Amz-Algorithm": "AWS4-HMAC-SHA256" });
    // The policy S3 enforces: this key, this type, at most maxBytes, expiring.
    const policy = JSON.parse(Buffer.from(fields.Policy, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([["content-length-range", 1, maxBytes], ["eq", "$Content-Type", "video/mp4"], { key }, { bucket: peer.bucket }]),
    );
    // The type is matched exactly: no "starts-with" anywhere, so this form cannot carry text/html.
    expect(JSON.stringify(policy.conditions)).not.toMatch(/starts-with/i);
    const typeConditions = policy.conditions.filter((c) => JSON.stringify(c).toLowerCase().includes("content-type"));
    expect(typeConditions).toEqual(expect.arrayContaining([["eq", "$Content-Type", "video/mp4"]]));
    expect(typeConditions.every((c) => JSON.stringify(c).includes('"video/mp4"'))).toBe(true);
    const ttl = new Date(policy.expiration).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(500_000);
    expect(ttl).toBeLessThanOrEqual(600_000);

    const video = Buffer.alloc(256 * 1024, 7);
    const res = await upload(url, fields, video, "video/mp4");
    expect(res.status).toBe(204);
    expect(await storage.head(key)).toEqual({ size: video.length, contentType: "video/mp4" });
  });

  it("an upload over the limit: s3rver does not evaluate POST policies, so the server-side head() check is what catches it", async () => {
    // Real S3 answers 400 EntityTooLarge for this form (content-length-range). s3rver 3.7 ignores the
    // `policy` field (lib/controllers/object.js: "unimplemented"), so here we prove the second line of
    // defence instead: head() reports the real size, which the app compares with the limit before
    // recording the upload.
    const storage = s3();
    const key = "stores/10001/photos/zu-gross.jpg";
    const { url, fields } = await storage.presignUpload(key, { contentType: "image/jpeg", maxBytes: 1000 });
    const res = await upload(url, fields, Buffer.alloc(1001, 1), "image/jpeg");
    expect(res.status).toBe(204);
    const stored = await storage.head(key);
    expect(stored!.size).toBeGreaterThan(1000);
  });

  it("lists the objects under a prefix with their time", async () => {
    const storage = s3();
    const before = Date.now() - 5000;
    const keys = [
      "stores/20001/photos/a.jpg",
      "stores/20001/photos/b.jpg",
      "stores/20001/photos/c.png",
      "stores/20001/videos/d.mp4",
      "stores/20002/photos/e.jpg",
    ];
    for (const key of keys) await storage.put(key, Buffer.from("x"), "image/jpeg");
    const photos = await storage.list("stores/20001/photos/");
    expect(photos.map((o) => o.key).sort()).toEqual(keys.slice(0, 3));
    for (const o of photos) {
      expect(o.lastModified).toBeInstanceOf(Date);
      expect(o.lastModified.getTime()).toBeGreaterThan(before);
    }
    expect((await storage.list("stores/20001/")).length).toBe(4);
    expect(await storage.list("stores/29999/")).toEqual([]);
  });

  it("follows ListObjectsV2 pages (s3rver cannot page on this Node: its continuation tokens use DES)", async () => {
    const page = (keys: string[], next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>media</Name><Prefix>stores/1/</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${next ? "true" : "false"}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ""}${keys.map((k) => `<Contents><Key>${k}</Key><LastModified>2024-05-06T07:08:09.000Z</LastModified><ETag>"x"</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>`).join("")}</ListBucketResult>`;
    const paged = await startHttpPeer((req, res) => {
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(
        req.path.includes("continuation-token=seite2")
          ? page(["stores/1/photos/c.jpg"])
          : page(["stores/1/photos/a.jpg", "stores/1/photos/b.jpg"], "seite2"),
      );
    });
    try {
      const listed = await s3({ endpoint: paged.url }).list("stores/1/");
      expect(listed).toEqual(["a", "b", "c"].map((n) => ({ key: `stores/1/photos/${n}.jpg`, lastModified: new Date("2024-05-06T07:08:09.000Z") })));
      expect(paged.requests).toHaveLength(2);
      expect(paged.requests.every((r) => r.path.includes("list-type=2") && r.path.includes("prefix=stores%2F1%2F"))).toBe(true);
    } finally {
      await paged.close();
    }
  });

  it("names S3 and the reason for a wrong access key, a missing bucket and a peer that is down", async () => {
    // s3rver checks the access key id but not V4 signatures, so the wrong credential here is the key id.
    await expect(s3({ accessKeyId: "FALSCH" }).put("a.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /^S3: InvalidAccessKeyId \(HTTP 403\) bei a\.txt/,
    );
    await expect(s3({ bucket: "gibt-es-nicht" }).put("a.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/^S3: NoSuchBucket \(HTTP 404\)/);
    const down = s3({ endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(down.put("a.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/^S3: .*ECONNREFUSED/);
  });

  it("names S3 for a 500 with garbage and for a peer that never answers (timeout)", async () => {
    const broken = await startHttpPeer((req, res) => {
      if (req.path.includes("langsam")) return; // never answers
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<html>interner Fehler</html>");
    });
    try {
      const storage = s3({ endpoint: broken.url, timeoutMs: 300 });
      await expect(storage.put("kaputt.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/^S3: .*HTTP 500/);
      const t = Date.now();
      await expect(storage.put("langsam.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/^S3: .*timeout/i);
      expect(Date.now() - t).toBeLessThan(5000);
    } finally {
      await broken.close();
    }
  });

  it("is chosen when S3_BUCKET is set; a missing key is named at first use", async () => {
    process.env.S3_BUCKET = peer.bucket;
    process.env.S3_ENDPOINT = peer.endpoint;
    resetEnvCache();
    setStoragePort(undefined);
    expect(() => storagePort()).toThrow("S3_BUCKET ist gesetzt, aber S3_ACCESS_KEY_ID fehlt");
    process.env.S3_ACCESS_KEY_ID = S3RVER_KEY.accessKeyId;
    resetEnvCache();
    expect(() => storagePort()).toThrow("S3_BUCKET ist gesetzt, aber S3_SECRET_ACCESS_KEY fehlt");
    process.env.S3_SECRET_ACCESS_KEY = S3RVER_KEY.secretAccessKey;
    resetEnvCache();
    await storagePort().put("stores/10001/photos/env.jpg", Buffer.from("jpg"), "image/jpeg");
    expect(await s3().head("stores/10001/photos/env.jpg")).toEqual({ size: 3, contentType: "image/jpeg" });
  });
});
