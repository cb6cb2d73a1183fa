"use client";

import { ApiError } from "@/lib/api/client";

/** The form the app hands out (lib/integrations/storage port): post every field, then the file as `file`. */
type PresignedForm = { url: string; fields: Record<string, string>; key: string };

/**
 * Posts one file straight to storage with a presigned form, by XHR (fetch reports no upload progress),
 * calling onProgress with 0..100. `presign` asks the app for the form (the profile's media, a return's
 * photos); resolves with the storage key, rejects with a German message.
 */
export async function postPresigned(presign: () => Promise<PresignedForm>, file: File, onProgress: (percent: number) => void): Promise<string> {
  let form: PresignedForm;
  try {
    form = await presign();
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
