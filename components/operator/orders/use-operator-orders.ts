"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** operatorOrders: the newest orders, or those matching the search, with their lines' status. */
export function useOperatorOrders(search: string) {
  return useQuery({
    queryKey: queryKeys.operatorOrdersSearch(search),
    queryFn: () => api.get("operatorOrders", { search }),
    placeholderData: keepPreviousData,
  });
}

/** orderStatusUpdate with the operator's session: the same operation as the supplier's API. */
export function useOrderStatusUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderStatusUpdate", "POST">) => api.post("orderStatusUpdate", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
  });
}
