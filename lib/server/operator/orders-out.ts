import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { orders, orderWebhooks, outbox, type OutboxRow } from "@/models/schema";
import type { Db } from "@/models/platform/db";
import { env } from "@/lib/env";
import { cursorAfter, deliveryState, nextRetrySeconds, retrySchedule, WEBHOOK_URL_MESSAGES } from "@/lib/domain/operator/orders-out";
import { isPrivateAddress, SIGNATURE_HEADER, signatureHeader } from "@/lib/domain/operator/webhook-security";
import type { OperatorCaller } from "@/lib/domain/operator/operator";
import { AppError } from "@/lib/server/platform/errors";
import { getDb } from "@/lib/server/platform/db";
import { logger } from "@/lib/server/platform/log";
import { decryptSecret, encryptSecret, newWebhookSecret, secretPrefix } from "./orders-out-secret";
import { openTransOrderXml } from "./opentrans-order";
import { orderExportJson, orderExports } from "./order-export";

const log = logger("orders-out");

/** A webhook call gives up after this long (then it counts as a failed try). */
const SEND_TIMEOUT_MS = 10_000;
/** orderFeed hands out orders at least this old, so an order still being committed is not overtaken. */
export const FEED_SETTLE_SECONDS = 2;

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
 * In production a webhook never goes to a loopback, private or link-local address (the URL is entered
 * by a person; SSRF), unless ORDER_WEBHOOK_ALLOW_PRIVATE=on. Host names are resolved and every address
 * is checked. Checked when the URL is saved and again before every call.
 */
export async function assertAllowedTarget(url: string): Promise<void> {
  const config = env();
  if (config.NODE_ENV !== "production" || config.ORDER_WEBHOOK_ALLOW_PRIVATE === "on") return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw new AppError("bad_input", "Die Adresse ist nicht erreichbar (unbekannter Rechnername).", "url");
  if (addresses.some(isPrivateAddress)) throw new AppError("bad_input", WEBHOOK_URL_MESSAGES.private, "url");
}

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

/** The body of the webhook call for an order (JSON, the same document the JSON feed hands out). */
export async function orderWebhookBody(db: Db, orderNumber: string): Promise<string> {
  const [row] = await db.select().from(orders).where(eq(orders.idfs, orderNumber));
  if (!row) throw new Error(`Bestellung ${orderNumber} nicht gefunden`);
  const [doc] = await orderExports(db, [row]);
  return JSON.stringify({ type: "order.submitted", ...orderExportJson(doc) });
}

/**
 * One try of an order's webhook (called by the outbox worker that holds the delivery): POST the JSON,
 * signed, with the order number as Idempotency-Key; anything but 2xx (or no answer in 10 s) is a failed
 * try. Redirects are not followed.
 */
export async function sendOrderWebhook(db: Db, orderNumber: string, now: () => Date = () => new Date()): Promise<void> {
  const [hook] = await db.select().from(orderWebhooks).where(eq(orderWebhooks.id, "default"));
  if (!hook) throw new Error("Kein Bestellausgang eingerichtet");
  await assertAllowedTarget(hook.url);
  const body = await orderWebhookBody(db, orderNumber);
  const t = Math.floor(now().getTime() / 1000);
  const res = await fetch(hook.url, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Kuechenportal-Bestellausgang/1",
      "idempotency-key": orderNumber,
      [SIGNATURE_HEADER]: signatureHeader(decryptSecret(hook.secretEncrypted), t, body),
    },
    body,
  });
  await res.body?.cancel().catch(() => {});
  if (res.status < 200 || res.status > 299) throw new Error(`Antwort ${res.status}`);
}

/** The waits of the webhook's tries (ORDER_WEBHOOK_RETRY_SECONDS): after `attempts` failures, seconds to the next or null (dead letter). */
export function orderWebhookRetry(attempts: number): number | null {
  return nextRetrySeconds(retrySchedule(env().ORDER_WEBHOOK_RETRY_SECONDS), attempts);
}

// ---------------------------------------------------------------- what /betrieb shows

export type OrderDeliveryView = {
  id: number;
  orderNumber: string;
  state: ReturnType<typeof deliveryState>;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

function deliveryView(r: OutboxRow): OrderDeliveryView {
  const payload = r.payload as { orderNumber?: string };
  return {
    id: r.id,
    orderNumber: payload.orderNumber ?? "",
    state: deliveryState(r),
    attempts: r.attempts,
    nextAttemptAt: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  };
}

/** The latest 50 deliveries and every dead letter (up to 200). */
export async function orderDeliveries(): Promise<{ deliveries: OrderDeliveryView[]; deadLetters: OrderDeliveryView[] }> {
  const db = await getDb();
  const [latest, dead] = await Promise.all([
    db.select().from(outbox).where(eq(outbox.kind, "order-webhook")).orderBy(desc(outbox.id)).limit(50),
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "order-webhook"), eq(outbox.status, "dead")))
      .orderBy(desc(outbox.id))
      .limit(200),
  ]);
  return { deliveries: latest.map(deliveryView), deadLetters: dead.map(deliveryView) };
}

/** "Erneut senden": a dead letter gets fresh tries, due at once; the receiver sees the same Idempotency-Key. */
export async function resendOrderDelivery(
  caller: Extract<OperatorCaller, { kind: "session" }>,
  id: number,
): Promise<{ delivery: OrderDeliveryView }> {
  const db = await getDb();
  const [row] = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.kind, "order-webhook"), eq(outbox.status, "dead")))
    .returning();
  if (!row) throw new AppError("not_found", "Diese Zustellung ist nicht fehlgeschlagen oder existiert nicht.");
  log.info({ id, by: caller.name }, "Bestellung erneut zum Senden freigegeben");
  return { delivery: deliveryView(row) };
}

// ---------------------------------------------------------------- orderFeed

/**
 * Orders after the cursor, oldest first, as JSON documents or openTRANS 2.1 ORDER XML, and the cursor
 * to ask with next (the last order's sequence number; unchanged when there was nothing new).
 */
export async function orderFeed(input: { cursor: string; format: "json" | "opentrans"; limit: number }) {
  const db = await getDb();
  const after = input.cursor ? Number(input.cursor) : 0;
  const rows = await db
    .select()
    .from(orders)
    .where(and(gt(orders.idf, after), lt(orders.createdAt, sql`now() - make_interval(secs => ${FEED_SETTLE_SECONDS})`)))
    .orderBy(asc(orders.idf))
    .limit(input.limit);
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
