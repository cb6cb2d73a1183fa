"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { TRACKING_PLACEHOLDER, type CarrierDto } from "@/lib/domain/platform/carriers";
import { useSaveCarrier } from "./use-operator-carriers";

/** Adds a carrier (without `carrier`) or changes one: name, tracking-link pattern, whether a number is needed. */
export function CarrierForm({ carrier, onDone }: { carrier?: CarrierDto; onDone?: () => void }) {
  const save = useSaveCarrier();
  const toast = useToast();
  const [name, setName] = useState(carrier?.name ?? "");
  const [pattern, setPattern] = useState(carrier?.trackingUrlPattern ?? "");
  const [needsNumber, setNeedsNumber] = useState(carrier?.needsTrackingNumber ?? false);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const prefix = carrier ? `carrier-${carrier.id}` : "carrier-new";

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      { ...(carrier ? { id: carrier.id } : {}), name, trackingUrlPattern: pattern, needsTrackingNumber: needsNumber },
      {
        onSuccess: (saved) => {
          toast.show(carrier ? `Versanddienst ${saved.name} gespeichert.` : `Versanddienst ${saved.name} angelegt.`);
          if (!carrier) {
            setName("");
            setPattern("");
            setNeedsNumber(false);
          }
          onDone?.();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? { field: err.field, message: err.message }
              : { message: "Das hat nicht geklappt. Bitte versuchen Sie es erneut." },
          ),
      },
    );
  };
  // The API names the field before its message ("name: …"); beside the field it goes without.
  const fieldError = (f: string) => (error?.field === f ? error.message.replace(`${f}: `, "") : undefined);

  return (
    <form
      onSubmit={onSubmit}
      aria-label={carrier ? `Versanddienst ${carrier.name} bearbeiten` : "Versanddienst anlegen"}
      className="flex flex-col gap-3 rounded border border-line p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Name" id={`${prefix}-name`} value={name} onChange={(e) => setName(e.target.value)} required error={fieldError("name")} />
        <Field
          label={`Link zur Sendungsverfolgung (mit ${TRACKING_PLACEHOLDER})`}
          id={`${prefix}-pattern`}
          className="sm:col-span-2"
          placeholder={`https://…?nummer=${TRACKING_PLACEHOLDER}`}
          value={pattern}
          onChange={(e) => setPattern(e.target.value)}
          error={fieldError("trackingUrlPattern")}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={needsNumber} onChange={(e) => setNeedsNumber(e.target.checked)} />
        Sendungsnummer ist Pflicht
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.isPending}>
          {carrier ? "Speichern" : "Versanddienst anlegen"}
        </Button>
        {carrier && onDone ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            Abbrechen
          </Button>
        ) : null}
      </div>
      {error && !error.field ? (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
