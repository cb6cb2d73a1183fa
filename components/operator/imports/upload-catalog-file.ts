"use client";

import type { CsvMapping, CsvMode } from "@/lib/domain/operator/csv-import";
import { MAX_MEDIA_ZIP_LABEL } from "@/lib/domain/operator/media-zip-import";

export type ImportFileKind = "bmecat" | "csv";

/** The kind of a chosen file by its name: BMEcat (.xml) or CSV (.csv); null for anything else. */
export function importKindOf(fileName: string): ImportFileKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".xml")) return "bmecat";
  if (lower.endsWith(".csv")) return "csv";
  return null;
}

/**
 * Sends the file as the raw body of catalogImport with XHR (fetch reports no upload progress), calling
 * onProgress with 0..100, as a preview (the screen shows what it would do before "Übernehmen").
 * Resolves with the import's id; rejects with the server's German message.
 */
export function uploadCatalogFile(
  file: File,
  kind: ImportFileKind,
  options: { mapping?: CsvMapping; mode?: CsvMode },
  onProgress: (percent: number) => void,
): Promise<string> {
  const params = new URLSearchParams({ fileName: file.name.slice(0, 255), preview: "true" });
  if (kind === "csv" && options.mapping) params.set("mapping", JSON.stringify(options.mapping));
  if (kind === "csv" && options.mode) params.set("mode", options.mode);
  return sendUpload(`/api/catalogImport?${params}`, kind === "csv" ? "text/csv" : "application/xml", file, onProgress, "1 GB");
}

/** Sends an image ZIP as the raw body of catalogMediaImport; resolves with the import's id. */
export function uploadMediaZip(file: File, onProgress: (percent: number) => void): Promise<string> {
  const params = new URLSearchParams({ fileName: file.name.slice(0, 255) });
  return sendUpload(`/api/catalogMediaImport?${params}`, "application/zip", file, onProgress, MAX_MEDIA_ZIP_LABEL);
}

/** One upload with XHR: the file as the body of `type`, progress 0..100, the id or the server's German message. */
function sendUpload(url: string, type: string, file: File, onProgress: (percent: number) => void, maxLabel: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("content-type", type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.importId === "string") {
        onProgress(100);
        resolve(body.importId);
      } else
        reject(
          new Error(
            body?.error?.message ?? (xhr.status === 413 ? `Die Datei ist zu groß (höchstens ${maxLabel}).` : "Das Hochladen ist fehlgeschlagen."),
          ),
        );
    };
    xhr.onerror = () => reject(new Error("Das Hochladen ist fehlgeschlagen. Bitte prüfen Sie Ihre Verbindung."));
    xhr.send(file);
  });
}

function parse(text: string): { importId?: unknown; error?: { message?: string } } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
