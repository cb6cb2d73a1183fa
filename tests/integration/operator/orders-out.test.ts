import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { validateOpenTrans } from "../../helpers/opentrans-schema";
import { startWebhookPeer, type WebhookPeer } from "../../peers/webhook-peer";
import { orderWebhooks, outbox, products } from "@/models/schema";
import { processOutbox } from "@/lib/server/jobs/outbox";
import { setMailPort } from "@/lib/integrations/mail";
import { resetEnvCache } from "@/lib/env";
import { serveEndpoint } from "@/lib/api/serve";
import { FEED_SETTLE_SECONDS } from "@/lib/server/operator/orders-out";

// Orders go out to the supplier (issue 33): a signed webhook through the outbox with its own retries and
// dead letters, and orderFeed for ERPs that poll, as JSON or openTRANS 2.1 ORDER (checked against the XSD).

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let peer: WebhookPeer;
let secret: string;
let productIds: number[];

beforeAll(async () => {
  process.env.ORDER_WEBHOOK_RETRY_SECONDS = "0,0";
  resetEnvCache();
  db = await freshDatabase();
  operator = await sessionCookie(DEMO.betrieb);
  berlin = await sessionCookie(DEMO.berlin);
  setMailPort({ send: async () => {} });
  // What the demo data left in the outbox is not this test's concern.
  await db.db.update(outbox).set({ status: "done" }).where(eq(outbox.status, "pending"));
  peer = await startWebhookPeer();
  productIds = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map((p) => p.id);
});
afterAll(async () => {
  delete process.env.ORDER_WEBHOOK_RETRY_SECONDS;
  resetEnvCache();
  setMailPort(undefined);
  await peer.close();
  await db.drop();
});

const address = {
  mode: "customer",
  toAttention: "Frau Jana Weiß",
  firstName: "Jana",
  lastName: "Weiß",
  addressStreet: "Kastanienallee 7",
  addressZip: "10435",
  addressCity: "Berlin",
  addressState: "Berlin",
  addressCountry: "Deutschland",
  addressAddInfo: "Hinterhaus, 2. OG",
  phone: "030 555123",
};
const contact = { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" };

/** A Wednesday about two months ahead, as yyyymmdd (a desired date must be a working day within a year). */
const desired = (() => {
  const d = new Date(Date.now() + 60 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
})();
const desiredNumber = Number(desired.replaceAll("-", ""));

let n = 0;
async function submit(reference = "Kunde Weiß / Auftrag 4711") {
  n += 1;
  const res = await call(
    "POST",
    "asOrderSubmit",
    {
      storeSlug: "kuechenwelt-berlin",
      submissionId: `out-${n}-${Date.now()}`,
      order: {
        items: [
          { id: productIds[0], quantity: 2, desiredDeliveryDate: desiredNumber },
          { id: productIds[1], quantity: 1, desiredDeliveryDate: null, comment: "bitte vorab anrufen" },
        ],
        customerReference: reference,
        deliveryAddress: address,
        deliveryContact: contact,
      },
    },
    berlin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { idfs: string }).idfs ?? (res.body as { order: { idfs: string } }).order.idfs;
}

async function withKey(name: string, key: string, input: Record<string, string>) {
  const req = new Request(`http://localhost/api/${name}?${new URLSearchParams(input)}`, { headers: { authorization: `Bearer ${key}` } });
  const res = await serveEndpoint(req, name, "GET");
  return { status: res.status, body: await res.json() };
}

async function createKey(scopes: string[]) {
  const res = await call("POST", "apiKeyCreate", { name: `ERP ${scopes.join(" ")}`, scopes }, operator);
  expect(res.status).toBe(200);
  return (res.body as { secret: string }).secret;
}

const webhookRows = () => db.db.select().from(outbox).where(eq(outbox.kind, "order-webhook")).orderBy(asc(outbox.id));

describe("the order webhook", () => {
  beforeEach(() => {
    peer.setFailing(0);
  });

  it("refuses a URL that is not http(s), in German", async () => {
    const res = await call("POST", "orderWebhookSave", { url: "file:///etc/passwd" }, operator);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("http:// oder https://");
    const studio = await call("POST", "orderWebhookSave", { url: `${peer.url}/orders` }, berlin);
    expect(studio.status).toBe(403);
    expect((await call("GET", "orderWebhook", {}, berlin)).status).toBe(403);
  });

  it("is set up with a secret shown once and stored encrypted", async () => {
    const res = await call("POST", "orderWebhookSave", { url: `${peer.url}/orders` }, operator);
    expect(res.status).toBe(200);
    const body = res.body as { secret: string; webhook: { url: string; secretPrefix: string } };
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(body.webhook.secretPrefix).toBe(body.secret.slice(0, 10));
    secret = body.secret;
    peer.setSecret(secret);
    const dump = await db.db.execute(sql`select row_to_json(w)::text as t from order_webhooks w`);
    expect(JSON.stringify(dump)).not.toContain(secret.slice(10));
    // Saving the URL again keeps the secret; the list never shows it.
    const again = await call("POST", "orderWebhookSave", { url: `${peer.url}/orders` }, operator);
    expect((again.body as { secret: string | null }).secret).toBeNull();
    const view = await call("GET", "orderWebhook", {}, operator);
    expect(JSON.stringify(view.body)).not.toContain(secret.slice(10));
  });

  it("delivers a submitted order once, signed, with the order number as idempotency key", async () => {
    const idfs = await submit();
    const rows = await webhookRows();
    expect(rows.map((r) => r.payload)).toContainEqual({ kind: "order-webhook", orderNumber: idfs });
    await processOutbox(db.db);
    const got = peer.accepted.find((a) => a.orderNumber === idfs)!;
    expect(got).toBeDefined();
    expect(peer.refused).toBe(0);
    expect(got.request.headers["kuechenportal-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(got.request.headers["content-type"]).toContain("application/json");
    const doc = got.body as {
      type: string;
      order: { idfs: string; items: unknown[] };
      studio: { id: string };
      delivery: { party: { attention: string } };
    };
    expect(doc.type).toBe("order.submitted");
    expect(doc.order.idfs).toBe(idfs);
    expect(doc.order.items).toHaveLength(2);
    expect(doc.studio.id).toBeTruthy();
    expect(doc.delivery.party.attention).toBe("Frau Jana Weiß");
    const view = await call("GET", "orderWebhook", {}, operator);
    const delivery = (view.body as { deliveries: { orderNumber: string; state: string }[] }).deliveries.find((d) => d.orderNumber === idfs);
    expect(delivery?.state).toBe("zugestellt");
  });

  it("a rotated secret signs from then on; a receiver with the old one refuses", async () => {
    const res = await call("POST", "orderWebhookSave", { url: `${peer.url}/orders`, rotateSecret: true }, operator);
    const fresh = (res.body as { secret: string }).secret;
    expect(fresh).not.toBe(secret);
    const idfs = await submit();
    await processOutbox(db.db);
    expect(peer.refused).toBe(1);
    expect(peer.accepted.some((a) => a.orderNumber === idfs)).toBe(false);
    peer.setSecret(fresh);
    secret = fresh;
    await db.db.execute(sql`update outbox set next_attempt_at = now() where kind = 'order-webhook' and status = 'pending'`);
    await processOutbox(db.db);
    expect(peer.accepted.filter((a) => a.orderNumber === idfs)).toHaveLength(1);
  });

  it("retries while the supplier answers 500, then delivers; after the last try it is a dead letter that “Erneut senden” delivers once", async () => {
    peer.setFailing(2);
    const first = await submit();
    await processOutbox(db.db); // 500
    await processOutbox(db.db); // 500
    let [row] = (await webhookRows()).filter((r) => (r.payload as { orderNumber: string }).orderNumber === first);
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 2, "order-webhook: Antwort 500"]);
    await processOutbox(db.db); // 200
    expect(peer.accepted.filter((a) => a.orderNumber === first)).toHaveLength(1);

    peer.setFailing(100);
    const second = await submit();
    for (let i = 0; i < 5; i++) await processOutbox(db.db);
    [row] = (await webhookRows()).filter((r) => (r.payload as { orderNumber: string }).orderNumber === second);
    // "0,0": three tries, then given up.
    expect([row.status, row.attempts]).toEqual(["dead", 3]);
    const view = await call("GET", "orderWebhook", {}, operator);
    const dead = (view.body as { deadLetters: { id: number; orderNumber: string; state: string; lastError: string }[] }).deadLetters;
    expect(dead.find((d) => d.orderNumber === second)).toMatchObject({ state: "fehlgeschlagen", lastError: "order-webhook: Antwort 500" });

    peer.setFailing(0);
    const resend = await call("POST", "orderWebhookResend", { id: row.id }, operator);
    expect(resend.status).toBe(200);
    expect((await call("POST", "orderWebhookResend", { id: row.id }, operator)).status).toBe(404);
    await processOutbox(db.db);
    await processOutbox(db.db);
    expect(peer.accepted.filter((a) => a.orderNumber === second)).toHaveLength(1);
    [row] = (await webhookRows()).filter((r) => (r.payload as { orderNumber: string }).orderNumber === second);
    expect(row.status).toBe("done");
  });

  it("two workers (two instances) on one database never send one order twice", async () => {
    const before = peer.requests.length;
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push(await submit());
    // Two instances' workers drain at the same time, in small batches, until nothing is left.
    const worker = async () => {
      while ((await processOutbox(db.db, { limit: 3 })) > 0);
    };
    await Promise.all([worker(), worker()]);
    const sent = peer.requests.slice(before).map((r) => String(r.headers["idempotency-key"]));
    expect(sent.sort()).toEqual([...numbers].sort());
    expect(
      (await webhookRows()).filter((r) => numbers.includes((r.payload as { orderNumber: string }).orderNumber)).every((r) => r.status === "done"),
    ).toBe(true);
  });
});

describe("the order webhook's backoff", () => {
  it("waits as configured between tries, so a receiver that is down for an hour does not make a dead letter", async () => {
    process.env.ORDER_WEBHOOK_RETRY_SECONDS = "60,3600,3600";
    resetEnvCache();
    try {
      peer.setFailing(100);
      const idfs = await submit();
      const before = peer.requests.length;
      await processOutbox(db.db);
      const rowOf = async () => (await webhookRows()).find((r) => (r.payload as { orderNumber: string }).orderNumber === idfs)!;
      let row = await rowOf();
      expect([row.status, row.attempts]).toEqual(["pending", 1]);
      const wait = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
      // Not due yet: nothing is sent.
      await processOutbox(db.db);
      expect(peer.requests.length).toBe(before + 1);
      // A minute later the second try fails too; the next wait is an hour, still no dead letter.
      await db.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, row.id));
      await processOutbox(db.db);
      row = await rowOf();
      expect([row.status, row.attempts]).toEqual(["pending", 2]);
      expect((row.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(3500);
      // An hour later the receiver is back: delivered, once.
      peer.setFailing(0);
      await db.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, row.id));
      await processOutbox(db.db);
      expect((await rowOf()).status).toBe("done");
      expect(peer.accepted.filter((a) => a.orderNumber === idfs)).toHaveLength(1);
    } finally {
      process.env.ORDER_WEBHOOK_RETRY_SECONDS = "0,0";
      resetEnvCache();
    }
  });
});

describe("orderFeed", () => {
  it("pages through the orders after the cursor, as JSON and as openTRANS 2.1 ORDER valid against the XSD", async () => {
    await new Promise((r) => setTimeout(r, FEED_SETTLE_SECONDS * 1000 + 200));
    const key = await createKey(["orders:read"]);
    const all: string[] = [];
    let cursor = "";
    for (;;) {
      const res = await withKey("orderFeed", key, { cursor, format: "json", limit: "4" });
      expect(res.status).toBe(200);
      const page = res.body as { orders: { orderNumber: string }[]; nextCursor: string; hasMore: boolean };
      all.push(...page.orders.map((o) => o.orderNumber));
      if (page.orders.length === 0) {
        expect(page.nextCursor).toBe(cursor);
        break;
      }
      cursor = page.nextCursor;
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const numbers = all.map((s) => Number(s.replace("KS-", "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // The same orders as openTRANS, each valid against opentrans_2_1.xsd.
    const latest = all.at(-1)!;
    const xmlPage = await withKey("orderFeed", key, { cursor: String(Number(latest.replace("KS-", "")) - 1), format: "opentrans" });
    const xml = (xmlPage.body as { format: string; orders: { orderNumber: string; xml: string }[] }).orders[0];
    expect(xml.orderNumber).toBe(latest);
    const check = await validateOpenTrans(xml.xml);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
    // What the supplier reads: element by element (the XSD above fixed their order and nesting).
    const x = xml.xml;
    const [p0] = await db.db.select().from(products).where(eq(products.id, productIds[0]));
    for (const part of [
      `<ORDER_ID>${latest}</ORDER_ID>`,
      "<bmecat:CURRENCY>EUR</bmecat:CURRENCY>",
      "<PARTY_ROLE>buyer</PARTY_ROLE>",
      "<PARTY_ROLE>supplier</PARTY_ROLE>",
      "<PARTY_ROLE>delivery</PARTY_ROLE>",
      "<bmecat:NAME>Jana Weiß</bmecat:NAME>",
      "<bmecat:CONTACT_NAME>Frau Jana Weiß</bmecat:CONTACT_NAME>",
      "<bmecat:ADDRESS_REMARKS>Hinterhaus, 2. OG</bmecat:ADDRESS_REMARKS>",
      `<bmecat:SUPPLIER_PID>${p0.producerId}</bmecat:SUPPLIER_PID>`,
      `<bmecat:INTERNATIONAL_PID type="gtin">${p0.ean}</bmecat:INTERNATIONAL_PID>`,
      "<QUANTITY>2</QUANTITY>",
      "<bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT>",
      `<DELIVERY_START_DATE>${desired}</DELIVERY_START_DATE>`,
      "<TOTAL_ITEM_NUM>2</TOTAL_ITEM_NUM>",
    ])
      expect(x).toContain(part);
    expect(x).toMatch(/<CUSTOMER_ORDER_REFERENCE>\s*<ORDER_ID>Kunde Weiß \/ Auftrag 4711<\/ORDER_ID>/);
    expect(x.match(/<ORDER_ITEM>/g)).toHaveLength(2);
    const [lineNet, lineTotal] = [/<bmecat:PRICE_AMOUNT>([\d.]+)</.exec(x)![1], /<PRICE_LINE_AMOUNT>([\d.]+)</.exec(x)![1]];
    expect(Number(lineTotal)).toBeCloseTo(Number(lineNet) * 2, 2);
  });

  it("needs the scope orders:read; a studio and a malformed cursor are refused", async () => {
    const other = await createKey(["catalog:write"]);
    const res = await withKey("orderFeed", other, { format: "json" });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain("orders:read");
    expect((await call("GET", "orderFeed", { format: "json" }, berlin)).status).toBe(403);
    const key = await createKey(["orders:read"]);
    const bad = await withKey("orderFeed", key, { format: "json", cursor: "abc" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Cursor ist ungültig");
    expect((await withKey("orderFeed", key, { format: "csv" })).status).toBe(400);
  });

  it("the webhook table holds one row", async () => {
    expect(await db.db.select().from(orderWebhooks)).toHaveLength(1);
  });
});
