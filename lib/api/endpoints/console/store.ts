import { endpoint } from "../../define";
import { storeDto } from "@/lib/server/console/store-answer";

/** The store as the screens need it, with the console's responsiveness badge (lib/server/console/store-answer.ts). */
export const currentStoreEndpoints = [
  endpoint({
    name: "currentStore",
    method: "GET",
    access: "store",
    capability: "store",
    handler: async ({ viewer, store }) => storeDto(store, viewer),
  }),
] as const;
