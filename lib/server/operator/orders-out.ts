import "server-only";
import { eq } from "drizzle-orm";
import { orderWebhooks } from "@/models/operator/orders-out";
import type { Db } from "@/models/platform/db";
import { env } from "@/lib/env";
import { cursorAfter, deliveryState, WEBHOOK_URL_MESSAGES } from "@/lib/domain/operator/orders-out";
import { SIGNATURE_HEADER, signatureHeader } from "@/lib/domain/operator/webhook-security";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { deadJobs, queueHistory, retryDead, type DeadJob, type JobRecord } from "@/lib/server/jobs/inspect";
import { currentJobQueue } from "@/lib/server/jobs/queue";
import { AppError } from "@/lib/server/platform/errors";
import { getDb } from "@/lib/server/platform/db";
import { logger } from "@/lib/server/platform/log";
import { checkedTarget, OutboundNoAnswer, OutboundRefused, outboundRequest, type OutboundPolicy } from "@/lib/server/platform/outbound";
import { orderByIdfs } from "@/lib/server/shop/order-lookups";
import { ordersPlacedAfter } from "@/lib/server/shop/order-feed";
import { decryptSecret, encryptSecret, newWebhookSecret, secretPrefix } from "./orders-out-secret";
import { openTransOrderXml } from "./opentrans-order";
import { orderExportJson, orderExports } from "./order-export";

const log = logger("orders-out");

/** A webhook call gives up after this long (then it counts as a failed try). */
const SEND_TIMEOUT_MS = 10_000;
/** orderFeed hands out orders at least this old, so an order still being committed is not overtaken. */
export const FEED_SETTLE_SECONDS = 2;
/** The queue of the webhook's deliveries (its kind: lib/server/operator/jobs.ts). */
export const ORDER_WEBHOOK_QUEUE = "operator.order-webhook";

// ---------------------------------------------------------------- the endpoint and its secret

export type OrderWebhookView = {
  url: string;
  secretPrefix: string;
  secretCreatedAt: string;
  updatedAt: string;
  updatedByName: string;
} | null;

export async function orderWebhookView(): Promise<{ webhook: OrderWebhookView }> {
  const db = await getDb();
  const [row] = await db.select().from(orderWebhooks).where(eq(orderWebhooks.id, "default"));
  return {
    webhook: row
      ? {
          url: row.url,
          secretPrefix: row.secretPrefix,
          secretCreatedAt: row.secretCreatedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          updatedByName: row.updatedByName,
        }
      : null,
  };
}

/**
 * In production a webhook never goes to an internal address (the URL is entered by a person; SSRF),
 * unless ORDER_WEBHOOK_ALLOW_PRIVATE=on. The one outbound guard (lib/server/platform/outbound.ts)
 * resolves the name and checks every address in every notation; checked when the URL is saved and
 * again before every call, which then connects to the address checked.
 */
function webhookPolicy(): OutboundPolicy {
  const config = env();
  const open = config.NODE_ENV !== "production" || config.ORDER_WEBHOOK_ALLOW_PRIVATE === "on";
  return open ? { allowAddress: () => true } : {};
}

export async function assertAllowedTarget(url: string): Promise<void> {
  try {
    await checkedTarget(new URL(url).hostname, webhookPolicy());
  } catch (e) {
    if (!(e instanceof OutboundRefused)) throw e;
    if (e.reason === "unresolvable") throw new AppError("bad_input", "Die Adresse ist nicht erreichbar (unbekannter Rechnername).", "url");
    throw new AppError("bad_input", WEBHOOK_URL_MESSAGES.private, "url");
  }
}

/**
 * What a failed try says in /betrieb → Bestellausgang. A refused address never connects, so an open and a
 * closed port read alike; a failed connection and a timeout read alike too (no port scanner).
 */
export const WEBHOOK_DELIVERY_ERRORS = {
  internal: "Nicht gesendet: Die Adresse zeigt in ein internes Netz (nicht erlaubt).",
  unresolvable: "Nicht gesendet: Der Rechnername der Adresse ist unbekannt.",
  noAnswer: "Keine Antwort vom Empfänger (keine Verbindung oder Zeitüberschreitung).",
  status: (status: number) => `Antwort ${status}`,
} as const;

/**
 * Sets the URL; makes a secret on the first save and when `rotateSecret` is asked. The answer carries the
 * new secret, the only time it is shown; the database keeps it encrypted.
 */
export async function saveOrderWebhook(
  caller: Extract<OperatorCaller, { kind: "session" }>,
  input: { url: string; rotateSecret: boolean },
): Promise<{ webhook: NonNullable<OrderWebhookView>; secret: string | null }> {
  await assertAllowedTarget(input.url);
  const db = await getDb();
  const [existing] = await db.select().from(orderWebhooks).where(eq(orderWebhooks.id, "default"));
  const secret = !existing || input.rotateSecret ? newWebhookSecret() : null;
  const now = new Date();
  const values = {
    url: input.url,
    updatedByName: caller.name,
    updatedAt: now,
    ...(secret ? { secretEncrypted: encryptSecret(secret), secretPrefix: secretPrefix(secret), secretCreatedAt: now } : {}),
  };
  if (existing) await db.update(orderWebhooks).set(values).where(eq(orderWebhooks.id, "default"));
  else
    await db.insert(orderWebhooks).values({ id: "default", ...values, secretEncrypted: values.secretEncrypted!, secretPrefix: values.secretPrefix! });
  log.info({ host: new URL(input.url).host, rotated: Boolean(secret), by: caller.name }, "Bestellausgang eingerichtet");
  const { webhook } = await orderWebhookView();
  return { webhook: webhook!, secret };
}

// ---------------------------------------------------------------- going out

/** The queue of the webhook's `order.paid` calls (its kind: lib/server/operator/jobs.ts). */
export const ORDER_PAID_WEBHOOK_QUEUE = "operator.order-paid-webhook";

/** What a webhook call tells: an order was placed, or it is paid from now on (ship it). */
export type OrderWebhookType = "order.submitted" | "order.paid";

/** The body of the webhook call for an order (JSON, the same document the JSON feed hands out, with its payment). */
export async function orderWebhookBody(db: Db, orderNumber: string, type: OrderWebhookType = "order.submitted"): Promise<string> {
  const row = await orderByIdfs(db, orderNumber);
  if (!row) throw new Error(`Bestellung ${orderNumber} nicht gefunden`);
  const [doc] = await orderExports(db, [row]);
  return JSON.stringify({ type, ...orderExportJson(doc) });
}

/**
 * One try of an order's webhook (the job of the event `order.placed`, lib/server/operator/jobs.ts): POST
 * the JSON, signed, with the order number as Idempotency-Key; anything but 2xx (or no answer in 10 s) is
 * a failed try. Redirects are not followed. Without a webhook set up there is nothing to send
 * (`skipped`: the deliveries list leaves it out).
 */
export async function sendOrderWebhook(
  db: Db,
  orderNumber: string,
  now: () => Date = () => new Date(),
  type: OrderWebhookType = "order.submitted",
): Promise<{ skipped: true } | undefined> {
  const [hook] = await db.select().from(orderWebhooks).where(eq(orderWebhooks.id, "default"));
  if (!hook) return { skipped: true };
  const body = await orderWebhookBody(db, orderNumber, type);
  const t = Math.floor(now().getTime() / 1000);
  let status: number;
  try {
    ({ status } = await outboundRequest(hook.url, {
      method: "POST",
      timeoutMs: SEND_TIMEOUT_MS,
      policy: webhookPolicy(),
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "Kuechenportal-Bestellausgang/1",
        // The placed order keeps the order number as its key; its payment notice is a second message.
        "idempotency-key": type === "order.paid" ? `${orderNumber}:paid` : orderNumber,
        [SIGNATURE_HEADER]: signatureHeader(decryptSecret(hook.secretEncrypted), t, body),
      },
      body,
    }));
  } catch (e) {
    if (e instanceof OutboundRefused) throw new Error(WEBHOOK_DELIVERY_ERRORS[e.reason]);
    if (e instanceof OutboundNoAnswer) throw new Error(WEBHOOK_DELIVERY_ERRORS.noAnswer);
    throw e;
  }
  if (status < 200 || status > 299) throw new Error(WEBHOOK_DELIVERY_ERRORS.status(status));
}

// ---------------------------------------------------------------- what /betrieb shows

export type OrderDeliveryView = {
  id: string;
  orderNumber: string;
  state: ReturnType<typeof deliveryState>;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

const orderNumberOf = (data: unknown) => (data as { idfs?: string } | null)?.idfs ?? "";

function deliveryView(r: JobRecord): OrderDeliveryView {
  const waiting = r.state === "created" || r.state === "retry";
  return {
    id: r.id,
    orderNumber: orderNumberOf(r.data),
    state: deliveryState(r),
    attempts: r.tries,
    nextAttemptAt: waiting ? r.startAfter.toISOString() : null,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.state === "completed" ? (r.completedAt?.toISOString() ?? null) : null,
  };
}

/** A dead letter: a delivery given up on, waiting for "Erneut senden". */
function deadLetterView(d: DeadJob & { data: unknown }): OrderDeliveryView {
  return {
    id: d.id,
    orderNumber: orderNumberOf(d.data),
    state: "fehlgeschlagen",
    attempts: d.tries,
    nextAttemptAt: null,
    lastError: d.lastError,
    createdAt: d.failedAt.toISOString(),
    deliveredAt: null,
  };
}

/**
 * The webhook calls of one order (its placement and its payment notice), newest first: from the latest
 * 500 of each queue and their dead letters (what /betrieb → Bestellausgang lists, for one order).
 */
export async function deliveriesOfOrder(idfs: string): Promise<(OrderDeliveryView & { kind: OrderWebhookType })[]> {
  const db = await getDb();
  const kinds = [
    [ORDER_WEBHOOK_QUEUE, "order.submitted"],
    [ORDER_PAID_WEBHOOK_QUEUE, "order.paid"],
  ] as const;
  const out: (OrderDeliveryView & { kind: OrderWebhookType })[] = [];
  for (const [queue, kind] of kinds) {
    const [latest, dead] = await Promise.all([queueHistory(db, queue, 500), deadJobs(db, { queue, limit: 500 })]);
    for (const r of latest) if (orderNumberOf(r.data) === idfs) out.push({ ...deliveryView(r), kind });
    for (const d of dead) if (orderNumberOf(d.data) === idfs) out.push({ ...deadLetterView(d), kind });
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The latest 50 deliveries and every dead letter (up to 200), from the webhook's queue. */
export async function orderDeliveries(): Promise<{ deliveries: OrderDeliveryView[]; deadLetters: OrderDeliveryView[] }> {
  const db = await getDb();
  const [latest, dead] = await Promise.all([queueHistory(db, ORDER_WEBHOOK_QUEUE, 50), deadJobs(db, { queue: ORDER_WEBHOOK_QUEUE, limit: 200 })]);
  return {
    deliveries: latest.map(deliveryView),
    deadLetters: dead.map(deadLetterView),
  };
}

/** "Erneut senden": a dead letter goes back to the queue with fresh tries, due at once; the receiver sees the same Idempotency-Key. */
export async function resendOrderDelivery(caller: Extract<OperatorCaller, { kind: "session" }>, id: string): Promise<{ resent: true }> {
  const db = await getDb();
  const result = await retryDead(db, id, currentJobQueue()?.boss, { queue: ORDER_WEBHOOK_QUEUE });
  if (!result.ok) throw new AppError("not_found", "Diese Zustellung ist nicht fehlgeschlagen oder existiert nicht.");
  log.info({ id, by: caller.name }, "Bestellung erneut zum Senden freigegeben");
  return { resent: true };
}

// ---------------------------------------------------------------- orderFeed

/**
 * Orders after the cursor, oldest first, as JSON documents or openTRANS 2.1 ORDER XML, and the cursor
 * to ask with next (the last order's sequence number; unchanged when there was nothing new).
 */
export async function orderFeed(input: { cursor: string; format: "json" | "opentrans"; limit: number }) {
  const db = await getDb();
  const after = input.cursor ? Number(input.cursor) : 0;
  const rows = await ordersPlacedAfter(db, after, FEED_SETTLE_SECONDS, input.limit);
  const docs = await orderExports(db, rows);
  const nextCursor = cursorAfter(
    rows.map((r) => r.idf),
    input.cursor,
  );
  const hasMore = rows.length === input.limit;
  if (input.format === "opentrans") {
    const now = new Date();
    return {
      format: "opentrans" as const,
      orders: docs.map((d) => ({ orderNumber: d.orderNumber, xml: openTransOrderXml(d, now) })),
      nextCursor,
      hasMore,
    };
  }
  return { format: "json" as const, orders: docs.map(orderExportJson), nextCursor, hasMore };
}
