"use client";

import { Dialog as D } from "radix-ui";
import { DECLINE_REASON_LABELS, DECLINE_REASONS, DECLINE_TEXT_MAX } from "@/lib/domain/console/decline";
import { Button } from "@/components/ui/button";
import type { DeclineFormState } from "./use-decline-form";

/** The decline dialog's questions: the reason, a text for "Sonstiges", whether the customer was contacted. */
export function DeclineForm({ form, id, customerNumber }: { form: DeclineFormState; id: string; customerNumber: string }) {
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <fieldset>
        <legend className="mb-1 font-medium">Grund</legend>
        {DECLINE_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 py-0.5">
            <input type="radio" name={`reason-${id}`} value={r} checked={form.reason === r} onChange={() => form.setReason(r)} />
            {DECLINE_REASON_LABELS[r]}
          </label>
        ))}
      </fieldset>
      {form.reason === "other" ? (
        <label className="block">
          <span className="mb-1 block font-medium">Welcher Grund?</span>
          <textarea
            className="w-full rounded border border-line p-2"
            rows={3}
            maxLength={DECLINE_TEXT_MAX}
            value={form.text}
            onChange={(e) => form.setText(e.target.value)}
          />
        </label>
      ) : null}
      <fieldset>
        <legend className="mb-1 font-medium">Wurde der Kunde kontaktiert?</legend>
        <label className="mr-4 inline-flex items-center gap-2">
          <input type="radio" name={`contacted-${id}`} checked={form.contacted === true} onChange={() => form.setContacted(true)} /> Ja
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name={`contacted-${id}`} checked={form.contacted === false} onChange={() => form.setContacted(false)} /> Nein
        </label>
      </fieldset>
      {form.problem ? (
        <p role="alert" className="text-sm text-danger">
          {form.problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <D.Close asChild>
          <Button variant="secondary" type="button">
            Abbrechen
          </Button>
        </D.Close>
        <Button variant="danger" type="submit" busy={form.pending}>
          {form.pending ? "Wird gespeichert …" : `${customerNumber} ablehnen`}
        </Button>
      </div>
    </form>
  );
}
