import { z } from "zod";
import { endpoint } from "../../define";
import { checkRangeOf, statsRangeFields } from "./stats-range";
import { childStoresServiceStats } from "@/lib/server/master/service-stats";

const serviceStatsInput = z.object(statsRangeFields).superRefine(checkRangeOf);

/** The master's service view: answered in time and declines per child over a range. */
export const serviceStatsEndpoints = [
  endpoint({
    name: "childStoresServiceStats",
    method: "GET",
    access: "store",
    capability: "console",
    input: serviceStatsInput,
    handler: async ({ viewer, store, input }) =>
      childStoresServiceStats(store, { startDay: input.startDate, endDay: input.endDate, childSlugs: input.childSlugs }, viewer),
  }),
] as const;
