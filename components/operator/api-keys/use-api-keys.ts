"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** apiKeys: every key of the operator's integrations, active ones first. */
export function useApiKeys() {
  return useQuery({ queryKey: queryKeys.apiKeys(), queryFn: () => api.get("apiKeys", {}) });
}

/** apiKeyCreate: a new key; the answer carries the key itself, shown this once. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"apiKeyCreate", "POST">) => api.post("apiKeyCreate", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.apiKeys() }),
  });
}

/** apiKeyRevoke: the key stops working at once. */
export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("apiKeyRevoke", { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.apiKeys() }),
  });
}
