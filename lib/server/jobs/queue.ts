import "server-only";
import { sql } from "drizzle-orm";
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from "pg-boss";
import type { Db, Tx } from "@/models/platform/db";
import { EVENTS, type EventData, type EventName } from "./events";
import { deadLetterQueue, type JobKind } from "./kinds";

/** The process's queue: a started pg-boss and the kinds its database has queues for. */
export type JobQueue = { boss: PgBoss; byName: ReadonlyMap<string, Pick<JobKind, "name" | "on">> };

// On globalThis: Next.js bundles instrumentation and the route handlers apart, and they share it. A
// stack: a second runner in one process (a test's second instance) leaves the first one in place.
const holder = globalThis as unknown as { __kuechenJobQueues?: JobQueue[] };
const queues = () => (holder.__kuechenJobQueues ??= []);

/** Makes `queue` the one operations send to (the runner does at its start; a test or script with its own database too). */
export function installJobQueue(queue: JobQueue) {
  queues().push(queue);
}

/** `queue` stopped: operations send to the one before it again (none in the app). */
export function leaveJobQueue(queue: JobQueue) {
  const list = queues();
  const at = list.lastIndexOf(queue);
  if (at >= 0) list.splice(at, 1);
}

/** The process's queue, or null before the runner started. */
export function currentJobQueue(): JobQueue | null {
  return queues().at(-1) ?? null;
}

const NOT_STARTED = "Die Auftragswarteschlange ist nicht gestartet: nichts kann eingereiht werden.";

function queueFor(name: string): JobQueue {
  const queue = currentJobQueue();
  if (!queue) throw new Error(NOT_STARTED);
  if (!queue.byName.has(name)) throw new Error(`Unbekannter Auftrag: ${name}`);
  return queue;
}

/** pg-boss writes the job through the caller's connection: in its transaction when `w` is one. */
// Drizzle's execute answers a driver's result (node-postgres or PGlite), both with `rows`, typed as unknown.
const through = (w: Db | Tx) => ({ db: fromDrizzle(w as unknown as DrizzleTransactionLike, sql) });

export type SendOptions = {
  startAfter?: Date;
  singletonKey?: string;
  /** Straight into the kind's dead letters, to be sent again by a person (what an earlier version had given up). */
  deadLetter?: boolean;
};

/** What sending needs of a kind: its name and the schema of its data (a module that sends need not import the handler). */
export type JobRef<T> = Pick<JobKind<T>, "name" | "data">;

/**
 * Queues one job of `kind` through `w`: inside a transaction it is committed with the caller's change or
 * not at all. The data is checked against the kind's schema first. Answers the job's id (null when the
 * kind's policy refused a second one, as a schedule's "stately" does).
 */
export async function sendJob<T>(w: Db | Tx, kind: JobRef<T>, data: T, opts: SendOptions = {}): Promise<string | null> {
  const queue = queueFor(kind.name);
  const checked = kind.data ? kind.data.parse(data) : data;
  const { deadLetter, ...send } = opts;
  return queue.boss.send(deadLetter ? deadLetterQueue(kind.name) : kind.name, (checked ?? {}) as object, { ...send, ...through(w) });
}

/**
 * Tells what happened: one job for every kind that handles `event`, written through `w` (in the
 * emitter's transaction). The emitter names no handler; `lib/server/app-jobs.ts` composed them.
 */
export async function emit<E extends EventName>(w: Db | Tx, event: E, data: EventData<E>): Promise<void> {
  const queue = currentJobQueue();
  if (!queue) throw new Error(NOT_STARTED);
  const checked = EVENTS[event].parse(data);
  for (const kind of queue.byName.values()) {
    if (kind.on === event) await queue.boss.send(kind.name, checked, through(w));
  }
}
