"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, type EndpointOutput, queryKeys } from "@/lib/api/client";
import type { financeRequestSchema } from "@/lib/domain/console/finance-request";

export type LeadpoolLead = EndpointOutput<"leadpoolLeads", "GET">["leadpoolLeads"][number];

/** SPEC 8: a lead pool load failure is swallowed and the list stays empty. */
export function useLeadpoolLeads(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.leadpoolLeads(storeSlug),
    queryFn: async () => {
      try {
        return (await api.get("leadpoolLeads", { storeSlug })).leadpoolLeads;
      } catch (error) {
        console.error("[leadpool] Laden fehlgeschlagen", error);
        return [] as LeadpoolLead[];
      }
    },
  });
}

function usePatchLead(storeSlug: string) {
  const client = useQueryClient();
  return (leadNumber: string, patch: Partial<LeadpoolLead>) =>
    client.setQueryData<LeadpoolLead[]>(queryKeys.leadpoolLeads(storeSlug), (list) =>
      list?.map((l) => (l.leadNumber === leadNumber ? { ...l, ...patch } : l)),
    );
}

export function useChangeStatus(storeSlug: string) {
  const patch = usePatchLead(storeSlug);
  return useMutation({
    mutationFn: (v: { leadNumber: string; statusId: "statusSold" | "statusClosedLost" | "statusNegotiation" }) =>
      api.post("changeStoreLeadpoolStatus", { storeSlug, ...v }),
    onSuccess: (res, v) => patch(v.leadNumber, { status: res.leadpoolStatus, storeEditedStatus: v.statusId }),
  });
}

export function useRevealPhone(storeSlug: string) {
  const patch = usePatchLead(storeSlug);
  return useMutation({
    mutationFn: (leadNumber: string) => api.post("displayStoreLeadpoolPhone", { storeSlug, leadNumber }),
    onSuccess: (res, leadNumber) => patch(leadNumber, { phone: res.phone, phoneDisplayed: true }),
  });
}

/** leadpoolFinanceRequests: the finance requests sent so far (SPEC 2.4 "Finanzierung"). */
export function useFinanceRequests(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.financeRequests(storeSlug),
    queryFn: async () => (await api.get("leadpoolFinanceRequests", { storeSlug })).financeRequests,
  });
}

/** leadpoolFinanceRequestSave: sends a finance request, then reloads the list. */
export function useSaveFinanceRequest(storeSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: z.output<typeof financeRequestSchema>) => api.post("leadpoolFinanceRequestSave", { storeSlug, ...v }),
    // The list may still be loading from before the save (the tab was just opened): that answer may miss the
    // new request, and an invalidation alone would wait for it instead of asking again. Cancel it, then reload.
    onSuccess: async () => {
      const queryKey = queryKeys.financeRequests(storeSlug);
      await client.cancelQueries({ queryKey });
      await client.invalidateQueries({ queryKey });
    },
  });
}
