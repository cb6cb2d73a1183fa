"use client";

import { CalendarSubscription } from "./calendar-subscription";
import { ReminderSettingsForm, type Settings } from "./reminder-settings-form";
import { useNotificationSettings } from "./use-notification-settings";

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

function SettingsPanel({ storeSlug, data }: { storeSlug: string; data: Settings }) {
  return (
    <section aria-labelledby="notify-heading" className="mt-8 rounded border border-line bg-white p-4" data-testid="notification-settings">
      <h2 id="notify-heading" className="mb-3 text-lg font-semibold">
        Benachrichtigungen und Kalender
      </h2>
      <ReminderSettingsForm storeSlug={storeSlug} data={data} />
      <CalendarSubscription storeSlug={storeSlug} since={data.calendarSince} />
    </section>
  );
}
