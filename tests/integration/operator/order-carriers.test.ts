import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitBerlinOrderAs } from "../../helpers/orders";
import { validateOpenTrans } from "../../helpers/opentrans-schema";
import { products } from "@/models/shop/catalog";
import { serveEndpoint } from "@/lib/api/serve";
import { setMailPort } from "@/lib/integrations/mail";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";
import type { OrderDto } from "@/lib/domain/shop/order-dto";

// Carriers as sent (issue 43): a DISPATCHNOTIFICATION whose deliverer is neither DHL, DPD, GLS, UPS nor
// Hermes keeps the deliverer's name (never turned into "Spedition"); without SHIPMENT_ID the shipment is
// "ohne Sendungsnummer", with no tracking link; UPS gets its tracking page.

let db: Awaited<ReturnType<typeof freshDatabase>>;
let operator: string;
let berlin: string;
let key: string;
let pid: string;
let productId: number;

const FIXTURES = path.join(__dirname, "..", "..", "fixtures", "opentrans");
const fixture = (values: Record<string, string>) =>
  fs.readFileSync(path.join(FIXTURES, "dispatchnotification.xml"), "utf8").replace(/\{\{([A-Z_0-9]+)\}\}/g, (_, k: string) => values[k]);

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({ async send() {} });
  [operator, berlin] = await Promise.all([sessionCookie(DEMO.betrieb), sessionCookie(DEMO.berlin)]);
  const [row] = await db.db.select({ id: products.id, pid: products.producerId }).from(products).orderBy(asc(products.id)).limit(1);
  [pid, productId] = [row.pid, row.id];
  key = ((await call("POST", "apiKeyCreate", { name: "Spediteur-ERP", scopes: ["orders:write"] }, operator)).body as { secret: string }).secret;
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

const submit = (tag: string) => submitBerlinOrderAs(berlin, `carrier-${tag}`, [{ id: productId, quantity: 2 }]);

async function post(body: string | Record<string, unknown>) {
  const xml = typeof body === "string";
  const req = new Request("http://localhost/api/orderStatusUpdate", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": xml ? "application/xml" : "application/json" },
    body: xml ? body : JSON.stringify(body),
  });
  const res = await serveEndpoint(req, "orderStatusUpdate", "POST");
  return { status: res.status, body: await res.json() };
}

describe("orderStatusUpdate with a carrier of its own", () => {
  it("keeps an unknown deliverer's name as sent and shows a dispatch without SHIPMENT_ID as such", async () => {
    const idfs = await submit("kn");
    const xml = fixture({
      DISPATCH_ID: `LS-${idfs}`,
      DISPATCH_DATE: "2026-11-30T07:00:00+01:00",
      ORDER_ID: idfs,
      CARRIER_ID: "KN-4711",
      CARRIER_NAME: "Kühne + Nagel",
      TRACKING: "",
      SUPPLIER_PID_1: pid,
      QUANTITY_1: "2",
    }).replace(/\s*<SHIPMENT_ID><\/SHIPMENT_ID>/, "");
    expect(xml).not.toContain("SHIPMENT_ID>");
    expect((await validateOpenTrans(xml)).errors).toEqual([]);
    const res = await post(xml);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(o.lines[0].status.shipments).toEqual([
      { carrier: "Kühne + Nagel", trackingNumber: "", packageIds: [], quantity: 2, shippedOn: 20261130, trackingUrl: null },
    ]);
    expect(o.history[0].what).toBe("Pos. 1: 2 Stk. versandt mit Kühne + Nagel, ohne Sendungsnummer (jetzt Versandt)");
  });

  it("takes UPS with its tracking page, and still refuses a parcel service without a tracking number", async () => {
    const idfs = await submit("ups");
    const ok = await post({ idfs, updateId: "ups-1", lines: [{ article: pid, shipment: { carrier: "UPS", trackingNumber: "1Z999AA10123456784" } }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const o = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(o.lines[0].status.shipments[0].trackingUrl).toBe("https://www.ups.com/track?loc=de_DE&tracknum=1Z999AA10123456784");
    const refused = await post({ idfs, updateId: "ups-2", lines: [{ article: pid, shipment: { carrier: "Hermes" } }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe("lines.0.shipment.trackingNumber");
  });
});

/** Two parcels of one line, as an ERP names them: NVE/SSCC and its own number (one repeated). */
const PACKAGES = `
      <LOGISTIC_DETAILS>
        <PACKAGE_INFO>
          <PACKAGE>
            <PACKAGE_ID type="nve">340123450000000018</PACKAGE_ID>
            <PACKAGE_ID type="supplier_specific">PK-1/2</PACKAGE_ID>
            <PACKAGE_QUANTITY>1</PACKAGE_QUANTITY>
          </PACKAGE>
          <PACKAGE>
            <PACKAGE_ID type="nve">340123450000000025</PACKAGE_ID>
            <PACKAGE_ID type="supplier_specific">PK-1/2</PACKAGE_ID>
            <PACKAGE_QUANTITY>1</PACKAGE_QUANTITY>
          </PACKAGE>
        </PACKAGE_INFO>
      </LOGISTIC_DETAILS>`;

async function studioOrder(idfs: string): Promise<OrderDto> {
  const res = await call("GET", "asOrder", { idfs }, berlin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OrderDto;
}

describe("carriers the operator keeps and the parcels' numbers", () => {
  it("keeps an unknown carrier's name from JSON and shows its number without a link, to the operator and the studio", async () => {
    const idfs = await submit("json-unknown");
    const res = await post({
      idfs,
      updateId: "sped-1",
      lines: [{ article: pid, shipment: { carrier: "Spedition Meyer & Söhne", trackingNumber: "SM-2026-77" } }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(o.lines[0].status.shipments[0]).toMatchObject({ carrier: "Spedition Meyer & Söhne", trackingNumber: "SM-2026-77", trackingUrl: null });
    const studio = await studioOrder(idfs);
    expect(studio.items[0].status?.shipments[0]).toMatchObject({
      carrier: "Spedition Meyer & Söhne",
      trackingNumber: "SM-2026-77",
      trackingUrl: null,
    });
  });

  it("stores a DISPATCHNOTIFICATION's PACKAGE_IDs with the shipment and shows them next to the tracking link", async () => {
    const idfs = await submit("packages");
    const xml = fixture({
      DISPATCH_ID: `LS-P-${idfs}`,
      DISPATCH_DATE: "2026-11-30T07:00:00+01:00",
      ORDER_ID: idfs,
      CARRIER_ID: "DHL",
      CARRIER_NAME: "DHL Paket GmbH",
      TRACKING: "00340434161094042557",
      SUPPLIER_PID_1: pid,
      QUANTITY_1: "2",
    }).replace(/(<\/SHIPMENT_PARTIES_REFERENCE>)(\s*<\/DISPATCHNOTIFICATION_ITEM>)/, `$1${PACKAGES}$2`);
    expect(xml).toContain("<PACKAGE_INFO>");
    expect((await validateOpenTrans(xml)).errors).toEqual([]);
    const res = await post(xml);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      carrier: "DHL",
      trackingNumber: "00340434161094042557",
      packageIds: ["340123450000000018", "PK-1/2", "340123450000000025"],
      trackingUrl: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557",
    };
    const o = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(o.lines[0].status.shipments).toEqual([expect.objectContaining(expected)]);
    expect((await studioOrder(idfs)).items[0].status?.shipments).toEqual([expect.objectContaining(expected)]);
    // The same parcel again with one more package: kept, nothing twice.
    const more = await post({
      idfs,
      updateId: "pk-more",
      lines: [{ article: pid, shipment: { carrier: "DHL", trackingNumber: "00340434161094042557", packageIds: ["PK-1/2", "PK-3"] } }],
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    const again = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(again.lines[0].status.shipments[0].packageIds).toEqual(["340123450000000018", "PK-1/2", "340123450000000025", "PK-3"]);
  });

  it("refuses package ids that are not a bounded list of numbers, in German", async () => {
    const idfs = await submit("bad-packages");
    const many = await post({
      idfs,
      updateId: "pk-x",
      lines: [{ article: pid, shipment: { carrier: "DPD", trackingNumber: "1", packageIds: Array.from({ length: 51 }, (_, i) => `P${i}`) } }],
    });
    expect(many.status).toBe(400);
    expect(many.body.error).toMatchObject({
      field: "lines.0.shipment.packageIds",
      message: expect.stringContaining("Bitte senden Sie höchstens 50 Paketnummern je Sendung."),
    });
    const odd = await post({
      idfs,
      updateId: "pk-y",
      lines: [{ article: pid, shipment: { carrier: "DPD", trackingNumber: "1", packageIds: ["<b>"] } }],
    });
    expect(odd.status).toBe(400);
    expect(odd.body.error.field).toBe("lines.0.shipment.packageIds.0");
  });

  it("builds links by the patterns the operator keeps: a new carrier gets one, a removed one loses it", async () => {
    const list = await call("GET", "operatorCarriers", {}, operator);
    expect((list.body as { carriers: { name: string }[] }).carriers.map((c) => c.name)).toEqual(["DHL", "DPD", "GLS", "Hermes", "Spedition", "UPS"]);
    const refused = await call("POST", "operatorCarrierSave", { name: "Böse", trackingUrlPattern: "javascript:alert({nummer})" }, operator);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        field: "trackingUrlPattern",
        message: expect.stringContaining("Der Sendungsverfolgungs-Link muss mit https:// oder http:// beginnen."),
      },
    });
    const twice = await call("POST", "operatorCarrierSave", { name: "dhl" }, operator);
    expect(twice.status).toBe(409);
    const saved = await call(
      "POST",
      "operatorCarrierSave",
      { name: "Trans-o-flex", trackingUrlPattern: "https://track.example/sendung?id={nummer}", needsTrackingNumber: true },
      operator,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body as { id: string }).id;

    const idfs = await submit("kept");
    const bare = await post({ idfs, updateId: "tof-0", lines: [{ article: pid, shipment: { carrier: "trans-o-flex" } }] });
    expect(bare.status).toBe(422);
    expect(bare.body.error).toMatchObject({
      field: "lines.0.shipment.trackingNumber",
      message: "Für den Versanddienst trans-o-flex ist eine Sendungsnummer nötig.",
    });
    expect(
      (await post({ idfs, updateId: "tof-1", lines: [{ article: pid, shipment: { carrier: "Trans-o-flex", trackingNumber: "T 1/2" } }] })).status,
    ).toBe(200);
    const linked = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(linked.lines[0].status.shipments[0].trackingUrl).toBe("https://track.example/sendung?id=T%201%2F2");

    expect((await call("POST", "operatorCarrierDelete", { id }, operator)).status).toBe(200);
    const unlinked = (await call("GET", "operatorOrder", { idfs }, operator)).body as OperatorOrderDetail;
    expect(unlinked.lines[0].status.shipments[0]).toMatchObject({ carrier: "Trans-o-flex", trackingNumber: "T 1/2", trackingUrl: null });
    expect((await call("POST", "operatorCarrierDelete", { id }, operator)).status).toBe(404);
  });

  it("keeps the carriers to the operator's session: a studio and an API key are refused", async () => {
    expect((await call("GET", "operatorCarriers", {}, berlin)).status).toBe(403);
    const req = new Request("http://localhost/api/operatorCarriers", { headers: { authorization: `Bearer ${key}` } });
    expect((await serveEndpoint(req, "operatorCarriers", "GET")).status).toBe(403);
  });
});
