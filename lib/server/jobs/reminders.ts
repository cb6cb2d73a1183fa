import "server-only";
import { sendTimerReminders } from "@/lib/server/console/reminders";
import { logger } from "@/lib/server/platform/log";
import { jobTime, type JobKind } from "./kinds";

const log = logger("reminders");

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
    if (sent) log.info({ sent }, `${sent} Erinnerungen verschickt`);
    return { sent };
  },
};
