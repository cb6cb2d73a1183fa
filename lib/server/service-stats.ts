import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { stores, type Store } from "@/models/schema";
import { mayActOnChild, type ChildScope } from "@/lib/domain/roles";
import { DECLINE_REASONS, type DeclineReason } from "@/lib/domain/decline";
import { onTimeShare } from "@/lib/domain/sla";
import { BERLIN_TIME_ZONE } from "@/lib/domain/berlin-time";
import { AppError, forbidden } from "./errors";
import { getDb } from "./db";
import { sqlRows } from "./sql-rows";

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

function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Per child of a master over a range of Berlin days: how many requests (by request date) were answered
 * in time, and how many leads were declined per reason (by decline date). The in-time rule is
 * lib/domain/sla.ts `replyOutcome`, written here as SQL so 100,000 proposals are counted by the
 * database: an answer is the planning (accepted_at) or the decline, whichever came first.
 */
export async function childStoresServiceStats(
  master: Store,
  query: { startDay: string; endDay: string; childSlugs: string[] },
  scope: ChildScope,
  now = new Date(),
): Promise<{ stores: ServiceStatsRow[] }> {
  if (!master.isMaster) throw new AppError("forbidden", "Statistiken gibt es nur für Master-Studios.");
  const db = await getDb();
  const children = (await db.select({ id: stores.id, slug: stores.slug, name: stores.name }).from(stores).where(eq(stores.parentId, master.id)).orderBy(asc(stores.name))).filter(
    (c) => mayActOnChild(scope, c.id),
  );
  const bySlug = new Map(children.map((c) => [c.slug, c]));
  if (query.childSlugs.some((s) => !bySlug.has(s))) throw forbidden();
  const chosen = query.childSlugs.length ? children.filter((c) => query.childSlugs.includes(c.slug)) : children;
  if (chosen.length === 0) return { stores: [] };
  const ids = chosen.map((c) => c.id);
  const tz = BERLIN_TIME_ZONE;
  const from = sql`((${query.startDay}::date)::timestamp at time zone ${tz})`;
  const to = sql`((${nextDay(query.endDay)}::date)::timestamp at time zone ${tz})`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [replies, declines] = await Promise.all([
    sqlRows<{ store_id: string; on_time: number; late: number; open: number }>(db, sql`
      with r as (
        select p.store_id, (p.crm->>'Response_Timeout__c')::timestamptz as deadline,
          least(p.accepted_at, p.store_declined_at) as answered
        from proposals p
        where p.store_id in ${ids} and p.requested_at >= ${from} and p.requested_at < ${to})
      select store_id,
        count(*) filter (where answered is not null and (deadline is null or answered <= deadline))::int as on_time,
        count(*) filter (where (answered is not null and answered > deadline) or (answered is null and deadline < ${nowSql}))::int as late,
        count(*) filter (where answered is null and (deadline is null or deadline >= ${nowSql}))::int as open
      from r group by store_id`),
    sqlRows<{ store_id: string; reason: string; n: number }>(db, sql`
      select store_id, reason, count(*)::int as n from lead_declines
      where store_id in ${ids} and created_at >= ${from} and created_at < ${to}
      group by 1, 2`),
  ]);
  return {
    stores: chosen.map((c) => {
      const r = replies.find((x) => x.store_id === c.id);
      const d = emptyDeclines();
      for (const x of declines) if (x.store_id === c.id && x.reason in d) d[x.reason as DeclineReason] += Number(x.n);
      const onTime = Number(r?.on_time ?? 0);
      const late = Number(r?.late ?? 0);
      return {
        slug: c.slug,
        name: c.name,
        onTime,
        late,
        open: Number(r?.open ?? 0),
        share: onTimeShare(onTime, late),
        declines: d,
        declinesTotal: Object.values(d).reduce((a, b) => a + b, 0),
      };
    }),
  };
}
