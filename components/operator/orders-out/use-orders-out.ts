"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** orderWebhook: the receiver, the latest deliveries and the dead letters; refreshed while the page is open. */
export function useOrderWebhook() {
  return useQuery({ queryKey: queryKeys.orderWebhook(), queryFn: () => api.get("orderWebhook", {}), refetchInterval: 5_000 });
}

/** orderWebhookSave: the URL, and a new secret on the first save or when asked (shown this once). */
export function useSaveOrderWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"orderWebhookSave", "POST">) => api.post("orderWebhookSave", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.orderWebhook() }),
  });
}

/** orderWebhookResend: a dead letter gets fresh tries. */
export function useResendOrderDelivery() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("orderWebhookResend", { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.orderWebhook() }),
  });
}
