"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** operatorOrderRequests: the studios' open cancellations and returns, oldest first. */
export function useOpenOrderRequests() {
  return useQuery({ queryKey: queryKeys.operatorOrderRequests(), queryFn: () => api.get("operatorOrderRequests", { state: "open" }) });
}

/** orderRequestDecide with the operator's session; the lists and the orders' states are read again. */
export function useDecideOrderRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderRequestDecide", "POST">) => api.post("orderRequestDecide", v),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.operatorOrderRequests() }),
        qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
      ]);
    },
  });
}
