"use client";

import { useState } from "react";
import { Dialog as D } from "radix-ui";
import { ApiError } from "@/lib/api/client";
import { DECLINE_MESSAGES, DECLINE_REASON_LABELS, DECLINE_REASONS, DECLINE_TEXT_MAX, type DeclineReason } from "@/lib/domain/console/decline";
import { Button } from "@/components/ui/button";
import { DECLINE_UNDO_MINUTES, declineReasonText } from "@/lib/domain/console/decline-state";
import { useDeclineLead, type DeclineTarget } from "./use-decline";
import { useRecentDeclines } from "./decline-undo";

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
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [text, setText] = useState("");
  const [contacted, setContacted] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const decline = useDeclineLead(storeSlug, target);
  const recent = useRecentDeclines();
  const label = customerName ? `${customerNumber} (${customerName})` : customerNumber;

  const submit = () => {
    if (!reason) return setProblem(DECLINE_MESSAGES.reason);
    if (reason === "other" && !text.trim()) return setProblem(DECLINE_MESSAGES.text);
    if (contacted === null) return setProblem(DECLINE_MESSAGES.contacted);
    setProblem(null);
    decline.mutate(
      { reason, text: reason === "other" ? text : undefined, contacted },
      {
        onSuccess: (done) => {
          setOpen(false);
          recent?.add({ target, label, reasonText: declineReasonText(reason, text), undoUntil: done.undoUntil });
        },
        onError: (e) => setProblem(e instanceof ApiError ? e.message : "Die Absage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."),
      },
    );
  };

  const id = "leadNumber" in target ? target.leadNumber : target.crmId;
  return (
    <D.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setReason(null);
          setText("");
          setContacted(null);
          setProblem(null);
        }
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
          <form
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <fieldset>
              <legend className="mb-1 font-medium">Grund</legend>
              {DECLINE_REASONS.map((r) => (
                <label key={r} className="flex items-center gap-2 py-0.5">
                  <input type="radio" name={`reason-${id}`} value={r} checked={reason === r} onChange={() => setReason(r)} />
                  {DECLINE_REASON_LABELS[r]}
                </label>
              ))}
            </fieldset>
            {reason === "other" ? (
              <label className="block">
                <span className="mb-1 block font-medium">Welcher Grund?</span>
                <textarea
                  className="w-full rounded border border-line p-2"
                  rows={3}
                  maxLength={DECLINE_TEXT_MAX}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </label>
            ) : null}
            <fieldset>
              <legend className="mb-1 font-medium">Wurde der Kunde kontaktiert?</legend>
              <label className="mr-4 inline-flex items-center gap-2">
                <input type="radio" name={`contacted-${id}`} checked={contacted === true} onChange={() => setContacted(true)} /> Ja
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name={`contacted-${id}`} checked={contacted === false} onChange={() => setContacted(false)} /> Nein
              </label>
            </fieldset>
            {problem ? (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <D.Close asChild>
                <Button variant="secondary" type="button">
                  Abbrechen
                </Button>
              </D.Close>
              <Button variant="danger" type="submit" busy={decline.isPending}>
                {decline.isPending ? "Wird gespeichert …" : `${customerNumber} ablehnen`}
              </Button>
            </div>
          </form>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
