"use client";

import { AlertDialog as A } from "radix-ui";
import { Button } from "./button";
import { useReturnFocus } from "./focus";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Soll der Berater unwideruflich gelöscht werden?". */
  title: string;
  description?: string;
  cancelLabel?: string;
  confirmLabel?: string;
  onConfirm: () => void;
};

/** The Radix alert dialog of ConfirmDialog, loaded when it opens the first time (see confirm-dialog.tsx). */
export function ConfirmDialogPopup({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel = "Abbrechen",
  confirmLabel = "OK",
  onConfirm,
}: ConfirmDialogProps) {
  // The dialog is opened by state, not by a Radix trigger, so Radix does not know the control that opened
  // it: remember what had focus when it opened (before focus moves in) and give focus back on close.
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <A.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded bg-white p-6 shadow-xl"
        >
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          {description ? (
            <A.Description className="mt-2 text-sm text-muted">{description}</A.Description>
          ) : (
            <A.Description className="sr-only">{title}</A.Description>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </A.Cancel>
            <A.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
