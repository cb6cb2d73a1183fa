import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { placeBerlinOrder } from "../../helpers/orders";
import { camtFixture } from "../../helpers/camt053";
import { payments } from "@/models/shop/payments";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { setMailPort } from "@/lib/integrations/mail";
import { startWebhookPeer } from "../../peers/webhook-peer";
import { forgetQueuedJobs } from "../../helpers/jobs";

// The payment desk (Vorkasse, issue 43): a payment by hand and the bank's camt.053 statement move an
// order to paid; what is not certain waits in "Nicht zugeordnete Zahlungen" for the operator to assign
// or dismiss; the same statement twice books nothing twice; a studio never reaches any of it.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlinCookie: string;
let berlin: Store;
let productId: number;
let payKey: string;
let ordersKey: string;

beforeAll(async () => {
  db = await freshDatabase();
  [operator, berlinCookie] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  const [p] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  productId = p.id;
  payKey = await createKey(["payments:write"]);
  ordersKey = await createKey(["orders:read", "orders:write"]);
});
afterAll(() => db.drop());

async function createKey(scopes: string[]) {
  const res = await call("POST", "apiKeyCreate", { name: `Bank ${scopes.join(" ")}`, scopes }, operator);
  expect(res.status).toBe(200);
  return (res.body as { secret: string }).secret;
}

/** A new order of Küchenwelt Berlin; answers its number and gross in euros. */
const order = (quantity = 1) => placeBerlinOrder(berlin, "pay", [{ id: productId, quantity }]);

/** The order as the studio reads it (asOrder). */
async function studioOrder(idfs: string): Promise<OrderDto> {
  const res = await call("GET", "asOrder", { storeSlug: "kuechenwelt-berlin", idfs }, berlinCookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OrderDto;
}

/** paymentImport with the operator's session (as the screen uploads) or a key. */
async function importStatement(xml: string, auth: { cookie: string } | { key: string } = { cookie: operator }) {
  const headers: Record<string, string> = { "content-type": "application/xml" };
  if ("cookie" in auth) Object.assign(headers, { cookie: auth.cookie, origin: "http://localhost" });
  else headers.authorization = `Bearer ${auth.key}`;
  const res = await serveEndpoint(new Request("http://localhost/api/paymentImport", { method: "POST", headers, body: xml }), "paymentImport", "POST");
  return { status: res.status, body: await res.json() };
}

const euros = (n: number) => n.toFixed(2);
const sum = (...xs: number[]) => euros(xs.reduce((a, b) => a + Math.round(b * 100), 0) / 100);

describe("payments", () => {
  it("a payment by hand moves an order from open over partially paid to paid, as the studio sees it", async () => {
    const o = await order();
    expect((await studioOrder(o.idfs)).payment).toEqual({ state: "open", paid: 0, outstanding: o.gross, payments: [] });

    const part = await call(
      "POST",
      "paymentRecord",
      { idfs: o.idfs, amount: 100, date: "2026-11-20", payer: "Küchenwelt Berlin", reference: "Anzahlung" },
      operator,
    );
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.payment).toMatchObject({ state: "partially_paid", paid: 100 });

    const rest = Math.round((o.gross - 100) * 100) / 100;
    const res = await call(
      "POST",
      "paymentRecord",
      { idfs: o.idfs.toLowerCase(), amount: rest, date: "2026-11-24", payer: "", reference: "" },
      operator,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await studioOrder(o.idfs)).payment).toEqual({
      state: "paid",
      paid: o.gross,
      outstanding: 0,
      payments: [
        { date: "2026-11-20", amount: 100 },
        { date: "2026-11-24", amount: rest },
      ],
    });
    const list = await call("GET", "asOrders", { storeSlug: "kuechenwelt-berlin", search: o.idfs }, berlinCookie);
    expect((list.body.orders as OrderDto[]).find((x) => x.idfs === o.idfs)?.payment?.state).toBe("paid");
  });

  it("refuses a payment by hand without a valid amount, day or order, in German", async () => {
    const o = await order();
    const bad = async (input: Record<string, unknown>) =>
      (await call("POST", "paymentRecord", { idfs: o.idfs, amount: 10, date: "2026-11-20", ...input }, operator)).body.error;
    expect(await bad({ amount: 0 })).toMatchObject({ field: "amount", message: expect.stringContaining("Der Betrag muss größer als 0 sein.") });
    expect(await bad({ amount: 10.005 })).toMatchObject({
      field: "amount",
      message: expect.stringContaining("Der Betrag hat mehr als zwei Nachkommastellen."),
    });
    expect(await bad({ date: "2026-02-30" })).toMatchObject({
      field: "date",
      message: expect.stringContaining("Bitte geben Sie den Tag als JJJJ-MM-TT an."),
    });
    expect(await bad({ idfs: "KS-999999" })).toMatchObject({ code: "not_found", message: "Die Bestellung KS-999999 gibt es nicht." });
  });

  it("books a camt.053 statement: certain credits to their orders, the rest unmatched; the same statement again books nothing", async () => {
    const [a, b1, b2, b3] = [await order(), await order(), await order(2), await order()];
    const values = {
      MSG_ID: "M1",
      STMT_ID: "S1",
      REF_PREFIX: "T1-",
      CLOSING: "20000.00",
      AMOUNT_A: euros(a.gross),
      USTRD_A: `Bestellung ${a.idfs}`,
      BATCH_TOTAL: sum(b1.gross, 100, b3.gross),
      AMOUNT_B1: euros(b1.gross),
      // A part of the amount: not certain.
      AMOUNT_B2: "100.00",
      AMOUNT_B3: euros(b3.gross),
      USTRD_B1: b1.idfs.toLowerCase().replace("-", " "),
      USTRD_B2_LINE1: `Bestellung ${b2.idfs.slice(0, 6)}`,
      USTRD_B2_LINE2: `${b2.idfs.slice(6)} Teilzahlung`,
      // Two orders named: not certain.
      USTRD_B3: `Sammelzahlung ${b3.idfs} ${a.idfs}`,
    };
    const xml = camtFixture("camt053-001-02.xml", values);
    const first = await importStatement(xml);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ booked: 2, unmatched: 3, duplicates: 0, ignored: 2 });
    expect((await studioOrder(a.idfs)).payment).toMatchObject({ state: "paid", outstanding: 0, payments: [{ date: "2026-11-26", amount: a.gross }] });
    expect((await studioOrder(b1.idfs)).payment?.state).toBe("paid");
    expect((await studioOrder(b2.idfs)).payment?.state).toBe("open");
    expect((await studioOrder(b3.idfs)).payment?.state).toBe("open");

    // The same statement again (the bank's download repeated), also by a key: nothing booked twice.
    const again = await importStatement(xml, { key: payKey });
    expect(again.body).toEqual({ booked: 0, unmatched: 0, duplicates: 5, ignored: 2 });
    expect((await studioOrder(a.idfs)).payment?.paid).toBe(a.gross);

    const waiting = (await call("GET", "paymentsUnmatched", {}, operator)).body.payments as {
      id: string;
      amount: number;
      reference: string;
      reason: string;
      candidates: { idfs: string; studio: string; outstanding: number }[];
    }[];
    expect(waiting.map((p) => [p.amount, p.reason])).toEqual(
      expect.arrayContaining([
        [100, "Der Betrag weicht vom offenen Betrag ab"],
        [b3.gross, "Mehrere Bestellnummern im Verwendungszweck"],
        [250, "Keine Bestellnummer im Verwendungszweck"],
      ]),
    );
    const partial = waiting.find((p) => p.amount === 100)!;
    expect(partial.candidates).toEqual([{ idfs: b2.idfs, studio: "Küchenwelt Berlin", outstanding: b2.gross }]);

    // The operator assigns the part and the batch's ambiguous one, and dismisses the stranger's.
    expect((await call("POST", "paymentAssign", { paymentId: partial.id, idfs: b2.idfs }, operator)).body.payment).toMatchObject({
      state: "partially_paid",
      paid: 100,
    });
    const both = waiting.find((p) => p.amount === b3.gross && p.reason.startsWith("Mehrere"))!;
    expect((await call("POST", "paymentAssign", { paymentId: both.id, idfs: b3.idfs }, operator)).body.payment.state).toBe("paid");
    const stranger = waiting.find((p) => p.amount === 250)!;
    expect((await call("POST", "paymentDismiss", { paymentId: stranger.id }, operator)).body).toEqual({ dismissed: true });
    const left = (await call("GET", "paymentsUnmatched", {}, operator)).body.payments as { id: string }[];
    expect(left.map((p) => p.id)).not.toContain(stranger.id);
    expect(left.map((p) => p.id)).not.toContain(partial.id);
    // Decided once: a second decision is refused.
    expect((await call("POST", "paymentAssign", { paymentId: stranger.id, idfs: b2.idfs }, operator)).status).toBe(409);
    expect((await call("POST", "paymentDismiss", { paymentId: partial.id }, operator)).status).toBe(409);
    const [foreign] = await db.db.select().from(payments).where(eq(payments.id, stranger.id));
    expect(foreign).toMatchObject({ state: "foreign", orderId: null, decidedByName: expect.any(String) });
  });

  it("books a camt.053.001.08 statement; a credit to an order already paid stays unmatched", async () => {
    const [a, b] = [await order(), await order()];
    const xml = camtFixture("camt053-001-08.xml", {
      MSG_ID: "M8",
      STMT_ID: "S8",
      REF_PREFIX: "T8-",
      CLOSING: "20000.00",
      AMOUNT_A: euros(a.gross),
      USTRD_A: a.idfs,
      AMOUNT_B: euros(b.gross),
      USTRD_B: `Bestellung ${b.idfs.replace("-", "")}`,
    });
    expect((await importStatement(xml, { key: payKey })).body).toEqual({ booked: 2, unmatched: 0, duplicates: 0, ignored: 2 });
    expect((await studioOrder(b.idfs)).payment?.state).toBe("paid");
    const twice = xml.replaceAll("T8-", "T9-");
    expect((await importStatement(twice, { key: payKey })).body).toEqual({ booked: 0, unmatched: 2, duplicates: 0, ignored: 2 });
  });

  it("refuses a file that is not a statement and books nothing of a broken one", async () => {
    const before = await db.db.select({ id: payments.id }).from(payments);
    const o = await order();
    const broken = camtFixture("camt053-001-08.xml", {
      MSG_ID: "MX",
      STMT_ID: "SX",
      REF_PREFIX: "TX-",
      CLOSING: "1",
      AMOUNT_A: euros(o.gross),
      USTRD_A: o.idfs,
      AMOUNT_B: "12,50",
      USTRD_B: "x",
    });
    const res = await importStatement(broken);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/„12,50“ ist kein gültiger Betrag/);
    const notCamt = await importStatement("<BMECAT version='2005'/>");
    expect(notCamt.body.error.message).toMatch("kein Kontoauszug im Format camt.053");
    expect(await db.db.select({ id: payments.id }).from(payments)).toHaveLength(before.length);
  });

  it("tells the supplier that an order is paid: the webhook's order.paid and the payment state in orderFeed", async () => {
    setMailPort({ send: async () => {} });
    const peer = await startWebhookPeer();
    try {
      const saved = await call("POST", "orderWebhookSave", { url: `${peer.url}/orders` }, operator);
      peer.setSecret((saved.body as { secret: string }).secret);
      await forgetQueuedJobs(db.db);
      const o = await order();
      await call("POST", "paymentRecord", { idfs: o.idfs, amount: 10, date: "2026-11-25" }, operator);
      await db.jobs.runDue();
      // A part paid is no news for the supplier; the order placed is (its document as it is when sent).
      expect(peer.accepted.map((a) => a.orderNumber)).toEqual([o.idfs]);
      expect((peer.accepted[0].body.order as OrderDto).payment).toMatchObject({ state: "partially_paid", paid: 10 });

      const rest = Math.round((o.gross - 10) * 100) / 100;
      await call("POST", "paymentRecord", { idfs: o.idfs, amount: rest, date: "2026-11-26" }, operator);
      await db.jobs.runDue();
      const paid = peer.accepted.find((a) => a.orderNumber === `${o.idfs}:paid`)!;
      expect(paid.body).toMatchObject({
        type: "order.paid",
        orderNumber: o.idfs,
        order: { payment: { state: "paid", paid: o.gross, outstanding: 0 } },
      });

      // Paid once: a further payment (overpaid) tells nothing again.
      await call("POST", "paymentRecord", { idfs: o.idfs, amount: 5, date: "2026-11-27" }, operator);
      await db.jobs.runDue();
      expect(peer.accepted.filter((a) => a.orderNumber.startsWith(o.idfs))).toHaveLength(2);

      await new Promise((r) => setTimeout(r, 2100));
      const idf = Number(o.idfs.slice(3));
      const feed = await serveEndpoint(
        new Request(`http://localhost/api/orderFeed?cursor=${idf - 1}&limit=1&format=json`, { headers: { authorization: `Bearer ${ordersKey}` } }),
        "orderFeed",
        "GET",
      );
      const body = (await feed.json()) as { orders: { orderNumber: string; order: OrderDto }[] };
      expect(body.orders[0]).toMatchObject({ orderNumber: o.idfs, order: { payment: { state: "overpaid", outstanding: 0 } } });
    } finally {
      setMailPort(undefined);
      await peer.close();
    }
  });

  it("is the operator's: a studio and a key without the scope are refused", async () => {
    const o = await order();
    const calls: [string, string, Record<string, unknown>][] = [
      ["POST", "paymentRecord", { idfs: o.idfs, amount: 1, date: "2026-11-20" }],
      ["GET", "paymentsUnmatched", {}],
      ["POST", "paymentAssign", { paymentId: "00000000-0000-4000-8000-000000000000", idfs: o.idfs }],
      ["POST", "paymentDismiss", { paymentId: "00000000-0000-4000-8000-000000000000" }],
    ];
    for (const [method, name, input] of calls) {
      const res = await call(method as "GET" | "POST", name, input, berlinCookie);
      expect(res.status, name).toBe(403);
      expect(res.body.error.message).toBe("Sie haben keinen Zugriff auf den Betrieb.");
    }
    const studioUpload = await importStatement("<x/>", { cookie: berlinCookie });
    expect(studioUpload.status).toBe(403);
    const wrongScope = await importStatement("<x/>", { key: ordersKey });
    expect(wrongScope.status).toBe(403);
    expect(wrongScope.body.error.message).toMatch("payments:write");
    expect((await studioOrder(o.idfs)).payment?.state).toBe("open");
  });
});
