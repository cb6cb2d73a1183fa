"use client";

import { useState } from "react";
import { formatDate } from "@/lib/domain/platform/format";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { settingsErrorText as errorOf } from "./settings-error";
import { useCreateCalendarToken, useRevokeCalendarToken } from "./use-notification-settings";

/** The private calendar URL: shown once when made, copied, made anew or revoked. */
export function CalendarSubscription({ storeSlug, since }: { storeSlug: string; since: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const create = useCreateCalendarToken(storeSlug, (data) => {
    setUrl(data.url);
    setCopied(false);
  });
  const revoke = useRevokeCalendarToken(storeSlug, () => setUrl(null));
  return (
    <>
      <h3 className="mb-1 mt-6 font-semibold">Kalender-Abo</h3>
      <p className="text-sm text-muted">
        Eine private Adresse für Ihren Kalender (Outlook, Google, Apple) mit den Studioterminen der letzten 3 und nächsten 6 Monate. Geben Sie sie
        nicht weiter.
      </p>
      {url ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input
            readOnly
            value={url}
            className="min-w-0 flex-1 rounded border border-line px-2 py-1 font-mono text-xs"
            aria-label="Kalender-Adresse"
            onFocus={(e) => e.target.select()}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? "Kopiert" : "Adresse kopieren"}
          </Button>
        </div>
      ) : since ? (
        <p className="mt-2 text-sm">
          Eine Kalender-Adresse ist aktiv (erstellt am {formatDate(since)}). Aus Sicherheitsgründen wird sie nur beim Erstellen angezeigt.
        </p>
      ) : (
        <p className="mt-2 text-sm">Es gibt noch keine Kalender-Adresse.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" busy={create.isPending} onClick={() => create.mutate()}>
          {since || url ? "Neue Kalender-Adresse erstellen" : "Kalender-Adresse erstellen"}
        </Button>
        {since || url ? (
          <Button type="button" variant="danger" disabled={revoke.isPending} onClick={() => setConfirmRevoke(true)}>
            Kalender-Adresse widerrufen
          </Button>
        ) : null}
      </div>
      {create.error || revoke.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorOf(create.error ?? revoke.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Soll die Kalender-Adresse widerrufen werden?"
        description="Kalender, die sie abonniert haben, erhalten danach keine Termine mehr."
        cancelLabel="Abbrechen"
        confirmLabel="Widerrufen"
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}
