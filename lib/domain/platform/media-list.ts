/**
 * Studio media lists (SPEC 3 Store mediaPictures/mediaVideos/profilePictures, SPEC 7 "Uploads go to a
 * media storage bucket under stores/{storeNumber}/photos, videos and profilePhotos").
 */
import type { UploadKind } from "./uploads";

export const MEDIA_FIELDS = ["mediaPictures", "mediaVideos", "profilePictures"] as const;
export type MediaField = (typeof MEDIA_FIELDS)[number];
export type MediaUploadKind = Extract<UploadKind, "photo" | "video" | "profilePhoto">;

/** One file of a store's media list, as stored in the stores' jsonb columns (models/platform/stores.ts). */
export type MediaFile = { key: string; name: string; size: number; contentType: string; uploadedAt: string };

export const MEDIA_KIND: Record<MediaField, MediaUploadKind> = { mediaPictures: "photo", mediaVideos: "video", profilePictures: "profilePhoto" };
export const MEDIA_FOLDER: Record<MediaUploadKind, string> = { photo: "photos", video: "videos", profilePhoto: "profilePhotos" };
export const FIELD_OF_KIND: Record<MediaUploadKind, MediaField> = { photo: "mediaPictures", video: "mediaVideos", profilePhoto: "profilePictures" };

// Only the allowed upload types (lib/domain/platform/uploads.ts) ever get a key.
const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
};

export function extensionFor(mime: string): string {
  return EXTENSIONS[mime] ?? "bin";
}

/** The folder a store's files of a kind live in; every key of that list must start with it. */
export function mediaPrefix(storeNumber: string, kind: MediaUploadKind): string {
  return `stores/${storeNumber}/${MEDIA_FOLDER[kind]}/`;
}

/**
 * Which store and kind of profile media a storage key is, or null for anything else (the /media
 * route serves nothing else). The file name starts with a letter or digit, so "." and ".." never pass.
 */
export function parseMediaKey(key: string): { storeNumber: string; kind: MediaUploadKind } | null {
  const m = /^stores\/([A-Za-z0-9-]+)\/(photos|videos|profilePhotos)\/[A-Za-z0-9][A-Za-z0-9._-]*$/.exec(key);
  if (!m) return null;
  const kind = (Object.keys(MEDIA_FOLDER) as MediaUploadKind[]).find((k) => MEDIA_FOLDER[k] === m[2])!;
  return { storeNumber: m[1], kind };
}

/**
 * Compares a stored list with the list the studio sends: which keys are new (to be checked before
 * recording), which were dropped (to be deleted from storage), in the order sent. Duplicates in the
 * sent list are an error, so one file is never listed twice.
 */
export function planMediaUpdate(
  current: readonly { key: string }[],
  next: readonly { key: string }[],
): { added: string[]; removed: string[]; duplicate: string | null } {
  const seen = new Set<string>();
  let duplicate: string | null = null;
  for (const f of next) {
    if (seen.has(f.key)) duplicate ??= f.key;
    seen.add(f.key);
  }
  const before = new Set(current.map((f) => f.key));
  return {
    added: next.map((f) => f.key).filter((k) => !before.has(k)),
    removed: current.map((f) => f.key).filter((k) => !seen.has(k)),
    duplicate,
  };
}

/** A display name without path parts or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 120);
  return cleaned || "Datei";
}
