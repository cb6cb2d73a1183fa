import { endpoint } from "../define";
import { childStoresOf, storeDto } from "@/lib/server/stores";
import { storeProposals } from "@/lib/server/proposals";

export const storeEndpoints = [
  endpoint({
    name: "currentStore",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ store }) => storeDto(store),
  }),
  endpoint({
    name: "storeWithLeads",
    method: "GET",
    access: "store",
    capability: "console",
    handler: async ({ store }) => {
      const [dto, proposals] = await Promise.all([storeDto(store), storeProposals(store)]);
      return { store: dto, proposals };
    },
  }),
  endpoint({
    name: "childStores",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ store }) => ({ childStores: await childStoresOf(store) }),
  }),
] as const;
