import "server-only";
import { sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/lib/server/platform/sql-rows";
import { BOSS_SCHEMA } from "./boss";

// What `npm run jobs` shows and does (scripts/jobs.ts): the queues with their counts, what failed for
// good (pg-boss's dead-letter queues and the outbox's dead deliveries) with the last error, and a
// retry by id. Reads pg-boss's job table directly: its own counters are cached for up to a minute.

export type QueueCounts = { name: string; waiting: number; active: number; retry: number; completed: number; failed: number; dead: number };
export type DeadJob = { id: string; queue: string; tries: number; lastError: string; failedAt: Date };

const bossTable = (name: string) => sql.raw(`${BOSS_SCHEMA}.${name}`);

/** Whether pg-boss was ever started on this database (its schema exists). */
export async function jobsInstalled(db: Db): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(db, sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`);
  return row.ok;
}

/** Every queue with its jobs by state, the dead-letter queues folded into their source; then the outbox. */
export async function queueCounts(db: Db): Promise<QueueCounts[]> {
  const out = new Map<string, QueueCounts>();
  const entry = (name: string) => {
    let e = out.get(name);
    if (!e) out.set(name, (e = { name, waiting: 0, active: 0, retry: 0, completed: 0, failed: 0, dead: 0 }));
    return e;
  };
  if (await jobsInstalled(db)) {
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
  }
  // Each delivery keeps its own tries in the outbox (lib/server/jobs/outbox.ts); shown as one more queue.
  const outbox = entry("outbox (Zustellungen)");
  for (const r of await sqlRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from outbox group by status`)) {
    if (r.status === "pending") outbox.waiting += r.n;
    else if (r.status === "done") outbox.completed += r.n;
    else if (r.status === "dead") outbox.dead += r.n;
  }
  return [...out.values()];
}

/** What failed for good: dead-letter jobs (pg-boss) and dead deliveries (outbox), newest first. */
export async function deadJobs(db: Db, limit = 50): Promise<DeadJob[]> {
  const dead: DeadJob[] = [];
  if (await jobsInstalled(db)) {
    const rows = await sqlRows<{ id: string; source: string; tries: number; error: string | null; at: string | Date }>(
      db,
      sql`
      select j.id::text as id, j.source_name as source, j.source_retry_count + 1 as tries,
        coalesce(j.source_output->>'message', j.source_output::text) as error, j.created_on as at
      from ${bossTable("job")} j join ${bossTable("queue")} q on q.dead_letter = j.name
      where j.state in ('created', 'retry') order by j.created_on desc limit ${limit}`,
    );
    dead.push(...rows.map((r) => ({ id: r.id, queue: r.source, tries: Number(r.tries), lastError: r.error ?? "", failedAt: new Date(r.at) })));
  }
  const rows = await sqlRows<{ id: number | string; kind: string; attempts: number; last_error: string | null; at: string | Date }>(
    db,
    sql`
    select id, kind, attempts, last_error, next_attempt_at as at from outbox where status = 'dead' order by id desc limit ${limit}`,
  );
  dead.push(
    ...rows.map((r) => ({ id: String(r.id), queue: `outbox:${r.kind}`, tries: r.attempts, lastError: r.last_error ?? "", failedAt: new Date(r.at) })),
  );
  return dead.sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
}

export type RetryResult = { ok: true; queue: string } | { ok: false; message: string };

/**
 * Tries a dead job again: a dead delivery (a number, the outbox id) is due again with fresh tries; a
 * dead-letter job (a UUID) goes back to the queue it came from. `boss` is needed for the latter.
 */
export async function retryDead(db: Db, id: string, boss?: PgBoss): Promise<RetryResult> {
  if (/^\d+$/.test(id)) {
    const rows = await sqlRows<{ kind: string }>(
      db,
      sql`
      update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
      where id = ${Number(id)} and status = 'dead' returning kind`,
    );
    return rows.length
      ? { ok: true, queue: `outbox:${rows[0].kind}` }
      : { ok: false, message: `Keine aufgegebene Zustellung mit der Nummer ${id}. Bitte prüfen Sie die Liste mit „npm run jobs“.` };
  }
  if (!/^[0-9a-f-]{36}$/i.test(id))
    return { ok: false, message: `„${id}“ ist keine Auftragsnummer. Bitte geben Sie eine Nummer aus „npm run jobs“ an.` };
  if (!(await jobsInstalled(db)) || !boss)
    return { ok: false, message: `Kein Auftrag mit der Nummer ${id}. Bitte prüfen Sie die Liste mit „npm run jobs“.` };
  const [row] = await sqlRows<{ queue: string; source: string }>(
    db,
    sql`
    select j.name as queue, j.source_name as source from ${bossTable("job")} j join ${bossTable("queue")} q on q.dead_letter = j.name
    where j.id = ${id}::uuid and j.state in ('created', 'retry')`,
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
