import { endpoint } from "../../define";
import { childStoresOf } from "@/lib/server/platform/stores";

export const storeEndpoints = [
  endpoint({
    name: "childStores",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ viewer, store }) => ({ childStores: await childStoresOf(store, viewer) }),
  }),
] as const;
