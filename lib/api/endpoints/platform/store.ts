import { endpoint } from "../../define";
import { childStoresOf, storeDto } from "@/lib/server/platform/stores";

export const storeEndpoints = [
  endpoint({
    name: "currentStore",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ viewer, store }) => storeDto(store, viewer),
  }),
  endpoint({
    name: "childStores",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ viewer, store }) => ({ childStores: await childStoresOf(store, viewer) }),
  }),
] as const;
