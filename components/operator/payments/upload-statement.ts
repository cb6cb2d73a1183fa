"use client";

import { MAX_STATEMENT_LABEL } from "@/lib/domain/operator/payment-schema";

export type StatementResult = { booked: number; unmatched: number; duplicates: number; ignored: number };

/**
 * Sends a camt.053 file as the raw body of paymentImport with XHR (fetch reports no upload progress):
 * onProgress gets 0..100 while the file goes up; resolves with what was booked, rejects with the
 * server's German message.
 */
export function uploadStatement(file: File, onProgress: (percent: number) => void): Promise<StatementResult> {
  const params = new URLSearchParams({ fileName: file.name.slice(0, 255) });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/paymentImport?${params}`);
    xhr.setRequestHeader("content-type", "application/xml");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.booked === "number") resolve(body as unknown as StatementResult);
      else if (xhr.status === 413) reject(new Error(`Die Datei ist größer als ${MAX_STATEMENT_LABEL}.`));
      else {
        const message = (body?.error as { message?: unknown } | undefined)?.message;
        reject(new Error(typeof message === "string" ? message : "Der Kontoauszug konnte nicht eingelesen werden. Bitte versuchen Sie es erneut."));
      }
    };
    xhr.onerror = () => reject(new Error("Die Verbindung ist abgebrochen. Bitte versuchen Sie es erneut."));
    xhr.send(file);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
