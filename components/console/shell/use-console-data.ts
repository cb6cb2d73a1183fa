"use client";

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
