import { sql } from "drizzle-orm";
import type { Db } from "@/models/platform/db";
import { sqlRows } from "@/models/platform/sql-rows";
import { deadLetterQueue } from "@/lib/server/jobs/kinds";
import type { JobRunner } from "@/lib/server/jobs/runner";
import { runImportTry } from "@/lib/server/operator/catalog-import";
import { CATALOG_IMPORT_JOB } from "@/lib/server/operator/catalog-import-upload";

/** A job of a queue as the tests read it from pg-boss's table. */
export type QueuedJob<T = Record<string, unknown>> = {
  id: string;
  data: T;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  retryCount: number;
  /** The message of the last failed try. */
  error: string | null;
  startAfter: Date;
  output: Record<string, unknown> | null;
};

/** The jobs of `queue`, in the order they were sent. */
export async function jobsOf<T = Record<string, unknown>>(db: Db, queue: string): Promise<QueuedJob<T>[]> {
  const rows = await sqlRows<{
    id: string;
    data: T;
    state: QueuedJob["state"];
    retry_count: number;
    error: string | null;
    start_after: Date | string;
    output: Record<string, unknown> | null;
  }>(
    db,
    sql`select id::text as id, data, state::text as state, retry_count, output->>'message' as error, start_after, output
        from pgboss.job where name = ${queue} order by created_on, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    data: r.data,
    state: r.state,
    retryCount: r.retry_count,
    error: r.state === "completed" ? null : r.error,
    startAfter: new Date(r.start_after),
    output: r.output,
  }));
}

/** The data of the jobs of `queue` that wait to be taken (sent, or to be tried again). */
export async function waitingData<T = Record<string, unknown>>(db: Db, queue: string): Promise<T[]> {
  return (await jobsOf<T>(db, queue)).filter((j) => j.state === "created" || j.state === "retry").map((j) => j.data);
}

/** The jobs waiting in the dead letters of `queue`. */
export function deadLettersOf<T = Record<string, unknown>>(db: Db, queue: string): Promise<QueuedJob<T>[]> {
  return jobsOf<T>(db, deadLetterQueue(queue));
}

/** Every waiting job of `queue` (of every queue when none is named) is due now, as if its wait had passed. */
export async function makeDue(db: Db, queue?: string) {
  await db.execute(sql`update pgboss.job set start_after = now() where state in ('created', 'retry') ${queue ? sql`and name = ${queue}` : sql``}`);
}

/** Leaves what earlier tests of a file queued behind: every waiting job of the app's queues is cancelled. */
export async function forgetQueuedJobs(db: Db) {
  await db.execute(sql`update pgboss.job set state = 'cancelled', completed_on = now() where state in ('created', 'retry')`);
}

/** A delivery as the tests read it: a job of the mail, chat or CRM queue, with its data (and its kind, as the outbox kept it). */
export type QueuedDelivery = { id: string; kind: "mail" | "chat" | "crm"; payload: Record<string, unknown>; waiting: boolean; done: boolean };

const DELIVERY_QUEUES = { mail: "mail", chat: "chat", "crm-push": "crm" } as const;

/** Every mail, chat message and CRM write queued so far (waiting or sent), in the order they were queued. */
export async function deliveriesOf(db: Db): Promise<QueuedDelivery[]> {
  const rows = await sqlRows<{ id: string; name: keyof typeof DELIVERY_QUEUES; data: Record<string, unknown>; state: string }>(
    db,
    sql`select id::text as id, name, data, state::text as state from pgboss.job
        where name in ('mail', 'chat', 'crm-push') order by created_on, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: DELIVERY_QUEUES[r.name],
    payload: { kind: DELIVERY_QUEUES[r.name], ...r.data } as Record<string, unknown>,
    waiting: r.state === "created" || r.state === "retry",
    done: r.state === "completed",
  }));
}

/** Forgets every mail, chat message and CRM write queued so far, sent or not (a test's clean slate). */
export async function clearDeliveries(db: Db) {
  await db.execute(sql`delete from pgboss.job where name in ('mail', 'chat', 'crm-push')`);
}

/**
 * Runs the waiting catalog imports here, each as its job's try does (runImportTry), on the day `now`
 * (the files' price validity is checked against it), and marks their jobs done. Answers how many ran.
 * Without a day to fix, `db.jobs.runDue()` runs them through the job itself.
 */
export async function runCatalogImportsOn(db: { db: Db; jobs: JobRunner }, now: Date): Promise<number> {
  let ran = 0;
  for (;;) {
    const jobs = await db.jobs.boss.fetch<{ importId: string }>(CATALOG_IMPORT_JOB.name, { batchSize: 20 });
    if (jobs.length === 0) return ran;
    for (const job of jobs) {
      await runImportTry(db.db, job.data.importId, job.retryCount + 1, now);
      await db.jobs.boss.complete(CATALOG_IMPORT_JOB.name, job.id);
      ran++;
    }
  }
}
