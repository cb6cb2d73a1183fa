"use client";

import { api } from "@/lib/api/client";
import { postPresigned } from "@/components/platform/uploads/post-presigned";
import type { MediaUploadKind } from "@/lib/domain/platform/media-list";
import { checkUpload, sniffMime } from "@/lib/domain/platform/uploads";

/** What the browser decides before anything is sent: the type by the first bytes, not the name (SPEC 5). */
export async function browserCheck(
  kind: MediaUploadKind,
  file: File,
  existingCount: number,
): Promise<{ ok: true; mime: string } | { ok: false; message: string }> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const mime = sniffMime(head);
  const check = checkUpload(kind, { mime, size: file.size }, existingCount);
  return check.ok ? { ok: true, mime: mime! } : check;
}

/**
 * Presigns and posts one file of the profile's media straight to storage (components/platform/uploads),
 * calling onProgress with 0..100. Resolves with the storage key; rejects with a German message.
 */
export async function uploadToStorage(
  storeSlug: string,
  kind: MediaUploadKind,
  file: File,
  mime: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  return postPresigned(() => api.post("storeMediaUpload", { storeSlug, kind, contentType: mime, size: file.size }), file, onProgress);
}
