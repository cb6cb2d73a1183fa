"use client";

import { useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import type { MediaField, MediaUploadKind } from "@/lib/domain/platform/media-list";
import { browserCheck, uploadToStorage } from "./upload-file";
import type { MediaFileDto } from "./use-profile";

export type Upload = { id: number; name: string; progress: number; error?: string };
export type SaveList = (field: MediaField, build: (list: MediaFileDto[]) => { key: string; name: string }[]) => Promise<void>;

type Options = {
  field: MediaField;
  kind: MediaUploadKind;
  files: MediaFileDto[];
  storeSlug: string;
  onBusy: (delta: number) => void;
  saveList: SaveList;
  onSaved: () => void;
};

/** A media section's uploads on their way (checked, uploaded, then recorded) and the removal of a stored file. */
export function useMediaUploads({ field, kind, files, storeSlug, onBusy, saveList, onSaved }: Options) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const inFlight = useRef(0);
  const update = (id: number, patch: Partial<Upload>) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, ...patch } : x)));

  const upload = async (id: number, file: File, mime: string) => {
    try {
      const key = await uploadToStorage(storeSlug, kind, file, mime, (p) => update(id, { progress: p }));
      await saveList(field, (current) => (kind === "profilePhoto" ? [{ key, name: file.name }] : [...current, { key, name: file.name }]));
      setUploads((u) => u.filter((x) => x.id !== id));
      onSaved();
    } catch (e) {
      update(id, { error: e instanceof ApiError || e instanceof Error ? e.message : "Der Upload ist fehlgeschlagen." });
    } finally {
      inFlight.current--;
      onBusy(-1);
    }
  };

  const onFiles = async (list: FileList | null) => {
    setError(null);
    for (const file of Array.from(list ?? [])) {
      const id = nextId.current++;
      // A profile photo replaces the current one; other kinds count what is stored plus what is on its way.
      const existing = kind === "profilePhoto" ? 0 : files.length + inFlight.current;
      const check = await browserCheck(kind, file, existing);
      if (!check.ok) {
        setUploads((u) => [...u, { id, name: file.name, progress: 0, error: check.message }]);
        continue;
      }
      inFlight.current++;
      onBusy(1);
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      void upload(id, file, check.mime);
    }
  };

  const remove = async (file: MediaFileDto) => {
    try {
      await saveList(field, (current) => current.filter((f) => f.key !== file.key));
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Löschen fehlgeschlagen.");
    }
  };

  const dismiss = (id: number) => setUploads((x) => x.filter((y) => y.id !== id));
  return { uploads, error, onFiles, remove, dismiss };
}
