import "server-only";
import { type Store } from "@/models/platform/stores";
import { type ChildScope } from "@/lib/domain/platform/roles";
import { DECLINE_REASONS, type DeclineReason } from "@/lib/domain/console/decline";
import { onTimeShare } from "@/lib/domain/platform/sla";
import { AppError } from "../platform/errors";
import { chosenChildren } from "./chosen-children";
import { replyCounts } from "../console/responsiveness";
import { declineCounts } from "../console/proposal-figures";

export type ServiceStatsRow = {
  slug: string;
  name: string;
  /** Requests of the range answered (planning or decline) by their response timer. */
  onTime: number;
  /** Answered after the timer ran out, or not answered and the timer has run out. */
  late: number;
  /** Still within the timer: not counted yet. */
  open: number;
  /** Share answered in time in percent, the badge rule (SPEC 9); 100 without counted requests. */
  share: number;
  declines: Record<DeclineReason, number>;
  declinesTotal: number;
};

const emptyDeclines = () => Object.fromEntries(DECLINE_REASONS.map((r) => [r, 0])) as Record<DeclineReason, number>;

/**
 * Per child of a master over a range of Berlin days: how many requests (by request date) were answered
 * in time, and how many leads were declined per reason (by decline date). The in-time rule is
 * lib/domain/platform/sla.ts `replyOutcome`, written here as SQL so 100,000 proposals are counted by the
 * database: an answer is the planning (accepted_at) or the decline, whichever came first.
 */
export async function childStoresServiceStats(
  master: Store,
  query: { startDay: string; endDay: string; childSlugs: string[] },
  scope: ChildScope,
  now = new Date(),
): Promise<{ stores: ServiceStatsRow[] }> {
  if (!master.isMaster) throw new AppError("forbidden", "Statistiken gibt es nur für Master-Studios.");
  const { chosen } = await chosenChildren(master, query.childSlugs, scope);
  if (chosen.length === 0) return { stores: [] };
  const ids = chosen.map((c) => c.id);
  const [replies, declines] = await Promise.all([
    replyCounts(ids, query.startDay, query.endDay, now),
    declineCounts(ids, query.startDay, query.endDay),
  ]);
  return {
    stores: chosen.map((c) => {
      const r = replies.get(c.id);
      const d = emptyDeclines();
      for (const x of declines) if (x.storeId === c.id && x.reason in d) d[x.reason as DeclineReason] += x.count;
      const onTime = r?.onTime ?? 0;
      const late = r?.late ?? 0;
      return {
        slug: c.slug,
        name: c.name,
        onTime,
        late,
        open: r?.open ?? 0,
        share: onTimeShare(onTime, late),
        declines: d,
        declinesTotal: Object.values(d).reduce((a, b) => a + b, 0),
      };
    }),
  };
}
