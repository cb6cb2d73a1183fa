import { z } from "zod";
import { endpoint } from "../define";
import { crmIdSchema } from "@/lib/domain/crm-id";
import { DECLINE_MESSAGES, declineFieldsSchema } from "@/lib/domain/decline";
import { MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from "@/lib/domain/reminders";
import { checkRangeOf, statsRangeFields } from "./stats-range";
import { declineLead } from "@/lib/server/declines";
import { createCalendarToken, notificationSettings, revokeCalendarToken, saveNotificationSettings } from "@/lib/server/notification-settings";
import { childStoresServiceStats } from "@/lib/server/service-stats";

const declineInput = z
  .object({
    leadNumber: z.string().trim().min(1).max(40).optional(),
    crmId: crmIdSchema.optional(),
  })
  .and(declineFieldsSchema)
  .superRefine((v, ctx) => {
    if (!v.leadNumber === !v.crmId) ctx.addIssue({ code: "custom", path: ["leadNumber"], message: DECLINE_MESSAGES.target });
  });

const settingsInput = z.object({
  reminderMails: z.boolean({ error: "Bitte wähle an oder aus." }),
  dailySummary: z.boolean({ error: "Bitte wähle an oder aus." }),
  reminderHours: z
    .number({ error: `Bitte gib ${MIN_REMINDER_HOURS} bis ${MAX_REMINDER_HOURS} Stunden an.` })
    .int({ error: "Bitte gib ganze Stunden an." })
    .min(MIN_REMINDER_HOURS, { error: `Bitte gib ${MIN_REMINDER_HOURS} bis ${MAX_REMINDER_HOURS} Stunden an.` })
    .max(MAX_REMINDER_HOURS, { error: `Bitte gib ${MIN_REMINDER_HOURS} bis ${MAX_REMINDER_HOURS} Stunden an.` }),
});

const serviceStatsInput = z.object(statsRangeFields).superRefine(checkRangeOf);

/** Following up requests: decline with a reason, reminder and calendar settings, the master's SLA view. */
export const followUpEndpoints = [
  endpoint({
    name: "storeLeadDecline",
    method: "POST",
    access: "store",
    capability: "console",
    input: declineInput,
    handler: async ({ viewer, store, input }) => declineLead(viewer, store, input),
  }),
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
  endpoint({
    name: "childStoresServiceStats",
    method: "GET",
    access: "store",
    capability: "console",
    input: serviceStatsInput,
    handler: async ({ viewer, store, input }) =>
      childStoresServiceStats(store, { startDay: input.startDate, endDay: input.endDate, childSlugs: input.childSlugs }, viewer),
  }),
] as const;
