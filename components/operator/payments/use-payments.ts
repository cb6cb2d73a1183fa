"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** paymentsUnmatched: the credits waiting for the operator. */
export function useUnmatchedPayments() {
  return useQuery({ queryKey: queryKeys.paymentsUnmatched(), queryFn: () => api.get("paymentsUnmatched", {}) });
}

/** After a booking the orders' payment states and the unmatched list change. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: queryKeys.paymentsUnmatched() }), qc.invalidateQueries({ queryKey: queryKeys.operatorOrders() })]);
}

/** paymentRecord: a payment typed in by the operator. */
export function usePaymentRecord() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: EndpointInput<"paymentRecord", "POST">) => api.post("paymentRecord", v), onSuccess: refresh });
}

/** paymentAssign: an unmatched credit to the order the operator names. */
export function usePaymentAssign() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: EndpointInput<"paymentAssign", "POST">) => api.post("paymentAssign", v), onSuccess: refresh });
}

/** paymentDismiss: "Nicht unsere". */
export function usePaymentDismiss() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: EndpointInput<"paymentDismiss", "POST">) => api.post("paymentDismiss", v), onSuccess: refresh });
}

export { useRefresh as usePaymentsRefresh };
