import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { submitBerlinOrderAs } from "../../helpers/orders";
import { validateOpenTrans } from "../../helpers/opentrans-schema";
import { products } from "@/models/schema";
import { serveEndpoint } from "@/lib/api/serve";
import { setMailPort } from "@/lib/integrations/mail";
import type { OperatorOrderDetail } from "@/lib/domain/operator/order-detail";

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
      { carrier: "Kühne + Nagel", trackingNumber: "", quantity: 2, shippedOn: 20261130, trackingUrl: null },
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
