import "server-only";
import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import yauzl from "yauzl";
import type { Db } from "@/models/platform/db";
import { sniffMime, SNIFF_BYTES } from "@/lib/domain/platform/uploads";
import {
  IMAGE_LIMITS,
  IMAGE_SIZES,
  IMAGE_TYPES,
  isBombRatio,
  isUrlSource,
  MEDIA_REASONS,
  normalizeSourceName,
  safeEntryName,
  ZIP_LIMITS,
  ZIP_REASONS,
  type ImageSize,
} from "@/lib/domain/operator/media-rules";
import { catalogImageKey } from "@/lib/domain/shop/catalog-images";
import { storagePort } from "@/lib/integrations/storage";
import { recordImageResult, unstoredFileImages, waitingUrlImages, type MediaRow } from "../shop/product-media";
import { fetchImageBytes, MediaFetchError, type FetchOptions } from "./media-fetch";

/**
 * Checks an image by content (JPEG, PNG or WebP by magic bytes, then decoded by sharp within
 * IMAGE_LIMITS.maxPixels) and re-encodes it as WebP in the shop's two sizes; only the re-encoded
 * pictures are stored, never the supplier's bytes. Answers the stored name; throws a MediaFetchError
 * with a German reason for anything else.
 */
export async function storeCatalogImage(productId: number, position: number, bytes: Buffer): Promise<string> {
  // Loaded when a picture comes: the catalog import's process (catalog-import-worker.ts) runs without it otherwise.
  const { default: sharp } = await import("sharp");
  const mime = sniffMime(new Uint8Array(bytes.subarray(0, SNIFF_BYTES)));
  if (!mime || !(IMAGE_TYPES as readonly string[]).includes(mime)) throw new MediaFetchError(MEDIA_REASONS.notAnImage);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaFetchError(MEDIA_REASONS.undecodable);
  }
  if (!meta.width || !meta.height) throw new MediaFetchError(MEDIA_REASONS.undecodable);
  if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) throw new MediaFetchError(MEDIA_REASONS.tooManyPixels);
  const name = `${productId}-${position}-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
  const port = storagePort();
  for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
    let out: Buffer;
    try {
      out = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: "error" })
        .rotate()
        .resize(IMAGE_SIZES[size], IMAGE_SIZES[size], { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new MediaFetchError(MEDIA_REASONS.undecodable);
    }
    await port.put(catalogImageKey(name, size), out, "image/webp");
  }
  return name;
}

function reasonOf(e: unknown): string {
  if (e instanceof MediaFetchError) return e.reason;
  console.error("[catalog-media] Bild konnte nicht gespeichert werden", e);
  return MEDIA_REASONS.network;
}

/** Images fetched at once by one run. */
const PARALLEL = 4;

/**
 * The catalog-media job's work: fetches every waiting image whose source is an http(s) URL (rows an
 * import wrote), at most `limit` per run, PARALLEL at a time. Each image ends "stored" or "failed" with
 * its German reason; a failure never touches the import or the other images.
 */
export async function fetchWaitingCatalogImages(
  db: Db,
  opts: { fetch?: FetchOptions; limit?: number; shouldStop?: () => boolean } = {},
): Promise<{ stored: number; failed: number }> {
  const rows = await waitingUrlImages(db, opts.limit ?? 200);
  let stored = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < rows.length && !opts.shouldStop?.()) {
      const row = rows[next++];
      try {
        const bytes = await fetchImageBytes(row.source, opts.fetch);
        await recordImageResult(db, row, { name: await storeCatalogImage(row.productId, row.position, bytes) });
        stored++;
      } catch (e) {
        await recordImageResult(db, row, { reason: reasonOf(e) });
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { stored, failed };
}

export type ZipImportResult =
  { state: "refused"; reason: string } | { state: "done"; stored: number; failed: { source: string; reason: string }[]; missing: number };

class ZipRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (e, zip) =>
      e ? reject(new ZipRefused(ZIP_REASONS.notZip)) : resolve(zip),
    ),
  );
}

/** Reads one entry, counting bytes as they come: more than `max` stops the read. */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (e, stream) => {
      if (e) return reject(new MediaFetchError(MEDIA_REASONS.undecodable));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (c: Buffer) => {
        size += c.length;
        if (size > max) {
          stream.destroy();
          reject(new MediaFetchError(MEDIA_REASONS.tooLarge));
        } else chunks.push(c);
      });
      stream.on("error", () => reject(new MediaFetchError(MEDIA_REASONS.undecodable)));
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The images of a ZIP beside a BMEcat file (issue 32): every waiting or failed image whose MIME_SOURCE
 * is a file name is looked up in the ZIP by that name and stored as storeCatalogImage does. The ZIP is
 * refused whole, before anything is stored, when it is no ZIP, has more than ZIP_LIMITS.maxEntries
 * entries, a hostile name ("../", absolute, backslashes) or declares more than maxTotalBytes; an entry
 * packed more than maxRatio to one (a zip bomb) refuses it too. Bytes are counted while they are read,
 * whatever the ZIP declares. Images the ZIP lacks are marked „Die Datei fehlt in der ZIP-Datei.“, so a
 * later ZIP can bring them.
 */
export async function importMediaZip(db: Db, file: string): Promise<ZipImportResult> {
  const wanted = await unstoredFileImages(db);
  const byName = new Map<string, MediaRow[]>();
  for (const w of wanted) {
    if (isUrlSource(w.source)) continue;
    const key = normalizeSourceName(w.source).toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), w]);
  }
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(file);
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw new ZipRefused(ZIP_REASONS.tooManyEntries);
    // Pass 1: the central directory only (names and declared sizes); nothing is unpacked yet.
    const entries = await listEntries(zip);
    let total = 0;
    for (const e of entries) {
      total += e.uncompressedSize;
      if (isBombRatio(e.compressedSize, e.uncompressedSize)) throw new ZipRefused(ZIP_REASONS.bomb);
    }
    if (total > ZIP_LIMITS.maxTotalBytes) throw new ZipRefused(ZIP_REASONS.tooLarge);
  } catch (e) {
    zip?.close();
    if (e instanceof ZipRefused) return { state: "refused", reason: e.reason };
    throw e;
  }
  // Pass 2: a fresh read of the same file, unpacking only the entries an image names.
  const reader = await openZip(file);
  const failed: { source: string; reason: string }[] = [];
  let stored = 0;
  const found = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    reader.on("error", reject);
    reader.on("end", resolve);
    reader.on("entry", (entry: yauzl.Entry) => {
      const name = safeEntryName(entry.fileName)?.toLowerCase();
      const rows = name ? byName.get(name) : undefined;
      if (!name || !rows || entry.fileName.endsWith("/")) return reader.readEntry();
      found.add(name);
      readEntry(reader, entry, IMAGE_LIMITS.maxBytes)
        .then(async (bytes) => {
          for (const row of rows) {
            try {
              await recordImageResult(db, row, { name: await storeCatalogImage(row.productId, row.position, bytes) });
              stored++;
            } catch (e) {
              await recordImageResult(db, row, { reason: reasonOf(e) });
              failed.push({ source: row.source, reason: reasonOf(e) });
            }
          }
        })
        .catch(async (e) => {
          for (const row of rows) {
            await recordImageResult(db, row, { reason: reasonOf(e) });
            failed.push({ source: row.source, reason: reasonOf(e) });
          }
        })
        .then(() => reader.readEntry(), reject);
    });
    reader.readEntry();
  });
  let missing = 0;
  for (const [name, rows] of byName) {
    if (found.has(name)) continue;
    for (const row of rows) {
      await recordImageResult(db, row, { reason: MEDIA_REASONS.notInZip });
      missing++;
    }
  }
  return { state: "done", stored, failed, missing };
}

/** Every entry of the central directory; a hostile name refuses the ZIP (yauzl checks too). */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on("error", (e: Error) => {
      // yauzl's own name checks: "invalid relative path: ../x", "absolute path: /x", "invalid characters in fileName: …".
      const bad = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/s.exec(e.message);
      reject(new ZipRefused(bad ? ZIP_REASONS.badName(bad[2].slice(0, 80)) : ZIP_REASONS.notZip));
    });
    zip.on("end", () => resolve(entries));
    zip.on("entry", (entry: yauzl.Entry) => {
      if (safeEntryName(entry.fileName) === null) return reject(new ZipRefused(ZIP_REASONS.badName(entry.fileName.slice(0, 80))));
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}
