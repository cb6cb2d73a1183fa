import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/models/db";
import { chatMessages, outbox } from "@/models/schema";
import type { OutboxPayload } from "@/models/types";
import { chatPort, type ChatChannel } from "@/lib/integrations/chat";
import { crmPort } from "@/lib/integrations/crm";
import { mailPort, type MailMessage } from "@/lib/integrations/mail";

type Writer = Db | Tx;
type MailPayload = Extract<OutboxPayload, { kind: "mail" }>;

/** After this many failed tries a delivery is dead-lettered with its last error. */
export const MAX_ATTEMPTS = 8;

/** Exponential backoff: 2 s, 4 s, 8 s ... capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, 3600);
}

export async function enqueue(w: Writer, payload: OutboxPayload) {
  await w.insert(outbox).values({ kind: payload.kind, payload });
}

export function enqueueMail(w: Writer, mail: Omit<MailPayload, "kind">) {
  return enqueue(w, { kind: "mail", ...mail });
}

/** Internal chat notifications are suppressed for test stores (SPEC.md section 6). */
export async function enqueueChat(w: Writer, store: { isTest: boolean }, channel: ChatChannel, message: string) {
  if (store.isTest) return;
  await enqueue(w, { kind: "chat", channel, message });
}

export function enqueueCrm(w: Writer, sobject: "Opportunity" | "Account", id: string, fields: Record<string, unknown>) {
  return enqueue(w, { kind: "crm", sobject, id, fields });
}

/** Turns attachment references into bytes at delivery time, so the outbox row stays small. */
export type AttachmentRenderer = (ref: { kind: "invoice"; orderId: string }) => Promise<NonNullable<MailMessage["attachments"]>[number]>;
let renderAttachment: AttachmentRenderer | undefined;
export function setAttachmentRenderer(r: AttachmentRenderer) {
  renderAttachment = r;
}

async function deliver(db: Db, payload: OutboxPayload) {
  switch (payload.kind) {
    case "mail": {
      const attachments = [];
      for (const ref of payload.attachments ?? []) {
        if (!renderAttachment) throw new Error(`Anhang ${ref.kind} kann nicht erzeugt werden`);
        attachments.push(await renderAttachment(ref));
      }
      return mailPort().send({ to: payload.to, subject: payload.subject, text: payload.text, attachments });
    }
    case "chat":
      return chatPort(async (channel, message) => {
        await db.insert(chatMessages).values({ channel, message });
      }).post(payload.channel, payload.message);
    case "crm":
      return crmPort().update(payload.sobject, payload.id, payload.fields);
  }
}

/**
 * Delivers due entries once. Rows are claimed with a lease (locked_until), so two workers never send
 * the same entry, and an entry whose worker died mid-way is picked up again when the lease ends.
 */
export async function processOutbox(db: Db, opts: { limit?: number; leaseSeconds?: number } = {}): Promise<number> {
  const limit = opts.limit ?? 20;
  const lease = opts.leaseSeconds ?? 120;
  const claimed = (await db.execute(sql`
    update outbox set locked_until = now() + make_interval(secs => ${lease})
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number | string }[] };
  const ids = claimed.rows.map((r) => Number(r.id));
  for (const id of ids) {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) continue;
    try {
      await deliver(db, row.payload);
      await db
        .update(outbox)
        .set({ status: "done", deliveredAt: new Date(), lockedUntil: null, attempts: row.attempts + 1, lastError: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = `${row.kind}: ${error instanceof Error ? error.message : String(error)}`;
      const dead = attempts >= MAX_ATTEMPTS;
      console.error(`[outbox] Zustellung ${id} fehlgeschlagen (Versuch ${attempts}${dead ? ", aufgegeben" : ""}): ${reason}`);
      await db
        .update(outbox)
        .set({
          status: dead ? "dead" : "pending",
          attempts,
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
        })
        .where(eq(outbox.id, id));
    }
  }
  return ids.length;
}

/** Runs the worker every `intervalMs` in this process; returns a stop function. */
export function startOutboxWorker(getDb: () => Promise<Db>, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      while ((await processOutbox(db)) > 0) {
        /* drain what is due */
      }
    } catch (error) {
      console.error("[outbox] Worker-Fehler:", error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
