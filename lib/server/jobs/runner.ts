import "server-only";
import type { Job, JobResult, PgBoss } from "pg-boss";
import type { DbHandle } from "@/models/platform/db";
import { bossFor, type BossTimings } from "./boss";
import { deadLetterQueue, type JobKind } from "./kinds";
import { leaveJobQueue, installJobQueue, type JobQueue } from "./queue";

/** Where the runner writes what happens to jobs: the app's logger (pino), handed in by whoever starts it. */
export type JobLog = Record<"debug" | "info" | "warn" | "error", (fields: Record<string, unknown>, message: string) => void>;

export type JobRunner = JobQueue & {
  /** The names of the kinds this runner knows. */
  kinds: string[];
  /** Queues a run of `name` now (what a schedule does when it fires); null when one is already waiting. */
  runNow(name: string, data?: Record<string, unknown>): Promise<string | null>;
  /**
   * Runs what is due now of the kinds that operations and events start (not the schedules, unless
   * named), one job after the other in this process, until nothing is due: the CLI's `run`, and the
   * tests, which take the jobs of their operations without waiting for a poll.
   */
  runDue(opts?: { kinds?: string[] }): Promise<number>;
  /**
   * Stops taking jobs, lets running ones finish for up to `graceMs` (loops notice `shouldStop` and
   * hand back what they hold; a job still running then is failed and retried later), then closes
   * pg-boss's connections. The app's database stays open.
   */
  stop(graceMs?: number): Promise<void>;
};

export type RunnerOptions = BossTimings & {
  log: JobLog;
  /**
   * Take jobs and keep the schedules on this instance (default true). False: only send (the process's
   * queue for operations and events) and `runDue`: a test, a script, the CLI.
   */
  work?: boolean;
  /** Create pg-boss's schema and the kinds' queues (default true; the tests' databases have them from their template). */
  install?: boolean;
  /** How often an idle worker of a kind that operations and events start asks for a job (default 1 s; QUEUE_POLL_MS). */
  pollMs?: number;
  /** How often an idle worker of a cron kind asks for a due job (default 5 s; tests shorten it). */
  cronPollingSeconds?: number;
};

const POLICY_DEFAULT = "stately";
/** How many jobs of a delivery or event kind one fetch takes (their time runs from the fetch: keep expireInSeconds above five tries' length). */
const BATCH = 5;

/** How often an idle worker asks for a due job: sent kinds as often as configured, every-kinds as often as they run (at least 0.5 s), cron kinds every 5 s. */
function pollingSeconds(kind: JobKind, opts: RunnerOptions): number {
  if (kind.every) return Math.min(5, Math.max(0.5, kind.every.everyMs / 1000));
  if (kind.cron) return opts.cronPollingSeconds ?? 5;
  return Math.max(0.5, (opts.pollMs ?? 1000) / 1000);
}

/** Creates (or updates) a kind's queue and its dead-letter queue. A queue kept under another policy by an older version is made again. */
async function ensureQueue(boss: PgBoss, kind: JobKind, log: JobLog) {
  const dead = deadLetterQueue(kind.name);
  if (!(await boss.getQueue(dead))) await boss.createQueue(dead, { retentionSeconds: 30 * 86_400 });
  const options = {
    retryLimit: kind.retry.retryLimit,
    retryDelay: kind.retry.retryDelay,
    retryBackoff: true,
    retryDelayMax: kind.retry.retryDelayMax,
    expireInSeconds: kind.expireInSeconds,
    deadLetter: dead,
    ...(kind.heartbeatSeconds ? { heartbeatSeconds: kind.heartbeatSeconds } : {}),
    ...(kind.keepSeconds ? { deleteAfterSeconds: kind.keepSeconds } : {}),
  };
  const policy = kind.policy ?? POLICY_DEFAULT;
  const existing = await boss.getQueue(kind.name);
  if (existing && existing.policy !== policy) {
    log.warn({ job: kind.name, from: existing.policy, to: policy }, "Warteschlange mit neuer Regel angelegt");
    await boss.deleteQueue(kind.name);
  }
  // Two instances starting at once may both create it; the second one's insert finds it there.
  if (!existing || existing.policy !== policy) {
    await boss.createQueue(kind.name, { ...options, policy }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(kind.name))) throw error;
    });
  }
  await boss.updateQueue(kind.name, options);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates the kinds' queues (unless they are there already) and, on a working instance, writes the cron schedules. */
async function prepareQueues(boss: PgBoss, kinds: JobKind[], install: boolean, work: boolean, log: JobLog) {
  if (install) {
    for (const kind of kinds) await ensureQueue(boss, kind, log);
  }
  if (work) {
    for (const kind of kinds) {
      if (kind.cron) await boss.schedule(kind.name, kind.cron.expression, {}, { tz: kind.cron.tz, missed: kind.cron.missed ?? "skip" });
      else await boss.unschedule(kind.name);
    }
  }
}

/** One try of one job, with its data checked; a failure is logged as retried or given up, and thrown for pg-boss. */
function jobExecutor(db: DbHandle["db"], log: JobLog, control: { shouldStop: () => boolean; signal: AbortSignal }) {
  return async (kind: JobKind, job: Pick<Job<Record<string, unknown>>, "id" | "retryCount" | "data">) => {
    const t = Date.now();
    try {
      const data = kind.data ? kind.data.parse(job.data ?? {}) : (job.data ?? {});
      const result = await kind.run({
        db,
        data: data as Record<string, unknown>,
        job: { id: job.id, retryCount: job.retryCount },
        shouldStop: control.shouldStop,
        signal: control.signal,
      });
      log.debug({ job: kind.name, id: job.id, ms: Date.now() - t }, "Auftrag erledigt");
      return result;
    } catch (error) {
      const last = job.retryCount >= kind.retry.retryLimit;
      const entry = { job: kind.name, id: job.id, attempt: job.retryCount + 1, reason: messageOf(error) };
      if (last) log.error(entry, "Auftrag fehlgeschlagen, aufgegeben (Ablage für gescheiterte Aufträge)");
      else log.warn(entry, "Auftrag fehlgeschlagen, wird wiederholt");
      throw error;
    }
  };
}

type Execute = ReturnType<typeof jobExecutor>;

/**
 * Takes the jobs of every kind: deliveries and events in batches, the rest one at a time; every-kinds
 * chain their next run, and every-kinds and on-start kinds get their first.
 */
async function startWorkers(boss: PgBoss, kinds: JobKind[], opts: RunnerOptions, execute: Execute) {
  const sendNext = async (kind: JobKind, afterMs: number) => {
    await boss
      .send(kind.name, {}, { startAfter: new Date(Date.now() + afterMs) })
      .catch((e) => opts.log.error({ job: kind.name, reason: messageOf(e) }, "Nächster Lauf nicht eingeplant"));
  };

  for (const kind of kinds) {
    const pollingIntervalSeconds = pollingSeconds(kind, opts);
    if ((kind.policy ?? POLICY_DEFAULT) === "standard") {
      // Deliveries and events: up to five at a time, one after the other, each with its own outcome;
      // while a fetch comes back full the next follows at once, so a burst is not paced by the poll.
      await boss.work<Record<string, unknown>>(
        kind.name,
        { pollingIntervalSeconds, batchSize: BATCH, burstWhenBatchFull: true, perJobResults: true },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              const out = await execute(kind, job);
              results.push({ id: job.id, status: "completed", output: out && typeof out === "object" ? out : undefined });
            } catch (error) {
              results.push({ id: job.id, status: "failed", output: { message: messageOf(error) } });
            }
          }
          return results;
        },
      );
      continue;
    }
    await boss.work<Record<string, unknown>>(kind.name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      try {
        return await execute(kind, job);
      } finally {
        // The chain of an every-kind: the next run is queued before this one ends, so a stopping
        // instance hands it to the others.
        if (kind.every) await sendNext(kind, kind.every.everyMs);
      }
    });
  }
  for (const kind of kinds) {
    if (kind.every) await sendNext(kind, kind.every.firstAfterMs);
    else if (kind.onStart) await boss.send(kind.name, {});
  }
}

/**
 * The one job runner (docs/jobs.md): starts pg-boss on the app's database, creates every kind's queue,
 * writes the cron schedules, takes the jobs, and becomes the process's queue that operations send to
 * and emit events into (queue.ts). pg-boss does the locking (a job is fetched by one instance), the
 * retries with exponential backoff, the dead letters and the heartbeats; its cron fires once across
 * instances. It knows no area: `lib/server/app-jobs.ts` hands it the kinds of every area.
 */
export async function startJobRunner(handle: DbHandle, kinds: JobKind[], opts: RunnerOptions): Promise<JobRunner> {
  const { log } = opts;
  const work = opts.work !== false;
  const boss = bossFor(handle, work ? opts : { ...opts, passive: true, migrate: opts.install !== false });
  boss.on("error", (error) => log.error({ reason: messageOf(error) }, "Auftragswarteschlange: Fehler"));
  await boss.start();
  let stopping = false;
  const stopped = new AbortController();
  const byName = new Map(kinds.map((k) => [k.name, k]));

  await prepareQueues(boss, kinds, opts.install !== false, work, log);

  const execute = jobExecutor(handle.db, log, { shouldStop: () => stopping, signal: stopped.signal });

  if (work) await startWorkers(boss, kinds, opts, execute);

  const runner: JobRunner = {
    boss,
    kinds: kinds.map((k) => k.name),
    byName,
    async runNow(name, data = {}) {
      if (!byName.has(name)) throw new Error(`Unbekannter Auftrag: ${name}`);
      return boss.send(name, data);
    },
    async runDue(o = {}) {
      const chosen = kinds.filter((k) => (o.kinds ? o.kinds.includes(k.name) : !k.cron && !k.every));
      let ran = 0;
      for (let round = true; round;) {
        round = false;
        for (const kind of chosen) {
          // In the order they were sent (a batch's rows come back in no particular order).
          const batch = await boss.fetch<Record<string, unknown>>(kind.name, { batchSize: 20, includeMetadata: true });
          batch.sort((x, y) => x.createdOn.getTime() - y.createdOn.getTime());
          for (const job of batch) {
            round = true;
            ran++;
            try {
              const out = await execute(kind, job);
              await boss.complete(kind.name, job.id, out && typeof out === "object" ? (out as object) : undefined);
            } catch (error) {
              await boss.fail(kind.name, job.id, { message: messageOf(error) });
            }
          }
        }
      }
      return ran;
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      stopped.abort();
      leaveJobQueue(runner);
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
  installJobQueue(runner);
  return runner;
}
