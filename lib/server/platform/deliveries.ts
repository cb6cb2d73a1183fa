import "server-only";
import { z } from "zod";
import type { Db, Tx } from "@/models/platform/db";
import { chatMessages } from "@/models/platform/chat-messages";
import { env } from "@/lib/env";
import { chatPort, type ChatChannel } from "@/lib/integrations/chat";
import { crmPort, type CrmObject } from "@/lib/integrations/crm";
import { mailPort, type MailMessage } from "@/lib/integrations/mail";
import { defineJob, type RetryPolicy } from "@/lib/server/jobs/kinds";
import { sendJob } from "@/lib/server/jobs/queue";

// Deliveries to outside services (mail, chat, CRM), each a job on the one queue (docs/jobs.md
// "Deliveries"): queued through the caller's connection, so inside a transaction it is committed with
// the change or not at all, and sent afterwards with pg-boss's retries, so a failing service never
// loses what a person did.

type Writer = Db | Tx;

/** 8 tries, waits doubling from 2 s up to an hour, then the dead letters. */
export const DELIVERY_RETRY: RetryPolicy = { retryLimit: 7, retryDelay: 2, retryDelayMax: 3600 };
/** A finished delivery stays listed for 30 days (`npm run jobs`); the deletion concept deletes by its own period too. */
export const DELIVERY_KEEP_SECONDS = 30 * 86_400;

const mailSchema = z.object({ to: z.string().min(1), subject: z.string(), text: z.string() });
const chatSchema = z.object({ channel: z.enum(["shop", "store"]), message: z.string() });
const crmSchema = z.object({
  sobject: z.enum(["Opportunity", "Account", "Proposal__c", "Lead"]),
  id: z.string().min(1),
  fields: z.record(z.string(), z.unknown()),
});

/**
 * The Message-ID of a queued mail: derived from its job, the same on every try, so a mail sent again
 * after a crash (the instance died between the SMTP server's "250 OK" and marking the job done) carries
 * the same id and receiving systems can drop the copy.
 */
export function mailMessageId(jobId: string, from = env().MAIL_FROM): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "kuechenportal.invalid";
  return `<job-${jobId}@${domain}>`;
}

/** One try of a mail of the job `jobId` (its Message-ID is the job's); attachments are rendered by the job that sends it. */
export function deliverMail(jobId: string, message: MailMessage): Promise<void> {
  // messageId is read by the SMTP and local adapters (nodemailer's option of that name).
  return mailPort().send({ ...message, messageId: mailMessageId(jobId) } as MailMessage);
}

/** One try of a chat message: Slack, or the local record in `chat_messages`. */
export function deliverChat(db: Db, channel: ChatChannel, message: string): Promise<void> {
  return chatPort(async (c, m) => {
    await db.insert(chatMessages).values({ channel: c, message: m });
  }).post(channel, message);
}

export const mailJob = defineJob({
  name: "mail",
  data: mailSchema,
  policy: "standard",
  retry: DELIVERY_RETRY,
  expireInSeconds: 300,
  keepSeconds: DELIVERY_KEEP_SECONDS,
  run: ({ data, job }) => deliverMail(job.id, data),
});

export const chatJob = defineJob({
  name: "chat",
  data: chatSchema,
  policy: "standard",
  retry: DELIVERY_RETRY,
  expireInSeconds: 300,
  keepSeconds: DELIVERY_KEEP_SECONDS,
  run: ({ db, data }) => deliverChat(db, data.channel, data.message),
});

export const crmPushJob = defineJob({
  name: "crm-push",
  data: crmSchema,
  policy: "standard",
  retry: DELIVERY_RETRY,
  expireInSeconds: 300,
  keepSeconds: DELIVERY_KEEP_SECONDS,
  // An update by record id: sending it twice leaves the record as once, so it needs no key.
  run: ({ data }) => crmPort().update(data.sobject, data.id, data.fields),
});

/** The deliveries' kinds, for the composition of jobs (lib/server/app-jobs.ts). */
export const deliveryJobs = [mailJob, chatJob, crmPushJob];

export async function enqueueMail(w: Writer, mail: z.input<typeof mailSchema>): Promise<void> {
  await sendJob(w, mailJob, mail);
}

/** Internal chat notifications are suppressed for test stores (SPEC.md section 6). */
export async function enqueueChat(w: Writer, store: { isTest: boolean }, channel: ChatChannel, message: string): Promise<void> {
  if (store.isTest) return;
  await sendJob(w, chatJob, { channel, message });
}

export async function enqueueCrm(w: Writer, sobject: CrmObject, id: string, fields: Record<string, unknown>): Promise<void> {
  await sendJob(w, crmPushJob, { sobject, id, fields });
}
