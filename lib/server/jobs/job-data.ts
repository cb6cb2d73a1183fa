import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { BOSS_SCHEMA } from "./boss";

// The data of jobs searched and rewritten by their text (the erasure on request, docs/deletion-concept.md:
// a mail or chat message that names a person is a copy of what the studio wrote, waiting or delivered).
// Every queue, dead letters included; pg-boss keeps no other copy of a job's data.

/** A job whose data matched, with what a person needs to tell it: its queue, state and when it was sent. */
export type MatchedJob = { id: string; queue: string; state: string; createdOn: Date; data: unknown };

/** The jobs whose data, as text, matches the pattern (PostgreSQL's `~*`, case-blind). */
export async function jobsWithDataMatching(db: Db | Tx, pattern: string): Promise<MatchedJob[]> {
  const rows = await sqlRows<{ id: string; name: string; state: string; created_on: Date | string; data: unknown }>(
    db,
    sql`select id::text as id, name, state::text as state, created_on, data from ${sql.raw(`${BOSS_SCHEMA}.job`)}
        where data::text ~* ${pattern} order by created_on, id`,
  );
  return rows.map((r) => ({ id: r.id, queue: r.name, state: r.state, createdOn: new Date(r.created_on), data: r.data }));
}

/** Replaces a job's data (a redacted copy of it), whatever its state; a job that runs later sends what is here now. */
export async function rewriteJobData(db: Db | Tx, job: { id: string; queue: string }, data: unknown): Promise<void> {
  await db.execute(
    sql`update ${sql.raw(`${BOSS_SCHEMA}.job`)} set data = ${JSON.stringify(data)}::jsonb where name = ${job.queue} and id = ${job.id}::uuid`,
  );
}
