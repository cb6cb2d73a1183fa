"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { DeclineReason } from "@/lib/domain/console/decline";

/** What is declined: a lead of the pool (lead number) or a received request (the proposal's CRM id). */
export type DeclineTarget = { leadNumber: string } | { crmId: string };

/** storeLeadDecline: declines, then reloads the list the lead came from (lead pool or requests). */
export function useDeclineLead(storeSlug: string, target: DeclineTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { reason: DeclineReason; text: string | undefined; contacted: boolean }) =>
      api.post("storeLeadDecline", { storeSlug, ...target, ...v }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: "leadNumber" in target ? queryKeys.leadpoolLeads(storeSlug) : queryKeys.storeWithLeads(storeSlug) });
    },
  });
}

/** storeLeadDeclineUndo: takes the decline back ("Rückgängig"), then reloads the list it returns to. */
export function useUndoDecline(storeSlug: string, target: DeclineTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("storeLeadDeclineUndo", { storeSlug, ...target }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: "leadNumber" in target ? queryKeys.leadpoolLeads(storeSlug) : queryKeys.storeWithLeads(storeSlug) });
    },
  });
}
