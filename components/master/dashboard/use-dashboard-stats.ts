"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api/client";
import type { Metric } from "@/lib/domain/master/stats-metrics";

type Range = { startDate: string; endDate: string; childSlugs: string[] };

/** childStores: the master's children for the filter. SPEC 8: a failed fetch is logged and leaves the list empty. */
export function useChildStores(masterSlug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.childStores(masterSlug),
    queryFn: async () => {
      try {
        return (await api.get("childStores", { storeSlug: masterSlug })).childStores;
      } catch (error) {
        console.error("childStores", error);
        return [];
      }
    },
    enabled,
  });
}

/** childStoresStats (SPEC 2.2): tiles, chart and rankings of one metric; the previous answer stays while the next loads. */
export function useChildStoresStats(masterSlug: string, s: Range & { metric: Metric }, enabled: boolean) {
  const { startDate, endDate, childSlugs, metric } = s;
  return useQuery({
    queryKey: queryKeys.childStoresStats(masterSlug, s),
    queryFn: ({ signal }) =>
      api.get("childStoresStats", { storeSlug: masterSlug, startDate, endDate, childSlugs: childSlugs.join(","), metric }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** childStoresServiceStats: answered in time and declines per child over the range. */
export function useChildStoresServiceStats(masterSlug: string, s: Range, enabled: boolean) {
  const { startDate, endDate, childSlugs } = s;
  return useQuery({
    queryKey: queryKeys.childStoresServiceStats(masterSlug, s),
    queryFn: ({ signal }) =>
      api.get("childStoresServiceStats", { storeSlug: masterSlug, startDate, endDate, childSlugs: childSlugs.join(",") }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** childOpenDeliveries (issue 33): the children's orders not yet delivered or cancelled. */
export function useChildOpenDeliveries(masterSlug: string, childSlugs: string[], lateOnly: boolean, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.childOpenDeliveries(masterSlug, childSlugs, lateOnly),
    queryFn: ({ signal }) =>
      api.get("childOpenDeliveries", { storeSlug: masterSlug, childSlugs: childSlugs.join(","), lateOnly: lateOnly ? "true" : "false" }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
