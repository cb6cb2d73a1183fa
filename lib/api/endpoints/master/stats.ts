import { z } from "zod";
import { endpoint } from "../../define";
import { METRICS, UNKNOWN_METRIC_MESSAGE } from "@/lib/domain/master/stats-metrics";
import { checkRangeOf, statsRangeFields } from "./stats-range";
import { childStoresStats } from "@/lib/server/master/stats";
import { customerExportByCrmId } from "@/lib/server/master/customer-export";

const statsInput = z
  .object({
    ...statsRangeFields,
    metric: z.enum(METRICS, { error: UNKNOWN_METRIC_MESSAGE }).default("requested"),
  })
  .superRefine(checkRangeOf);

export const statsEndpoints = [
  endpoint({
    name: "childStoresStats",
    method: "GET",
    access: "store",
    capability: "console",
    input: statsInput,
    handler: async ({ viewer, store, input }) =>
      childStoresStats(store, { startDay: input.startDate, endDay: input.endDate, childSlugs: input.childSlugs, metric: input.metric }, viewer),
  }),
  endpoint({
    // SPEC 7 "GET link for customer CSV export with storeCrmId"; the dashboard links to it.
    name: "customersExport",
    method: "GET",
    access: "viewer",
    capability: "console",
    raw: true,
    input: z.object({ storeCrmId: z.string().trim().min(1).max(100) }),
    handler: async ({ viewer, input }) => customerExportByCrmId(viewer, input.storeCrmId),
  }),
] as const;
