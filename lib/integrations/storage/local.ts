import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { StoragePort, UploadLimits } from "./port";

/** How long a presigned upload form stays valid, as with S3 (s3.ts). */
export const UPLOAD_SECONDS = 10 * 60;

type UploadPolicy = UploadLimits & { key: string; expires: number };

function sign(secret: string, policy: string) {
  return createHmac("sha256", secret).update(policy).digest("base64url");
}

/** Why a local upload was refused: `status` 403 for a forged or expired form, 400 for a file outside the limits. */
export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 403,
    message: string,
  ) {
    super(message);
  }
}

/** Files under DATA_DIR/media, served by the app at /media/{key}; uploads go to /media-upload. */
export function localStorage(root: string, opts: { secret: string } = { secret: "lokal" }): StoragePort & {
  /** Checks a form posted to /media-upload as S3 checks a POST policy, then stores the file. */
  receiveUpload(form: FormData): Promise<{ key: string; size: number }>;
} {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Ungültiger Speicherschlüssel: ${key}`);
    return file;
  };
  const storage: StoragePort = {
    async put(key, body, contentType) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      await fs.writeFile(`${file}.type`, contentType);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, "utf8")]);
        return { body, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = resolve(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
    async url(key) {
      return `/media/${key}`;
    },
    async presignUpload(key, limits) {
      resolve(key);
      const policy: UploadPolicy = { key, contentType: limits.contentType, maxBytes: limits.maxBytes, expires: Date.now() + UPLOAD_SECONDS * 1000 };
      const encoded = Buffer.from(JSON.stringify(policy)).toString("base64url");
      return { url: "/media-upload", fields: { key, "Content-Type": limits.contentType, policy: encoded, signature: sign(opts.secret, encoded) } };
    },
    async head(key) {
      const file = resolve(key);
      try {
        const [stat, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}.type`, "utf8")]);
        return { size: stat.size, contentType };
      } catch {
        return null;
      }
    },
  };
  return {
    ...storage,
    async receiveUpload(form) {
      const field = (name: string) => {
        const v = form.get(name);
        return typeof v === "string" ? v : "";
      };
      const encoded = field("policy");
      const given = Buffer.from(field("signature"));
      const expected = Buffer.from(sign(opts.secret, encoded));
      if (!encoded || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new UploadRejected(403, "Die Upload-Berechtigung ist ungültig.");
      }
      const policy = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as UploadPolicy;
      if (Date.now() > policy.expires) throw new UploadRejected(403, "Die Upload-Berechtigung ist abgelaufen.");
      if (field("key") !== policy.key) throw new UploadRejected(403, "Der Dateiname passt nicht zur Upload-Berechtigung.");
      if (field("Content-Type") !== policy.contentType) throw new UploadRejected(403, "Der Dateityp passt nicht zur Upload-Berechtigung.");
      const file = form.get("file");
      if (!(file instanceof Blob)) throw new UploadRejected(400, "Es wurde keine Datei gesendet.");
      if (file.size > policy.maxBytes) {
        throw new UploadRejected(400, `Die Datei ist zu groß (höchstens ${Math.floor(policy.maxBytes / 1_000_000)} MB).`);
      }
      await storage.put(policy.key, Buffer.from(await file.arrayBuffer()), policy.contentType);
      return { key: policy.key, size: file.size };
    },
  };
}
