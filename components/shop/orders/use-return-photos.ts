"use client";

import { useRef, useState } from "react";
import { checkUpload, sniffMime } from "@/lib/domain/platform/uploads";
import { MAX_RETURN_PHOTOS } from "@/lib/domain/shop/order-requests";
import { uploadReturnPhoto } from "./use-order-requests";

export type ReturnPhoto = { id: number; name: string; progress: number; key?: string; error?: string };

/** The photos of a return: each chosen file is listed at once, then checked and uploaded with progress. */
export function useReturnPhotos(storeSlug: string) {
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const nextId = useRef(1);

  const update = (id: number, patch: Partial<ReturnPhoto>) => setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  const uploadPhoto = async (id: number, file: File) => {
    try {
      const mime = sniffMime(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      const check = checkUpload("photo", { mime, size: file.size }, 0);
      if (!check.ok) return update(id, { error: check.message });
      const key = await uploadReturnPhoto(storeSlug, file, mime!, (p) => update(id, { progress: p }));
      update(id, { key, progress: 100 });
    } catch (e) {
      update(id, { error: e instanceof Error ? e.message : "Der Upload ist fehlgeschlagen." });
    }
  };
  // Each chosen file is listed at once (so „Retoure anmelden“ waits for it), then checked and uploaded.
  const onFiles = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).map((file) => ({ id: nextId.current++, file }));
    const kept = photos.filter((p) => !p.error).length;
    setPhotos((list) => [
      ...list,
      ...chosen.map(({ id, file }, i) => ({
        id,
        name: file.name,
        progress: 0,
        error: kept + i >= MAX_RETURN_PHOTOS ? `Höchstens ${MAX_RETURN_PHOTOS} Fotos je Retoure.` : undefined,
      })),
    ]);
    chosen.forEach(({ id, file }, i) => {
      if (kept + i < MAX_RETURN_PHOTOS) void uploadPhoto(id, file);
    });
  };

  const uploading = photos.some((p) => !p.key && !p.error);
  return { photos, onFiles, uploading };
}
