import "server-only";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { stores, type Store } from "@/models/platform/stores";
import type { MediaFile } from "@/lib/domain/platform/media-list";
import { AppError } from "./errors";
import {
  cleanFileName,
  extensionFor,
  MEDIA_FIELDS,
  MEDIA_FOLDER,
  MEDIA_KIND,
  mediaPrefix,
  parseMediaKey,
  planMediaUpdate,
  FIELD_OF_KIND,
  type MediaField,
  type MediaUploadKind,
} from "@/lib/domain/platform/media-list";
import { checkUpload, limitMessage, sniffMime, SNIFF_BYTES, UPLOAD_LIMITS } from "@/lib/domain/platform/uploads";
import { storagePort, type PresignedUpload } from "@/lib/integrations/storage";
import { mayAccess, type Viewer } from "./access";
import { getDb } from "./db";

export type MediaFileDto = MediaFile & { url: string };

function assertMediaAllowed(store: Store) {
  // SPEC 6: a master has no media tab; its media are the children's.
  if (store.isMaster) throw new AppError("rule", "Für Unternehmensdaten können keine Fotos oder Videos hochgeladen werden.");
}

export async function withUrls(files: readonly MediaFile[]): Promise<MediaFileDto[]> {
  const port = storagePort();
  return Promise.all(files.map(async (f) => ({ ...f, url: await port.url(f.key) })));
}

/**
 * Step 1 of an upload: checks the limits (SPEC 5) on what the browser sniffed and declares, then hands
 * out a presigned form for one new key under stores/{storeNumber}/{folder}/. Only an allowed type
 * (JPEG/PNG/WebP photos, MP4 videos) gets a form, and the form is for exactly that type. The file is
 * checked by content when it arrives (/media-upload) and again in recordMedia.
 */
export async function presignMediaUpload(
  store: Store,
  kind: MediaUploadKind,
  file: { contentType: string; size: number },
): Promise<PresignedUpload & { key: string }> {
  assertMediaAllowed(store);
  // A new profile photo replaces the one there is (limit 1), so it never counts against the limit.
  const existing = kind === "profilePhoto" ? 0 : store[FIELD_OF_KIND[kind]].length;
  const check = checkUpload(kind, { mime: file.contentType, size: file.size }, existing);
  if (!check.ok) {
    const atLimit = existing >= (UPLOAD_LIMITS[kind].maxCount ?? Infinity);
    throw atLimit ? new AppError("rule", check.message) : new AppError("bad_input", check.message, "contentType");
  }
  const key = `${mediaPrefix(store.storeNumber, kind)}${randomUUID()}.${extensionFor(file.contentType)}`;
  const form = await storagePort().presignUpload(key, { contentType: file.contentType, maxBytes: UPLOAD_LIMITS[kind].maxBytes });
  return { ...form, key };
}

/** Size and content type of a newly uploaded object, read from storage; the object is removed when it breaks a limit. */
async function inspectUpload(kind: MediaUploadKind, key: string): Promise<{ size: number; contentType: string }> {
  const port = storagePort();
  const head = await port.head(key);
  if (!head) throw new AppError("bad_input", "Die Datei wurde nicht gefunden. Bitte lade sie erneut hoch.", "tree");
  const object = await port.get(key);
  // Type by content, never by name or declared type (SPEC 5, lib/domain/platform/uploads.ts).
  const mime = object ? sniffMime(new Uint8Array(object.body.subarray(0, SNIFF_BYTES))) : null;
  const check = checkUpload(kind, { mime, size: head.size }, 0);
  if (!check.ok) {
    await port.delete(key).catch((e) => console.error(`[media] ${key} konnte nicht entfernt werden`, e));
    throw new AppError("bad_input", check.message, "tree");
  }
  return { size: head.size, contentType: mime! };
}

/**
 * dbUpdate type Store with a media list: the list sent becomes the stored list in its order. New keys
 * must lie in the store's folder and pass the content check; dropped keys are deleted from storage
 * after the list is saved (a failed save leaves the files in place). The row is locked so two
 * uploads finishing together are recorded one after the other.
 */
export async function recordMedia(storeId: string, field: MediaField, list: { key: string; name: string }[]): Promise<MediaFileDto[]> {
  const kind = MEDIA_KIND[field];
  const limit = UPLOAD_LIMITS[kind];
  const db = await getDb();
  const { saved, removed } = await db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for("update");
    assertMediaAllowed(store);
    const current = store[field];
    const plan = planMediaUpdate(current, list);
    if (plan.duplicate) throw new AppError("bad_input", "Eine Datei ist doppelt aufgeführt.", "tree");
    if (limit.maxCount !== null && list.length > limit.maxCount && plan.added.length > 0) {
      throw new AppError("rule", limitMessage(limit.maxCount));
    }
    const prefix = mediaPrefix(store.storeNumber, kind);
    const byKey = new Map(current.map((f) => [f.key, f]));
    const next: MediaFile[] = [];
    for (const item of list) {
      const known = byKey.get(item.key);
      if (known) {
        next.push(known);
        continue;
      }
      if (!item.key.startsWith(prefix) || parseMediaKey(item.key) === null) {
        throw new AppError("forbidden", "Diese Datei gehört nicht zu Ihrem Studio.");
      }
      const info = await inspectUpload(kind, item.key);
      next.push({
        key: item.key,
        name: cleanFileName(item.name),
        size: info.size,
        contentType: info.contentType,
        uploadedAt: new Date().toISOString(),
      });
    }
    await tx
      .update(stores)
      .set({ [field]: next, updatedAt: sql`now()` })
      .where(eq(stores.id, store.id));
    return { saved: next, removed: plan.removed };
  });
  const port = storagePort();
  await Promise.all(removed.map((key) => port.delete(key).catch((e) => console.error(`[media] ${key} konnte nicht gelöscht werden`, e))));
  return withUrls(saved);
}

/** Whether a storage key is a file of some studio's public profile (the public studio page shows them). */
export async function isPublicMediaKey(key: string): Promise<boolean> {
  return (await mediaReadAccess(key, async () => null)) === "public";
}

/**
 * Who may read a stored file at /media (ARCHITECTURE "access checked where data is read"): anyone
 * when it is recorded on its studio's public profile, which the public studio page shows; otherwise
 * only users of the store in its key, or of that store's master (lib/server/platform/access.ts mayAccess).
 * null for everyone else and for keys that are no studio media, so "not yours" looks like "not there".
 * The viewer is only looked up when the file is not public.
 */
export async function mediaReadAccess(key: string, viewer: () => Promise<Viewer | null>): Promise<"public" | "private" | null> {
  const parsed = parseMediaKey(key);
  if (!parsed) return null;
  const db = await getDb();
  const [store] = await db.select().from(stores).where(eq(stores.storeNumber, parsed.storeNumber));
  if (!store) return null;
  if (store[FIELD_OF_KIND[parsed.kind]].some((f) => f.key === key)) return "public";
  const v = await viewer();
  return v && mayAccess(v, store) ? "private" : null;
}

/** How long an upload may wait to be recorded on a profile before it is removed. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads that were never recorded on a profile (the browser uploaded but never saved, or a
 * file was refused) once they are older than a day: every object under each store's media folders
 * that no store's media lists name. Each store's row is locked while its folders are cleaned, so an
 * upload being recorded at that moment either is seen as recorded or finds its file gone and says so.
 * Run hourly by the stale-uploads job (lib/server/platform/jobs.ts); returns the removed keys.
 */
export async function removeStaleUploads(now = new Date()): Promise<{ removed: string[] }> {
  const db = await getDb();
  const port = storagePort();
  const cutoff = now.getTime() - STALE_UPLOAD_MS;
  const all = await db
    .select({
      id: stores.id,
      storeNumber: stores.storeNumber,
      mediaPictures: stores.mediaPictures,
      mediaVideos: stores.mediaVideos,
      profilePictures: stores.profilePictures,
    })
    .from(stores);
  const recordedAnywhere = new Set(all.flatMap((s) => MEDIA_FIELDS.flatMap((f) => s[f].map((m) => m.key))));
  const removed: string[] = [];
  for (const { id, storeNumber } of all) {
    await db.transaction(async (tx) => {
      const [store] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
      if (!store) return;
      const recorded = new Set(MEDIA_FIELDS.flatMap((f) => store[f].map((m) => m.key)));
      for (const kind of Object.keys(MEDIA_FOLDER) as MediaUploadKind[]) {
        for (const object of await port.list(mediaPrefix(storeNumber, kind))) {
          if (object.lastModified.getTime() > cutoff || recorded.has(object.key) || recordedAnywhere.has(object.key)) continue;
          try {
            await port.delete(object.key);
            removed.push(object.key);
          } catch (e) {
            console.error(`[media] ${object.key} konnte nicht entfernt werden`, e);
          }
        }
      }
    });
  }
  if (removed.length) console.info(`[media] ${removed.length} nicht gespeicherte Uploads entfernt`);
  return { removed };
}
