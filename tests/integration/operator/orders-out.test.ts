import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { validateOpenTrans } from "../../helpers/opentrans-schema";
import { startWebhookPeer, type WebhookPeer } from "../../peers/webhook-peer";
import { orderWebhooks } from "@/models/operator/orders-out";
import { products } from "@/models/shop/catalog";
import { setMailPort } from "@/lib/integrations/mail";
import { env } from "@/lib/env";
import { serveEndpoint } from "@/lib/api/serve";
import { FEED_SETTLE_SECONDS, ORDER_WEBHOOK_QUEUE } from "@/lib/server/operator/orders-out";
import { orderWebhookJob } from "@/lib/server/operator/jobs";
import { forgetQueuedJobs, jobsOf, makeDue } from "../../helpers/jobs";
import { submitOrderAs } from "../../helpers/cart";

// Orders go out to the supplier (issue 33): a signed webhook, a job of the event order.placed with its own
// retries and dead letters, and orderFeed for ERPs that poll, as JSON or openTRANS 2.1 ORDER (checked against the XSD).

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let peer: WebhookPeer;
let secret: string;
let productIds: number[];

beforeAll(async () => {
  db = await freshDatabase();
  await quickRetries();
  operator = await sessionCookie(DEMO.betrieb);
  berlin = await sessionCookie(DEMO.berlin);
  setMailPort({ send: async () => {} });
  // What the demo data left in the queue is not this test's concern.
  await forgetQueuedJobs(db.db);
  peer = await startWebhookPeer();
  productIds = (await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map((p) => p.id);
});
afterAll(async () => {
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
  const res = await submitOrderAs(berlin, "kuechenwelt-berlin", `out-${n}-${Date.now()}`, {
    items: [
      { id: productIds[0], quantity: 2, desiredDeliveryDate: desiredNumber },
      { id: productIds[1], quantity: 1, desiredDeliveryDate: null, comment: "bitte vorab anrufen" },
    ],
    customerReference: reference,
    deliveryAddress: address,
    deliveryContact: contact,
  });
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

/** The webhook's jobs, oldest first: one per placed order (and one more for each "Erneut senden"). */
const webhookJobs = () => jobsOf<{ idfs: string }>(db.db, ORDER_WEBHOOK_QUEUE);
const jobOf = async (idfs: string) => (await webhookJobs()).filter((j) => j.data.idfs === idfs).at(-1)!;
/** What /betrieb's Bestellausgang shows of an order's delivery. */
async function shown(idfs: string) {
  const view = (await call("GET", "orderWebhook", {}, operator)).body as {
    deliveries: { orderNumber: string; state: string; attempts: number; lastError: string | null }[];
  };
  return view.deliveries.find((d) => d.orderNumber === idfs);
}

/** Three tries, each due once the test makes it due (makeDue): the retries without waiting for them. */
async function quickRetries() {
  await db.jobs.boss.updateQueue(ORDER_WEBHOOK_QUEUE, { retryLimit: 2, retryDelay: 1, retryBackoff: false });
}
/** The installation's own settings (ORDER_WEBHOOK_RETRIES and its waits), as the app makes the queue. */
async function configuredRetries() {
  const { retry } = orderWebhookJob(env());
  await db.jobs.boss.updateQueue(ORDER_WEBHOOK_QUEUE, { ...retry, retryBackoff: true });
}

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
    // Queued with the order, in its transaction.
    expect((await jobOf(idfs)).state).toBe("created");
    await db.jobs.runDue();
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
    await db.jobs.runDue();
    expect(peer.refused).toBe(1);
    expect(peer.accepted.some((a) => a.orderNumber === idfs)).toBe(false);
    peer.setSecret(fresh);
    secret = fresh;
    await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
    await db.jobs.runDue();
    expect(peer.accepted.filter((a) => a.orderNumber === idfs)).toHaveLength(1);
  });

  it("retries while the supplier answers 500, then delivers; after the last try it is a dead letter that “Erneut senden” delivers once", async () => {
    peer.setFailing(2);
    const first = await submit();
    await db.jobs.runDue(); // 500
    await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
    await db.jobs.runDue(); // 500
    expect(await shown(first)).toMatchObject({ state: "wird wiederholt", attempts: 2, lastError: "Antwort 500" });
    await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
    await db.jobs.runDue(); // 200
    expect(peer.accepted.filter((a) => a.orderNumber === first)).toHaveLength(1);
    expect(await shown(first)).toMatchObject({ state: "zugestellt", attempts: 3 });

    peer.setFailing(100);
    const second = await submit();
    for (let i = 0; i < 5; i++) {
      await db.jobs.runDue();
      await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
    }
    // Three tries, then given up.
    expect(await jobOf(second)).toMatchObject({ state: "failed", retryCount: 2, error: "Antwort 500" });
    const view = await call("GET", "orderWebhook", {}, operator);
    const dead = (view.body as { deadLetters: { id: string; orderNumber: string; state: string; lastError: string }[] }).deadLetters;
    const letter = dead.find((d) => d.orderNumber === second)!;
    expect(letter).toMatchObject({ state: "fehlgeschlagen", lastError: "Antwort 500" });

    peer.setFailing(0);
    const resend = await call("POST", "orderWebhookResend", { id: letter.id }, operator);
    expect(resend.status).toBe(200);
    expect((await call("POST", "orderWebhookResend", { id: letter.id }, operator)).status).toBe(404);
    await db.jobs.runDue();
    await db.jobs.runDue();
    expect(peer.accepted.filter((a) => a.orderNumber === second)).toHaveLength(1);
    expect(await shown(second)).toMatchObject({ state: "zugestellt" });
    const after = (await call("GET", "orderWebhook", {}, operator)).body as { deadLetters: { orderNumber: string }[] };
    expect(after.deadLetters.some((d) => d.orderNumber === second)).toBe(false);
  });

  it("two workers (two instances) on one database never send one order twice", async () => {
    const before = peer.requests.length;
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push(await submit());
    // Two instances' workers drain at the same time, in small batches, until nothing is left.
    const worker = async () => {
      await db.jobs.runDue();
    };
    await Promise.all([worker(), worker()]);
    const sent = peer.requests.slice(before).map((r) => String(r.headers["idempotency-key"]));
    expect(sent.sort()).toEqual([...numbers].sort());
    expect((await webhookJobs()).filter((j) => numbers.includes(j.data.idfs)).every((j) => j.state === "completed")).toBe(true);
  });
});

describe("the order webhook's backoff", () => {
  it("waits as configured between tries, so a receiver that is down for an hour does not make a dead letter", async () => {
    await configuredRetries();
    try {
      peer.setFailing(100);
      const idfs = await submit();
      const before = peer.requests.length;
      await db.jobs.runDue();
      // The first wait is ORDER_WEBHOOK_RETRY_DELAY_SECONDS to twice that (pg-boss's backoff with jitter).
      const first = await jobOf(idfs);
      expect(first.state).toBe("retry");
      const delay = env().ORDER_WEBHOOK_RETRY_DELAY_SECONDS;
      const wait = (first.startAfter.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(delay - 2);
      expect(wait).toBeLessThanOrEqual(2 * delay);
      // Not due yet: nothing is sent.
      await db.jobs.runDue();
      expect(peer.requests.length).toBe(before + 1);
      // Each failed try waits longer; the receiver is down for an hour and the order still waits for it.
      let waited = wait;
      while (waited < 3600) {
        await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
        await db.jobs.runDue();
        const job = await jobOf(idfs);
        expect(job.state).toBe("retry");
        waited += (job.startAfter.getTime() - Date.now()) / 1000;
      }
      // An hour later the receiver is back: delivered, once.
      peer.setFailing(0);
      await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
      await db.jobs.runDue();
      expect((await jobOf(idfs)).state).toBe("completed");
      expect(peer.accepted.filter((a) => a.orderNumber === idfs)).toHaveLength(1);
    } finally {
      await quickRetries();
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
