"use client";

import { Trash2 } from "lucide-react";
import type { MediaUploadKind } from "@/lib/domain/platform/media-list";
import type { Upload } from "./use-media-uploads";
import type { MediaFileDto } from "./use-profile";

/** The uploads on their way: a progress bar each, or its message with "Schließen". */
export function MediaUploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (id: number) => void }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {uploads.map((u) => (
        <li key={u.id} className="flex flex-col gap-1" data-testid="upload-item">
          <span className="flex items-center justify-between gap-2">
            {u.name}
            {u.error ? (
              <button type="button" className="text-muted hover:underline" onClick={() => onDismiss(u.id)}>
                Schließen
              </button>
            ) : null}
          </span>
          {u.error ? (
            <span className="text-danger" role="alert">
              {u.error}
            </span>
          ) : (
            <div
              role="progressbar"
              aria-label={`Upload ${u.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={u.progress}
              className="h-2 w-full overflow-hidden rounded bg-surface"
            >
              <div className="h-full bg-brand transition-[width]" style={{ width: `${u.progress}%` }} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The stored files as tiles (a video player or the picture), each with its delete button. */
export function MediaFileGrid({ files, kind, onDelete }: { files: MediaFileDto[]; kind: MediaUploadKind; onDelete: (f: MediaFileDto) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {files.map((f) => (
        <li key={f.key} className="group relative overflow-hidden rounded border border-line" data-testid="media-file">
          {kind === "video" ? (
            <video src={f.url} controls preload="metadata" className="aspect-video w-full bg-black" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={f.url} alt={f.name} className="aspect-[4/3] w-full object-cover" />
          )}
          <div className="flex items-center justify-between gap-1 p-1 text-xs">
            <span className="truncate" title={f.name}>
              {f.name}
            </span>
            <button type="button" aria-label={`${f.name} löschen`} className="rounded p-1 text-danger hover:bg-surface" onClick={() => onDelete(f)}>
              <Trash2 size={14} aria-hidden />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
