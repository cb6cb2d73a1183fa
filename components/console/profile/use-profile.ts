"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type EndpointInput, type EndpointOutput, queryKeys } from "@/lib/api/client";

export type StoreProfile = EndpointOutput<"storeProfile", "GET">;
export type MediaFileDto = StoreProfile["mediaPictures"][number];
export type KitchenPlanner = StoreProfile["kitchenPlanners"][number];

export function useStoreProfile(storeSlug: string) {
  return useQuery({ queryKey: queryKeys.storeProfile(storeSlug), queryFn: () => api.get("storeProfile", { storeSlug }) });
}

export function usePicklists(storeSlug: string) {
  return useQuery({
    queryKey: queryKeys.picklists(storeSlug),
    queryFn: async () => (await api.get("sfAccountPicklists", { storeSlug })).picklists,
    staleTime: 10 * 60_000,
  });
}

/** Puts a server answer into the cached profile, so every tab sees the saved state. */
export function usePatchProfile(storeSlug: string) {
  const client = useQueryClient();
  return (patch: Partial<StoreProfile>) => client.setQueryData<StoreProfile>(queryKeys.storeProfile(storeSlug), (p) => (p ? { ...p, ...patch } : p));
}

type StoreDbTree = Extract<EndpointInput<"dbUpdate", "POST">, { type: "Store" }>["tree"];
type StoreCrmTree = Extract<EndpointInput<"crmUpdate", "POST">, { type: "Store" }>["tree"];

/** dbUpdate of the store (shop margin, media lists): the answer holds the saved fields. */
export function useStoreDbUpdate(crmId: string) {
  return useMutation({ mutationFn: (tree: StoreDbTree) => api.post("dbUpdate", { type: "Store", crmId, tree }) });
}

/** crmUpdate of the store profile: only the changed fields go out; the server merges them into the record. */
export function useStoreCrmUpdate(crmId: string) {
  return useMutation({ mutationFn: (tree: StoreCrmTree) => api.post("crmUpdate", { type: "Store", crmId, tree }) });
}

/** storeKitchenPlannersSave: the whole list of kitchen planners, answered as stored. */
export function useSaveKitchenPlanners(crmId: string) {
  return useMutation({
    mutationFn: (kitchenPlanners: EndpointInput<"storeKitchenPlannersSave", "POST">["kitchenPlanners"]) =>
      api.post("storeKitchenPlannersSave", { crmId, kitchenPlanners }),
  });
}
