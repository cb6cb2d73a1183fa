import "server-only";
import type { PgBoss } from "pg-boss";
import type { DbHandle } from "@/models/platform/db";
import { logger, reason } from "@/lib/server/platform/log";
import { bossFor, type BossTimings } from "./boss";
import { deadLetterQueue, type JobKind } from "./kinds";

const log = logger("jobs");

export type JobRunner = {
  boss: PgBoss;
  /** The names of the kinds this runner schedules and takes. */
  kinds: string[];
  /** Queues a run of `name` now (what a schedule does when it fires); null when one is already waiting. */
  runNow(name: string, data?: Record<string, unknown>): Promise<string | null>;
  /**
   * Stops taking jobs, lets running ones finish for up to `graceMs` (loops notice `shouldStop` and
   * hand back what they hold), then closes pg-boss's connections. The app's database stays open.
   */
  stop(graceMs?: number): Promise<void>;
};

export type RunnerOptions = BossTimings & {
  /** Take jobs on this instance (default true). False: only create the queues and schedules. */
  work?: boolean;
  /** How often an idle worker of a cron kind asks for a due job (default 5 s; tests shorten it). */
  cronPollingSeconds?: number;
};

/** How often an idle worker asks for a due job: every-kinds as often as they run (at least 0.5 s), cron kinds every 5 s. */
function pollingSeconds(kind: JobKind, cronPolling = 5): number {
  if (kind.every) return Math.min(5, Math.max(0.5, kind.every.everyMs / 1000));
  return cronPolling;
}

/** Creates (or updates) a kind's queue and its dead-letter queue. */
async function ensureQueue(boss: PgBoss, kind: JobKind) {
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
  };
  // Two instances starting at once may both create it; the second one's insert finds it there.
  if (!(await boss.getQueue(kind.name))) {
    await boss.createQueue(kind.name, { ...options, policy: "stately" }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(kind.name))) throw error;
    });
  }
  await boss.updateQueue(kind.name, options);
}

/**
 * The one job runner (ARCHITECTURE.md "Where cross-cutting concerns live"): starts pg-boss on the
 * app's database, creates every kind's queue, writes the cron schedules and takes the jobs. pg-boss
 * does the locking (a job is fetched by one instance), the retries with exponential backoff and the
 * dead letters; its cron fires once across instances. First start on a database installs pg-boss's
 * schema (a few seconds on the embedded database).
 */
export async function startJobRunner(handle: DbHandle, kinds: JobKind[], opts: RunnerOptions = {}): Promise<JobRunner> {
  const boss = bossFor(handle, opts);
  boss.on("error", (error) => log.error({ reason: reason(error) }, "Auftragswarteschlange: Fehler"));
  await boss.start();
  let stopping = false;
  const byName = new Map(kinds.map((k) => [k.name, k]));

  for (const kind of kinds) {
    await ensureQueue(boss, kind);
    if (kind.cron) await boss.schedule(kind.name, kind.cron.expression, {}, { tz: kind.cron.tz, missed: kind.cron.missed ?? "skip" });
    else await boss.unschedule(kind.name);
  }

  const sendNext = async (kind: JobKind, afterMs: number) => {
    await boss
      .send(kind.name, {}, { startAfter: new Date(Date.now() + afterMs) })
      .catch((e) => log.error({ job: kind.name, reason: reason(e) }, "Nächster Lauf nicht eingeplant"));
  };

  if (opts.work !== false) {
    for (const kind of kinds) {
      await boss.work<Record<string, unknown>>(
        kind.name,
        { pollingIntervalSeconds: pollingSeconds(kind, opts.cronPollingSeconds), batchSize: 1 },
        async ([job]) => {
          const t = Date.now();
          try {
            const result = await kind.run({ db: handle.db, data: job.data ?? {}, shouldStop: () => stopping });
            log.debug({ job: kind.name, id: job.id, ms: Date.now() - t }, "Auftrag erledigt");
            return result;
          } catch (error) {
            const last = job.retryCount >= kind.retry.retryLimit;
            const entry = { job: kind.name, id: job.id, attempt: job.retryCount + 1, reason: reason(error) };
            if (last) log.error(entry, "Auftrag fehlgeschlagen, aufgegeben (Ablage für gescheiterte Aufträge)");
            else log.warn(entry, "Auftrag fehlgeschlagen, wird wiederholt");
            throw error;
          } finally {
            // The chain of an every-kind: the next run is queued before this one ends, so a stopping
            // instance hands it to the others.
            if (kind.every) await sendNext(kind, kind.every.everyMs);
          }
        },
      );
    }
    for (const kind of kinds) {
      if (kind.every) await sendNext(kind, kind.every.firstAfterMs);
      else if (kind.onStart) await boss.send(kind.name, {});
    }
  }

  return {
    boss,
    kinds: kinds.map((k) => k.name),
    async runNow(name, data = {}) {
      if (!byName.has(name)) throw new Error(`Unbekannter Auftrag: ${name}`);
      return boss.send(name, data);
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
}
