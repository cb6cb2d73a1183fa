"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** operatorVouchers: every code with its studios and uses, and the studios to choose from. */
export function useOperatorVouchers() {
  return useQuery({ queryKey: queryKeys.operatorVouchers(), queryFn: () => api.get("operatorVouchers", {}) });
}

export function useCreateVoucher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"operatorVoucherCreate", "POST">) => api.post("operatorVoucherCreate", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorVouchers() }),
  });
}

/** Disables a code for one studio, or for every studio without storeId. */
export function useDisableVoucher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"operatorVoucherDisable", "POST">) => api.post("operatorVoucherDisable", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorVouchers() }),
  });
}
