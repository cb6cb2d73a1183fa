import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { creditNotes } from "@/models/shop/credit-notes";
import { notifications } from "@/models/console/requests";
import { orders } from "@/models/shop/orders";
import { orderStatusUpdates } from "@/models/shop/order-status";
import { products } from "@/models/shop/catalog";
import { stores } from "@/models/platform/stores";
import { serveEndpoint } from "@/lib/api/serve";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import { setStoragePort, storagePort } from "@/lib/integrations/storage";
import { localStorage } from "@/lib/integrations/storage/local";
import { POST as mediaUpload } from "@/app/media-upload/route";
import type { OrderDto } from "@/lib/domain/shop/order-dto";
import { submitOrderAs } from "../../helpers/cart";

// Cancellations and returns decided by the operator (issue 33, docs/order-requests.md): the studio asks
// (asOrderCancel, asOrderReturn with photos), the operator accepts or refuses (orderRequestDecide) with a
// message; an accepted one records cancelled units and issues a credit note, once; the studio reads it
// all in asOrder; the refusals are German and name the field.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let operator: string;
let berlin: string;
let hamburg: string;
let writeKey: string;
let readKey: string;
let pids: [string, string];
let productIds: [number, number];
let names: [string, string];

const SLUG = "kuechenwelt-berlin";
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

/** Every mail the mail port was handed in this file. */
const sent: MailMessage[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({
    async send(m) {
      sent.push(m);
    },
  });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "order-requests-"));
  setStoragePort(localStorage(dir, { secret: "test" }));
  [operator, berlin, hamburg] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin), sessionCookie(DEMO.hamburg)]);
  const rows = await db.db
    .select({ id: products.id, pid: products.producerId, name: products.name })
    .from(products)
    .orderBy(asc(products.id))
    .limit(2);
  productIds = [rows[0].id, rows[1].id];
  pids = [rows[0].pid, rows[1].pid];
  names = [rows[0].name, rows[1].name];
  writeKey = await createKey(["orders:write"]);
  readKey = await createKey(["orders:read"]);
});
afterAll(async () => {
  setStoragePort(undefined);
  setMailPort(undefined);
  await fs.rm(dir, { recursive: true, force: true });
  await db.drop();
});

async function createKey(scopes: string[]) {
  const res = await call("POST", "apiKeyCreate", { name: `ERP ${scopes.join(" ")}`, scopes }, operator);
  expect(res.status).toBe(200);
  return (res.body as { secret: string }).secret;
}

let n = 0;
/** A new order of Küchenwelt Berlin: line 1 two units, line 2 one unit. */
async function submit(): Promise<string> {
  n += 1;
  const res = await submitOrderAs(berlin, SLUG, `requests-${n}-${Date.now()}`, {
    items: [
      { id: productIds[0], quantity: 2, desiredDeliveryDate: null },
      { id: productIds[1], quantity: 1, desiredDeliveryDate: null },
    ],
    deliveryAddress: {
      mode: "studio",
      companyName: "Küchenwelt Berlin",
      addressStreet: "Weg 1",
      addressZip: "10115",
      addressCity: "Berlin",
      addressState: "Berlin",
      addressCountry: "Deutschland",
      phone: "030123456",
    },
    deliveryContact: {
      gender: "Frau",
      firstName: "Sabine",
      lastName: "Krüger",
      phone: "030 1234567",
      email: "einkauf@kuechenwelt-berlin.example",
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { order: { idfs: string } }).order.idfs;
}

/** Sets line states by hand as the operator does in /betrieb (orderStatusUpdate with the session). */
async function status(idfs: string, lines: Record<string, unknown>[]) {
  const res = await call("POST", "orderStatusUpdate", { idfs, updateId: `test-${Math.random()}`, lines }, operator);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const ship = (quantity: number, nr: string) => ({ carrier: "DHL", trackingNumber: nr, quantity });

async function asOrder(idfs: string, cookie = berlin) {
  const res = await call("GET", "asOrder", { idfs }, cookie);
  expect(res.status).toBe(200);
  return res.body as OrderDto;
}

const cancel = (idfs: string, lines: Record<string, unknown>[], cookie = berlin, storeSlug = SLUG) =>
  call("POST", "asOrderCancel", { storeSlug, idfs, lines, reason: "Kunde hat die Küche verkleinert" }, cookie);
const giveBack = (idfs: string, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  call("POST", "asOrderReturn", { storeSlug: SLUG, idfs, lines, reason: "transport_damage", ...extra }, berlin);
const decide = (requestId: string, accept: boolean, message: string, cookie = operator) =>
  call("POST", "orderRequestDecide", { requestId, accept, message }, cookie);

async function decideWithKey(key: string, body: Record<string, unknown>) {
  const req = new Request("http://localhost/api/orderRequestDecide", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res = await serveEndpoint(req, "orderRequestDecide", "POST");
  return { status: res.status, body: await res.json() };
}

const notesOf = async (idfs: string) => {
  const [o] = await db.db.select({ id: orders.id }).from(orders).where(eq(orders.idfs, idfs));
  return db.db.select().from(creditNotes).where(eq(creditNotes.orderId, o.id));
};
const unitNet = async (idfs: string, line: number) => {
  const [o] = await db.db.select({ items: orders.items }).from(orders).where(eq(orders.idfs, idfs));
  return o.items[line - 1].priceKaNetCents;
};
/** The mails with `subject` sent so far (the queue's due jobs run first). */
const mailsAbout = async (subject: string) => {
  await db.jobs.runDue();
  return sent.filter((m) => m.subject === subject).map((m) => ({ payload: { to: m.to, subject: m.subject, text: m.text } }));
};
async function bells(like: string) {
  await db.jobs.runDue();
  const [s] = await db.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, SLUG));
  const rows = await db.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.storeId, s.id));
  return rows.map((r) => r.message).filter((m) => m.startsWith(like));
}

/** Presign a return photo and post its bytes the way the browser does (to /media-upload). */
async function uploadPhoto(body: Buffer, contentType: string) {
  const presign = await call("POST", "asOrderReturnPhotoUpload", { storeSlug: SLUG, contentType, size: body.length }, berlin);
  if (presign.status !== 200) return { presign, upload: null, key: null as string | null };
  const form = new FormData();
  for (const [k, v] of Object.entries(presign.body.fields as Record<string, string>)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(body)], { type: contentType }), "foto");
  const upload = await mediaUpload(new Request("http://localhost/media-upload", { method: "POST", body: form }));
  return { presign, upload, key: presign.body.key as string };
}

describe("cancellations", () => {
  it("refuses cancelling a shipped line, and more than is left of a partly shipped one", async () => {
    const idfs = await submit();
    await status(idfs, [{ article: pids[0], shipment: ship(1, "SHIP-A") }]);
    const more = await cancel(idfs, [{ article: productIds[0], quantity: 2 }]);
    expect(more.status).toBe(422);
    expect(more.body.error).toMatchObject({
      code: "rule",
      message: `Von „${names[0]}“ können nur noch 1 Stück storniert werden – der Rest ist bereits versandt.`,
      field: "lines.0.quantity",
    });
    await status(idfs, [{ article: pids[0], shipment: ship(1, "SHIP-B") }]);
    const shipped = await cancel(idfs, [{ article: productIds[0], quantity: 1 }]);
    expect(shipped.status).toBe(422);
    expect(shipped.body.error.message).toBe(`„${names[0]}“ kann nicht mehr storniert werden – die Ware ist bereits versandt.`);
    const order = await asOrder(idfs);
    expect(order.requests).toEqual([]);
    expect(order.items.map((i) => i.requestable)).toEqual([
      { cancel: 0, return: 0 },
      { cancel: 1, return: 0 },
    ]);
  });

  it("counts open requests: a second cancellation of the same units is refused", async () => {
    const idfs = await submit();
    expect((await cancel(idfs, [{ article: productIds[1], quantity: 1 }])).status).toBe(200);
    const again = await cancel(idfs, [{ article: productIds[1], quantity: 1 }]);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(`„${names[1]}“ kann nicht mehr storniert werden – die Ware ist bereits zur Stornierung angemeldet.`);
  });

  it("accepted: the units are cancelled, a credit note of the right amount is issued, the studio hears it", async () => {
    const idfs = await submit();
    const asked = await cancel(idfs, [{ article: productIds[0], quantity: 1 }]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = asked.body.request.id as string;
    expect(asked.body.request).toMatchObject({ kind: "cancel", state: "open", lines: [{ article: productIds[0], lineNo: 1, quantity: 1 }] });

    // The operator sees it among the open requests.
    const open = await call("GET", "operatorOrderRequests", { state: "open" }, operator);
    expect(open.status).toBe(200);
    expect(open.body.requests).toContainEqual(
      expect.objectContaining({ id: requestId, idfs, storeName: "Küchenwelt Berlin", kind: "cancel", reason: "Kunde hat die Küche verkleinert" }),
    );

    const res = await decide(requestId, true, "Storniert, die Gutschrift folgt.");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const notes = await notesOf(idfs);
    expect(notes).toHaveLength(1);
    const net = await unitNet(idfs, 1);
    // One of three units: the line's value only (the delivery stays charged while anything is kept).
    expect(notes[0].netLinesCents).toBe(net);
    expect(notes[0].shippingChargeCents).toBe(0);
    expect(notes[0].grossCents).toBe(net + Math.round(net * 0.19));
    expect(notes[0].reason).toBe("Stornierung: Kunde hat die Küche verkleinert");
    expect(res.body.request).toMatchObject({ state: "accepted", creditNoteNumber: notes[0].number, message: "Storniert, die Gutschrift folgt." });

    const order = await asOrder(idfs);
    expect(order.items[0].status).toMatchObject({ cancelled: 1 });
    expect(order.items[0].requestable).toEqual({ cancel: 1, return: 0 });
    expect(order.requests).toMatchObject([
      { id: requestId, state: "accepted", creditNoteNumber: notes[0].number, message: "Storniert, die Gutschrift folgt." },
    ]);
    expect(order.creditNotes?.map((c) => c.number)).toEqual([notes[0].number]);
    const [update] = await db.db
      .select()
      .from(orderStatusUpdates)
      .where(eq(orderStatusUpdates.updateId, `storno-${requestId}`));
    expect(update).toMatchObject({ source: "storno", byName: expect.any(String) });

    const mails = await mailsAbout(`Ihre Stornierung zur Bestellung ${idfs} wurde angenommen`);
    expect(mails).toHaveLength(1);
    expect((mails[0].payload as { text: string }).text).toContain("Nachricht des Betriebs: Storniert, die Gutschrift folgt.");
    expect(await bells(`Stornierung zu ${idfs}`)).toEqual([`Stornierung zu ${idfs} angenommen: Storniert, die Gutschrift folgt.`]);
  });

  it("deciding twice is a 409 and issues no second credit note; deciding takes the units shipped since into account", async () => {
    const idfs = await submit();
    const a = (await cancel(idfs, [{ article: productIds[1], quantity: 1 }])).body.request.id as string;
    expect((await decide(a, true, "")).status).toBe(200);
    const twice = await decide(a, false, "Doch nicht.");
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("Über diese Stornierung wurde bereits entschieden: Angenommen.");
    expect(await notesOf(idfs)).toHaveLength(1);

    // Asked before shipping, shipped before the decision: accepting is refused, refusing still works.
    const b = (await cancel(idfs, [{ article: productIds[0], quantity: 2 }])).body.request.id as string;
    await status(idfs, [{ article: pids[0], shipment: ship(2, "SHIP-LATE") }]);
    const late = await decide(b, true, "");
    expect(late.status).toBe(422);
    expect(late.body.error.message).toBe(`„${names[0]}“ kann nicht mehr storniert werden – die Ware ist bereits versandt.`);
    expect((await decide(b, false, "Die Ware war schon unterwegs.")).status).toBe(200);
    expect(await notesOf(idfs)).toHaveLength(1);
  });

  it("five decisions of one request at once: one is taken, four get 409, one credit note", async () => {
    const idfs = await submit();
    const id = (await cancel(idfs, [{ article: productIds[0], quantity: 2 }])).body.request.id as string;
    const answers = await Promise.all([true, true, false, true, false].map((accept) => decide(id, accept, "Gleichzeitig entschieden.")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body.request as { state: string };
    expect(await notesOf(idfs)).toHaveLength(won.state === "accepted" ? 1 : 0);
    expect((await asOrder(idfs)).items[0].status?.cancelled).toBe(won.state === "accepted" ? 2 : 0);
  });

  it("refused: the operator's message is in asOrder, by mail and in the bell; a refusal needs a message", async () => {
    const idfs = await submit();
    const id = (await cancel(idfs, [{ article: productIds[0], quantity: 2 }])).body.request.id as string;
    const bare = await decide(id, false, "  ");
    expect(bare.status).toBe(400);
    expect(bare.body.error).toMatchObject({ field: "message", message: "message: Bitte schreiben Sie dem Studio, warum Sie ablehnen." });
    const res = await decide(id, false, "Die Ware ist bereits beim Spediteur.");
    expect(res.status).toBe(200);
    const order = await asOrder(idfs);
    expect(order.requests).toMatchObject([
      { id, kind: "cancel", state: "refused", message: "Die Ware ist bereits beim Spediteur.", creditNoteNumber: null },
    ]);
    expect(order.items[0].status?.cancelled).toBe(0);
    expect(order.items[0].requestable?.cancel).toBe(2);
    expect(await notesOf(idfs)).toHaveLength(0);
    expect(await mailsAbout(`Ihre Stornierung zur Bestellung ${idfs} wurde abgelehnt`)).toHaveLength(1);
    expect(await bells(`Stornierung zu ${idfs}`)).toEqual([`Stornierung zu ${idfs} abgelehnt: Die Ware ist bereits beim Spediteur.`]);
  });
});

describe("returns", () => {
  it("refuses a return larger than what was delivered", async () => {
    const idfs = await submit();
    const before = await giveBack(idfs, [{ article: productIds[0], quantity: 1 }]);
    expect(before.status).toBe(422);
    expect(before.body.error.message).toBe(`„${names[0]}“ wurde noch nicht zugestellt – eine Retoure ist erst nach der Zustellung möglich.`);
    await status(idfs, [{ article: pids[0], shipment: ship(2, "RET-A"), delivered: 1 }]);
    const more = await giveBack(idfs, [{ article: productIds[0], quantity: 2 }]);
    expect(more.status).toBe(422);
    expect(more.body.error).toMatchObject({
      message: `Von „${names[0]}“ können nur noch 1 Stück zurückgegeben werden – zugestellt sind erst 1.`,
      field: "lines.0.quantity",
    });
  });

  it("accepted with photos: a credit note; the operator sees the photo; delivered units cannot be returned twice", async () => {
    const idfs = await submit();
    await status(idfs, [
      { article: pids[0], shipment: ship(2, "RET-B"), delivered: 2 },
      { article: pids[1], shipment: ship(1, "RET-C"), delivered: 1 },
    ]);
    const photo = await uploadPhoto(PNG, "image/png");
    expect(photo.presign.status).toBe(200);
    expect(photo.key).toMatch(/^stores\/[A-Za-z0-9-]+\/returns\/[0-9a-f-]+\.png$/);
    expect(photo.upload?.status).toBe(204);
    const asked = await giveBack(idfs, [{ article: productIds[1], quantity: 1 }], {
      reason: "transport_damage",
      comment: "Ecke abgebrochen",
      photos: [{ key: photo.key, name: "ecke.png" }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.body.request.id as string;
    expect(asked.body.request).toMatchObject({
      kind: "return",
      state: "open",
      photoCount: 1,
      reason: "transport_damage",
      comment: "Ecke abgebrochen",
    });
    expect((await asOrder(idfs)).items[1].requestable).toEqual({ cancel: 0, return: 0 });

    const listed = await call("GET", "operatorOrderRequests", { state: "open" }, operator);
    expect(listed.body.requests).toContainEqual(expect.objectContaining({ id, photos: [{ index: 0, name: "ecke.png" }] }));
    const img = await serveEndpoint(
      new Request(`http://localhost/api/orderRequestPhoto?requestId=${id}&index=0`, { headers: { cookie: operator } }),
      "orderRequestPhoto",
      "GET",
    );
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    const studioImg = await serveEndpoint(
      new Request(`http://localhost/api/orderRequestPhoto?requestId=${id}&index=0`, { headers: { cookie: berlin } }),
      "orderRequestPhoto",
      "GET",
    );
    expect(studioImg.status).toBe(403);

    // An ERP with orders:write may decide too; orders:read may not.
    expect((await decideWithKey(readKey, { requestId: id, accept: true, message: "" })).status).toBe(403);
    const res = await decideWithKey(writeKey, { requestId: id, accept: true, message: "Wir holen die Ware ab." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const notes = await notesOf(idfs);
    expect(notes).toHaveLength(1);
    const net = await unitNet(idfs, 2);
    expect(notes[0].netLinesCents).toBe(net);
    expect(notes[0].reason).toBe("Retoure: Transportschaden – Ecke abgebrochen");
    const order = await asOrder(idfs);
    expect(order.requests).toMatchObject([{ id, state: "accepted", message: "Wir holen die Ware ab.", creditNoteNumber: notes[0].number }]);
    expect(order.items[1].requestable).toEqual({ cancel: 0, return: 0 });
    expect(order.items[0].requestable).toEqual({ cancel: 0, return: 2 });
    const again = await giveBack(idfs, [{ article: productIds[1], quantity: 1 }]);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(
      `„${names[1]}“ kann nicht mehr zurückgegeben werden – zugestellt sind 1, davon 1 bereits zurückgegeben oder zur Retoure angemeldet.`,
    );
  });

  it("refuses a photo that is not an image: at the form, at the upload, and when it is named", async () => {
    const idfs = await submit();
    await status(idfs, [{ article: pids[0], shipment: ship(2, "RET-D"), delivered: 2 }]);
    const text = await uploadPhoto(Buffer.from("kein Bild"), "text/plain");
    expect(text.presign.status).toBe(400);
    expect(text.presign.body.error.message).toBe("Bitte laden Sie nur Bilddateien hoch.");
    // HTML declared as PNG: the upload route reads the first bytes and refuses it.
    const html = Buffer.from("<html><script>alert(1)</script></html>".padEnd(300, " "));
    const disguised = await uploadPhoto(html, "image/png");
    expect(disguised.upload?.status).toBe(400);
    // A file that got into the folder some other way is checked by content when the return names it.
    const key = `${photoFolder(disguised.key!)}${"a".repeat(8)}.png`;
    await storagePort().put(key, html, "image/png");
    const named = await giveBack(idfs, [{ article: productIds[0], quantity: 1 }], { photos: [{ key, name: "x.png" }] });
    expect(named.status).toBe(400);
    expect(named.body.error).toMatchObject({ message: "Bitte laden Sie nur Bilddateien hoch.", field: "photos.0.key" });
    expect(await storagePort().get(key)).toBeNull();
    // Another studio's folder is not the studio's.
    const foreign = await giveBack(idfs, [{ article: productIds[0], quantity: 1 }], { photos: [{ key: "stores/99999/returns/abc.png", name: "x" }] });
    expect(foreign.status).toBe(400);
    expect((await asOrder(idfs)).requests).toEqual([]);
  });

  it("takes only reasons from the list", async () => {
    const idfs = await submit();
    const res = await giveBack(idfs, [{ article: productIds[0], quantity: 1 }], { reason: "gefällt nicht" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: "reason", message: "reason: Bitte wählen Sie einen Grund aus der Liste." });
  });
});

const photoFolder = (key: string) => key.slice(0, key.lastIndexOf("/") + 1);

describe("access", () => {
  it("a studio cannot decide (403); another studio's order is not found (404); another studio never sees the requests", async () => {
    const idfs = await submit();
    const id = (await cancel(idfs, [{ article: productIds[0], quantity: 1 }])).body.request.id as string;
    const studio = await decide(id, true, "", berlin);
    expect(studio.status).toBe(403);
    expect(studio.body.error.message).toBe("Sie haben keinen Zugriff auf den Betrieb.");
    expect((await call("GET", "operatorOrderRequests", { state: "open" }, berlin)).status).toBe(403);

    const foreign = await cancel(idfs, [{ article: productIds[0], quantity: 1 }], hamburg, "kuechenhaus-hamburg");
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(`Die Bestellung ${idfs} gibt es in Ihrem Studio nicht.`);
    expect((await call("GET", "asOrder", { idfs }, hamburg)).status).toBe(403);
    // Berlin's slug with Hamburg's session: the store access refuses before any order is read.
    expect((await cancel(idfs, [{ article: productIds[0], quantity: 1 }], hamburg)).status).toBe(403);
    expect((await decide("00000000-0000-4000-8000-000000000000", true, "")).status).toBe(404);
  });
});
