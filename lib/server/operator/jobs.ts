import "server-only";
import type { Env } from "@/lib/env";
import { defineJob, jobTime, onEvent, type JobKind } from "@/lib/server/jobs/kinds";
import { emit } from "@/lib/server/jobs/queue";
import { EVENTS } from "@/lib/server/jobs/events";
import { importEnd, runImportTry } from "./catalog-import";
import { importWorker, runImportInOwnProcess, type ImportWorker } from "./catalog-import-process";
import { CATALOG_IMPORT_JOB } from "./catalog-import-upload";
import { ORDER_PAID_WEBHOOK_QUEUE, ORDER_WEBHOOK_QUEUE, sendOrderWebhook } from "./orders-out";
import { fetchWaitingCatalogImages } from "./product-images";
import { createRefundDue } from "./refunds";
import type { Db } from "@/models/platform/db";
import { expireImportUndo } from "./catalog-import-undo";
import { BERLIN_TIME_ZONE } from "@/lib/domain/platform/berlin-time";
import { logger } from "../platform/log";
import { runOperatorRetention } from "./retention";

// The back office's background work (docs/jobs.md): the queued catalog imports, the product images an
// import names by URL, and each placed order to the supplier's webhook. The notices for the operator's
// bell and mail are in notice-jobs.ts.

/**
 * A catalog import (lib/server/operator/catalog-import.ts): the upload commits the import's row with
 * this job; one import runs at a time across instances, the others wait. On PostgreSQL a production
 * server runs it in a process of its own (catalog-import-process.ts), so an import's memory never adds
 * to the server's; with the embedded database it runs in the server. An instance or process that dies
 * mid-import stops the job's heartbeat and the next try starts the import again from its file (pass 2
 * is one transaction, so a half-applied import cannot exist); after MAX_IMPORT_ATTEMPTS tries that did
 * not end it is given up with its reason. When it ended, `import.finished` says so.
 */
export function catalogImportJob(worker: () => ImportWorker | null = importWorker): JobKind<{ importId: string }> {
  return defineJob({
    ...CATALOG_IMPORT_JOB,
    policy: "singleton",
    retry: { retryLimit: 3, retryDelay: 10, retryDelayMax: 60 },
    expireInSeconds: 3600,
    heartbeatSeconds: 30,
    async run({ db, data, job, signal }) {
      const own = worker();
      const attempt = job.retryCount + 1;
      const ran = own ? (await runImportInOwnProcess(own, data.importId, attempt, { signal })).state : await runImportTry(db, data.importId, attempt);
      // A try that finds the import ended (an earlier try ended it but not its job) tells it again.
      const state = ran ?? (await importEnd(db, data.importId));
      // A preview changed nothing: no images to fetch until "Übernehmen" applies it.
      if (state && state !== "previewed") await emit(db, "import.finished", { importId: data.importId, state });
      return { state };
    },
  });
}

/**
 * Product images named by URL in an applied catalog import (lib/server/operator/product-images.ts): the
 * import writes its MIME references as waiting rows; when it finished, this job fetches them 200 at a
 * time until none waits, each within the download limits (lib/domain/operator/media-rules.ts), and
 * records every image as stored or failed with its reason. A failed image never fails the import. Also
 * queued at each start, for what a stop left waiting.
 */
export const catalogMediaJob = defineJob({
  name: "catalog-media",
  on: "import.finished",
  // The event's data, or none: the run queued at a start names no import (it fetches whatever waits).
  data: EVENTS["import.finished"].partial(),
  // One waits and one runs: a second import's images are taken by the run that waits.
  policy: "stately",
  retry: { retryLimit: 2, retryDelay: 30, retryDelayMax: 300 },
  expireInSeconds: 1800,
  heartbeatSeconds: 30,
  onStart: true,
  async run({ db, shouldStop }) {
    const total = { stored: 0, failed: 0 };
    while (!shouldStop()) {
      const r = await fetchWaitingCatalogImages(db, { shouldStop });
      total.stored += r.stored;
      total.failed += r.failed;
      if (r.stored + r.failed === 0) break;
    }
    return total;
  },
});

/**
 * The undo of a catalog import lasts 30 days (lib/server/operator/catalog-import-undo.ts): daily at 3:45
 * Berlin time (after the retention job), caught up once after a gap, the before-images of imports
 * applied earlier are deleted and those imports can no longer be undone. Safe to run twice.
 */
export const catalogImportUndoExpiryJob: JobKind = {
  name: "catalog-import-undo-expiry",
  retry: { retryLimit: 2, retryDelay: 600, retryDelayMax: 3600 },
  expireInSeconds: 1800,
  cron: { expression: "45 3 * * *", tz: BERLIN_TIME_ZONE, missed: "once" },
  async run({ db, data }) {
    return { expired: await expireImportUndo(db, jobTime(data)) };
  },
};

type WebhookConfig = Pick<Env, "ORDER_WEBHOOK_RETRIES" | "ORDER_WEBHOOK_RETRY_DELAY_SECONDS" | "ORDER_WEBHOOK_RETRY_MAX_SECONDS">;

/** The tries and waits of a delivery to the supplier's webhook; the Bestellausgang lists the deliveries of the last 30 days. */
const webhookTries = (config: WebhookConfig) => ({
  retry: {
    retryLimit: config.ORDER_WEBHOOK_RETRIES,
    retryDelay: config.ORDER_WEBHOOK_RETRY_DELAY_SECONDS,
    retryDelayMax: config.ORDER_WEBHOOK_RETRY_MAX_SECONDS,
  },
  expireInSeconds: 120,
  keepSeconds: 30 * 86_400,
});

const retentionLog = logger("retention");

/**
 * The back office's part of the deletion concept (docs/deletion-concept.md), daily at 3:30 Berlin time
 * beside the console's retention job, caught up once after a gap: deletes API key uses and completed
 * DSGVO requests past their period (lib/server/operator/retention.ts). Safe to run twice.
 */
export const operatorRetentionJob: JobKind = {
  name: "operator-retention",
  retry: { retryLimit: 2, retryDelay: 600, retryDelayMax: 3600 },
  expireInSeconds: 1800,
  cron: { expression: "30 3 * * *", tz: BERLIN_TIME_ZONE, missed: "once" },
  async run({ db, data }) {
    const r = await runOperatorRetention(db, { now: jobTime(data) });
    const summary = { apiKeyUses: r.apiKeyUses, privacyRequests: r.privacyRequests };
    if (r.apiKeyUses || r.privacyRequests)
      retentionLog.info(summary, `${r.apiKeyUses} Schlüsselzugriffe, ${r.privacyRequests} Datenschutzanträge gelöscht`);
    return summary;
  },
};

/**
 * A placed order to the supplier's webhook (docs/orders-out.md), when one is set up in /betrieb: signed
 * at each try, the order number as its Idempotency-Key. The waits between tries are pg-boss's backoff
 * from ORDER_WEBHOOK_RETRY_DELAY_SECONDS, doubling up to ORDER_WEBHOOK_RETRY_MAX_SECONDS, for
 * ORDER_WEBHOOK_RETRIES tries after the first (by default about four hours, so a supplier system that is
 * down for an hour loses nothing); then the order waits in the dead letters for "Erneut senden".
 */
export function orderWebhookJob(config: WebhookConfig) {
  return onEvent("order.placed", {
    name: ORDER_WEBHOOK_QUEUE,
    ...webhookTries(config),
    run: ({ db, data, job }) =>
      tellWhenGivenUp(db, job.retryCount >= config.ORDER_WEBHOOK_RETRIES, { idfs: data.idfs, type: "order.submitted" }, () =>
        sendOrderWebhook(db, data.idfs),
      ),
  });
}

/**
 * An order paid from now on (`order.paid`, lib/server/shop/payments.ts) to the supplier's webhook, as
 * `type: "order.paid"` with the order's document and its payment, so an ERP ships only paid orders
 * (DECISIONS.md "Payment"). Tries and waits as the placed order's; the Idempotency-Key is
 * "<order number>:paid".
 */
export function orderPaidWebhookJob(config: WebhookConfig) {
  return onEvent("order.paid", {
    name: ORDER_PAID_WEBHOOK_QUEUE,
    ...webhookTries(config),
    run: ({ db, data, job }) =>
      tellWhenGivenUp(db, job.retryCount >= config.ORDER_WEBHOOK_RETRIES, { idfs: data.idfs, type: "order.paid" }, () =>
        sendOrderWebhook(db, data.idfs, undefined, "order.paid"),
      ),
  });
}

/**
 * A credit note that pays money back (`credit_note.issued` with `refundCents` > 0): the refund due, to
 * the account the order's payment came from (lib/server/operator/refunds.ts), for the operator's SEPA
 * file. Once per credit note, so a try again writes nothing twice.
 */
export const refundDueJob = onEvent("credit_note.issued", {
  name: "operator.refund-due",
  retry: { retryLimit: 5, retryDelay: 5, retryDelayMax: 600 },
  expireInSeconds: 60,
  run: ({ db, data }) => createRefundDue(db, data),
});

/**
 * One try of a delivery to the webhook; when the last try fails (the job goes to the dead letters),
 * `delivery.given_up` tells it before the failure is handed back to pg-boss.
 */
async function tellWhenGivenUp<T>(
  db: Db,
  last: boolean,
  what: { idfs: string; type: "order.submitted" | "order.paid" },
  send: () => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (e) {
    if (last) await emit(db, "delivery.given_up", { ...what, error: e instanceof Error ? e.message : String(e) });
    throw e;
  }
}
