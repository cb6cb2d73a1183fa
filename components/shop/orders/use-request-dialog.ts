"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import type { RequestKind, ReturnReason } from "@/lib/domain/shop/order-requests";
import { useOrderCancel, useOrderReturn } from "./use-order-requests";
import { useReturnPhotos } from "./use-return-photos";

/** The state of the cancellation / return dialog: quantities per line, reason, photos, checks and sending. */
export function useRequestDialog(storeSlug: string, order: OrderDto, kind: RequestKind, onClose: () => void) {
  const cancel = useOrderCancel(storeSlug);
  const giveBack = useOrderReturn(storeSlug);
  const lines = order.items.map((item, i) => ({ item, lineNo: i + 1, max: item.requestable?.[kind] ?? 0 })).filter((l) => l.max > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState("");
  const [returnReason, setReturnReason] = useState<ReturnReason | "">("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { photos, onFiles, uploading } = useReturnPhotos(storeSlug);
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

  const anyQuantity = lines.some((l) => (quantities[l.lineNo] ?? 0) > 0);
  const submit = () => {
    setError(null);
    if (!anyQuantity) return setError("Bitte wählen Sie mindestens eine Position mit Menge.");
    if (kind === "cancel" && !reason.trim()) return setError("Bitte geben Sie einen Grund für die Stornierung an.");
    if (kind === "return" && !returnReason) return setError("Bitte wählen Sie einen Grund aus der Liste.");
    send();
  };

  const setQuantity = (lineNo: number, max: number, value: string) =>
    setQuantities((q) => ({ ...q, [lineNo]: Math.max(0, Math.min(max, Math.floor(Number(value) || 0))) }));

  return {
    lines,
    quantities,
    setQuantity,
    reason,
    setReason,
    returnReason,
    setReturnReason,
    comment,
    setComment,
    photos,
    onFiles,
    uploading,
    error,
    pending,
    submit,
  };
}
