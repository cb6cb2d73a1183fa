import "server-only";
import { sql } from "drizzle-orm";
import { badgeRange, badgeStatsOf, type MeasuredBadgeStats } from "@/lib/domain/platform/badge-range";
import { BERLIN_TIME_ZONE } from "@/lib/domain/platform/berlin-time";
import { getDb } from "../platform/db";
import { sqlRows } from "@/models/platform/sql-rows";

// A studio's responsiveness (SPEC 9 "Responsiveness badge"): one count of its requests answered in time,
// behind the console's badge, the Ranking and the master's "Rechtzeitig beantwortet" (issue 29: they
// disagreed). It counts the console's proposals, so it is the console's; the store's answer (./store-answer.ts) and the
// master's service statistics read it here.

/** The Berlin day after a day ("YYYY-MM-DD"). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instant a Berlin day ("YYYY-MM-DD") starts. */
export const berlinDayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${BERLIN_TIME_ZONE})`;

export type ReplyCounts = { onTime: number; late: number; open: number };

/**
 * Per store, the requests of a range of Berlin days (by request date) answered in time, late, or
 * still open: lib/domain/platform/sla.ts `replyOutcome` written as SQL, so 100,000 proposals are counted by the
 * database. An answer is the planning (accepted_at) or the decline, whichever came first. The one
 * count behind the dashboard's "Rechtzeitig beantwortet", the responsiveness badge and the Ranking.
 */
export async function replyCounts(
  storeIds: readonly string[],
  startDay: string,
  endDay: string,
  now = new Date(),
): Promise<Map<string, ReplyCounts>> {
  if (storeIds.length === 0) return new Map();
  const db = await getDb();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await sqlRows<{ store_id: string; on_time: number; late: number; open: number }>(
    db,
    sql`
      with r as (
        select p.store_id, (p.crm->>'Response_Timeout__c')::timestamptz as deadline,
          least(p.accepted_at, p.store_declined_at) as answered
        from proposals p
        where p.store_id in ${[...storeIds]} and p.requested_at >= ${berlinDayStart(startDay)} and p.requested_at < ${berlinDayStart(nextDay(endDay))})
      select store_id,
        count(*) filter (where answered is not null and (deadline is null or answered <= deadline))::int as on_time,
        count(*) filter (where (answered is not null and answered > deadline) or (answered is null and deadline < ${nowSql}))::int as late,
        count(*) filter (where answered is null and (deadline is null or deadline >= ${nowSql}))::int as open
      from r group by store_id`,
  );
  return new Map(rows.map((r) => [r.store_id, { onTime: Number(r.on_time), late: Number(r.late), open: Number(r.open) }]));
}

/**
 * The responsiveness badge's stats of each store (SPEC 9 "Store.stats"), measured instead of copied
 * from the CRM: its replies in time and late over the badge's range (lib/domain/platform/badge.ts
 * `badgeRange`, the dashboard's default range), so the badge shows what the dashboard shows. A master
 * counts the requests of all its studios (`members`: store id -> the ids whose requests count).
 */
export async function measuredBadgeStats(
  members: ReadonlyMap<string, readonly string[]>,
  now = new Date(),
): Promise<Map<string, MeasuredBadgeStats>> {
  const { startDay, endDay } = badgeRange(now);
  const counts = await replyCounts([...new Set([...members.values()].flat())], startDay, endDay, now);
  const out = new Map<string, MeasuredBadgeStats>();
  for (const [id, ids] of members) {
    const sum = ids.reduce((a, x) => ({ onTime: a.onTime + (counts.get(x)?.onTime ?? 0), late: a.late + (counts.get(x)?.late ?? 0) }), {
      onTime: 0,
      late: 0,
    });
    out.set(id, badgeStatsOf(sum.onTime, sum.late, { startDay, endDay }));
  }
  return out;
}
