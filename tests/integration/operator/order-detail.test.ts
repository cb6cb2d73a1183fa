import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitOrderAs } from "../../helpers/cart";
import { products } from "@/models/shop/catalog";
import { serveEndpoint } from "@/lib/api/serve";
import { setMailPort } from "@/lib/integrations/mail";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";

// The whole order on one screen (issue 43): operatorOrder answers the studio, addresses, lines with
// article number and EAN, amounts with the payment, shipments and the history (who or which key changed
// what); operatorOrderDocument hands out the studio's invoice files; a studio gets neither.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let writeKey: string;
let pids: [string, string];
let eans: [string, string];
let idfs: string;

const delivery = {
  deliveryAddress: {
    mode: "customer",
    firstName: "Jana",
    lastName: "Vogel",
    addressStreet: "Lindenallee 7",
    addressZip: "14467",
    addressCity: "Potsdam",
    addressState: "Brandenburg",
    addressCountry: "Deutschland",
    phone: "0331 987654",
  },
  deliveryContact: { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" },
};

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({ async send() {} });
  [operator, berlin] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  const rows = await db.db.select({ id: products.id, pid: products.producerId, ean: products.ean }).from(products).orderBy(asc(products.id)).limit(2);
  pids = [rows[0].pid, rows[1].pid];
  eans = [rows[0].ean, rows[1].ean];
  const key = await call("POST", "apiKeyCreate", { name: "Warenwirtschaft Nord", scopes: ["orders:write"] }, operator);
  writeKey = (key.body as { secret: string }).secret;
  const res = await submitOrderAs(berlin, "kuechenwelt-berlin", `detail-${Date.now()}`, {
    items: [
      { id: rows[0].id, quantity: 2, desiredDeliveryDate: null },
      { id: rows[1].id, quantity: 1, desiredDeliveryDate: null },
    ],
    customerReference: "Kommission Vogel",
    ...delivery,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  idfs = (res.body as { order: { idfs: string } }).order.idfs;
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

async function withKey(name: string, body: Record<string, unknown>) {
  const req = new Request(`http://localhost/api/${name}`, {
    method: "POST",
    headers: { authorization: `Bearer ${writeKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res = await serveEndpoint(req, name, "POST");
  return { status: res.status, body: await res.json() };
}

async function document(query: Record<string, string>, cookie = operator) {
  const req = new Request(`http://localhost/api/operatorOrderDocument?${new URLSearchParams(query)}`, { headers: { cookie } });
  return serveEndpoint(req, "operatorOrderDocument", "GET");
}

describe("operatorOrder", () => {
  it("answers the order with studio, addresses, lines, amounts, shipments, payments and who did what", async () => {
    const shipped = await withKey("orderStatusUpdate", {
      idfs,
      updateId: "wawi-1",
      lines: [{ article: pids[0], confirmedDate: 20301204, shipment: { carrier: "DHL", trackingNumber: "00340434161094042557" } }],
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const paid = await call(
      "POST",
      "paymentRecord",
      { idfs, amount: 10, date: "2026-11-20", payer: "Küchenwelt Berlin GmbH", reference: idfs },
      operator,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const res = await call("GET", "operatorOrder", { idfs }, operator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = res.body as OperatorOrderDetail;
    expect(o.studio).toMatchObject({ name: "Küchenwelt Berlin" });
    expect(o.customerReference).toBe("Kommission Vogel");
    expect(o.deliveryAddress).toEqual(expect.arrayContaining(["Jana Vogel", "Lindenallee 7", "14467 Potsdam"]));
    expect(o.deliveryContact).toEqual({ name: "Frau Sabine Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" });
    expect(o.lines.map((l) => [l.line, l.article, l.ean, l.quantity])).toEqual([
      [1, pids[0], eans[0], 2],
      [2, pids[1], eans[1], 1],
    ]);
    expect(o.lines[0].lineNet).toBeCloseTo(o.lines[0].unitNet * 2, 2);
    expect(o.lines[0].status.confirmedDate).toBe(20301204);
    expect(o.lines[0].status.shipments).toEqual([
      expect.objectContaining({
        carrier: "DHL",
        trackingNumber: "00340434161094042557",
        quantity: 2,
        trackingUrl: expect.stringContaining("00340434161094042557"),
      }),
    ]);
    expect(o.state).toBe("partially_shipped");
    // Gross = net + VAT; 10 € paid leaves the rest open.
    expect(o.amounts.gross).toBeCloseTo(o.amounts.net + o.amounts.vat, 2);
    expect(o.amounts.paid).toBe(10);
    expect(o.amounts.outstanding).toBeCloseTo(o.amounts.gross - 10, 2);
    expect(o.paymentState).toBe("partially_paid");
    expect(o.payments).toEqual([expect.objectContaining({ day: "2026-11-20", amount: 10, payer: "Küchenwelt Berlin GmbH", source: "manual" })]);
    // Newest first: the payment by the operator's person, the shipment by the ERP's key, the order by the studio's member.
    const history = o.history.map((h) => `${h.who}: ${h.what}`);
    expect(history[0]).toMatch(/Zahlung über 10,00\s€ vom 20\.11\.2026 gebucht/);
    expect(history).toContainEqual(
      expect.stringMatching(
        /^Warenwirtschaft Nord \(API \(JSON\)\): Pos\. 1: bestätigt für 04\.12\.2030; 2 Stk\. versandt mit DHL, Sendung 00340434161094042557/,
      ),
    );
    expect(history.at(-1)).toMatch(/: Bestellung aufgegeben$/);
  });

  it("answers an unknown order with 404 in German, and a studio with 403", async () => {
    const unknown = await call("GET", "operatorOrder", { idfs: "KS-999999" }, operator);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Die Bestellung KS-999999 gibt es nicht.");
    const studio = await call("GET", "operatorOrder", { idfs }, berlin);
    expect(studio.status).toBe(403);
  });
});

describe("operatorOrderDocument", () => {
  it("hands the operator the invoice as ZUGFeRD PDF and as XRechnung, the number then shown on the order", async () => {
    const pdf = await document({ idfs });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const xml = await document({ idfs, format: "xrechnung" });
    expect(xml.status).toBe(200);
    expect(await xml.text()).toContain("CrossIndustryInvoice");
    const o = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(o.invoice?.number).toMatch(/^RE-\d{4}-\d{5}$/);
  });

  it("refuses a credit note of another order, an unknown order, and a studio", async () => {
    expect((await document({ idfs, document: "GS-2026-99999" })).status).toBe(404);
    expect((await document({ idfs: "KS-999999" })).status).toBe(404);
    expect((await document({ idfs }, berlin)).status).toBe(403);
  });
});
