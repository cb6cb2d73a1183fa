import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { placeBerlinOrder } from "../../helpers/orders";
import { camtFixture } from "../../helpers/camt053";
import { clearDeliveries, deliveriesOf, forgetQueuedJobs, makeDue } from "../../helpers/jobs";
import { startWebhookPeer, type WebhookPeer } from "../../peers/webhook-peer";
import { serveEndpoint } from "@/lib/api/serve";
import { env } from "@/lib/env";
import { products } from "@/models/shop/catalog";
import { stores, type Store } from "@/models/platform/stores";
import { ORDER_WEBHOOK_QUEUE } from "@/lib/server/operator/orders-out";
import { startCatalogImport } from "@/lib/server/operator/catalog-import-upload";

// Issue 43: the operator hears of what needs them. A new order, a studio's cancellation or return, a
// credit that could not be matched, a delivery to the supplier given up and a failed import each ring the
// bell of /betrieb and mail the operator's people, by the job of the event that told it; each person
// chooses per kind by mail and in the bell.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlinCookie: string;
let berlin: Store;
let productId: number;
let peer: WebhookPeer;

beforeAll(async () => {
  db = await freshDatabase();
  [operator, berlinCookie] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  [berlin] = await db.db.select().from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  [{ id: productId }] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  // What the demo data queued is not this test's concern.
  await forgetQueuedJobs(db.db);
  peer = await startWebhookPeer();
});
afterAll(async () => {
  await peer.close();
  await db.drop();
});

type Bell = { notifications: { kind: string; message: string; link: string; unseen: boolean }[]; unseen: number };
const bell = async (cookie = operator) => (await call("GET", "operatorNotifications", {}, cookie)).body as Bell;
/** The mails queued to the operator's demo person, by subject. */
const operatorMails = async () =>
  (await deliveriesOf(db.db)).filter((d) => d.payload.to === DEMO.betrieb).map((d) => d.payload as { subject: string; text: string });

const order = async () => (await placeBerlinOrder(berlin, "notice", [{ id: productId, quantity: 2 }])).idfs;

describe("the operator's bell and mails", () => {
  it("a new order and a studio's cancellation ring the bell and mail the operator once, even when the job runs again", async () => {
    await clearDeliveries(db.db);
    const idfs = await order();
    await db.jobs.runDue();
    let b = await bell();
    expect(b.notifications[0]).toMatchObject({ kind: "order", link: "/betrieb/bestellungen", unseen: true });
    expect(b.notifications[0].message).toMatch(new RegExp(`^Neue Bestellung ${idfs} von Küchenwelt Berlin über .+\u00a0€\\.$`));
    expect((await operatorMails()).map((m) => m.subject)).toEqual([`Neue Bestellung ${idfs}`]);
    expect((await operatorMails())[0].text).toContain("/betrieb/bestellungen");

    const asked = await call(
      "POST",
      "asOrderCancel",
      { storeSlug: berlin.slug, idfs, lines: [{ article: productId, quantity: 1 }], reason: "Kunde hat die Küche verkleinert" },
      berlinCookie,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await db.jobs.runDue();
    b = await bell();
    expect(b.notifications[0]).toMatchObject({ kind: "request", message: `Küchenwelt Berlin bittet um eine Stornierung zur Bestellung ${idfs}.` });
    expect(b.unseen).toBe(2);
    expect((await operatorMails()).map((m) => m.subject)).toEqual([`Neue Bestellung ${idfs}`, `Stornierung zur Bestellung ${idfs} zu entscheiden`]);

    // Nothing more to do: a second run writes nothing twice.
    await db.jobs.runDue();
    expect((await bell()).notifications.filter((x) => x.message.includes(idfs))).toHaveLength(2);
  });

  it("opening the bell marks everything as seen for that person", async () => {
    expect((await bell()).unseen).toBeGreaterThan(0);
    const read = await call("POST", "operatorNotificationsRead", {}, operator);
    expect(read.status).toBe(200);
    const b = await bell();
    expect(b.unseen).toBe(0);
    expect(b.notifications.every((x) => !x.unseen)).toBe(true);
  });

  it("credits of a statement that match no order ring once for the statement", async () => {
    const xml = camtFixture("camt053-001-08.xml", {
      MSG_ID: "N1",
      STMT_ID: "N1",
      REF_PREFIX: "N1-",
      CLOSING: "1000.00",
      AMOUNT_A: "120.00",
      USTRD_A: "Miete Lager Dezember",
      AMOUNT_B: "30.50",
      USTRD_B: "Spende",
    });
    const headers = { "content-type": "application/xml", cookie: operator, origin: "http://localhost" };
    const res = await serveEndpoint(
      new Request("http://localhost/api/paymentImport", { method: "POST", headers, body: xml }),
      "paymentImport",
      "POST",
    );
    expect(await res.json()).toMatchObject({ booked: 0, unmatched: 2 });
    await db.jobs.runDue();
    const b = await bell();
    expect(b.notifications[0]).toMatchObject({
      kind: "payment",
      link: "/betrieb/zahlungen",
      unseen: true,
      message: "2 Zahlungen über zusammen 150,50\u00a0€ konnten keiner Bestellung zugeordnet werden.",
    });
    expect(b.unseen).toBe(1);
  });

  it("a delivery to the supplier's webhook that failed every try rings once", async () => {
    const saved = await call("POST", "orderWebhookSave", { url: `${peer.url}/orders` }, operator);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    peer.setFailing(1000);
    const idfs = await order();
    // The first try and every retry the installation allows (ORDER_WEBHOOK_RETRIES).
    for (let i = 0; i <= env().ORDER_WEBHOOK_RETRIES; i++) {
      await makeDue(db.db, ORDER_WEBHOOK_QUEUE);
      await db.jobs.runDue();
    }
    await db.jobs.runDue();
    const lines = (await bell()).notifications.filter((x) => x.kind === "delivery");
    expect(lines).toEqual([
      expect.objectContaining({
        link: "/betrieb/bestellausgang",
        message: `Die Bestellung ${idfs} wurde dem Lieferanten nach allen Versuchen nicht zugestellt.`,
      }),
    ]);
    const mail = (await operatorMails()).find((m) => m.subject === `Bestellung ${idfs} nicht zugestellt`);
    expect(mail?.text).toMatch(/Letzter Fehler: Antwort \d{3}/);
    peer.setFailing(0);
  });

  it("a failed catalog import rings with its file and first error; a done one does not", async () => {
    const before = (await bell()).notifications.length;
    await startCatalogImport({ file: Readable.from([Buffer.from("das ist kein Katalog")]), format: "bmecat", fileName: "lieferant-kaputt.xml" });
    await db.jobs.runDue();
    const b = await bell();
    expect(b.notifications).toHaveLength(before + 1);
    expect(b.notifications[0]).toMatchObject({
      kind: "import",
      link: "/betrieb/importe",
      message: "Der Katalogimport „lieferant-kaputt.xml“ ist fehlgeschlagen (1 Fehler).",
    });
    expect((await operatorMails()).find((m) => m.subject === "Katalogimport fehlgeschlagen")?.text).toContain("Erster Fehler: ");
  });

  it("each person chooses per kind: no mail for new orders, no payments in the bell", async () => {
    const all = { order: true, request: true, payment: true, delivery: true, import: true };
    expect((await call("GET", "operatorNotificationSettings", {}, operator)).body).toEqual({ mail: all, bell: all });
    const saved = await call(
      "POST",
      "operatorNotificationSettingsSave",
      { mail: { ...all, order: false }, bell: { ...all, payment: false } },
      operator,
    );
    expect(saved.body).toEqual({ mail: { ...all, order: false }, bell: { ...all, payment: false } });
    expect((await call("GET", "operatorNotificationSettings", {}, operator)).body).toEqual(saved.body);

    await clearDeliveries(db.db);
    const idfs = await order();
    await db.jobs.runDue();
    const b = await bell();
    expect(b.notifications[0].message).toContain(idfs);
    expect(b.notifications.some((x) => x.kind === "payment")).toBe(false);
    expect(await operatorMails()).toEqual([]);
  });

  it("is the operator's own: a studio gets 403, a wrong setting a German 400", async () => {
    expect((await call("GET", "operatorNotifications", {}, berlinCookie)).status).toBe(403);
    expect((await call("POST", "operatorNotificationsRead", {}, berlinCookie)).status).toBe(403);
    const bad = await call("POST", "operatorNotificationSettingsSave", { mail: { order: "ja" }, bell: {} }, operator);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("Bitte wählen Sie an oder aus.");
  });
});
