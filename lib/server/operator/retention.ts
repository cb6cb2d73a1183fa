import "server-only";
import { lt } from "drizzle-orm";
import { apiKeyUses } from "@/models/operator/operators";
import { privacyRequests } from "@/models/operator/privacy-requests";
import type { Db } from "@/models/platform/db";
import { API_KEY_USES_RULE, PRIVACY_REQUEST_RULE, retentionCutoff, retentionMonths } from "@/lib/domain/platform/retention-rules";
import { env } from "@/lib/env";

// The back office's part of the deletion concept (docs/deletion-concept.md): uses of API keys (the
// machine-access log) and completed requests for information or erasure are deleted after their period.
// The studio's part (end customers, finance requests, access log, deliveries) is the console's
// (lib/server/console/retention.ts).

export type OperatorRetentionReport = {
  dryRun: boolean;
  /** Completed requests for information or erasure past their period. */
  privacyRequests: number;
  /** Uses of API keys (the machine-access log) past their period. */
  apiKeyUses: number;
};

/**
 * One run of the back office's deletion rules. `dryRun` counts without changing anything. `months`
 * overrides the periods (default: the rules with RETENTION_MONTHS applied).
 */
export async function runOperatorRetention(
  db: Db,
  opts: { now?: Date; dryRun?: boolean; months?: Record<string, number | null> } = {},
): Promise<OperatorRetentionReport> {
  const now = opts.now ?? new Date();
  const months = opts.months ?? retentionMonths(env().RETENTION_MONTHS);
  const cutoffOf = (rule: string) => retentionCutoff(now, months[rule] ?? 24);
  const keyUses = lt(apiKeyUses.createdAt, cutoffOf(API_KEY_USES_RULE));
  const privacy = lt(privacyRequests.completedAt, cutoffOf(PRIVACY_REQUEST_RULE));
  if (opts.dryRun)
    return { dryRun: true, apiKeyUses: await db.$count(apiKeyUses, keyUses), privacyRequests: await db.$count(privacyRequests, privacy) };
  return {
    dryRun: false,
    apiKeyUses: (await db.delete(apiKeyUses).where(keyUses).returning({ id: apiKeyUses.id })).length,
    privacyRequests: (await db.delete(privacyRequests).where(privacy).returning({ id: privacyRequests.id })).length,
  };
}
