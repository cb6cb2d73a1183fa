"use client";

import { useState } from "react";
import { Dialog as D } from "radix-ui";
import { Button } from "@/components/ui/button";
import { DECLINE_UNDO_MINUTES } from "@/lib/domain/console/decline-state";
import { DeclineForm } from "./decline-form";
import type { DeclineTarget } from "./use-decline";
import { useDeclineForm } from "./use-decline-form";

/**
 * "Kein Interesse" (lead pool and received requests): asks, naming the request, for the reason from the
 * fixed list, a text for "Sonstiges" and whether the customer was contacted, then declines; the lead
 * leaves the list, and for ten minutes „Rückgängig“ takes it back (decline-undo.tsx).
 */
export function DeclineButton({
  storeSlug,
  target,
  customerNumber,
  customerName,
}: {
  storeSlug: string;
  target: DeclineTarget;
  customerNumber: string;
  /** The customer's name where the studio may see it. */
  customerName?: string;
}) {
  const [open, setOpen] = useState(false);
  const label = customerName ? `${customerNumber} (${customerName})` : customerNumber;
  const form = useDeclineForm(storeSlug, target, label, () => setOpen(false));

  const id = "leadNumber" in target ? target.leadNumber : target.crmId;
  return (
    <D.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset();
      }}
    >
      <D.Trigger asChild>
        <Button variant="ghost" className="px-2 py-1 text-danger" aria-label={`Kein Interesse an ${customerNumber}`}>
          Kein Interesse
        </Button>
      </D.Trigger>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <D.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,460px)] -translate-x-1/2 -translate-y-1/2 rounded bg-white p-6 shadow-xl">
          <D.Title className="text-lg font-semibold">Anfrage {label} ablehnen?</D.Title>
          <D.Description className="mt-1 text-sm text-muted">
            Kein Interesse an {label}: Die Anfrage verschwindet aus Ihrer Liste, der Grund wird an den Marktplatz gemeldet. Sie können die Absage{" "}
            {DECLINE_UNDO_MINUTES} Minuten lang rückgängig machen.
          </D.Description>
          <DeclineForm form={form} id={id} customerNumber={customerNumber} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
