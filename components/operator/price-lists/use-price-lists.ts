"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeys, type EndpointInput } from "@/lib/api/client";

export const LINES_PAGE = 50;

/** priceLists: every list with its studios (direct and inherited) and every studio to choose from. */
export function usePriceLists() {
  return useQuery({ queryKey: queryKeys.priceLists(), queryFn: () => api.get("priceLists", {}) });
}

/** priceListLines: one page of a list's lines, searched. */
export function usePriceListLines(id: string, search: string, offset: number) {
  return useQuery({
    queryKey: queryKeys.priceListLines(id, search, offset),
    queryFn: () => api.get("priceListLines", { id, search: search || undefined, offset, limit: LINES_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** All lines of a list for the editor, in pages of 5,000, reporting how far it got. */
export async function loadAllLines(id: string, onProgress: (loaded: number, total: number) => void) {
  const lines = [];
  for (let offset = 0; ; offset += 5_000) {
    const page = await api.get("priceListLines", { id, offset, limit: 5_000 });
    lines.push(...page.lines);
    onProgress(lines.length, page.total);
    if (lines.length >= page.total || page.lines.length === 0) return lines;
  }
}

export function useSavePriceList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: EndpointInput<"priceListUpsert", "POST">) => api.post("priceListUpsert", v),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.priceLists() }),
  });
}

export function useDeletePriceList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("priceListDelete", { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.priceLists() }),
  });
}
