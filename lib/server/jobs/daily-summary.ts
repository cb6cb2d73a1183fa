import "server-only";
import { sendDailySummaries } from "@/lib/server/console/reminders";
import { logger } from "@/lib/server/platform/log";
import { BERLIN_TIME_ZONE } from "@/lib/domain/platform/berlin-time";
import { jobTime, type JobKind } from "./kinds";

const log = logger("reminders");

/**
 * The daily summary at 8:00 Berlin time. When no
 * instance ran at 8:00, the first one up catches up once (until noon; later the day's mail is left
 * out, see dailySummaryDay). Once per person and day: the key is recorded with the queued mail.
 */
export const dailySummaryJob: JobKind = {
  name: "daily-summary",
  retry: { retryLimit: 3, retryDelay: 60, retryDelayMax: 600 },
  expireInSeconds: 900,
  cron: { expression: "0 8 * * *", tz: BERLIN_TIME_ZONE, missed: "once" },
  async run({ db, data }) {
    const sent = await sendDailySummaries(db, jobTime(data));
    if (sent) log.info({ sent }, `${sent} Tageszusammenfassungen verschickt`);
    return { sent };
  },
};
