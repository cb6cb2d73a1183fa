import { endpoint } from "../define";
import { childStoresOf, storeDto } from "@/lib/server/stores";
import { storeProposals } from "@/lib/server/proposals";

export const storeEndpoints = [
  endpoint({
    name: "currentStore",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ viewer, store }) => storeDto(store, viewer),
  }),
  endpoint({
    name: "storeWithLeads",
    method: "GET",
    access: "store",
    capability: "console",
    handler: async ({ viewer, store }) => {
      const [dto, proposals] = await Promise.all([storeDto(store, viewer), storeProposals(store)]);
      return { store: dto, proposals };
    },
  }),
  endpoint({
    name: "childStores",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ viewer, store }) => ({ childStores: await childStoresOf(store, viewer) }),
  }),
] as const;
