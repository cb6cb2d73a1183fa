"use client";

import { useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { ProposalRow } from "../shell/use-console-data";

/** storeAppointments (SPEC 2.3 item 4): the proposals with an appointment, in the same row shape as storeWithLeads. */
export function useStoreAppointments(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.appointments(storeSlug),
    queryFn: () => api.get("storeAppointments", { docId: storeSlug }) as Promise<ProposalRow[]>,
  });
}
