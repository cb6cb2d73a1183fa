"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

/** operatorProducts: a page of the product search (name, Art.-Nr., EAN). */
export function useOperatorProducts(q: string, offset: number) {
  return useQuery({
    queryKey: queryKeys.operatorProducts(q, offset),
    queryFn: () => api.get("operatorProducts", { q, offset: String(offset) }),
    placeholderData: keepPreviousData,
  });
}

/** operatorProduct: one product with its BMEcat data and stock. */
export function useOperatorProduct(id: number | null) {
  return useQuery({
    queryKey: queryKeys.operatorProduct(id ?? 0),
    queryFn: () => api.get("operatorProduct", { id: String(id ?? 0) }),
    enabled: id !== null,
  });
}

/** stockUpdate from the Produkte screen (one line from the form, or a CSV file); the lists reload. */
export function useStockUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"stockUpdate", "POST">) => api.post("stockUpdate", v),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ["operatorProducts"] }), qc.invalidateQueries({ queryKey: ["operatorProduct"] })]),
  });
}
