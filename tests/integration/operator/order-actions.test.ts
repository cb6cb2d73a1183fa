import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitBerlinOrderAs } from "../../helpers/orders";
import { products } from "@/models/shop/catalog";
import { setMailPort, type MailMessage } from "@/lib/integrations/mail";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";

// Whole-order actions (issue 43): confirm every open line for one date, ship every unshipped line with
// one carrier and tracking number, and tracking numbers as CSV with a German report per line; each is
// the same status update as a single line's (history, mail to the delivery contact).

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let pids: string[];
let ids: number[];
const sent: MailMessage[] = [];

const submit = (tag: string) =>
  submitBerlinOrderAs(berlin, `actions-${tag}`, [
    { id: ids[0], quantity: 2 },
    { id: ids[1], quantity: 1 },
  ]);
const detail = async (idfs: string) => (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({
    async send(m) {
      sent.push(m);
    },
  });
  [operator, berlin] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  const rows = await db.db.select({ id: products.id, pid: products.producerId }).from(products).orderBy(asc(products.id)).limit(2);
  ids = rows.map((r) => r.id);
  pids = rows.map((r) => r.pid);
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

describe("whole-order actions", () => {
  it("confirms every open line for one date, then ships every unshipped line with one tracking number", async () => {
    const idfs = await submit("all");
    const confirmed = await call("POST", "orderConfirmAll", { idfs, confirmedDate: 20301204 }, operator);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    let o = await detail(idfs);
    expect(o.lines.map((l) => l.status.confirmedDate)).toEqual([20301204, 20301204]);
    expect(o.state).toBe("confirmed");
    const again = await call("POST", "orderConfirmAll", { idfs, confirmedDate: 20301205 }, operator);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(`In der Bestellung ${idfs} ist keine Position mehr zu bestätigen.`);

    const shipped = await call("POST", "orderShipAll", { idfs, shipment: { carrier: "GLS", trackingNumber: "GLS-778899" } }, operator);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    o = await detail(idfs);
    expect(o.state).toBe("shipped");
    expect(o.lines.map((l) => l.status.shipments.map((s) => [s.carrier, s.trackingNumber, s.quantity]))).toEqual([
      [["GLS", "GLS-778899", 2]],
      [["GLS", "GLS-778899", 1]],
    ]);
    expect(o.history[0]).toMatchObject({
      who: expect.stringContaining("(Betrieb)"),
      what: expect.stringContaining("Pos. 2: 1 Stk. versandt mit GLS, Sendung GLS-778899"),
    });
    // The studio's delivery contact hears of it, as for a single line.
    await db.jobs.runDue();
    expect(
      sent.filter((m) => m.to === "einkauf@kuechenwelt-berlin.example" && m.subject.startsWith(`Ihre Bestellung ${idfs} – `)).map((m) => m.text),
    ).toEqual(expect.arrayContaining([expect.stringContaining("04.12.2030"), expect.stringContaining("GLS-778899")]));
    const none = await call("POST", "orderShipAll", { idfs, shipment: { carrier: "GLS", trackingNumber: "1" } }, operator);
    expect(none.status).toBe(422);
  });

  it("books tracking numbers from CSV with a report per line; the same file again books nothing twice", async () => {
    const a = await submit("csv-a");
    const b = await submit("csv-b");
    const csv = [
      "Bestellnummer;Artikel;Versanddienst;Sendungsnummer",
      `${a};${pids[0]};DHL;00340434161094011111`,
      `${b};${pids[1]};DPD;01234567890123`,
      `KS-999999;${pids[0]};DHL;1`,
      `${a};UNBEKANNT;DHL;2`,
      `${b};${pids[0]}`,
      "",
    ].join("\r\n");
    const res = await call("POST", "orderTrackingImport", { csv }, operator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.booked).toBe(2);
    expect(res.body.failed).toBe(3);
    expect(res.body.lines.map((l: { row: number; result: string; message: string }) => [l.row, l.result, l.message])).toEqual([
      [2, "gebucht", "Versandt mit DHL, Sendung 00340434161094011111."],
      [3, "gebucht", "Versandt mit DPD, Sendung 01234567890123."],
      [4, "Fehler", "Die Bestellung KS-999999 gibt es nicht."],
      [5, "Fehler", `Den Artikel UNBEKANNT gibt es in der Bestellung ${a} nicht.`],
      [6, "Fehler", "Bitte geben Sie Bestellnummer, Artikel, Versanddienst und Sendungsnummer an (4 Spalten)."],
    ]);
    expect((await detail(a)).lines[0].status.shipments).toEqual([
      expect.objectContaining({ carrier: "DHL", trackingNumber: "00340434161094011111" }),
    ]);
    const twice = await call("POST", "orderTrackingImport", { csv }, operator);
    expect(twice.body.booked).toBe(0);
    expect(twice.body.lines[0]).toMatchObject({ result: "schon erfasst", message: "Diese Sendung ist schon erfasst." });
    expect((await detail(a)).lines[0].status.shipments).toHaveLength(1);
  });

  it("is refused to a studio", async () => {
    expect((await call("POST", "orderShipAll", { idfs: "KS-100001", shipment: { carrier: "DHL", trackingNumber: "1" } }, berlin)).status).toBe(403);
  });
});
