"use client";

import { Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-popup";
import { lazyPart } from "./lazy-part";

// The dialog (Radix alert dialog, scroll lock) only loads when it opens the first time.
const { Part: ConfirmDialogPopup } = lazyPart(
  () => import("./confirm-dialog-popup"),
  (m) => m.ConfirmDialogPopup,
);

/** A confirmation before a destructive action (Radix alert dialog: focus trapped, Escape cancels). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPopup {...props} />
    </Suspense>
  );
}
