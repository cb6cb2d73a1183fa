"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/domain/platform/format";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { reasonText, REQUEST_KIND_LABELS, REQUEST_STATE_LABELS, type OrderRequestDto, type RequestKind } from "@/lib/domain/shop/order-requests";
import { RequestDialog } from "./request-dialog";

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
