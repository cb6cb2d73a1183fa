"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput, type EndpointOutput } from "@/lib/api/client";

type SettingsInput = Omit<EndpointInput<"notificationSettingsSave", "POST">, "storeSlug">;

/** notificationSettings: the person's reminder switches, the studio's threshold and whether a calendar URL exists. */
export function useNotificationSettings(storeSlug: string) {
  return useQuery({ queryKey: queryKeys.notificationSettings(storeSlug), queryFn: () => api.get("notificationSettings", { storeSlug }) });
}

/** notificationSettingsSave: the answer replaces the cached settings. */
export function useSaveNotificationSettings(storeSlug: string, onSaved: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: SettingsInput) => api.post("notificationSettingsSave", { storeSlug, ...v }),
    onSuccess: (data) => {
      qc.setQueryData(queryKeys.notificationSettings(storeSlug), data);
      onSaved();
    },
  });
}

/** calendarTokenCreate: a new private calendar URL (shown once); the settings reload. */
export function useCreateCalendarToken(storeSlug: string, onCreated: (data: EndpointOutput<"calendarTokenCreate", "POST">) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("calendarTokenCreate", { storeSlug }),
    onSuccess: (data) => {
      onCreated(data);
      void qc.invalidateQueries({ queryKey: queryKeys.notificationSettings(storeSlug) });
    },
  });
}

/** calendarTokenRevoke: the calendar URL stops working; the settings reload. */
export function useRevokeCalendarToken(storeSlug: string, onRevoked: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("calendarTokenRevoke", { storeSlug }),
    onSuccess: () => {
      onRevoked();
      void qc.invalidateQueries({ queryKey: queryKeys.notificationSettings(storeSlug) });
    },
  });
}
