import { z } from "zod";
import { endpoint } from "../../define";
import { MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from "@/lib/domain/console/reminders";
import { createCalendarToken, notificationSettings, revokeCalendarToken, saveNotificationSettings } from "@/lib/server/console/notification-settings";

const settingsInput = z.object({
  reminderMails: z.boolean({ error: "Bitte wählen Sie an oder aus." }),
  dailySummary: z.boolean({ error: "Bitte wählen Sie an oder aus." }),
  reminderHours: z
    .number({ error: `Bitte geben Sie ${MIN_REMINDER_HOURS} bis ${MAX_REMINDER_HOURS} Stunden an.` })
    .int({ error: "Bitte geben Sie ganze Stunden an." })
    .min(MIN_REMINDER_HOURS, { error: `Bitte geben Sie ${MIN_REMINDER_HOURS} bis ${MAX_REMINDER_HOURS} Stunden an.` })
    .max(MAX_REMINDER_HOURS, { error: `Bitte geben Sie ${MIN_REMINDER_HOURS} bis ${MAX_REMINDER_HOURS} Stunden an.` }),
});

/** Each person's reminder switches, the studio's reminder threshold, and the private calendar URL. */
export const notificationSettingsEndpoints = [
  endpoint({
    name: "notificationSettings",
    method: "GET",
    access: "store",
    capability: "console",
    handler: async ({ viewer, store }) => notificationSettings(viewer, store),
  }),
  endpoint({
    name: "notificationSettingsSave",
    method: "POST",
    access: "store",
    capability: "console",
    input: settingsInput,
    handler: async ({ viewer, store, input }) => saveNotificationSettings(viewer, store, input),
  }),
  endpoint({
    name: "calendarTokenCreate",
    method: "POST",
    access: "store",
    capability: "console",
    handler: async ({ viewer, store }) => createCalendarToken(viewer, store),
  }),
  endpoint({
    name: "calendarTokenRevoke",
    method: "POST",
    access: "store",
    capability: "console",
    handler: async ({ viewer, store }) => revokeCalendarToken(viewer, store),
  }),
] as const;
