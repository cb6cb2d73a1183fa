"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { formatDate } from "@/lib/domain/platform/format";
import { MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from "@/lib/domain/console/reminders";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useCreateCalendarToken, useNotificationSettings, useRevokeCalendarToken, useSaveNotificationSettings } from "./use-notification-settings";

/**
 * "Benachrichtigungen und Kalender" in the profile: each person's switches for reminder mails and the
 * 8:00 summary, the studio's reminder threshold, and the private calendar URL (shown once when made).
 */
export function NotificationSettings({ storeSlug }: { storeSlug: string }) {
  const settings = useNotificationSettings(storeSlug);
  if (settings.isPending)
    return (
      <p className="mt-8 text-muted" role="status">
        Benachrichtigungen werden geladen …
      </p>
    );
  if (!settings.data)
    return (
      <p className="mt-8 text-danger" role="alert">
        Die Benachrichtigungen konnten nicht geladen werden.
      </p>
    );
  return <SettingsPanel storeSlug={storeSlug} data={settings.data} />;
}

type Settings = { reminderMails: boolean; dailySummary: boolean; reminderHours: number; calendarSince: string | null };

function SettingsPanel({ storeSlug, data }: { storeSlug: string; data: Settings }) {
  const [form, setForm] = useState({ reminderMails: data.reminderMails, dailySummary: data.dailySummary, reminderHours: String(data.reminderHours) });
  const [saved, setSaved] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const save = useSaveNotificationSettings(storeSlug, () => setSaved(true));
  const create = useCreateCalendarToken(storeSlug, (data) => {
    setUrl(data.url);
    setCopied(false);
  });
  const revoke = useRevokeCalendarToken(storeSlug, () => setUrl(null));
  const errorOf = (e: unknown) => (e instanceof ApiError ? e.message : "Das hat nicht geklappt. Bitte versuchen Sie es erneut.");

  const since = data.calendarSince;
  return (
    <section aria-labelledby="notify-heading" className="mt-8 rounded border border-line bg-white p-4" data-testid="notification-settings">
      <h2 id="notify-heading" className="mb-3 text-lg font-semibold">
        Benachrichtigungen und Kalender
      </h2>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate({ reminderMails: form.reminderMails, dailySummary: form.dailySummary, reminderHours: Number(form.reminderHours) });
        }}
      >
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.reminderMails} onChange={(e) => setForm({ ...form, reminderMails: e.target.checked })} />
          E-Mail-Erinnerung, bevor die Antwortzeit einer Anfrage abläuft
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={form.dailySummary} onChange={(e) => setForm({ ...form, dailySummary: e.target.checked })} />
          Tägliche Zusammenfassung um 8:00 Uhr (offene Anfragen und heutige Termine)
        </label>
        <label className="flex items-center gap-2">
          Erinnern, wenn weniger als
          <input
            type="number"
            className="w-16 rounded border border-line px-2 py-1"
            min={MIN_REMINDER_HOURS}
            max={MAX_REMINDER_HOURS}
            value={form.reminderHours}
            onChange={(e) => setForm({ ...form, reminderHours: e.target.value })}
            aria-label="Stunden vor Ablauf der Antwortzeit"
          />
          Stunden übrig sind (gilt für das ganze Studio)
        </label>
        <div className="flex items-center gap-3 pt-1">
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? "Wird gespeichert …" : "Benachrichtigungen speichern"}
          </Button>
          {saved && !save.isPending ? <span role="status">Gespeichert!</span> : null}
          {save.error ? (
            <span role="alert" className="text-sm text-danger">
              {errorOf(save.error)}
            </span>
          ) : null}
        </div>
      </form>

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
    </section>
  );
}
