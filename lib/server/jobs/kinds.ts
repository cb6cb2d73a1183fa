import "server-only";
import type { z } from "zod";
import type { Db } from "@/models/platform/db";
import { EVENTS, type EventData, type EventName } from "./events";

/** What a job's handler gets: the app's database, the job's data and a way to notice a shutdown. */
export type JobContext<T = Record<string, unknown>> = {
  db: Db;
  /** The job's data, checked against the kind's schema (cron jobs carry the schedule's data; a catch-up or a test may pass `at`). */
  data: T;
  /** The pg-boss job: its id is the same on every try (a delivery's idempotency key), `retryCount` the tries before this one. */
  job: { id: string; retryCount: number };
  /** True once the runner is stopping: a handler that loops returns early and leaves the rest. */
  shouldStop: () => boolean;
  /** Aborted when the runner stops: a handler that waits on something long (a process of its own) ends it. */
  signal: AbortSignal;
};

/** Retries of a failed run, by pg-boss: `retryDelay * 2^n` seconds (capped), then the dead-letter queue. */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryDelayMax: number };

/**
 * How jobs of a kind wait and run across all instances (pg-boss queue policies):
 * - "stately" (schedules): at most one waits and one runs, so a schedule that fires on two instances
 *   at the same minute runs once, and a slow run is never overtaken by the next one;
 * - "singleton" (imports): any number wait, one runs at a time;
 * - "standard" (deliveries, events): every job sent runs, several at once.
 */
export type JobPolicy = "stately" | "singleton" | "standard";

/**
 * One kind of background work, owned by the feature it serves (`lib/server/<area>/jobs.ts`): a pg-boss
 * queue with its retries, how it is started (sent by an operation, an event it handles, a schedule),
 * the schema of its data and its handler. `lib/server/app-jobs.ts` lists the kinds of every area.
 */
export type JobKind<T = Record<string, unknown>> = {
  name: string;
  /** The data's one definition: checked when a job is sent and again when it runs. */
  data?: z.ZodType<T>;
  /** Default "stately" (a schedule); see JobPolicy. */
  policy?: JobPolicy;
  retry: RetryPolicy;
  /** Seconds after which a running job counts as lost (its instance died) and is retried. */
  expireInSeconds: number;
  /** When set, a running job sends a heartbeat this often (seconds / 2); a silent one is retried sooner than at expiry. */
  heartbeatSeconds?: number;
  /** How long a finished job stays in the queue's table (what `npm run jobs` and /betrieb list); pg-boss's default is 7 days. */
  keepSeconds?: number;
  /** The event this kind handles: every `emit` of it sends one job of this kind, in the emitter's transaction. */
  on?: EventName;
  /** A cron expression (minutes; six fields for seconds) in `tz`; `missed: "once"` catches up one run after a gap. */
  cron?: { expression: string; tz: string; missed?: "once" | "skip" };
  /**
   * Runs again `everyMs` after each run ends (the next job is queued with a start time); for work
   * that is due more often than cron's minute, or at an interval of the configuration's. `firstAfterMs`: the first run after a start.
   */
  every?: { everyMs: number; firstAfterMs: number };
  /** Queued once when an instance starts (catching up what a restart may have postponed), with no data: its schema must accept `{}`. */
  onStart?: boolean;
  // A method, so a kind of specific data stands in a list of kinds (lib/server/app-jobs.ts).
  run(ctx: JobContext<T>): Promise<unknown>;
};

/** A kind whose data TypeScript takes from its schema. */
export function defineJob<T>(kind: JobKind<T>): JobKind<T> {
  return kind;
}

/** A kind that handles an event: its data is the event's. */
export function onEvent<E extends EventName>(event: E, kind: Omit<JobKind<EventData<E>>, "on" | "data">): JobKind<EventData<E>> {
  return { policy: "standard", ...kind, on: event, data: EVENTS[event] as unknown as z.ZodType<EventData<E>> };
}

/** The name of a kind's dead-letter queue: its jobs that failed every try, with the data they had. */
export function deadLetterQueue(name: string): string {
  return `${name}-dead`;
}

/** The moment a run works for: `data.at` when a catch-up or a test names one, otherwise now. */
export function jobTime(data: Record<string, unknown>): Date {
  const at = typeof data.at === "string" ? new Date(data.at) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}
