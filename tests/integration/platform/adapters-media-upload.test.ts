import { createHmac } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { localStorage } from "@/lib/integrations/storage/local";
import { resetEnvCache } from "@/lib/env";
import { POST } from "@/app/media-upload/route";

// The local stand-in for S3's presigned POST: the same two-step flow (presign, browser posts the
// form), checked by the app route /media-upload as S3 checks its policy.

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "media-upload-"));
  process.env.DATA_DIR = dir;
  resetEnvCache();
  setStoragePort(undefined);
});
afterAll(async () => {
  delete process.env.DATA_DIR;
  resetEnvCache();
  setStoragePort(undefined);
  await fs.rm(dir, { recursive: true, force: true });
});

function formRequest(fields: Record<string, string>, file: Buffer | null, type = "video/mp4") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type }), "datei");
  return new Request("http://localhost/media-upload", { method: "POST", body: form });
}

function post(fields: Record<string, string>, file: Buffer | null, type = "video/mp4") {
  return POST(formRequest(fields, file, type));
}

const mp4 = (size: number) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(size - 12, 3)]);
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);

describe("local media upload (/media-upload)", () => {
  it("accepts a file within the signed limits and stores it under the signed key", async () => {
    const key = "stores/10001/videos/rundgang.mp4";
    const { url, fields } = await storagePort().presignUpload(key, { contentType: "video/mp4", maxBytes: 1000 });
    expect(url).toBe("/media-upload");
    const res = await post(fields, mp4(1000));
    expect(res.status).toBe(204);
    expect(await storagePort().head(key)).toEqual({ size: 1000, contentType: "video/mp4" });
    expect(await storagePort().url(key)).toBe(`/media/${key}`);
  });

  it("refuses a file over the limit, another key or type, a forged signature and an expired form, in the app's error shape", async () => {
    const key = "stores/10001/photos/bild.jpg";
    const { fields } = await storagePort().presignUpload(key, { contentType: "image/jpeg", maxBytes: 100 });
    const tooBig = await post(fields, jpeg(101), "image/jpeg");
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { code: "too_large", message: "Die Datei ist zu groß." } });
    const foreign = await post({ ...fields, key: "stores/10002/photos/fremd.jpg" }, jpeg(10), "image/jpeg");
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: { code: "forbidden", message: "Der Dateiname passt nicht zur Upload-Berechtigung." } });
    expect((await post({ ...fields, "Content-Type": "text/html" }, jpeg(10), "text/html")).status).toBe(403);
    expect(
      (await post({ ...fields, signature: fields.signature.replace(/^./, (c) => (c === "A" ? "B" : "A")) }, jpeg(10), "image/jpeg")).status,
    ).toBe(403);
    const policy = JSON.parse(Buffer.from(fields.policy, "base64url").toString()) as { expires: number };
    const expired = Buffer.from(JSON.stringify({ ...policy, expires: Date.now() - 1 })).toString("base64url");
    expect((await post({ ...fields, policy: expired }, jpeg(10), "image/jpeg")).status).toBe(403); // changing the policy breaks the signature
    const none = await post(fields, null);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: { code: "bad_input", message: "Es wurde keine Datei gesendet." } });
    const notJpeg = await post(fields, Buffer.from("<html>kein Bild</html>"), "image/jpeg");
    expect(notJpeg.status).toBe(400);
    expect(await notJpeg.json()).toEqual({ error: { code: "bad_input", message: "Bitte laden Sie nur Bilddateien hoch." } });
    expect(await storagePort().head(key)).toBeNull();
  });

  it("refuses a correctly signed form after it expired", async () => {
    const local = localStorage(dir, { secret: "test-geheimnis" });
    const policy = Buffer.from(JSON.stringify({ key: "a/b.jpg", contentType: "image/jpeg", maxBytes: 100, expires: Date.now() - 1 })).toString(
      "base64url",
    );
    const fields = {
      key: "a/b.jpg",
      "Content-Type": "image/jpeg",
      policy,
      signature: createHmac("sha256", "test-geheimnis").update(policy).digest("base64url"),
    };
    const checks = { content: () => null, headBytes: 16, maxBodyBytes: 1000 };
    await expect(local.receiveUpload(formRequest(fields, jpeg(10), "image/jpeg"), checks)).rejects.toMatchObject({
      status: 403,
      message: "Die Upload-Berechtigung ist abgelaufen.",
    });
  });
});

describe("local storage listing (for the clean-up of unrecorded uploads)", () => {
  it("lists the files under a prefix with their time, without the type files beside them", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "media-list-"));
    const local = localStorage(root);
    await local.put("stores/10001/photos/a.jpg", jpeg(10), "image/jpeg");
    await local.put("stores/10001/photos/b.png", Buffer.from("x"), "image/png");
    await local.put("stores/10001/videos/c.mp4", mp4(20), "video/mp4");
    await local.put("stores/10002/photos/d.jpg", jpeg(10), "image/jpeg");
    const old = new Date("2024-01-02T03:04:05Z");
    await fs.utimes(path.join(root, "stores/10001/photos/a.jpg"), old, old);
    const photos = await local.list("stores/10001/photos/");
    expect(photos.map((o) => o.key).sort()).toEqual(["stores/10001/photos/a.jpg", "stores/10001/photos/b.png"]);
    expect(photos.find((o) => o.key.endsWith("a.jpg"))!.lastModified).toEqual(old);
    expect(Date.now() - photos.find((o) => o.key.endsWith("b.png"))!.lastModified.getTime()).toBeLessThan(60_000);
    expect((await local.list("stores/10001/")).map((o) => o.key).sort()).toEqual([
      "stores/10001/photos/a.jpg",
      "stores/10001/photos/b.png",
      "stores/10001/videos/c.mp4",
    ]);
    expect((await local.list("stores/1000")).length).toBe(4);
    expect(await local.list("stores/99999/photos/")).toEqual([]);
    await expect(local.list("../")).rejects.toThrow(/Ungültiger Speicherschlüssel/);
    await fs.rm(root, { recursive: true, force: true });
  });
});
