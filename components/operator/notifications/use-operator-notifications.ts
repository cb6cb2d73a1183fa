"use client";

import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** How often the bell asks again while /betrieb is open. */
const BELL_REFRESH_MS = 60_000;

/** operatorNotifications: the bell's lines; a failed fetch is only logged (the bell stays quiet). */
export function useOperatorBell() {
  return useQuery({
    queryKey: queryKeys.operatorNotifications(),
    refetchInterval: BELL_REFRESH_MS,
    queryFn: async () => {
      try {
        return await api.get("operatorNotifications", {});
      } catch (error) {
        console.error("Benachrichtigungen konnten nicht geladen werden:", error);
        return { notifications: [], unseen: 0 };
      }
    },
  });
}

/** operatorNotificationsRead: everything seen, then the bell reloads; a failure is only logged. */
export function useMarkOperatorBellRead() {
  const qc = useQueryClient();
  return useCallback(
    () =>
      api
        .post("operatorNotificationsRead", {})
        .then(() => qc.invalidateQueries({ queryKey: queryKeys.operatorNotifications() }))
        .catch((error) => console.error("Benachrichtigungen konnten nicht als gelesen markiert werden:", error)),
    [qc],
  );
}

export function useOperatorNoticeSettings() {
  return useQuery({ queryKey: queryKeys.operatorNotificationSettings(), queryFn: () => api.get("operatorNotificationSettings", {}) });
}

export function useSaveOperatorNoticeSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"operatorNotificationSettingsSave", "POST">) => api.post("operatorNotificationSettingsSave", v),
    onSuccess: (data) => {
      qc.setQueryData(queryKeys.operatorNotificationSettings(), data);
      return qc.invalidateQueries({ queryKey: queryKeys.operatorNotifications() });
    },
  });
}
