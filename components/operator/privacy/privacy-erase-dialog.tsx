"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { EndpointOutput } from "@/lib/api/client";

type Subject = EndpointOutput<"privacySearch", "GET">["subjects"][number];

/** Asks before erasing a person, naming what goes and what stays. */
export function PrivacyEraseDialog({ subject, onCancel, onConfirm }: { subject: Subject | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={subject !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      title={`Daten von ${subject?.names.join(", ") || (subject?.customerNumbers.join(", ") ?? "")} löschen?`}
      description={
        subject
          ? `In ${subject.studios.join(", ")} werden Name, Telefon, E-Mail, Postleitzahl, der Link zur Planung, der Kommentar zu den Kundenwünschen, ` +
            `hochgeladene Grundrisse und Fotos, Kommentare der Studios, Benachrichtigungen und Finanzierungsanfragen gelöscht ` +
            `(${subject.records.length} Einträge). Status, Daten und Preise bleiben ohne Namen für die Statistik. Das kann nicht rückgängig gemacht werden.`
          : undefined
      }
      confirmLabel="Endgültig löschen"
      onConfirm={onConfirm}
    />
  );
}
