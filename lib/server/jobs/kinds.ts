import "server-only";
import type { Db } from "@/models/platform/db";

/** What a job's handler gets: the app's database, the job's data and a way to notice a shutdown. */
export type JobContext = {
  db: Db;
  /** The job's data (cron jobs carry the schedule's data; a catch-up or a test may pass `at`). */
  data: Record<string, unknown>;
  /** True once the runner is stopping: a handler that loops returns early and leaves the rest. */
  shouldStop: () => boolean;
};

/** Retries of a failed run, by pg-boss: `retryDelay * 2^n` seconds (capped), then the dead-letter queue. */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryDelayMax: number };

/**
 * One kind of background work: a pg-boss queue with its retries, how it is scheduled, and its handler.
 * Every kind's queue has the policy "stately": at most one job waiting and one running across all
 * instances, so a schedule that fires on two instances at the same minute runs once, and a slow run
 * is never overtaken by the next one.
 */
export type JobKind = {
  name: string;
  retry: RetryPolicy;
  /** Seconds after which a running job counts as lost (its instance died) and is retried. */
  expireInSeconds: number;
  /** When set, a running job sends a heartbeat this often (seconds / 2); a silent one is retried sooner than at expiry. */
  heartbeatSeconds?: number;
  /** A cron expression (minutes; six fields for seconds) in `tz`; `missed: "once"` catches up one run after a gap. */
  cron?: { expression: string; tz: string; missed?: "once" | "skip" };
  /**
   * Runs again `everyMs` after each run ends (the next job is queued with a start time); for work
   * that is due more often than cron's minute. `firstAfterMs`: the first run after a start.
   */
  every?: { everyMs: number; firstAfterMs: number };
  /** Queued once when an instance starts (catching up what a restart may have postponed). */
  onStart?: boolean;
  run: (ctx: JobContext) => Promise<unknown>;
};

/** The name of a kind's dead-letter queue: its jobs that failed every try, with the data they had. */
export function deadLetterQueue(name: string): string {
  return `${name}-dead`;
}

/** The moment a run works for: `data.at` when a catch-up or a test names one, otherwise now. */
export function jobTime(data: Record<string, unknown>): Date {
  const at = typeof data.at === "string" ? new Date(data.at) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}
