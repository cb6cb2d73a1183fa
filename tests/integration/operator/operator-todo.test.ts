import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { placeBerlinOrder } from "../../helpers/orders";
import { camtFixture } from "../../helpers/camt053";
import { forgetQueuedJobs } from "../../helpers/jobs";
import { startWebhookPeer, type WebhookPeer } from "../../peers/webhook-peer";
import { serveEndpoint } from "@/lib/api/serve";
import { env } from "@/lib/env";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import { ORDER_WEBHOOK_QUEUE } from "@/lib/server/operator/orders-out";
import { operatorTodo, overdueTo } from "@/lib/server/operator/todo";

// Issue 43: the Übersicht of /betrieb is a to-do list. Each count follows the data: a request filed and
// decided, an order unpaid past its reminder and then paid, a credit unmatched and then dismissed, a
// delivery given up and sent again, an article held back without price or category.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlinCookie: string;
let berlin: Store;
let product: { id: number; producerId: string };
let peer: WebhookPeer;

beforeAll(async () => {
  db = await freshDatabase();
  [operator, berlinCookie] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  [product] = await db.db.select({ id: products.id, producerId: products.producerId }).from(products).orderBy(asc(products.id)).limit(1);
  await forgetQueuedJobs(db.db);
  peer = await startWebhookPeer();
});
afterAll(async () => {
  await peer.close();
  await db.drop();
});

const later = (days: number) => new Date(Date.now() + days * 86_400_000);
const order = () => placeBerlinOrder(berlin, "todo", [{ id: product.id, quantity: 1 }]);

describe("the Übersicht's to-do list", () => {
  it("counts an order unpaid past its reminder until it is paid, and a request until it is decided", async () => {
    const before = await operatorTodo(later(env().PAYMENT_REMINDER_DAYS + 1));
    const now = await operatorTodo();
    const o = await order();
    // Placed today: not overdue now, overdue once its reminder's day has passed.
    expect((await operatorTodo()).overdue).toBe(now.overdue);
    expect((await operatorTodo(later(env().PAYMENT_REMINDER_DAYS + 1))).overdue).toBe(before.overdue + 1);

    const asked = await call(
      "POST",
      "asOrderCancel",
      { storeSlug: berlin.slug, idfs: o.idfs, lines: [{ article: product.id, quantity: 1 }], reason: "Kunde hat es sich anders überlegt" },
      berlinCookie,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await operatorTodo()).requests).toBe(before.requests + 1);
    const refused = await call(
      "POST",
      "orderRequestDecide",
      { requestId: asked.body.request.id, accept: false, message: "Bereits versandt." },
      operator,
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect((await operatorTodo()).requests).toBe(before.requests);

    const paid = await call(
      "POST",
      "paymentRecord",
      { idfs: o.idfs, amount: o.gross, date: "2026-11-27", payer: "Studio", reference: o.idfs },
      operator,
    );
    expect(paid.body.payment.state).toBe("paid");
    expect((await operatorTodo(later(env().PAYMENT_REMINDER_DAYS + 1))).overdue).toBe(before.overdue);
  });

  it("counts as many overdue orders as the list it links to shows (unpaid, placed on or before the reminder's day)", async () => {
    await order();
    for (const days of [0, env().PAYMENT_REMINDER_DAYS, env().PAYMENT_REMINDER_DAYS + 1]) {
      // Half an hour before the order is `days` whole days old: on its reminder's day, not yet 24 h × days
      // (the list filters by whole Berlin days; the count must too).
      const at = new Date(later(days).getTime() - 30 * 60_000);
      const to = overdueTo(at);
      const listed = await call("GET", "operatorOrders", { payment: "owing", to }, operator);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect((await operatorTodo(at)).overdue, `${days} Tage später, bis ${to}`).toBe(listed.body.total);
    }
  });

  it("counts an unmatched credit until it is dismissed", async () => {
    const before = await operatorTodo();
    const xml = camtFixture("camt053-001-08.xml", {
      MSG_ID: "TD1",
      STMT_ID: "TD1",
      REF_PREFIX: "TD1-",
      CLOSING: "100.00",
      AMOUNT_A: "42.00",
      USTRD_A: "ohne Bezug",
      AMOUNT_B: "7.00",
      USTRD_B: "auch ohne Bezug",
    });
    const headers = { "content-type": "application/xml", cookie: operator, origin: "http://localhost" };
    await serveEndpoint(new Request("http://localhost/api/paymentImport", { method: "POST", headers, body: xml }), "paymentImport", "POST");
    expect((await operatorTodo()).unmatched).toBe(before.unmatched + 2);
    const waiting = (await call("GET", "paymentsUnmatched", {}, operator)).body.payments as { id: string; amount: number }[];
    await call("POST", "paymentDismiss", { paymentId: waiting.find((p) => p.amount === 42)!.id }, operator);
    expect((await operatorTodo()).unmatched).toBe(before.unmatched + 1);
  });

  it("counts a delivery given up until it is sent again", async () => {
    await db.jobs.boss.updateQueue(ORDER_WEBHOOK_QUEUE, { retryLimit: 0 });
    expect((await call("POST", "orderWebhookSave", { url: `${peer.url}/orders` }, operator)).status).toBe(200);
    peer.setFailing(1000);
    const before = await operatorTodo();
    await order();
    await db.jobs.runDue();
    expect((await operatorTodo()).deadDeliveries).toBe(before.deadDeliveries + 1);
    const dead = (await call("GET", "orderWebhook", {}, operator)).body.deadLetters as { id: string }[];
    peer.setFailing(0);
    expect((await call("POST", "orderWebhookResend", { id: dead[0].id }, operator)).status).toBe(200);
    expect((await operatorTodo()).deadDeliveries).toBe(before.deadDeliveries);
  });

  it("counts the articles held back without price or without category; a withdrawn one is not to do", async () => {
    const before = await operatorTodo();
    const some = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3);
    await db.db.update(products).set({ priceMissing: true }).where(eq(products.id, some[0].id));
    await db.db.update(products).set({ classUnmapped: true }).where(eq(products.id, some[1].id));
    await db.db.update(products).set({ classUnmapped: true, withdrawnAt: new Date() }).where(eq(products.id, some[2].id));
    const now = await operatorTodo();
    expect(now.priceMissing).toBe(before.priceMissing + 1);
    expect(now.unmapped).toBe(before.unmapped + 1);
  });
});
