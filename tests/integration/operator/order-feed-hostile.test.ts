import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { freshDatabase } from "../../helpers/test-db";
import { call, DEMO, sessionCookie } from "../../helpers/session";
import { validateOpenTrans } from "../../helpers/opentrans-schema";
import { libxml2Texts } from "../../helpers/libxml2";
import { orders } from "@/models/shop/orders";
import { products } from "@/models/shop/catalog";
import { findHostileText } from "@/lib/domain/platform/hostile-text";
import { setMailPort } from "@/lib/integrations/mail";
import { serveEndpoint } from "@/lib/api/serve";
import { FEED_SETTLE_SECONDS } from "@/lib/server/operator/orders-out";
import { submitOrderAs } from "../../helpers/cart";

// Issue 45, from the attack round: a studio's customer reference with entity texts made the openTRANS
// ORDER of orderFeed unreadable (finding 1), and a cursor beyond the integer range was a 500 (finding 7).

let db: Awaited<ReturnType<typeof freshDatabase>>;
let key: string;
let berlin: string;

beforeAll(async () => {
  db = await freshDatabase();
  setMailPort({ send: async () => {} });
  const operator = await sessionCookie(DEMO.betrieb);
  berlin = await sessionCookie(DEMO.berlin);
  const res = await call("POST", "apiKeyCreate", { name: "ERP", scopes: ["orders:read"] }, operator);
  expect(res.status).toBe(200);
  key = (res.body as { secret: string }).secret;
});
afterAll(async () => {
  setMailPort(undefined);
  await db.drop();
});

async function feed(input: Record<string, string>) {
  const req = new Request(`http://localhost/api/orderFeed?${new URLSearchParams(input)}`, { headers: { authorization: `Bearer ${key}` } });
  const res = await serveEndpoint(req, "orderFeed", "GET");
  return { status: res.status, body: await res.json() };
}

const ATTACK = "Kd &#0; &#65;&#66; &lt;b&gt;";
/** The order of the first test. */
let idfs: string;

describe("orderFeed under attack", () => {
  it("a customer reference with entity texts arrives in the openTRANS ORDER well-formed and exactly as typed", async () => {
    const [p] = await db.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    const res = await submitOrderAs(berlin, "kuechenwelt-berlin", `attack-${Date.now()}`, {
      items: [{ id: p.id, quantity: 1, desiredDeliveryDate: null, comment: "<b>bitte</b> &amp; danke" }],
      customerReference: ATTACK,
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
      deliveryContact: { gender: "Frau", firstName: "Sabine", lastName: "Krüger", phone: "030 1234567", email: "einkauf@kuechenwelt-berlin.example" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    idfs = (res.body as { order: { idfs: string } }).order.idfs;
    await new Promise((r) => setTimeout(r, FEED_SETTLE_SECONDS * 1000 + 200));

    const page = await feed({ format: "opentrans", limit: "100" });
    expect(page.status).toBe(200);
    const order = (page.body as { orders: { orderNumber: string; xml: string }[] }).orders.find((o) => o.orderNumber === idfs)!;
    expect(order).toBeDefined();
    const texts = await libxml2Texts(order.xml);
    expect(texts.get("ORDER/ORDER_HEADER/ORDER_INFO/CUSTOMER_ORDER_REFERENCE/ORDER_ID")).toEqual([ATTACK]);
    expect(texts.get("ORDER/ORDER_HEADER/ORDER_INFO/REMARKS")).toEqual([`Kunde / Auftragsreferenz: ${ATTACK}`]);
    expect(texts.get("ORDER/ORDER_ITEM_LIST/ORDER_ITEM/REMARKS")).toEqual(["<b>bitte</b> &amp; danke"]);
    const check = await validateOpenTrans(order.xml);
    expect(check.errors).toEqual([]);
  });

  it("an article name stored before the rule with U+0001 and U+FFFF leaves the JSON feed and the ORDER without them", async () => {
    const [o] = await db.db.select().from(orders).where(eq(orders.idfs, idfs));
    await db.db
      .update(orders)
      .set({ items: o.items.map((i, n) => (n === 0 ? { ...i, name: "Back\u0001ofen\uffff Pyro" } : i)) })
      .where(eq(orders.id, o.id));
    const json = await feed({ format: "json", limit: "100" });
    const doc = (json.body as { orders: { orderNumber: string; lines: { name: string }[] }[] }).orders.find((d) => d.orderNumber === idfs)!;
    expect(findHostileText(doc)).toBeNull();
    expect(doc.lines[0].name).toBe("Backofen Pyro");
    const xml = await feed({ format: "opentrans", limit: "100" });
    const order = (xml.body as { orders: { orderNumber: string; xml: string }[] }).orders.find((d) => d.orderNumber === idfs)!;
    expect((await libxml2Texts(order.xml)).get("ORDER/ORDER_ITEM_LIST/ORDER_ITEM/PRODUCT_ID/bmecat:DESCRIPTION_SHORT")).toEqual(["Backofen Pyro"]);
  });

  it("a cursor outside the order numbers' integer range, negative or not a number is a 400 in German", async () => {
    for (const cursor of ["2147483648", "99999999999999999999", "-1", "1e3", "abc", "1.5"]) {
      const res = await feed({ format: "json", cursor });
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.message, cursor).toMatch(/Cursor ist ungültig/);
    }
    expect((await feed({ format: "json", cursor: "2147483647" })).status).toBe(200);
  });
});
