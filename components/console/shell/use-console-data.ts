"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type EndpointOutput, queryKeys } from "@/lib/api/client";

export type StoreWithLeads = EndpointOutput<"storeWithLeads", "GET">;
export type ProposalRow = StoreWithLeads["proposals"][number];

/** The store with its proposals (SPEC 2.1: the shell loads the store with its leads). */
export function useStoreWithLeads(slug: string) {
  return useQuery({
    queryKey: queryKeys.storeWithLeads(slug),
    queryFn: () => api.get("storeWithLeads", { storeSlug: slug }),
    staleTime: 60_000,
  });
}

/** Puts a changed proposal (as the write endpoints answer it) into the cached list, no refetch of 5,000 rows. */
export function useReplaceProposal(slug: string) {
  const qc = useQueryClient();
  return (updated: ProposalRow) => {
    qc.setQueryData<StoreWithLeads>(queryKeys.storeWithLeads(slug), (old) =>
      old ? { ...old, proposals: old.proposals.map((p) => (p.id === updated.id ? updated : p)) } : old,
    );
    qc.setQueryData<ProposalRow[]>(queryKeys.appointments(slug), (old) => old?.map((p) => (p.id === updated.id ? updated : p)));
  };
}

/** notifications (SPEC 4 bell). SPEC 8: a failed fetch is only logged; the bell then shows nothing new. */
export function useNotifications(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.notifications(storeSlug),
    queryFn: async () => {
      try {
        return await api.get("notifications", { storeSlug });
      } catch (error) {
        console.error("Benachrichtigungen konnten nicht geladen werden:", error);
        return { notifications: [], notificationsSeen: true, newNotifications: 0 };
      }
    },
  });
}

/** storeLastNotificationsCheck: marks the notifications as seen, then reloads them; a failure is only logged. */
export function useMarkNotificationsChecked(storeSlug: string) {
  const qc = useQueryClient();
  return useCallback(
    () =>
      api
        .post("storeLastNotificationsCheck", { storeSlug })
        .then(() => qc.invalidateQueries({ queryKey: queryKeys.notifications(storeSlug) }))
        .catch((error) => console.error("Benachrichtigungen konnten nicht als gelesen markiert werden:", error)),
    [qc, storeSlug],
  );
}
