"use client";

import { useCallback } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { ShopEvent } from "@/lib/domain/shop/shop-events";

/** SPEC 2.4 suggestions while typing (asSearchSuggestions), from two characters on. */
export function useSearchSuggestions(storeSlug: string, search: string) {
  return useQuery({
    queryKey: queryKeys.searchSuggestions(storeSlug, search),
    queryFn: ({ signal }) => api.get("asSearchSuggestions", { storeSlug, search }, { signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** shopEvent (SPEC 7 chat notifications): fire and forget; the promise says whether it arrived. */
export function useShopEvent(storeSlug: string) {
  return useCallback((event: ShopEvent) => api.post("shopEvent", { storeSlug, ...event }), [storeSlug]);
}
