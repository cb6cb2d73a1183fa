import "server-only";
import { processOutbox } from "@/lib/server/jobs/outbox";
import type { JobKind } from "./kinds";

/** A run drains for at most this long, then hands over to the next run (a shutdown waits for no more). */
export const DRAIN_BUDGET_MS = 20_000;

/**
 * Deliveries (mail, chat, CRM push): the outbox table is the record, written in the user's
 * transaction (lib/server/jobs/outbox.ts); this job drains what is due, `everyMs` after its last run,
 * on one instance at a time. Each row is claimed exactly once and retried with its own backoff and
 * dead-letter state (outbox.status "dead"); the job's own retries only cover a failing database.
 */
export function deliveriesJob(everyMs: number): JobKind {
  return {
    name: "deliveries",
    retry: { retryLimit: 3, retryDelay: 2, retryDelayMax: 30 },
    expireInSeconds: 120,
    // An instance that dies mid-run stops sending heartbeats: another takes over within about 30 s.
    heartbeatSeconds: 20,
    every: { everyMs, firstAfterMs: 0 },
    // A safety net: should the chain of runs ever break (every try failed), the next minute restarts it.
    cron: { expression: "* * * * *", tz: "Europe/Berlin" },
    async run({ db, shouldStop }) {
      const until = Date.now() + DRAIN_BUDGET_MS;
      let claimed = 0;
      while (!shouldStop() && Date.now() < until) {
        const n = await processOutbox(db, { shouldStop });
        claimed += n;
        if (n === 0) break;
      }
      return { claimed };
    },
  };
}
