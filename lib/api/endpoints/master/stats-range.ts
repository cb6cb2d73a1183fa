import { z } from "zod";
import { RANGE_MESSAGES } from "@/lib/domain/platform/dashboard-range";
import { checkStatsRange, parseStatsDay } from "@/lib/domain/master/stats-metrics";

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
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100, "Ungültiger Studio-Name.")).max(500, "Zu viele Studios ausgewählt."));

/** The master dashboard's range and studio filter, shared by its endpoints. */
export const statsRangeFields = { startDate: day, endDate: day, childSlugs };

/** The range rule (order, length) as a refinement of an object holding `statsRangeFields`. */
export function checkRangeOf(input: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const problem = checkStatsRange(input.startDate, input.endDate);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}
