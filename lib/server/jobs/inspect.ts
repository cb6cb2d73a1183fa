import "server-only";
import { sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { BOSS_SCHEMA } from "./boss";
import { deadLetterQueue } from "./kinds";

// What `npm run jobs` (scripts/jobs.ts) and the pages that show deliveries read of the queue: the queues
// with their counts, what failed for good (the dead-letter queues) with the last error, a queue's history,
// and a retry by id. Reads pg-boss's job table directly: its own counters are cached for up to a minute.

export type QueueCounts = { name: string; waiting: number; active: number; retry: number; completed: number; failed: number; dead: number };
export type DeadJob = { id: string; queue: string; tries: number; lastError: string; failedAt: Date };

const bossTable = (name: string) => sql.raw(`${BOSS_SCHEMA}.${name}`);

/** Whether pg-boss was ever started on this database (its schema exists). */
export async function jobsInstalled(db: Db): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(db, sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`);
  return row.ok;
}

/** Every queue with its jobs by state, the dead-letter queues folded into their source. */
export async function queueCounts(db: Db): Promise<QueueCounts[]> {
  const out = new Map<string, QueueCounts>();
  const entry = (name: string) => {
    let e = out.get(name);
    if (!e) out.set(name, (e = { name, waiting: 0, active: 0, retry: 0, completed: 0, failed: 0, dead: 0 }));
    return e;
  };
  if (!(await jobsInstalled(db))) return [];
  const queues = await sqlRows<{ name: string; dead_letter: string | null }>(
    db,
    sql`select name, dead_letter from ${bossTable("queue")} where name not like '\_\_pgboss%' order by name`,
  );
  const deadOf = new Map(queues.filter((q) => q.dead_letter).map((q) => [q.dead_letter!, q.name]));
  for (const q of queues) if (!deadOf.has(q.name)) entry(q.name);
  const rows = await sqlRows<{ name: string; state: string; n: number }>(
    db,
    sql`
    select name, state::text as state, count(*)::int as n from ${bossTable("job")} where name not like '\_\_pgboss%' group by name, state`,
  );
  for (const r of rows) {
    const source = deadOf.get(r.name);
    if (source) {
      if (r.state === "created" || r.state === "retry") entry(source).dead += r.n;
      continue;
    }
    const e = entry(r.name);
    if (r.state === "created") e.waiting += r.n;
    else if (r.state === "active") e.active += r.n;
    else if (r.state === "retry") e.retry += r.n;
    else if (r.state === "completed") e.completed += r.n;
    else if (r.state === "failed") e.failed += r.n;
  }
  return [...out.values()];
}

/** What failed for good: the jobs waiting in a dead-letter queue (of `queue` only, when named), newest first. */
export async function deadJobs(db: Db, opts: { limit?: number; queue?: string } = {}): Promise<(DeadJob & { data: unknown })[]> {
  if (!(await jobsInstalled(db))) return [];
  const rows = await sqlRows<{ id: string; source: string; tries: number; error: string | null; at: string | Date; data: unknown }>(
    db,
    sql`
    select j.id::text as id, q.name as source, coalesce(j.source_retry_count + 1, 0) as tries, j.data,
      coalesce(j.source_output->>'message', j.source_output::text) as error, j.created_on as at
    from ${bossTable("job")} j join ${bossTable("queue")} q on q.dead_letter = j.name
    where j.state in ('created', 'retry') ${opts.queue ? sql`and j.name = ${deadLetterQueue(opts.queue)}` : sql``}
    order by j.created_on desc limit ${opts.limit ?? 50}`,
  );
  return rows.map((r) => ({ id: r.id, queue: r.source, tries: Number(r.tries), lastError: r.error ?? "", failedAt: new Date(r.at), data: r.data }));
}

/** How many jobs of the named queues wait in their dead letters (one query; 0 before pg-boss ever started). */
export async function deadJobCount(db: Db, queues: readonly string[]): Promise<number> {
  if (queues.length === 0 || !(await jobsInstalled(db))) return 0;
  const names = queues.map(deadLetterQueue);
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${bossTable("job")} where state in ('created', 'retry') and name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  return Number(row.n);
}

/** A job of a queue as a history shows it: what it carries, its state, tries and last error. */
export type JobRecord = {
  id: string;
  data: unknown;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  /** Tries made so far. */
  tries: number;
  lastError: string | null;
  createdAt: Date;
  /** When a waiting job is due (its next try). */
  startAfter: Date;
  completedAt: Date | null;
};

/**
 * The newest jobs of `queue`, one per delivery: a job sent again from the dead letters (a redrive makes a
 * new job) stands for the one it came from, and a job whose handler found nothing to do (it answered
 * `{ skipped: true }`) is left out. Kept as long as the queue keeps finished jobs (its kind's keepSeconds).
 */
export async function queueHistory(db: Db, queue: string, limit = 50): Promise<JobRecord[]> {
  if (!(await jobsInstalled(db))) return [];
  const rows = await sqlRows<{
    id: string;
    data: unknown;
    state: JobRecord["state"];
    retry_count: number;
    error: string | null;
    created_on: string | Date;
    start_after: string | Date;
    completed_on: string | Date | null;
  }>(
    db,
    sql`
    select j.id::text as id, j.data, j.state::text as state, j.retry_count, j.created_on, j.start_after, j.completed_on,
      case when j.state = 'completed' then null else coalesce(j.output->>'message', j.output::text) end as error
    from ${bossTable("job")} j
    where j.name = ${queue} and not (j.state = 'completed' and coalesce(j.output @> '{"skipped": true}', false))
      and not exists (select 1 from ${bossTable("job")} n where n.name = ${queue} and n.source_root_id = j.id)
    order by j.created_on desc, j.id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    data: r.data,
    state: r.state,
    // A finished try counts; a job waiting for its first try has made none.
    tries: r.state === "created" ? r.retry_count : r.retry_count + (r.state === "active" ? 0 : 1),
    lastError: r.error,
    createdAt: new Date(r.created_on),
    startAfter: new Date(r.start_after),
    completedAt: r.completed_on ? new Date(r.completed_on) : null,
  }));
}

/** Deletes finished jobs (done, given up, cancelled) and waiting dead letters created before `before` (the deletion concept's period for deliveries). */
export async function deleteJobsBefore(db: Db, before: Date, opts: { dryRun?: boolean } = {}): Promise<number> {
  if (!(await jobsInstalled(db))) return 0;
  const old = sql`created_on < ${before.toISOString()}::timestamptz and name not like '\_\_pgboss%'
    and (state in ('completed', 'failed', 'cancelled') or name in (select dead_letter from ${bossTable("queue")} where dead_letter is not null))`;
  const [row] = opts.dryRun
    ? await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from ${bossTable("job")} where ${old}`)
    : await sqlRows<{ n: number }>(
        db,
        sql`with gone as (delete from ${bossTable("job")} where ${old} returning 1) select count(*)::int as n from gone`,
      );
  return row.n;
}

export type RetryResult = { ok: true; queue: string } | { ok: false; message: string };

/**
 * Tries a dead job again: the dead-letter job (a UUID) goes back to the queue it came from as a new job
 * with fresh tries (pg-boss redrive). With `queue`, only a dead letter of that queue is taken.
 */
export async function retryDead(db: Db, id: string, boss: PgBoss | undefined, opts: { queue?: string } = {}): Promise<RetryResult> {
  if (!/^[0-9a-f-]{36}$/i.test(id))
    return { ok: false, message: `„${id}“ ist keine Auftragsnummer. Bitte geben Sie eine Nummer aus „npm run jobs“ an.` };
  if (!(await jobsInstalled(db)) || !boss)
    return { ok: false, message: `Kein Auftrag mit der Nummer ${id}. Bitte prüfen Sie die Liste mit „npm run jobs“.` };
  const [row] = await sqlRows<{ queue: string; source: string }>(
    db,
    sql`
    select j.name as queue, q.name as source from ${bossTable("job")} j join ${bossTable("queue")} q on q.dead_letter = j.name
    where j.id = ${id}::uuid and j.state in ('created', 'retry') ${opts.queue ? sql`and j.name = ${deadLetterQueue(opts.queue)}` : sql``}`,
  );
  if (!row) return { ok: false, message: `Kein gescheiterter Auftrag mit der Nummer ${id}. Bitte prüfen Sie die Liste mit „npm run jobs“.` };
  const moved = await boss.redrive(row.queue, { ids: [id] });
  return moved === 1
    ? { ok: true, queue: row.source }
    : {
        ok: false,
        message: `Der Auftrag ${id} konnte nicht zurückgelegt werden (schon wartet einer in „${row.source}“). Bitte versuchen Sie es nach dessen Lauf erneut.`,
      };
}
