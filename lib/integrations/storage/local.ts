import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { readUpload, UploadRejected, type UploadChecks, type UploadGrant } from "./local-upload";
import type { StoragePort, StoredObject, UploadLimits } from "./port";

export { UploadRejected } from "./local-upload";

/** How long a presigned upload form stays valid, as with S3 (s3.ts). */
export const UPLOAD_SECONDS = 10 * 60;

type UploadPolicy = UploadLimits & { key: string; expires: number };

function sign(secret: string, policy: string) {
  return createHmac("sha256", secret).update(policy).digest("base64url");
}

/** The app's checks of an arriving file (content by magic bytes, the largest body); the form's own limits come from its policy. */
export type ReceiveChecks = Omit<UploadChecks, "authorize">;

/** Files are stored as `key` plus `key.type` (the content type) beside it. */
const TYPE_SUFFIX = ".type";

/** The stored files whose keys start with `prefix` (keys use "/" whatever the platform). */
async function listFiles(root: string, prefix: string): Promise<StoredObject[]> {
  // Walk the folder the prefix lies in.
  const base = path.resolve(root);
  const start = path.resolve(base, prefix.slice(0, prefix.lastIndexOf("/") + 1) || ".");
  if (start !== base && !start.startsWith(base + path.sep)) throw new Error(`Ungültiger Speicherschlüssel: ${prefix}`);
  const entries = await fs.readdir(/* turbopackIgnore: true */ start, { recursive: true, withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return [];
    throw e;
  });
  const found: StoredObject[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(TYPE_SUFFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(base, file).split(path.sep).join("/");
    if (!key.startsWith(prefix)) continue;
    const stat = await fs.stat(file).catch(() => null);
    if (stat) found.push({ key, lastModified: stat.mtime });
  }
  return found;
}

/** The form's fields checked as S3 checks a POST policy: signed by us, not expired, for this key and type. */
function authorizeUpload(secret: string, fields: ReadonlyMap<string, string>): UploadGrant {
  const field = (name: string) => fields.get(name) ?? "";
  const encoded = field("policy");
  const given = Buffer.from(field("signature"));
  const expected = Buffer.from(sign(secret, encoded));
  if (!encoded || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UploadRejected(403, "Die Upload-Berechtigung ist ungültig.");
  }
  const policy = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as UploadPolicy;
  if (Date.now() > policy.expires) throw new UploadRejected(403, "Die Upload-Berechtigung ist abgelaufen.");
  if (field("key") !== policy.key) throw new UploadRejected(403, "Der Dateiname passt nicht zur Upload-Berechtigung.");
  if (field("Content-Type") !== policy.contentType) throw new UploadRejected(403, "Der Dateityp passt nicht zur Upload-Berechtigung.");
  return { key: policy.key, contentType: policy.contentType, maxBytes: policy.maxBytes };
}

/** Files under DATA_DIR/media, served by the app at /media/{key}; uploads go to /media-upload. */
export function localStorage(
  root: string,
  opts: { secret: string } = { secret: "lokal" },
): StoragePort & {
  /**
   * Reads a form posted to /media-upload as it streams in, checks it as S3 checks a POST policy
   * (signature, expiry, key, exact type, size) plus the app's content check, then stores the file.
   */
  receiveUpload(req: Request, checks: ReceiveChecks): Promise<{ key: string; size: number }>;
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
      await fs.writeFile(`${file}${TYPE_SUFFIX}`, contentType);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}${TYPE_SUFFIX}`, "utf8")]);
        return { body, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = resolve(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}${TYPE_SUFFIX}`, { force: true });
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
    list: (prefix) => listFiles(root, prefix),
    async head(key) {
      const file = resolve(key);
      try {
        const [stat, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}${TYPE_SUFFIX}`, "utf8")]);
        return { size: stat.size, contentType };
      } catch {
        return null;
      }
    },
  };
  const authorize = (fields: ReadonlyMap<string, string>) => authorizeUpload(opts.secret, fields);
  return {
    ...storage,
    async receiveUpload(req, checks) {
      const upload = await readUpload(req, { ...checks, authorize });
      await storage.put(upload.key, upload.body, upload.contentType);
      return { key: upload.key, size: upload.body.length };
    },
  };
}
