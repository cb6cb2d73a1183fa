import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { validateOpenTrans } from "../../helpers/opentrans-schema";
import { notifications } from "@/models/console/requests";
import { orderShipments, orderStatusUpdates } from "@/models/shop/order-status";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { submitBerlinOrderAs } from "../../helpers/orders";

// Status comes back (issue 33): orderStatusUpdate as JSON and as openTRANS 2.1 ORDERRESPONSE and
// DISPATCHNOTIFICATION (the fixtures checked against the XSD), idempotent and order-safe, with clear
// German 422s; the studio sees states, dates and tracking links in asOrder/asOrders, gets a mail and a
// bell notification, and never sees another studio's order.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let mayer: string;
let writeKey: string;
let readKey: string;
/** The supplier's article numbers (SUPPLIER_PID) of the two products ordered. */
let pids: [string, string];
let productIds: [number, number];

const FIXTURES = path.join(__dirname, "..", "..", "fixtures", "opentrans");
const fixture = (name: string, values: Record<string, string>) =>
  fs.readFileSync(path.join(FIXTURES, name), "utf8").replace(/\{\{([A-Z_0-9]+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`Platzhalter ${k} fehlt`);
    return values[k];
  });

/** Every mail the mail port was handed in this file. */
const sent: MailMessage[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({
    async send(m) {
      sent.push(m);
    },
  });
  [operator, berlin, mayer] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin), sessionCookie(DEMO.mayer)]);
  const rows = await db.db.select({ id: products.id, pid: products.producerId }).from(products).orderBy(asc(products.id)).limit(2);
  productIds = [rows[0].id, rows[1].id];
  pids = [rows[0].pid, rows[1].pid];
  writeKey = await createKey(["orders:write"]);
  readKey = await createKey(["orders:read"]);
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

async function createKey(scopes: string[]) {
  const res = await call("POST", "apiKeyCreate", { name: `ERP ${scopes.join(" ")}`, scopes }, operator);
  expect(res.status).toBe(200);
  return (res.body as { secret: string }).secret;
}

/** A working-day desired date about two months ahead (YYYYMMDD). */
const desired = (() => {
  const d = new Date(Date.now() + 60 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7));
  return Number(d.toISOString().slice(0, 10).replaceAll("-", ""));
})();
const plusDays = (yyyymmdd: number, days: number) => {
  const s = String(yyyymmdd);
  const d = new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8) + days));
  return Number(d.toISOString().slice(0, 10).replaceAll("-", ""));
};
const dashed = (n: number) => `${String(n).slice(0, 4)}-${String(n).slice(4, 6)}-${String(n).slice(6, 8)}`;

/** A new order of Küchenwelt Berlin: line 1 two units with a desired date, line 2 one unit. */
const submit = () =>
  submitBerlinOrderAs(berlin, "status", [
    { id: productIds[0], quantity: 2, desiredDeliveryDate: desired },
    { id: productIds[1], quantity: 1 },
  ]);

/** orderStatusUpdate with the ERP's key: JSON, or XML with the given media type. */
async function update(
  body: Record<string, unknown> | string,
  key = writeKey,
  contentType = typeof body === "string" ? "application/xml" : "application/json",
) {
  const req = new Request("http://localhost/api/orderStatusUpdate", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await serveEndpoint(req, "orderStatusUpdate", "POST");
  return { status: res.status, body: await res.json() };
}

async function asOrder(idfs: string, cookie = berlin) {
  const res = await call("GET", "asOrder", { idfs }, cookie);
  return { status: res.status, order: res.body as OrderDto };
}

/** The status mails sent for order `idfs` so far (the queue's due jobs run first), oldest first; not the confirmation. */
const mailsFor = async (idfs: string) => {
  await db.jobs.runDue();
  return sent
    .filter((m) => m.subject.startsWith(`Ihre Bestellung ${idfs} – `) && !m.subject.endsWith("Bestellbestätigung"))
    .map((m) => ({ payload: { to: m.to, subject: m.subject, text: m.text } }));
};
const bellsFor = async (idfs: string) => {
  await db.jobs.runDue();
  const [store] = await db.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, "kuechenwelt-berlin"));
  return db.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.storeId, store.id), like(notifications.message, `Bestellung ${idfs}:%`)));
};

describe("orderStatusUpdate as JSON", () => {
  it("confirms a date, tells the studio by mail and bell, and answers what changed", async () => {
    const idfs = await submit();
    expect((await asOrder(idfs)).order.state).toBe("received");
    const later = plusDays(desired, 7);
    const res = await update({
      idfs,
      updateId: "ab-1",
      lines: [
        { article: pids[0], confirmedQuantity: 2, confirmedDate: later },
        { article: pids[1], confirmedQuantity: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      idfs,
      updateId: "ab-1",
      repeated: false,
      state: "confirmed",
      lines: [
        { line: 1, article: pids[0], result: "changed", changed: ["confirmedQuantity", "confirmedDate"], state: "confirmed" },
        { line: 2, article: pids[1], result: "changed", changed: ["confirmedQuantity"], state: "confirmed" },
      ],
    });
    const { order } = await asOrder(idfs);
    expect(order.state).toBe("confirmed");
    expect(order.items[0].status).toMatchObject({ state: "confirmed", confirmedQuantity: 2, confirmedDate: later, shipments: [] });
    const mails = await mailsFor(idfs);
    expect(mails).toHaveLength(1);
    const mail = mails[0].payload as { to: string; subject: string; text: string };
    expect(mail.to).toBe("einkauf@kuechenwelt-berlin.example");
    expect(mail.subject).toBe(`Ihre Bestellung ${idfs} – Liefertermin bestätigt`);
    expect(mail.text).toContain("Guten Tag Frau Krüger,");
    expect(mail.text).toMatch(/- 2 × .+ bestätigt für den \d{2}\.\d{2}\.\d{4} \(Ihr Wunschtermin: \d{2}\.\d{2}\.\d{4}\)/);
    // The one layout: the order's link, one signature from the configuration, the imprint.
    expect(mail.text).toContain(`/stores/kuechenwelt-berlin/shop/orders?openOrderId=${idfs}`);
    expect(mail.text).toContain("Mit freundlichen Grüßen\nKüchenstudio-Shop\nKüchenstudio-Portal GmbH · Telefon");
    expect(mail.text).toMatch(/\nImpressum: Küchenstudio-Portal GmbH, .+USt-IdNr\. DE/);
    expect((await bellsFor(idfs)).map((b) => b.message)).toEqual([
      expect.stringMatching(new RegExp(`^Bestellung ${idfs}: 2 × .+ bestätigt für den \\d{2}\\.\\d{2}\\.\\d{4}$`)),
    ]);
  });

  it("a short confirmation (1 of 2) is told exactly: Teilweise bestätigt, the open unit in asOrder, mail and bell", async () => {
    const idfs = await submit();
    const date = plusDays(desired, 7);
    const res = await update({ idfs, updateId: "short-1", lines: [{ article: pids[0], confirmedQuantity: 1, confirmedDate: date }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: "partially_confirmed", lines: [{ line: 1, state: "partially_confirmed" }] });
    const { order } = await asOrder(idfs);
    expect(order.state).toBe("partially_confirmed");
    expect(order.items[0].status).toMatchObject({ state: "partially_confirmed", confirmedQuantity: 1, confirmedDate: date, open: 1 });
    expect(order.items[1].status).toMatchObject({ state: "received", open: 1 });
    const day = `${String(date).slice(6, 8)}.${String(date).slice(4, 6)}.${String(date).slice(0, 4)}`;
    const name = order.items[0].name;
    const mail = (await mailsFor(idfs))[0].payload as { subject: string; text: string };
    expect(mail.text).toContain(`- 1 von 2 × ${name} bestätigt für den ${day} – 1 noch offen`);
    expect((await bellsFor(idfs)).map((b) => b.message)).toEqual([`Bestellung ${idfs}: 1 von 2 × ${name} bestätigt für den ${day} – 1 noch offen`]);
    // The supplier takes the unit back: a smaller quantity of a dated line is news too.
    const fewer = await update({ idfs, updateId: "short-2", lines: [{ article: pids[0], confirmedQuantity: 0 }] });
    expect(fewer.status).toBe(200);
    const mails = await mailsFor(idfs);
    expect(mails.map((m) => (m.payload as { subject: string }).subject)).toEqual([
      `Ihre Bestellung ${idfs} – Liefertermin bestätigt`,
      `Ihre Bestellung ${idfs} – Menge geändert`,
    ]);
    expect((mails[1].payload as { text: string }).text).toContain(`0 von 2 × ${name} bestätigt für den ${day} – 2 noch offen`);
  });

  it("a repeated update changes nothing and says so; no second mail", async () => {
    const idfs = await submit();
    const body = { idfs, updateId: "ab-rep", lines: [{ article: pids[0], confirmedDate: plusDays(desired, 3) }] };
    expect((await update(body)).body.repeated).toBe(false);
    // The same id again, even with other content: answered from the stored update.
    const again = await update({ ...body, lines: [{ article: pids[0], confirmedDate: plusDays(desired, 30) }] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeated: true, lines: [{ line: 1, result: "unchanged", changed: [] }] });
    expect((await asOrder(idfs)).order.items[0].status?.confirmedDate).toBe(plusDays(desired, 3));
    expect(await mailsFor(idfs)).toHaveLength(1);
  });

  it("an older update arriving late never overwrites a newer date; a newer one does and the studio hears of the change", async () => {
    const idfs = await submit();
    const newer = await update({
      idfs,
      updateId: "ab-2",
      issuedAt: "2026-11-27T12:00:00+01:00",
      lines: [{ article: pids[0], confirmedDate: plusDays(desired, 10) }],
    });
    expect(newer.body.lines[0].result).toBe("changed");
    const older = await update({
      idfs,
      updateId: "ab-1",
      issuedAt: "2026-11-27T09:00:00+01:00",
      lines: [{ article: pids[0], confirmedDate: plusDays(desired, 2) }],
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ repeated: false, lines: [{ result: "unchanged", changed: [] }] });
    expect((await asOrder(idfs)).order.items[0].status?.confirmedDate).toBe(plusDays(desired, 10));
    const newest = await update({
      idfs,
      updateId: "ab-3",
      issuedAt: "2026-11-28T08:00:00+01:00",
      lines: [{ article: pids[0], confirmedDate: plusDays(desired, 14) }],
    });
    expect(newest.body.lines[0].changed).toEqual(["confirmedDate"]);
    const mails = await mailsFor(idfs);
    expect(mails.map((m) => (m.payload as { subject: string }).subject)).toEqual([
      `Ihre Bestellung ${idfs} – Liefertermin bestätigt`,
      `Ihre Bestellung ${idfs} – Liefertermin geändert`,
    ]);
    expect((mails[1].payload as { text: string }).text).toContain("Der Liefertermin hat sich geändert");
    // Every update is kept once, with its issue time.
    const stored = await db.db
      .select({ updateId: orderStatusUpdates.updateId })
      .from(orderStatusUpdates)
      .where(inArray(orderStatusUpdates.updateId, ["ab-1", "ab-2", "ab-3"]));
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });

  it("ships part of a line, then the rest; delivered makes the order Zugestellt; states never go back", async () => {
    const idfs = await submit();
    const first = await update({
      idfs,
      updateId: "v-1",
      lines: [{ article: pids[0], shipment: { carrier: "DHL", trackingNumber: "00340434161094042557", quantity: 1 } }],
    });
    expect(first.body).toMatchObject({ state: "partially_shipped", lines: [{ changed: ["shipment"], state: "partially_shipped" }] });
    let { order } = await asOrder(idfs);
    expect(order.state).toBe("partially_shipped");
    expect(order.items[0].status?.shipments).toEqual([
      {
        carrier: "DHL",
        trackingNumber: "00340434161094042557",
        quantity: 1,
        shippedOn: expect.any(Number),
        trackingUrl: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557",
        packageIds: [],
      },
    ]);
    const mail = (await mailsFor(idfs))[0].payload as { subject: string; text: string };
    expect(mail.subject).toBe(`Ihre Bestellung ${idfs} – Versand`);
    expect(mail.text).toContain(
      "Sendungsverfolgung: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557",
    );
    // The rest of line 1 and line 2 by freight forwarder, without a tracking number.
    const rest = await update({
      idfs,
      updateId: "v-2",
      lines: [
        { article: pids[0], shipment: { carrier: "GLS", trackingNumber: "ZX9" } },
        { article: pids[1], shipment: { carrier: "Spedition" } },
      ],
    });
    expect(rest.body.state).toBe("shipped");
    ({ order } = await asOrder(idfs));
    expect(order.items[0].status).toMatchObject({ state: "shipped", shipped: 2 });
    expect(order.items[1].status?.shipments[0]).toMatchObject({ carrier: "Spedition", trackingNumber: "", trackingUrl: null });
    await update({
      idfs,
      updateId: "v-3",
      lines: [
        { article: pids[0], delivered: 2 },
        { article: pids[1], delivered: 1 },
      ],
    });
    expect((await asOrder(idfs)).order.state).toBe("delivered");
    // An older report of fewer delivered units changes nothing.
    const back = await update({ idfs, updateId: "v-0", issuedAt: "2020-01-01T00:00:00Z", lines: [{ article: pids[0], delivered: 1 }] });
    expect(back.body.lines[0]).toMatchObject({ result: "unchanged", state: "delivered" });
    expect((await asOrder(idfs)).order.state).toBe("delivered");
  });

  it("cancels a line; an order of cancelled lines is Storniert", async () => {
    const idfs = await submit();
    await update({ idfs, updateId: "s-1", lines: [{ article: pids[1], cancelled: 1 }] });
    let { order } = await asOrder(idfs);
    expect(order.items[1].status?.state).toBe("cancelled");
    expect(order.state).toBe("received");
    await update({ idfs, updateId: "s-2", lines: [{ article: pids[0], cancelled: 2 }] });
    ({ order } = await asOrder(idfs));
    expect(order.state).toBe("cancelled");
  });

  it("refuses in German with 422: unknown order, unknown article, more than ordered, a day that does not exist", async () => {
    const idfs = await submit();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ idfs: "KS-999999", updateId: "x", lines: [{ article: pids[0], confirmedQuantity: 1 }] }, "Die Bestellung KS-999999 gibt es nicht.", "idfs"],
      [
        { idfs, updateId: "x", lines: [{ article: "GIBT-ES-NICHT", confirmedQuantity: 1 }] },
        `Den Artikel GIBT-ES-NICHT gibt es in der Bestellung ${idfs} nicht.`,
        "lines.0.article",
      ],
      [
        { idfs, updateId: "x", lines: [{ article: pids[0], confirmedQuantity: 3 }] },
        `Die bestätigte Menge 3 für Artikel ${pids[0]} (Position 1) ist größer als die bestellte Menge 2.`,
        "lines.0.confirmedQuantity",
      ],
      [
        { idfs, updateId: "x", lines: [{ article: pids[0], shipment: { carrier: "DPD", trackingNumber: "1", quantity: 3 } }] },
        `Für Artikel ${pids[0]} (Position 1) wären mehr Stück versandt, zugestellt oder storniert als bestellt (2).`,
        "lines.0",
      ],
      [
        { idfs, updateId: "x", lines: [{ article: pids[0], confirmedDate: 20270230 }] },
        `Das Lieferdatum 20270230 für Artikel ${pids[0]} (Position 1) gibt es nicht (JJJJMMTT).`,
        "lines.0.confirmedDate",
      ],
    ];
    for (const [body, message, field] of cases) {
      const res = await update(body);
      expect(res.status, message).toBe(422);
      expect(res.body.error).toMatchObject({ code: "rule", message, field });
    }
    // Nothing of the refused updates was kept: the id "x" is still free.
    expect((await update({ idfs, updateId: "x", lines: [{ article: pids[0], confirmedQuantity: 2 }] })).body.repeated).toBe(false);
    const wrongType = await update({ idfs, updateId: "y", lines: [{ article: pids[0], confirmedDate: "morgen" }] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.field).toBe("lines.0.confirmedDate");
  });
});

describe("orderStatusUpdate as openTRANS 2.1", () => {
  it("takes an ORDERRESPONSE valid against the XSD; the same document again is a repeat", async () => {
    const idfs = await submit();
    const xml = fixture("orderresponse.xml", {
      ORDER_ID: idfs,
      STUDIO_ID: "KW-BERLIN",
      RESPONSE_DATE: "2026-11-27T10:15:00+01:00",
      SUPPLIER_PID_1: pids[0],
      QUANTITY_1: "2",
      DELIVERY_1: dashed(plusDays(desired, 5)),
      SUPPLIER_PID_2: pids[1],
      QUANTITY_2: "1",
      DELIVERY_2: dashed(desired),
    });
    const check = await validateOpenTrans(xml);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
    const res = await update(xml);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Without ORDERCHANGE_SEQUENCE_ID the update is known by order, date and a hash of its lines (issue 45).
    const updateId = res.body.updateId as string;
    expect(updateId).toMatch(new RegExp(`^ORDERRESPONSE:${idfs}:2026-11-27T10:15:00\\+01:00#[0-9a-f]{16}$`));
    expect(res.body).toMatchObject({
      idfs,
      repeated: false,
      issuedAt: "2026-11-27T09:15:00.000Z",
      state: "confirmed",
      lines: [{ line: 1, changed: ["confirmedQuantity", "confirmedDate"] }, { line: 2 }],
    });
    const { order } = await asOrder(idfs);
    expect(order.items.map((i) => i.status?.confirmedDate)).toEqual([plusDays(desired, 5), desired]);
    const again = await update(xml, writeKey, "text/xml");
    expect(again.body).toMatchObject({ repeated: true, lines: [{ result: "unchanged" }, { result: "unchanged" }] });
    const [stored] = await db.db
      .select({ source: orderStatusUpdates.source })
      .from(orderStatusUpdates)
      .where(eq(orderStatusUpdates.updateId, updateId));
    expect(stored.source).toBe("orderresponse");
  });

  it("a second ORDERRESPONSE of the same day that moves delivery is applied and told; only the same content again is a repeat", async () => {
    const idfs = await submit();
    const response = (delivery: number) =>
      fixture("orderresponse.xml", {
        ORDER_ID: idfs,
        STUDIO_ID: "KW-BERLIN",
        RESPONSE_DATE: "2026-11-27",
        SUPPLIER_PID_1: pids[0],
        QUANTITY_1: "2",
        DELIVERY_1: dashed(delivery),
        SUPPLIER_PID_2: pids[1],
        QUANTITY_2: "1",
        DELIVERY_2: dashed(desired),
      });
    const first = response(desired);
    const moved = response(plusDays(desired, 42));
    expect((await update(first)).body).toMatchObject({ repeated: false, lines: [{ line: 1, result: "changed" }, { line: 2 }] });
    expect(await mailsFor(idfs)).toHaveLength(1);

    const second = await update(moved);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({
      repeated: false,
      lines: [
        { line: 1, result: "changed", changed: ["confirmedDate"] },
        { line: 2, result: "unchanged" },
      ],
    });
    expect((await asOrder(idfs)).order.items[0].status?.confirmedDate).toBe(plusDays(desired, 42));
    const mails = await mailsFor(idfs);
    expect(mails).toHaveLength(2);
    expect(mails[1].payload.subject).toBe(`Ihre Bestellung ${idfs} – Liefertermin geändert`);
    expect(await bellsFor(idfs)).toHaveLength(2);

    // The same content again is a repeat; the first one after the second is news again (the last one counts).
    expect((await update(moved)).body).toMatchObject({ repeated: true, lines: [{ result: "unchanged" }, { result: "unchanged" }] });
    const back = await update(first);
    expect(back.body).toMatchObject({ repeated: false, lines: [{ line: 1, result: "changed", changed: ["confirmedDate"] }, { line: 2 }] });
    expect((await asOrder(idfs)).order.items[0].status?.confirmedDate).toBe(desired);
    expect((await update(first)).body.repeated).toBe(true);
    expect(await mailsFor(idfs)).toHaveLength(3);
  });

  it("takes a DISPATCHNOTIFICATION valid against the XSD: DPD with its tracking number, part of the line", async () => {
    const idfs = await submit();
    const xml = fixture("dispatchnotification.xml", {
      DISPATCH_ID: `LS-${idfs}-1`,
      DISPATCH_DATE: "2026-11-30T07:00:00+01:00",
      ORDER_ID: idfs,
      CARRIER_ID: "DPD",
      CARRIER_NAME: "DPD Deutschland GmbH",
      TRACKING: "01234567890123",
      SUPPLIER_PID_1: pids[0],
      QUANTITY_1: "1",
    });
    expect((await validateOpenTrans(xml)).errors).toEqual([]);
    const res = await update(xml);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ updateId: `LS-${idfs}-1`, state: "partially_shipped", lines: [{ line: 1, changed: ["shipment"] }] });
    const { order } = await asOrder(idfs);
    expect(order.items[0].status?.shipments).toEqual([
      {
        carrier: "DPD",
        trackingNumber: "01234567890123",
        quantity: 1,
        shippedOn: 20261130,
        trackingUrl: "https://tracking.dpd.de/status/de_DE/parcel/01234567890123",
        packageIds: [],
      },
    ]);
    expect((await update(xml)).body.repeated).toBe(true);
    expect(await db.db.select().from(orderShipments).where(eq(orderShipments.trackingNumber, "01234567890123"))).toHaveLength(1);
  });

  it("refuses XML that is not openTRANS, malformed, or carries a DOCTYPE, in German", async () => {
    const notOt = await update('<ORDER version="2.1"/>');
    expect(notOt.status).toBe(400);
    expect(notOt.body.error.message).toBe("Das XML ist kein openTRANS ORDERRESPONSE und keine DISPATCHNOTIFICATION (Wurzelelement ORDER).");
    expect((await update("<ORDERRESPONSE><ORDERRESPONSE_HEADER>")).body.error.message).toBe("Die Anfrage ist kein wohlgeformtes XML.");
    const dtd = await update('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><ORDERRESPONSE/>');
    expect(dtd.status).toBe(400);
    expect(dtd.body.error.message).toMatch(/DOCTYPE/);
  });
});

describe("who may report and who sees it", () => {
  it("a key with orders:read only is refused with 403 naming the scope; a studio with 403; the operator's session may", async () => {
    const idfs = await submit();
    const body = { idfs, updateId: "who-1", lines: [{ article: pids[0], confirmedQuantity: 2 }] };
    const read = await update(body, readKey);
    expect(read.status).toBe(403);
    expect(read.body.error.message).toContain("orders:write");
    const studio = await call("POST", "orderStatusUpdate", body, berlin);
    expect(studio.status).toBe(403);
    expect(studio.body.error.message).toBe("Sie haben keinen Zugriff auf den Betrieb.");
    const byHand = await call("POST", "orderStatusUpdate", body, operator);
    expect(byHand.status).toBe(200);
    const [stored] = await db.db
      .select({ source: orderStatusUpdates.source, byName: orderStatusUpdates.byName })
      .from(orderStatusUpdates)
      .where(eq(orderStatusUpdates.updateId, "who-1"));
    expect(stored.source).toBe("betrieb");
    // The operator's list finds the order with its state; a studio gets 403 there too.
    const list = await call("GET", "operatorOrders", { search: idfs }, operator);
    // One of two lines confirmed: the order is "Teilweise bestätigt" (not every unit has a date), the line "Bestätigt".
    expect(list.body.orders).toMatchObject([
      {
        idfs,
        studio: { name: "Küchenwelt Berlin" },
        state: "partially_confirmed",
        lines: [
          { line: 1, article: pids[0], status: { state: "confirmed", confirmedQuantity: 2 } },
          { line: 2, status: { state: "received" } },
        ],
      },
    ]);
    expect((await call("GET", "operatorOrders", { search: idfs }, berlin)).status).toBe(403);
    // Without a search (the page's first load; the API client leaves an empty one out): the newest orders.
    const newest = await call("GET", "operatorOrders", {}, operator);
    expect(newest.status, JSON.stringify(newest.body)).toBe(200);
    expect((newest.body.orders as { idfs: string }[]).map((o) => o.idfs)).toContain(idfs);
  });

  it("a studio never sees another studio's order or its status", async () => {
    const idfs = await submit();
    await update({ idfs, updateId: "priv-1", lines: [{ article: pids[0], shipment: { carrier: "DHL", trackingNumber: "GEHEIM123" } }] });
    expect((await asOrder(idfs, mayer)).status).toBe(403);
    const hamburg = await sessionCookie(DEMO.hamburg);
    const theirs = await call("GET", "asOrders", { storeSlug: "kuechenhaus-hamburg" }, hamburg);
    expect(JSON.stringify(theirs.body)).not.toContain(idfs);
    expect(JSON.stringify(theirs.body)).not.toContain("GEHEIM123");
    expect((await call("GET", "asOrders", { storeSlug: "kuechenwelt-berlin" }, hamburg)).status).toBe(403);
    // Berlin's own list carries it.
    const own = await call("GET", "asOrders", { storeSlug: "kuechenwelt-berlin" }, berlin);
    const mine = (own.body.orders as OrderDto[]).find((o) => o.idfs === idfs)!;
    expect(mine.state).toBe("partially_shipped");
    expect(mine.items[0].status?.shipments[0].trackingNumber).toBe("GEHEIM123");
  });
});
