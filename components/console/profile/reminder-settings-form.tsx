"use client";

import { useState } from "react";
import { MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from "@/lib/domain/console/reminders";
import { Button } from "@/components/ui/button";
import { settingsErrorText as errorOf } from "./settings-error";
import { useSaveNotificationSettings } from "./use-notification-settings";

export type Settings = { reminderMails: boolean; dailySummary: boolean; reminderHours: number; calendarSince: string | null };

/** The person's reminder switches and the studio's reminder threshold, saved together. */
export function ReminderSettingsForm({ storeSlug, data }: { storeSlug: string; data: Settings }) {
  const [form, setForm] = useState({ reminderMails: data.reminderMails, dailySummary: data.dailySummary, reminderHours: String(data.reminderHours) });
  const [saved, setSaved] = useState(false);
  const save = useSaveNotificationSettings(storeSlug, () => setSaved(true));
  return (
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
  );
}
