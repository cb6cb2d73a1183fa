import "server-only";
import { onEvent } from "@/lib/server/jobs/kinds";
import { deadDeliveryNotice, unmatchedPaymentsNotice } from "@/lib/domain/operator/notifications";
import { DELIVERY_KEEP_SECONDS, DELIVERY_RETRY } from "@/lib/server/platform/deliveries";
import { notifyOperators } from "./notifications";
import { importNotice, orderRequestNotice, placedOrderNotice } from "./notices";

// What needs the operator (docs/operator-notifications.md): each notice is the job of an event, the
// bell's line and the mails to the operator's people, once per event.

/** The bell's line and the mails, once per event: the job's id is the line's key (lib/server/operator/notifications.ts). */
const notice = { retry: DELIVERY_RETRY, expireInSeconds: 60, keepSeconds: DELIVERY_KEEP_SECONDS } as const;

const orderPlacedNoticeJob = onEvent("order.placed", {
  name: "operator.order-notice",
  ...notice,
  run: async ({ db, data, job }) => {
    const n = await placedOrderNotice(db, data.orderId);
    return n ? notifyOperators(db, job.id, n) : { skipped: true };
  },
});

const requestNoticeJob = onEvent("request.created", {
  name: "operator.request-notice",
  ...notice,
  run: async ({ db, data, job }) => notifyOperators(db, job.id, await orderRequestNotice(db, data)),
});

const unmatchedPaymentNoticeJob = onEvent("payment.unmatched", {
  name: "operator.payment-notice",
  ...notice,
  run: ({ db, data, job }) => notifyOperators(db, job.id, unmatchedPaymentsNotice(data)),
});

const givenUpDeliveryNoticeJob = onEvent("delivery.given_up", {
  name: "operator.delivery-notice",
  ...notice,
  run: ({ db, data, job }) =>
    notifyOperators(db, job.id, deadDeliveryNotice({ idfs: data.idfs, paid: data.type === "order.paid", error: data.error })),
});

const failedImportNoticeJob = onEvent("import.finished", {
  name: "operator.import-notice",
  ...notice,
  // Only a failed import needs the operator; a done one is in the Importe history.
  run: async ({ db, data, job }) =>
    data.state === "failed" ? notifyOperators(db, job.id, await importNotice(db, data.importId)) : { skipped: true },
});

/** The operator's notices, for the composition of jobs (lib/server/app-jobs.ts). */
export const operatorNoticeJobs = [
  orderPlacedNoticeJob,
  requestNoticeJob,
  unmatchedPaymentNoticeJob,
  givenUpDeliveryNoticeJob,
  failedImportNoticeJob,
];
