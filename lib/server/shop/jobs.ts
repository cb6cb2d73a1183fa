import "server-only";
import { z } from "zod";
import { defineJob, jobTime, onEvent } from "@/lib/server/jobs/kinds";
import { DELIVERY_KEEP_SECONDS, DELIVERY_RETRY, deliverMail } from "../platform/deliveries";
import { postOrderNotice, sendOrderConfirmation } from "./order-confirmation";
import { creditNoteFile } from "./credit-note-documents";
import { sendPaymentReminders } from "./payment-reminders";
import { env } from "@/lib/env";
import type { JobKind } from "@/lib/server/jobs/kinds";

// The shop's background work (docs/jobs.md): what it does when an order was placed, its status changed
// or a request was decided, and the credit note's mail. Each a job of its own, so a failing mail server
// retries the mail and not the chat notice.

const delivery = { retry: DELIVERY_RETRY, expireInSeconds: 300, keepSeconds: DELIVERY_KEEP_SECONDS } as const;

/** The confirmation mail with the invoice (PDF and GiroCode), its Message-ID the job's. */
export const orderConfirmationJob = onEvent("order.placed", {
  name: "shop.order-confirmation",
  ...delivery,
  run: ({ data, job }) => sendOrderConfirmation(job.id, data.orderId),
});

/** "Neue Bestellung …" in the shop channel. */
export const orderNoticeJob = onEvent("order.placed", {
  name: "shop.order-notice",
  ...delivery,
  run: ({ db, data }) => postOrderNotice(db, data.orderId),
});

/** The supplier's news on an order (dates, shipments) to the delivery contact. */
export const orderStatusMailJob = onEvent("order.status_changed", {
  name: "shop.order-status-mail",
  ...delivery,
  run: ({ data, job }) => deliverMail(job.id, { to: data.news.to, subject: data.news.subject, text: data.news.text }),
});

/** The operator's decision on a cancellation or return to the delivery contact. */
export const requestDecisionMailJob = onEvent("request.decided", {
  name: "shop.request-decision-mail",
  ...delivery,
  run: ({ data, job }) => deliverMail(job.id, { to: data.news.to, subject: data.news.subject, text: data.news.text }),
});

/** A credit note's mail, queued in the transaction that issues it; the ZUGFeRD PDF is rendered when it is sent. */
export const creditNoteMailJob = defineJob({
  name: "shop.credit-note-mail",
  data: z.object({ creditNoteId: z.string(), to: z.string(), subject: z.string(), text: z.string() }),
  policy: "standard",
  ...delivery,
  run: async ({ data, job }) =>
    deliverMail(job.id, { to: data.to, subject: data.subject, text: data.text, attachments: [await creditNoteFile(data.creditNoteId, "pdf")] }),
});

/**
 * The payment reminders (lib/server/shop/payment-reminders.ts), daily at 9:00 Berlin time; a missed day is
 * caught up once. Each order is reminded once (its row in payment_reminders is written with the mail).
 */
export const paymentRemindersJob: JobKind = {
  name: "shop.payment-reminders",
  retry: { retryLimit: 2, retryDelay: 60, retryDelayMax: 600 },
  expireInSeconds: 900,
  cron: { expression: "0 9 * * *", tz: "Europe/Berlin", missed: "once" },
  async run({ db, data }) {
    return { sent: await sendPaymentReminders(db, jobTime(data), env().PAYMENT_REMINDER_DAYS) };
  },
};

export const shopJobs = [orderConfirmationJob, orderNoticeJob, orderStatusMailJob, requestDecisionMailJob, creditNoteMailJob, paymentRemindersJob];
