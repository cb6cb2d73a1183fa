import { z } from "zod";
import { endpoint } from "../../define";
import { statsRangeFields } from "./stats-range";
import { childOpenDeliveries } from "@/lib/server/master/open-deliveries";

const input = z.object({
  childSlugs: statsRangeFields.childSlugs,
  lateOnly: z
    .enum(["true", "false"], { error: "lateOnly ist true oder false." })
    .optional()
    .transform((v) => v === "true"),
});

/** The master's dashboard: its children's orders not yet delivered or cancelled (issue 33). */
export const openDeliveriesEndpoints = [
  endpoint({
    name: "childOpenDeliveries",
    method: "GET",
    access: "store",
    capability: "console",
    input,
    handler: async ({ viewer, store, input }) => childOpenDeliveries(store, { childSlugs: input.childSlugs, lateOnly: input.lateOnly }, viewer),
  }),
] as const;
