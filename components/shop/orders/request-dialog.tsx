"use client";

import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/focus";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import type { RequestKind } from "@/lib/domain/shop/order-requests";
import { ReturnFields } from "./return-fields";
import { useRequestDialog } from "./use-request-dialog";

type RequestForm = ReturnType<typeof useRequestDialog>;

/** The dialog asking for a cancellation or a return of some units of an order. */
export function RequestDialog({ storeSlug, order, kind, onClose }: { storeSlug: string; order: OrderDto; kind: RequestKind; onClose: () => void }) {
  const form = useRequestDialog(storeSlug, order, kind, onClose);
  const onCloseAutoFocus = useReturnFocus(true);
  const title = kind === "cancel" ? `Bestellung ${order.idfs} stornieren` : `Retoure zu ${order.idfs} anmelden`;

  return (
    <Dialog.Root open onOpenChange={(o) => !o && !form.pending && onClose()}>
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
          <RequestQuantities form={form} />
          {kind === "cancel" ? (
            <CancelReason reason={form.reason} onReason={form.setReason} />
          ) : (
            <ReturnFields
              returnReason={form.returnReason}
              onReturnReason={form.setReturnReason}
              comment={form.comment}
              onComment={form.setComment}
              photos={form.photos}
              onFiles={form.onFiles}
            />
          )}
          <p aria-live="polite" className="text-sm text-danger empty:hidden" role="alert">
            {form.error}
          </p>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                Abbrechen
              </Button>
            </Dialog.Close>
            <Button type="button" onClick={form.submit} busy={form.pending || form.uploading}>
              {kind === "cancel" ? "Stornierung senden" : "Retoure senden"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RequestQuantities({ form }: { form: RequestForm }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Menge je Position</legend>
      {form.lines.map((l) => (
        <label key={l.lineNo} className="flex items-center justify-between gap-3 text-sm">
          <span>
            {l.item.name} <span className="text-muted">(höchstens {l.max})</span>
          </span>
          <input
            type="number"
            min={0}
            max={l.max}
            value={form.quantities[l.lineNo] ?? 0}
            aria-label={`Menge ${l.item.name}`}
            className="w-20 rounded border border-line px-2 py-1"
            onChange={(e) => form.setQuantity(l.lineNo, l.max, e.target.value)}
          />
        </label>
      ))}
    </fieldset>
  );
}

function CancelReason({ reason, onReason }: { reason: string; onReason: (reason: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="request-reason" className="text-sm font-medium">
        Grund der Stornierung<span aria-hidden> *</span>
      </label>
      <textarea
        id="request-reason"
        maxLength={300}
        className="rounded border border-line px-3 py-2"
        value={reason}
        onChange={(e) => onReason(e.target.value)}
      />
    </div>
  );
}
