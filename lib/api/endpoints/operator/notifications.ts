import { endpoint } from "@/lib/api/define";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { noticeSettingsSchema } from "@/lib/domain/operator/notifications";
import { AppError } from "@/lib/server/platform/errors";
import { markOperatorBellRead, operatorBell, operatorNoticeSettings, saveOperatorNoticeSettings } from "@/lib/server/operator/notifications";

/** Each is a person's own: a signed-in operator only (no scope, a key never reaches these). */
function person(caller: OperatorCaller): Extract<OperatorCaller, { kind: "session" }> {
  if (caller.kind !== "session") throw new AppError("forbidden", "Nur nach Anmeldung im Betrieb.");
  return caller;
}

/** The bell of /betrieb and each operator person's choice of notices (docs/operator-notifications.md). */
export const operatorNotificationEndpoints = [
  endpoint({
    name: "operatorNotifications",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async ({ operator }) => operatorBell(person(operator)),
  }),
  endpoint({
    // Opening the bell: everything up to now counts as seen.
    name: "operatorNotificationsRead",
    method: "POST",
    access: "operator",
    capability: undefined,
    handler: async ({ operator }) => markOperatorBellRead(person(operator)),
  }),
  endpoint({
    name: "operatorNotificationSettings",
    method: "GET",
    access: "operator",
    capability: undefined,
    handler: async ({ operator }) => operatorNoticeSettings(person(operator)),
  }),
  endpoint({
    name: "operatorNotificationSettingsSave",
    method: "POST",
    access: "operator",
    capability: undefined,
    input: noticeSettingsSchema,
    handler: async ({ operator, input }) => saveOperatorNoticeSettings(person(operator), input),
  }),
] as const;
