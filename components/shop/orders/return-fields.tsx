"use client";

import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from "@/lib/domain/shop/order-requests";
import type { ReturnPhoto } from "./use-return-photos";

type ReturnFieldsProps = {
  returnReason: ReturnReason | "";
  onReturnReason: (reason: ReturnReason) => void;
  comment: string;
  onComment: (comment: string) => void;
  photos: ReturnPhoto[];
  onFiles: (files: FileList | null) => void;
};

/** The return's reason from the list, an optional description and the photos with their upload state. */
export function ReturnFields({ returnReason, onReturnReason, comment, onComment, photos, onFiles }: ReturnFieldsProps) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="request-return-reason" className="text-sm font-medium">
          Grund der Retoure<span aria-hidden> *</span>
        </label>
        <select
          id="request-return-reason"
          className="rounded border border-line px-3 py-2"
          value={returnReason}
          onChange={(e) => onReturnReason(e.target.value as ReturnReason)}
        >
          <option value="">Bitte wählen</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="request-comment" className="text-sm font-medium">
          Beschreibung (optional)
        </label>
        <textarea
          id="request-comment"
          maxLength={300}
          className="rounded border border-line px-3 py-2"
          value={comment}
          onChange={(e) => onComment(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="request-photos" className="text-sm font-medium">
          Fotos (JPG, PNG oder WebP, je höchstens 2 MB)
        </label>
        <input id="request-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(e) => onFiles(e.target.files)} />
        {photos.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {photos.map((p) => (
              <ReturnPhotoItem key={p.id} photo={p} />
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function ReturnPhotoItem({ photo: p }: { photo: ReturnPhoto }) {
  return (
    <li data-testid="return-photo">
      <span>{p.name}</span>{" "}
      {p.error ? (
        <span className="text-danger" role="alert">
          {p.error}
        </span>
      ) : p.key ? (
        <span className="text-muted">hochgeladen</span>
      ) : (
        <div
          role="progressbar"
          aria-label={`Upload ${p.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={p.progress}
          className="h-2 w-full overflow-hidden rounded bg-surface"
        >
          <div className="h-full bg-brand transition-[width]" style={{ width: `${p.progress}%` }} />
        </div>
      )}
    </li>
  );
}
