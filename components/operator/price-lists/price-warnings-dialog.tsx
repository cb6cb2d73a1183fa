"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { PriceWarning } from "@/lib/domain/operator/price-lists";

/** Asks before saving prices of 0,00 €, above the list price or below half of it. */
export function PriceWarningsDialog({
  warnings,
  onCancel,
  onConfirm,
}: {
  warnings: PriceWarning[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={warnings !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={
        warnings && warnings.length === 1
          ? "Eine Zeile hat einen Preis von 0,00 €, über dem Listenpreis oder unter der Hälfte davon. Trotzdem speichern?"
          : `${warnings?.length ?? 0} Zeilen haben einen Preis von 0,00 €, über dem Listenpreis oder unter der Hälfte davon. Trotzdem speichern?`
      }
      description={
        warnings
          ? warnings
              .slice(0, 5)
              .map((w) => w.message)
              .join(" ") + (warnings.length > 5 ? ` … und ${warnings.length - 5} weitere.` : "")
          : undefined
      }
      cancelLabel="Preise prüfen"
      confirmLabel="Trotzdem speichern"
      onConfirm={onConfirm}
    />
  );
}
