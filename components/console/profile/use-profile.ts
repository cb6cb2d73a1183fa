"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type EndpointOutput, queryKeys } from "@/lib/api/client";

export type StoreProfile = EndpointOutput<"storeProfile", "GET">;
export type MediaFileDto = StoreProfile["mediaPictures"][number];
export type KitchenPlanner = StoreProfile["kitchenPlanners"][number];


export function useStoreProfile(storeSlug: string) {
  return useQuery({ queryKey: queryKeys.storeProfile(storeSlug), queryFn: () => api.get("storeProfile", { storeSlug }) });
}

export function usePicklists(storeSlug: string) {
  return useQuery({ queryKey: queryKeys.picklists(storeSlug), queryFn: async () => (await api.get("sfAccountPicklists", { storeSlug })).picklists, staleTime: 10 * 60_000 });
}

/** Puts a server answer into the cached profile, so every tab sees the saved state. */
export function usePatchProfile(storeSlug: string) {
  const client = useQueryClient();
  return (patch: Partial<StoreProfile>) => client.setQueryData<StoreProfile>(queryKeys.storeProfile(storeSlug), (p) => (p ? { ...p, ...patch } : p));
}
