"use client";

import { api, ApiError } from "@/lib/api/client";
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
 * Presigns and posts one file straight to storage with XHR (fetch reports no upload progress),
 * calling onProgress with 0..100. Resolves with the storage key; rejects with a German message.
 */
export async function uploadToStorage(
  storeSlug: string,
  kind: MediaUploadKind,
  file: File,
  mime: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  let form: Awaited<ReturnType<typeof presign>>;
  try {
    form = await presign(storeSlug, kind, mime, file.size);
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.message : "Der Upload konnte nicht vorbereitet werden.");
  }
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append("file", file);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(refusal(xhr.status, xhr.responseText))));
    xhr.onerror = () => reject(new Error("Der Upload ist fehlgeschlagen. Bitte prüfen Sie Ihre Verbindung."));
    xhr.send(body);
  });
  onProgress(100);
  return form.key;
}

/** The German message of a refused upload: the app's error shape from /media-upload, or S3's XML answer. */
function refusal(status: number, text: string): string {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string" && message) return message;
  } catch {
    // S3 answers in XML
  }
  return status === 413 || /EntityTooLarge/.test(text) ? "Die Datei ist zu groß." : "Der Upload ist fehlgeschlagen.";
}

function presign(storeSlug: string, kind: MediaUploadKind, contentType: string, size: number) {
  return api.post("storeMediaUpload", { storeSlug, kind, contentType, size });
}
