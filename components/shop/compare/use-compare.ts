"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";

/** asCompareList: the person's products to compare in this shop (kept on the server across visits). */
export function useCompareList(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.compareList(storeSlug),
    queryFn: () => api.get("asCompareList", { storeSlug }),
    staleTime: 30_000,
  });
}

/** asCompareToggle: in or out of the comparison; the answer is the list as stored. */
export function useCompareToggle(storeSlug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { productId: number; on: boolean }) => api.post("asCompareToggle", { storeSlug, ...v }),
    onSuccess: (list) => qc.setQueryData(queryKeys.compareList(storeSlug), list),
  });
}
