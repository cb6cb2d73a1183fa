import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/models/platform/db";
import { chatMessages, orderWebhooks, outbox, type OutboxRow } from "@/models/schema";
import type { OutboxPayload } from "@/models/platform/outbox-types";
import { env } from "@/lib/env";
import { chatPort, type ChatChannel } from "@/lib/integrations/chat";
import { crmPort, type CrmObject } from "@/lib/integrations/crm";
import { mailPort, type MailMessage } from "@/lib/integrations/mail";
import { logger, reason as reasonOf } from "@/lib/server/platform/log";
import { orderWebhookRetry, sendOrderWebhook } from "@/lib/server/operator/orders-out";
import { renderAttachments } from "./mail-attachments";
import { sqlRows } from "../platform/sql-rows";

const log = logger("outbox");

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

/**
 * In the order's transaction (issue 33): when a webhook for orders is set up in /betrieb, the order is
 * queued for it, committed with the order or not at all. Rendered and signed at delivery.
 */
export async function enqueueOrderWebhook(w: Writer, orderNumber: string) {
  const [hook] = await w.select({ id: orderWebhooks.id }).from(orderWebhooks).limit(1);
  if (hook) await enqueue(w, { kind: "order-webhook", orderNumber });
}

export function enqueueCrm(w: Writer, sobject: CrmObject, id: string, fields: Record<string, unknown>) {
  return enqueue(w, { kind: "crm", sobject, id, fields });
}

/**
 * The Message-ID of an outbox mail: derived from the row, so a mail sent again after a crash (the
 * worker died between the SMTP server's "250 OK" and marking the row done) carries the same id and
 * receiving systems can drop the copy.
 */
export function outboxMessageId(row: Pick<OutboxRow, "id" | "createdAt">, from = env().MAIL_FROM): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "kuechenportal.invalid";
  return `<outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${domain}>`;
}

async function deliver(db: Db, row: OutboxRow) {
  const payload = row.payload;
  switch (payload.kind) {
    case "mail": {
      // Attachments are rendered at delivery time, so the outbox row stays small.
      const attachments = await renderAttachments(payload.attachments ?? []);
      // messageId is read by the SMTP and local adapters (nodemailer's option of that name).
      const message: MailMessage & { messageId: string } = {
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        attachments,
        messageId: outboxMessageId(row),
      };
      return mailPort().send(message);
    }
    case "chat":
      return chatPort(async (channel, message) => {
        await db.insert(chatMessages).values({ channel, message });
      }).post(payload.channel, payload.message);
    case "crm":
      // An update by record id: sending it twice leaves the record as once, so it needs no key.
      return crmPort().update(payload.sobject, payload.id, payload.fields);
    case "order-webhook":
      // Signed at each try; the order number is the receiver's idempotency key.
      return sendOrderWebhook(db, payload.orderNumber);
  }
}

type Claim = { id: number | string; token: string };

export type ProcessOptions = {
  limit?: number;
  /** How long a claim is valid without renewal. */
  leaseSeconds?: number;
  /** How often claimed rows are renewed while the batch runs; default a third of the lease. 0: never (tests). */
  renewEveryMs?: number;
  /** Asked before each delivery; when true the rest of the batch is released for another worker. */
  shouldStop?: () => boolean;
};

/**
 * Delivers due entries once. A worker claims a batch by setting `locked_until`; the value it wrote is
 * its claim token: a row is claimed again only after its lease ended, and the new lease ends later, so
 * no two claims of one row share a token. Every later write (renewal, done, retry) names the token
 * and changes nothing when another worker took the row over. So:
 *
 * - while a slow peer keeps a delivery busy, the worker renews the leases of the rows it still holds,
 *   and nobody else sends them;
 * - before each delivery it checks that it still holds the row (a worker that stalled longer than the
 *   lease skips what was taken over instead of sending it a second time);
 * - a row is marked done or retried only by its holder.
 *
 * A worker that dies mid-delivery leaves its rows to the next claim when the lease ends (at-least-once
 * for that one delivery; mails then carry the same Message-ID). Returns how many rows it claimed.
 */
export async function processOutbox(db: Db, opts: ProcessOptions = {}): Promise<number> {
  const limit = opts.limit ?? 20;
  const lease = opts.leaseSeconds ?? 120;
  const renewEvery = opts.renewEveryMs ?? (lease * 1000) / 3;
  const claimed = await sqlRows<Claim>(
    db,
    sql`
    update outbox set locked_until = clock_timestamp() + make_interval(secs => ${lease})
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < clock_timestamp())
      order by id limit ${limit}
      for update skip locked
    )
    returning id, locked_until::text as token`,
  );
  if (claimed.length === 0) return 0;

  /** Rows this worker still holds: id -> claim token. */
  const held = new Map(claimed.map((r) => [Number(r.id), r.token]));
  // Renewals and the writes that name a token run one at a time, so none of them reads a stale token.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => {});
    return next;
  };

  const renew = async () => {
    if (held.size === 0) return;
    const mine = JSON.stringify([...held].map(([id, token]) => ({ id, token })));
    const renewed = await sqlRows<Claim>(
      db,
      sql`
      update outbox o set locked_until = clock_timestamp() + make_interval(secs => ${lease})
      from jsonb_to_recordset(${mine}::jsonb) as c(id bigint, token text)
      where o.id = c.id and o.locked_until = c.token::timestamptz and o.status = 'pending'
      returning o.id, o.locked_until::text as token`,
    );
    const still = new Map(renewed.map((r) => [Number(r.id), r.token]));
    for (const id of held.keys()) {
      if (!still.has(id)) log.warn({ id }, "Zustellung von einer anderen Instanz übernommen (Lease abgelaufen)");
    }
    held.clear();
    for (const [id, token] of still) held.set(id, token);
  };
  const heartbeat =
    renewEvery > 0
      ? setInterval(() => void serial(renew).catch((e) => log.error({ err: e }, "Lease-Verlängerung fehlgeschlagen")), renewEvery)
      : undefined;
  heartbeat?.unref();

  /** The row, when this worker still holds it. */
  const ownRow = (id: number) =>
    serial(async () => {
      const token = held.get(id);
      if (!token) return undefined;
      const result = await sqlRows<{
        id: number | string;
        kind: OutboxRow["kind"];
        payload: OutboxPayload | string;
        status: OutboxRow["status"];
        attempts: number;
        createdAt: Date | string;
      }>(
        db,
        sql`
        select id, kind, payload, status, attempts, created_at as "createdAt" from outbox
        where id = ${id} and status = 'pending' and locked_until = ${token}::timestamptz`,
      );
      const r = result[0];
      if (!r) {
        held.delete(id);
        return undefined;
      }
      const payload = typeof r.payload === "string" ? (JSON.parse(r.payload) as OutboxPayload) : r.payload;
      return { ...r, id: Number(r.id), payload, createdAt: new Date(r.createdAt) } as OutboxRow;
    });

  /** Writes the outcome when this worker still holds the row; false when another worker took it over. */
  const finish = (id: number, outcome: SQL) =>
    serial(async () => {
      const token = held.get(id);
      held.delete(id);
      if (!token) return false;
      const result = await sqlRows<{ id: number }>(
        db,
        sql`
        update outbox set ${outcome}, locked_until = null
        where id = ${id} and status = 'pending' and locked_until = ${token}::timestamptz
        returning id`,
      );
      return result.length === 1;
    });

  try {
    for (const id of [...held.keys()].sort((x, y) => x - y)) {
      if (opts.shouldStop?.()) break;
      const row = await ownRow(id);
      if (!row) {
        log.warn({ id }, "Zustellung übersprungen: inzwischen von einer anderen Instanz übernommen");
        continue;
      }
      try {
        await deliver(db, row);
        const marked = await finish(id, sql`status = 'done', delivered_at = now(), attempts = attempts + 1, last_error = null`);
        if (marked) log.debug({ id, kind: row.kind }, "zugestellt");
        else log.warn({ id, kind: row.kind }, "zugestellt, aber die Zustellung gehörte inzwischen einer anderen Instanz");
      } catch (error) {
        const attempts = row.attempts + 1;
        const reason = `${row.kind}: ${reasonOf(error)}`;
        // Order webhooks have their own schedule (ORDER_WEBHOOK_RETRY_SECONDS: hours, so a supplier that is down for one loses nothing).
        const wait = row.kind === "order-webhook" ? orderWebhookRetry(attempts) : attempts >= MAX_ATTEMPTS ? null : backoffSeconds(attempts);
        const dead = wait === null;
        const next = new Date(Date.now() + (wait ?? 0) * 1000);
        const marked = await finish(
          id,
          sql`status = ${dead ? "dead" : "pending"}, attempts = attempts + 1, last_error = ${reason}, next_attempt_at = ${next.toISOString()}::timestamptz`,
        );
        if (marked)
          log.error(
            { id, kind: row.kind, attempt: attempts, dead, reason },
            dead ? "Zustellung fehlgeschlagen, aufgegeben" : "Zustellung fehlgeschlagen",
          );
      }
    }
  } finally {
    if (heartbeat) clearInterval(heartbeat);
    // What this worker did not get to (stopping) goes back at once, not when the lease ends.
    await serial(async () => {
      if (held.size === 0) return;
      const mine = JSON.stringify([...held].map(([id, token]) => ({ id, token })));
      held.clear();
      await db.execute(sql`
        update outbox o set locked_until = null
        from jsonb_to_recordset(${mine}::jsonb) as c(id bigint, token text)
        where o.id = c.id and o.locked_until = c.token::timestamptz`);
    }).catch((e) => log.error({ err: e }, "Freigabe nicht zugestellter Einträge fehlgeschlagen"));
  }
  return claimed.length;
}
