"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** operatorClassMappings: the classes imports met, the shop's categories, and the articles "Nicht zugeordnet". */
export function useClassMappings() {
  return useQuery({ queryKey: queryKeys.operatorClassMappings(), queryFn: () => api.get("operatorClassMappings", {}) });
}

export function useSetClassMapping() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"operatorClassMappingSet", "POST">) => api.post("operatorClassMappingSet", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.operatorClassMappings() }),
  });
}
