import { z } from "zod";
import { endpoint } from "../define";
import { RANGE_MESSAGES } from "@/lib/domain/dashboard-range";
import { checkStatsRange, METRICS, parseStatsDay, UNKNOWN_METRIC_MESSAGE } from "@/lib/domain/stats-metrics";
import { childStoresStats } from "@/lib/server/stats";
import { customerExportByCrmId } from "@/lib/server/customer-export";

/** A range bound (SPEC 7 "startDate, endDate ISO"), turned into a Berlin calendar day. */
const day = z
  .string({ error: RANGE_MESSAGES.invalid })
  .trim()
  .max(40, { error: RANGE_MESSAGES.invalid })
  .transform((value, ctx) => {
    const parsed = parseStatsDay(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: RANGE_MESSAGES.invalid });
      return z.NEVER;
    }
    return parsed;
  });

/** Comma-separated child slugs (the dashboard's "Alle Studios" filter); empty means all children. */
const childSlugs = z
  .string()
  .max(5000)
  .optional()
  .transform((value) => (value ?? "").split(",").map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(100, "Ungültiger Studio-Name.")).max(500, "Zu viele Studios ausgewählt."));

const statsInput = z
  .object({
    startDate: day,
    endDate: day,
    childSlugs,
    metric: z.enum(METRICS, { error: UNKNOWN_METRIC_MESSAGE }).default("requested"),
  })
  .superRefine((input, ctx) => {
    const problem = checkStatsRange(input.startDate, input.endDate);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

export const statsEndpoints = [
  endpoint({
    name: "childStoresStats",
    method: "GET",
    access: "store",
    input: statsInput,
    handler: async ({ store, input }) =>
      childStoresStats(store, { startDay: input.startDate, endDay: input.endDate, childSlugs: input.childSlugs, metric: input.metric }),
  }),
  endpoint({
    // SPEC 7 "GET link for customer CSV export with storeCrmId"; the dashboard links to it.
    name: "customersExport",
    method: "GET",
    access: "viewer",
    raw: true,
    input: z.object({ storeCrmId: z.string().trim().min(1).max(100) }),
    handler: async ({ viewer, input }) => customerExportByCrmId(viewer, input.storeCrmId),
  }),
] as const;
