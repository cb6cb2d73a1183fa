"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** operatorCarriers: the carriers the operator keeps (the Versanddienste screen and the shipment forms). */
export function useOperatorCarriers() {
  return useQuery({ queryKey: queryKeys.operatorCarriers(), queryFn: () => api.get("operatorCarriers", {}) });
}

/** A changed carrier changes the orders' tracking links too: both are reloaded. */
function useInvalidate() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: queryKeys.operatorCarriers() }),
      qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() }),
    ]);
  };
}

export function useSaveCarrier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: EndpointInput<"operatorCarrierSave", "POST">) => api.post("operatorCarrierSave", v),
    onSuccess: invalidate,
  });
}

export function useDeleteCarrier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: EndpointInput<"operatorCarrierDelete", "POST">) => api.post("operatorCarrierDelete", v),
    onSuccess: invalidate,
  });
}
