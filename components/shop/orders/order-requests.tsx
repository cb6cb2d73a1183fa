"use client";

import { useRef, useState } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/focus";
import { ApiError } from "@/lib/api/client";
import { formatDate } from "@/lib/domain/platform/format";
import { checkUpload, sniffMime } from "@/lib/domain/platform/uploads";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import {
  MAX_RETURN_PHOTOS,
  reasonText,
  REQUEST_KIND_LABELS,
  REQUEST_STATE_LABELS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type OrderRequestDto,
  type RequestKind,
  type ReturnReason,
} from "@/lib/domain/shop/order-requests";
import { uploadReturnPhoto, useOrderCancel, useOrderReturn } from "./use-order-requests";

const STATE_STYLE = { open: "bg-surface", accepted: "bg-green-100 text-green-900", refused: "bg-red-100 text-red-900" } as const;

/** The cancellations and returns of an order with their state and the operator's message (issue 33). */
export function OrderRequestsList({ order }: { order: OrderDto }) {
  const requests = order.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <section className="mt-4" aria-label="Stornierungen und Retouren" data-testid="order-requests">
      <h3 className="text-xs font-semibold text-muted">Stornierungen und Retouren</h3>
      <ul className="mt-1 flex flex-col gap-2">
        {requests.map((r) => (
          <RequestItem key={r.id} r={r} />
        ))}
      </ul>
    </section>
  );
}

function RequestItem({ r }: { r: OrderRequestDto }) {
  return (
    <li className="rounded border border-line p-2" data-testid="order-request">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {REQUEST_KIND_LABELS[r.kind]} vom {formatDate(r.createdAt)}
        </span>
        <span className={`rounded px-2 py-0.5 text-sm ${STATE_STYLE[r.state]}`} data-testid="order-request-state">
          {REQUEST_STATE_LABELS[r.state]}
        </span>
      </p>
      <p className="text-sm">
        {r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")} – Grund: {reasonText(r.kind, r.reason, r.comment)}
        {r.photoCount ? ` – ${r.photoCount} ${r.photoCount === 1 ? "Foto" : "Fotos"}` : ""}
      </p>
      {r.message ? (
        <p className="text-sm" data-testid="order-request-message">
          Nachricht des Betriebs: {r.message}
        </p>
      ) : null}
      {r.creditNoteNumber ? <p className="text-sm">Gutschrift {r.creditNoteNumber} (siehe unten)</p> : null}
    </li>
  );
}

/** „Stornieren“ and „Retoure anmelden“, each only when some unit of the order may still be asked for. */
export function OrderRequestButtons({ storeSlug, order }: { storeSlug: string; order: OrderDto }) {
  const [open, setOpen] = useState<RequestKind | null>(null);
  const canCancel = order.items.some((i) => (i.requestable?.cancel ?? 0) > 0);
  const canReturn = order.items.some((i) => (i.requestable?.return ?? 0) > 0);
  if (!canCancel && !canReturn) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {canCancel ? (
        <Button type="button" variant="secondary" onClick={() => setOpen("cancel")}>
          Stornieren
        </Button>
      ) : null}
      {canReturn ? (
        <Button type="button" variant="secondary" onClick={() => setOpen("return")}>
          Retoure anmelden
        </Button>
      ) : null}
      {open ? <RequestDialog storeSlug={storeSlug} order={order} kind={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

type Photo = { id: number; name: string; progress: number; key?: string; error?: string };

function RequestDialog({ storeSlug, order, kind, onClose }: { storeSlug: string; order: OrderDto; kind: RequestKind; onClose: () => void }) {
  const cancel = useOrderCancel(storeSlug);
  const giveBack = useOrderReturn(storeSlug);
  const lines = order.items.map((item, i) => ({ item, lineNo: i + 1, max: item.requestable?.[kind] ?? 0 })).filter((l) => l.max > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState("");
  const [returnReason, setReturnReason] = useState<ReturnReason | "">("");
  const [comment, setComment] = useState("");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const onCloseAutoFocus = useReturnFocus(true);
  const title = kind === "cancel" ? `Bestellung ${order.idfs} stornieren` : `Retoure zu ${order.idfs} anmelden`;
  const pending = cancel.isPending || giveBack.isPending;

  const send = () => {
    const chosen = lines
      .filter((l) => (quantities[l.lineNo] ?? 0) > 0)
      .map((l) => ({ article: l.item.id, line: l.lineNo, quantity: quantities[l.lineNo] }));
    const done = {
      onSuccess: onClose,
      onError: (e: Error) => setError(e instanceof ApiError ? e.message : "Die Anmeldung konnte nicht gesendet werden."),
    };
    if (kind === "cancel") return cancel.mutate({ idfs: order.idfs, lines: chosen, reason }, done);
    giveBack.mutate(
      {
        idfs: order.idfs,
        lines: chosen,
        reason: returnReason as ReturnReason,
        comment: comment.trim() || undefined,
        photos: photos.filter((p) => p.key).map((p) => ({ key: p.key!, name: p.name })),
      },
      done,
    );
  };

  const update = (id: number, patch: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
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

  const uploading = photos.some((p) => !p.key && !p.error);
  const anyQuantity = lines.some((l) => (quantities[l.lineNo] ?? 0) > 0);
  const submit = () => {
    setError(null);
    if (!anyQuantity) return setError("Bitte wählen Sie mindestens eine Position mit Menge.");
    if (kind === "cancel" && !reason.trim()) return setError("Bitte geben Sie einen Grund für die Stornierung an.");
    if (kind === "return" && !returnReason) return setError("Bitte wählen Sie einen Grund aus der Liste.");
    send();
  };

  return (
    <Dialog.Root open onOpenChange={(o) => !o && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[min(94vw,560px)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            {kind === "cancel"
              ? "Stornieren können Sie, was noch nicht versandt ist. Der Betrieb bestätigt die Stornierung; dann erhalten Sie eine Gutschrift."
              : "Zurückgeben können Sie zugestellte Artikel. Der Betrieb prüft die Retoure; angenommen erhalten Sie eine Gutschrift."}
          </Dialog.Description>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Menge je Position</legend>
            {lines.map((l) => (
              <label key={l.lineNo} className="flex items-center justify-between gap-3 text-sm">
                <span>
                  {l.item.name} <span className="text-muted">(höchstens {l.max})</span>
                </span>
                <input
                  type="number"
                  min={0}
                  max={l.max}
                  value={quantities[l.lineNo] ?? 0}
                  aria-label={`Menge ${l.item.name}`}
                  className="w-20 rounded border border-line px-2 py-1"
                  onChange={(e) =>
                    setQuantities((q) => ({ ...q, [l.lineNo]: Math.max(0, Math.min(l.max, Math.floor(Number(e.target.value) || 0))) }))
                  }
                />
              </label>
            ))}
          </fieldset>
          {kind === "cancel" ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="request-reason" className="text-sm font-medium">
                Grund der Stornierung<span aria-hidden> *</span>
              </label>
              <textarea
                id="request-reason"
                maxLength={300}
                className="rounded border border-line px-3 py-2"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          ) : (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor="request-return-reason" className="text-sm font-medium">
                  Grund der Retoure<span aria-hidden> *</span>
                </label>
                <select
                  id="request-return-reason"
                  className="rounded border border-line px-3 py-2"
                  value={returnReason}
                  onChange={(e) => setReturnReason(e.target.value as ReturnReason)}
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
                  onChange={(e) => setComment(e.target.value)}
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
                      <li key={p.id} data-testid="return-photo">
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
                    ))}
                  </ul>
                ) : null}
              </div>
            </>
          )}
          <p aria-live="polite" className="text-sm text-danger empty:hidden" role="alert">
            {error}
          </p>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                Abbrechen
              </Button>
            </Dialog.Close>
            <Button type="button" onClick={submit} busy={pending || uploading}>
              {kind === "cancel" ? "Stornierung senden" : "Retoure senden"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
