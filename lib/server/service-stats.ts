import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { stores, type Store } from "@/models/schema";
import { mayActOnChild, type ChildScope } from "@/lib/domain/roles";
import { DECLINE_REASONS, type DeclineReason } from "@/lib/domain/decline";
import { onTimeShare } from "@/lib/domain/sla";
import { badgeRange, badgeStatsOf, type MeasuredBadgeStats } from "@/lib/domain/badge";
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

/** The instant a Berlin day ("YYYY-MM-DD") starts. */
const berlinDayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${BERLIN_TIME_ZONE})`;

export type ReplyCounts = { onTime: number; late: number; open: number };

/**
 * Per store, the requests of a range of Berlin days (by request date) answered in time, late, or
 * still open: lib/domain/sla.ts `replyOutcome` written as SQL, so 100,000 proposals are counted by the
 * database. An answer is the planning (accepted_at) or the decline, whichever came first. The one
 * count behind the dashboard's "Rechtzeitig beantwortet", the responsiveness badge and the Ranking.
 */
export async function replyCounts(storeIds: readonly string[], startDay: string, endDay: string, now = new Date()): Promise<Map<string, ReplyCounts>> {
  if (storeIds.length === 0) return new Map();
  const db = await getDb();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await sqlRows<{ store_id: string; on_time: number; late: number; open: number }>(db, sql`
      with r as (
        select p.store_id, (p.crm->>'Response_Timeout__c')::timestamptz as deadline,
          least(p.accepted_at, p.store_declined_at) as answered
        from proposals p
        where p.store_id in ${[...storeIds]} and p.requested_at >= ${berlinDayStart(startDay)} and p.requested_at < ${berlinDayStart(nextDay(endDay))})
      select store_id,
        count(*) filter (where answered is not null and (deadline is null or answered <= deadline))::int as on_time,
        count(*) filter (where (answered is not null and answered > deadline) or (answered is null and deadline < ${nowSql}))::int as late,
        count(*) filter (where answered is null and (deadline is null or deadline >= ${nowSql}))::int as open
      from r group by store_id`);
  return new Map(rows.map((r) => [r.store_id, { onTime: Number(r.on_time), late: Number(r.late), open: Number(r.open) }]));
}

/**
 * The responsiveness badge's stats of each store (SPEC 9 "Store.stats"), measured instead of copied
 * from the CRM: its replies in time and late over the badge's range (lib/domain/badge.ts
 * `badgeRange`, the dashboard's default range), so the badge shows what the dashboard shows. A master
 * counts the requests of all its studios (`members`: store id -> the ids whose requests count).
 */
export async function measuredBadgeStats(members: ReadonlyMap<string, readonly string[]>, now = new Date()): Promise<Map<string, MeasuredBadgeStats>> {
  const { startDay, endDay } = badgeRange(now);
  const counts = await replyCounts([...new Set([...members.values()].flat())], startDay, endDay, now);
  const out = new Map<string, MeasuredBadgeStats>();
  for (const [id, ids] of members) {
    const sum = ids.reduce((a, x) => ({ onTime: a.onTime + (counts.get(x)?.onTime ?? 0), late: a.late + (counts.get(x)?.late ?? 0) }), { onTime: 0, late: 0 });
    out.set(id, badgeStatsOf(sum.onTime, sum.late, { startDay, endDay }));
  }
  return out;
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
  const [replies, declines] = await Promise.all([
    replyCounts(ids, query.startDay, query.endDay, now),
    sqlRows<{ store_id: string; reason: string; n: number }>(db, sql`
      select store_id, reason, count(*)::int as n from lead_declines
      where store_id in ${ids} and created_at >= ${berlinDayStart(query.startDay)} and created_at < ${berlinDayStart(nextDay(query.endDay))}
      group by 1, 2`),
  ]);
  return {
    stores: chosen.map((c) => {
      const r = replies.get(c.id);
      const d = emptyDeclines();
      for (const x of declines) if (x.store_id === c.id && x.reason in d) d[x.reason as DeclineReason] += Number(x.n);
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
