"use client";

import { useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";

/** proposalPriceIndicator: how the proposal's price compares, asked only when the proposal has a price. */
export function usePriceIndicator(storeSlug: string, crmId: string, hasPrice: boolean) {
  return useQuery({
    queryKey: queryKeys.priceIndicator(storeSlug, crmId),
    queryFn: () => api.get("proposalPriceIndicator", { storeSlug, crmId }),
    enabled: hasPrice,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
