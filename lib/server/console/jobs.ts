import "server-only";
import { notifications } from "@/models/console/requests";
import { BERLIN_TIME_ZONE } from "@/lib/domain/platform/berlin-time";
import { jobTime, onEvent, type JobKind } from "@/lib/server/jobs/kinds";
import { logger } from "../platform/log";
import { DELIVERY_KEEP_SECONDS, DELIVERY_RETRY } from "../platform/deliveries";
import { sendDailySummaries, sendTimerReminders } from "./reminders";
import { runRetention } from "./retention";
import { runCrmSync } from "./crm-sync";

// The console's background work (docs/jobs.md): the CRM mirror's refresh, reminders before response
// timers run out, the daily summary, the deletion concept, and the studio's bell when an order's status changed or a request was
// decided.

const reminderLog = logger("reminders");

/**
 * Reminders before response timers run out, every minute. Each request and threshold is reminded
 * once: the key is recorded in the transaction that queues the mails (lib/server/console/reminders.ts).
 */
export const remindersJob: JobKind = {
  name: "reminders",
  retry: { retryLimit: 2, retryDelay: 10, retryDelayMax: 60 },
  expireInSeconds: 300,
  cron: { expression: "* * * * *", tz: "Europe/Berlin" },
  async run({ db, data }) {
    const sent = await sendTimerReminders(db, jobTime(data));
    if (sent) reminderLog.info({ sent }, `${sent} Erinnerungen verschickt`);
    return { sent };
  },
};

/**
 * The daily summary at 8:00 Berlin time. When no instance ran at 8:00, the first one up catches up once
 * (until noon; later the day's mail is left out, see dailySummaryDay). Once per person and day: the key
 * is recorded with the queued mail.
 */
export const dailySummaryJob: JobKind = {
  name: "daily-summary",
  retry: { retryLimit: 3, retryDelay: 60, retryDelayMax: 600 },
  expireInSeconds: 900,
  cron: { expression: "0 8 * * *", tz: BERLIN_TIME_ZONE, missed: "once" },
  async run({ db, data }) {
    const sent = await sendDailySummaries(db, jobTime(data));
    if (sent) reminderLog.info({ sent }, `${sent} Tageszusammenfassungen verschickt`);
    return { sent };
  },
};

const retentionLog = logger("retention");

/**
 * The deletion concept (docs/deletion-concept.md) run daily at 3:30 Berlin time, caught up once after a
 * gap: anonymises end customers of requests closed longer than the period, deletes their files, old
 * finance requests, access-log entries and deliveries (the back office's tables: its own job,
 * operator-retention in lib/server/operator/jobs.ts). Safe to run twice: an anonymised lead is never
 * picked again, and each lead is anonymised in its own transaction.
 */
export const retentionJob: JobKind = {
  name: "retention",
  retry: { retryLimit: 2, retryDelay: 600, retryDelayMax: 3600 },
  expireInSeconds: 3600,
  cron: { expression: "30 3 * * *", tz: BERLIN_TIME_ZONE, missed: "once" },
  async run({ db, data, shouldStop }) {
    const r = await runRetention(db, { now: jobTime(data), shouldStop });
    // Counts only: customer numbers and names stay out of the log.
    const summary = {
      leads: r.leads.length,
      files: r.filesRemoved,
      financeRequests: r.financeRequests,
      accessLogEntries: r.accessLogEntries,
      deliveries: r.deliveries,
    };
    if (r.leads.length || r.financeRequests || r.accessLogEntries || r.deliveries)
      retentionLog.info(summary, `${r.leads.length} Endkunden anonymisiert, ${r.filesRemoved} Dateien entfernt`);
    return summary;
  },
};

const bell = { retry: DELIVERY_RETRY, expireInSeconds: 60, keepSeconds: DELIVERY_KEEP_SECONDS } as const;

/**
 * The bell of the studio the order belongs to: one line per event, at the moment the change was made.
 * A try that wrote the line but did not finish is not repeated: the job's id is the line's key.
 */
async function ring(db: Parameters<JobKind["run"]>[0]["db"], jobId: string, storeId: string, message: string, at: string) {
  await db
    .insert(notifications)
    .values({ storeId, message, createdAt: new Date(at), jobId })
    .onConflictDoNothing({ target: notifications.jobId });
}

export const orderStatusBellJob = onEvent("order.status_changed", {
  name: "console.order-status-bell",
  ...bell,
  run: ({ db, data, job }) => ring(db, job.id, data.storeId, data.news.bell, data.at),
});

export const requestDecisionBellJob = onEvent("request.decided", {
  name: "console.request-decision-bell",
  ...bell,
  run: ({ db, data, job }) => ring(db, job.id, data.storeId, data.news.bell, data.at),
});

export const consoleJobs = [remindersJob, dailySummaryJob, retentionJob, orderStatusBellJob, requestDecisionBellJob];

const crmLog = logger("crm-sync");

/**
 * The CRM mirror's refresh from Salesforce (only scheduled when Salesforce is configured): once soon
 * after the first start, then `intervalMs` (CRM_SYNC_INTERVAL_MS) after each run ends, incrementally
 * from the last watermark. Its queue holds one waiting run across instances, so a restart neither
 * starts a second chain nor runs early.
 */
export function crmSyncJob(intervalMs: number): JobKind {
  return {
    name: "crm-sync",
    retry: { retryLimit: 3, retryDelay: 30, retryDelayMax: 600 },
    expireInSeconds: 1800,
    every: { everyMs: intervalMs, firstAfterMs: 0 },
    async run({ db }) {
      const r = await runCrmSync(db);
      crmLog.info(r, `${r.stores} Studios, ${r.opportunities} Opportunities, ${r.proposals} Angebote, ${r.picklists} Auswahllisten aktualisiert`);
      return r;
    },
  };
}
