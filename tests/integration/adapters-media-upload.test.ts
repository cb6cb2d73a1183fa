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

function post(fields: Record<string, string>, file: Buffer | null, type = "video/mp4") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([new Uint8Array(file)], { type }), "datei");
  return POST(new Request("http://localhost/media-upload", { method: "POST", body: form }));
}

describe("local media upload (/media-upload)", () => {
  it("accepts a file within the signed limits and stores it under the signed key", async () => {
    const key = "stores/10001/videos/rundgang.mp4";
    const { url, fields } = await storagePort().presignUpload(key, { contentType: "video/mp4", maxBytes: 1000 });
    expect(url).toBe("/media-upload");
    const res = await post(fields, Buffer.alloc(1000, 3));
    expect(res.status).toBe(204);
    expect(await storagePort().head(key)).toEqual({ size: 1000, contentType: "video/mp4" });
    expect(await storagePort().url(key)).toBe(`/media/${key}`);
  });

  it("refuses a file over the limit, another key or type, a forged signature and an expired form", async () => {
    const key = "stores/10001/photos/bild.jpg";
    const { fields } = await storagePort().presignUpload(key, { contentType: "image/jpeg", maxBytes: 100 });
    const tooBig = await post(fields, Buffer.alloc(101, 1), "image/jpeg");
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toMatch(/zu groß/);
    expect((await post({ ...fields, key: "stores/10002/photos/fremd.jpg" }, Buffer.alloc(10), "image/jpeg")).status).toBe(403);
    expect((await post({ ...fields, "Content-Type": "text/html" }, Buffer.alloc(10), "text/html")).status).toBe(403);
    expect((await post({ ...fields, signature: fields.signature.replace(/^./, (c) => (c === "A" ? "B" : "A")) }, Buffer.alloc(10), "image/jpeg")).status).toBe(403);
    const policy = JSON.parse(Buffer.from(fields.policy, "base64url").toString()) as { expires: number };
    const expired = Buffer.from(JSON.stringify({ ...policy, expires: Date.now() - 1 })).toString("base64url");
    expect((await post({ ...fields, policy: expired }, Buffer.alloc(10), "image/jpeg")).status).toBe(403); // changing the policy breaks the signature
    expect((await post(fields, null)).status).toBe(400);
    expect(await storagePort().head(key)).toBeNull();
  });

  it("refuses a correctly signed form after it expired", async () => {
    const local = localStorage(dir, { secret: "test-geheimnis" });
    const policy = Buffer.from(JSON.stringify({ key: "a/b.jpg", contentType: "image/jpeg", maxBytes: 100, expires: Date.now() - 1 })).toString("base64url");
    const form = new FormData();
    for (const [k, v] of Object.entries({ key: "a/b.jpg", "Content-Type": "image/jpeg", policy, signature: createHmac("sha256", "test-geheimnis").update(policy).digest("base64url") })) form.append(k, v);
    form.append("file", new Blob([new Uint8Array(10)], { type: "image/jpeg" }), "b.jpg");
    await expect(local.receiveUpload(form)).rejects.toMatchObject({ status: 403, message: "Die Upload-Berechtigung ist abgelaufen." });
  });
});
